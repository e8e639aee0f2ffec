import { describe, expect, it } from 'vitest';
import { titleMatchesName } from '../../../../src/modes/hop-rrf/title-match.js';
import { relationMatch } from '../../../../src/modes/hop-rrf/relation-match.js';

describe('titleMatchesName', () => {
  it.each([
    ['David Bradley (director)', 'David Bradley'],
    ['Oswiu', 'King Oswiu of Northumbria'],
    ['Olga Constantinovna of Russia', 'Grand Duchess Olga Constantinovna of Russia'],
    ['George VII of Imereti', 'King George VII of Imereti'],
    ['William Bell (author)', 'William E. Bell'],
    ['Infanta María de la Paz of Spain', 'Infanta María'],
  ])('%s is titled by %s', (title, name) => {
    expect(titleMatchesName(title, name)).toBe(true);
  });

  it.each([
    ['Lothair I', 'Lothair II'],
    ['Wingfield', 'Richard Wingfield, 1st Viscount Powerscourt'],
    ['Aleksander Koniecpolski (1555–1609)', 'Aleksander Koniecpolski (1620–1659)'],
    ['Conchobar mac Nessa', 'Conchobar'],
    // Another word on either side makes another entity.
    ['United States Army', 'United States'],
    ['United States v. Binion', 'United States'],
    ['Peter Pan (1924 film)', 'Peter Pan Live!'],
    ['Hong Kong Museum of Art', 'Hong Kong'],
  ])('%s is not titled by %s', (title, name) => {
    expect(titleMatchesName(title, name)).toBe(false);
  });
});

describe('relationMatch', () => {
  it('knows English wordings of relations', () => {
    expect(relationMatch('directed by', 'director')).toBe(1);
    expect(relationMatch('was the second son of', 'mother')).toBe(1);
    expect(relationMatch('was married to', 'spouse')).toBe(1);
    expect(relationMatch('is a 1990 German film by', 'director')).toBeGreaterThan(0);
    expect(relationMatch('is a 1990 German film by', 'director')).toBeLessThan(1);
    expect(relationMatch('was the king of', 'director')).toBe(0);
  });

  it('falls back to shared word stems for relations it does not know', () => {
    expect(relationMatch('was the chief engineer of', 'chief engineer')).toBe(1);
    expect(relationMatch('was the chief of', 'chief engineer')).toBe(0.5);
  });
});

describe('relationMatch for kinds of place', () => {
  it('reads a locative wording as weak evidence of a place relation, not of others', () => {
    expect(relationMatch('is a village in the demerara mahaica region of', 'country')).toBe(0.4);
    expect(relationMatch('is located in', 'state where lived')).toBe(0.4);
    expect(relationMatch('is a tributary of the', 'director')).toBe(0);
  });
});
