import { describe, expect, it } from 'vitest';
import { stemOf } from '../../../src/answer/question-terms.js';

describe('stemOf', () => {
  it('joins inflected forms by their endings', () => {
    expect(stemOf('published')).toBe(stemOf('publishes'));
    expect(stemOf('cities')).toBe(stemOf('city'));
    expect(stemOf('director')).toBe(stemOf('directed'));
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
