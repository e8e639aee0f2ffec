import { describe, expect, it } from 'vitest';
import { fuseSources } from '../../../../src/modes/rarag/ranked-source.js';

describe('fuseSources', () => {
  it('fuses weighted lists, keeps the earliest hop of each passage and cuts at the limit', () => {
    const fused = fuseSources(
      [
        { kind: 'question', query: 'q', hop: 0, weight: 1, passages: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] },
        { kind: 'bridge-title', query: 'b', hop: 1, weight: 3, passages: [{ id: 'c', title: 'C' }] },
      ],
      10,
      2,
    );
    expect(fused.map((passage) => passage.id)).toEqual(['c', 'a']);
    expect(fused[0]?.hop).toBe(0);
  });

  it('ignores sources of weight 0', () => {
    const fused = fuseSources([{ kind: 'x', query: 'x', hop: 2, weight: 0, passages: [{ id: 'z', title: 'Z' }] }], 10, 5);
    expect(fused).toEqual([]);
  });
});
