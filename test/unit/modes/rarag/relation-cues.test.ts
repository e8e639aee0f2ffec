import { describe, expect, it } from 'vitest';
import { relationCueMatcher, relationCues } from '../../../../src/modes/rarag/relation-cues.js';

describe('relation cues', () => {
  it('tells strong cues from weak ones', () => {
    const director = relationCueMatcher('director');
    expect(director('is a 1999 film directed by Jon Gunn')).toBe(2);
    expect(director('was released by Pure Flix')).toBe(1);
    expect(director('is a 1999 comedy')).toBe(0);
  });

  it('reads parents from "son of" and "daughter of" for mother and father', () => {
    expect(relationCueMatcher('mother')('was the second son of')).toBe(2);
    expect(relationCueMatcher('father')('is daughter of')).toBe(2);
  });

  it('falls back to the relation words (long ones as prefixes) for relations it does not know', () => {
    expect(relationCues('headquarters location').strong).toEqual(['headqu', 'locati']);
    expect(relationCueMatcher('headquarters location')('is headquartered in Paris')).toBe(2);
  });
});
