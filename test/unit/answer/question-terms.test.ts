import { describe, expect, it } from 'vitest';
import { stemOf } from '../../../src/answer/question-terms.js';

describe('stemOf', () => {
  it('joins inflected forms by their endings', () => {
    expect(stemOf('published')).toBe(stemOf('publishes'));
    expect(stemOf('cities')).toBe(stemOf('city'));
    expect(stemOf('director')).toBe(stemOf('directed'));
    expect(stemOf('founder')).toBe(stemOf('founded'));
  });

  // ../shared/datasets/musique (2hop__116292_423632): "Who is the spouse of Big Eye's main director?" against "Big Eyes is a 2014 … film".
  it('joins short words with their plurals, and a word ending in e with its forms', () => {
    expect(stemOf("Eye's")).toBe(stemOf('Eyes'));
    expect(stemOf('cars')).toBe(stemOf('car'));
    expect(stemOf('games')).toBe(stemOf('game'));
    expect(stemOf('named')).toBe(stemOf('names'));
    expect(stemOf('loved')).toBe(stemOf('love'));
    // Not a plural's "s": "news" is not "new", "bus" not "bu".
    expect(stemOf('news')).not.toBe(stemOf('new'));
    expect(stemOf('bus')).toBe('bus');
    // Words holding digits or hyphens stay as written.
    expect(stemOf('2-1')).toBe('2-1');
  });

  it('joins irregular verbs and the nouns made from them, which no ending rule joins', () => {
    // "the place of death of X" against "X died in Y"; "place of birth" against "was born in".
    expect(stemOf('death')).toBe(stemOf('died'));
    expect(stemOf('dies')).toBe(stemOf('died'));
    expect(stemOf('birth')).toBe(stemOf('born'));
    expect(stemOf('wrote')).toBe(stemOf('writer'));
    expect(stemOf('written')).toBe(stemOf('writes'));
    expect(stemOf('married')).toBe(stemOf('marriage'));
    expect(stemOf('sold')).toBe(stemOf('sells'));
    // Unrelated words stay apart.
    expect(stemOf('death')).not.toBe(stemOf('birth'));
    expect(stemOf('dean')).not.toBe(stemOf('die'));
  });

  // ../shared/datasets/musique (2hop__689512_55369): the question writes "Akinoshu Kenji", the passage "Akinoshū Kenji".
  it('meets a name written without its accents', () => {
    expect(stemOf('Akinoshū')).toBe(stemOf('Akinoshu'));
    expect(stemOf('Grünberg')).toBe(stemOf('Grunberg'));
    expect(stemOf('Dvořák')).toBe(stemOf('Dvorak'));
    expect(stemOf('Zürich')).not.toBe(stemOf('Zurück'));
  });
});
