import { describe, expect, it } from 'vitest';
import { fillHopSlot, foldTemplate } from '../../../../src/modes/rarag/hop-query.js';
import { passageOverlap } from '../../../../src/modes/rarag/passage-overlap.js';

describe('hop queries', () => {
  it('fills the slot with the bridge entity', () => {
    expect(fillHopSlot('When did [HOP] die?', 'Ermengarde of Tours')).toBe('When did Ermengarde of Tours die?');
  });

  it('folds "the <relation> of [HOP]" into the slot for the next hop', () => {
    expect(foldTemplate('Where was the father of [HOP] born?', 'father')).toBe('Where was [HOP] born?');
    expect(foldTemplate("Where did [HOP]'s dad die?", 'father', 'dad')).toBe('Where did [HOP] die?');
    expect(foldTemplate('When did [HOP] die?', 'father')).toBe('When did [HOP] die?');
  });
});

describe('passageOverlap', () => {
  it('keeps the ids both lists hold, in the first list\'s order', () => {
    expect(passageOverlap([{ id: 'a' }, { id: 'b' }, { id: 'c' }], [{ id: 'c' }, { id: 'a' }, { id: 'x' }])).toEqual(['a', 'c']);
  });
});
