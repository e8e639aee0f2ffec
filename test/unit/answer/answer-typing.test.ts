import { describe, expect, it } from 'vitest';
import { fitsAnswerType, formatAnswer, isNameLike } from '../../../src/answer/answer-typing.js';
import { findCountries, primaryNationality, sameValue } from '../../../src/nlp/place-names.js';
import { leadingName, secondName } from '../../../src/nlp/value-spans.js';

describe('answer typing', () => {
  it('checks values against the expected answer type', () => {
    expect(fitsAnswerType('20 March 851', 'date')).toBe(true);
    expect(fitsAnswerType('Ermengarde of Tours', 'date')).toBe(false);
    expect(fitsAnswerType('Port of Spain', 'place')).toBe(true);
    expect(fitsAnswerType('1946', 'place')).toBe(false);
    expect(fitsAnswerType('second son', 'person')).toBe(false);
    expect(isNameLike('He')).toBe(false);
    expect(fitsAnswerType('three', 'number')).toBe(true);
  });

  it('formats answers as the gold writes them', () => {
    expect(formatAnswer('December 8, 1982', 'date')).toBe('8 December 1982');
    expect(formatAnswer('"Phoolwari".', 'entity')).toBe('Phoolwari');
  });

  it('reads names after describing words, and the second of two names', () => {
    expect(leadingName('Trinidadian-American rapper and singer Nicki Minaj and American rapper Lil Wayne.', { skipModifiers: true })).toBe('Nicki Minaj');
    expect(leadingName('Ermengarde of Tours.')).toBe('Ermengarde of Tours');
    expect(secondName('Emperor Lothair I and Ermengarde of Tours.')).toBe('Ermengarde of Tours');
  });

  it('maps demonyms to countries, compounds included', () => {
    expect(findCountries('an Austrian-American film composer')[0]).toMatchObject({ text: 'Austrian-American', countries: ['Austria', 'United States'] });
    expect(primaryNationality('Austrian-American')).toBe('Austrian');
    expect(sameValue('Danish', 'Denmark')).toBe(true);
    expect(sameValue('American-Argentine', 'American')).toBe(true);
    expect(sameValue('French', 'German')).toBe(false);
  });
});
