import { describe, expect, it } from 'vitest';
import { fuseHops } from '../../../../src/modes/hop-rrf/decayed-fusion.js';

describe('fuseHops: Σ_h decay^h / (k + rank_h)', () => {
  it('scores by the formula and records the first hop of each id', () => {
    const fused = fuseHops(
      [
        { hop: 0, ids: ['a', 'b'] },
        { hop: 1, ids: ['c', 'a'] },
      ],
      { decay: 0.7, k: 60 },
    );
    expect(fused.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(fused[0]).toEqual({ id: 'a', score: 1 / 61 + 0.7 / 62, hop: 0 });
    expect(fused[1]?.score).toBeCloseTo(1 / 62);
    expect(fused[2]).toMatchObject({ id: 'c', hop: 1 });
    expect(fused[2]?.score).toBeCloseTo(0.7 / 61);
  });

  it('takes decay and k as options', () => {
    const fused = fuseHops([{ hop: 0, ids: ['a', 'b'] }, { hop: 1, ids: ['c'] }], { decay: 0.9, k: 0 });
    // 0.9 / 1 beats 1 / 2: with k = 0 the first of a later hop passes the second of the first.
    expect(fused.map((item) => item.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts ids within a list width ahead of the back-fill, both ordered by the formula', () => {
    const fused = fuseHops(
      [
        { hop: 0, ids: ['topic', 'noise-1', 'noise-2'], width: 1 },
        { hop: 1, ids: ['bridge', 'noise-3'], width: 1 },
      ],
      { decay: 0.7, k: 60 },
    );
    expect(fused.map((item) => item.id)).toEqual(['topic', 'bridge', 'noise-1', 'noise-2', 'noise-3']);
  });

  it('counts an id once per list and breaks ties deterministically', () => {
    const fused = fuseHops([{ hop: 0, ids: ['x', 'x', 'y'] }, { hop: 0, ids: ['y', 'x'] }], { decay: 0.7, k: 60 });
    expect(fused.map((item) => item.id)).toEqual(['x', 'y']);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(fuseHops([{ hop: 0, ids: ['b'] }, { hop: 0, ids: ['a'] }], { decay: 0.7, k: 60 }).map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('fuseHops: head, width and back-fill tiers', () => {
  it('ranks a list head (sure jumps) first, then ids within a width by score, then the back-fill', () => {
    const fused = fuseHops(
      [
        { hop: 0, ids: ['topic', 'search-0a', 'search-0b', 'noise-0'], head: 1, width: 3 },
        { hop: 1, ids: ['weak-jump', 'search-1a', 'noise-1'], head: 0, width: 2 },
      ],
      { decay: 0.7, k: 5 },
    );
    expect(fused.map((item) => item.id)).toEqual(['topic', 'search-0a', 'search-0b', 'weak-jump', 'search-1a', 'noise-0', 'noise-1']);
  });
});
