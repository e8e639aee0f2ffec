import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, uniqueInOrder } from '../../../src/retrieve/fusion.js';

describe('reciprocalRankFusion', () => {
  it('sums w / (k + rank) over the lists', () => {
    const fused = reciprocalRankFusion([{ ids: ['a', 'b', 'c'] }, { ids: ['b', 'd'] }], 60);
    expect(fused.map((item) => item.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(fused[1]!.score).toBeCloseTo(1 / 61, 12);
    expect(fused.find((item) => item.id === 'd')!.score).toBeCloseTo(1 / 62, 12);
  });

  it('honours weights', () => {
    const fused = reciprocalRankFusion([{ ids: ['a'], weight: 1 }, { ids: ['b'], weight: 3 }], 60);
    expect(fused.map((item) => item.id)).toEqual(['b', 'a']);
    expect(fused[0]!.score).toBeCloseTo(3 / 61, 12);
  });

  it('ignores duplicates within one list and breaks ties deterministically', () => {
    const fused = reciprocalRankFusion([{ ids: ['x', 'x', 'y'] }, { ids: ['z'] }], 1);
    expect(fused.map((item) => [item.id, item.firstList])).toEqual([
      ['x', 0],
      ['z', 1],
      ['y', 0],
    ]);
    expect(fused[0]!.score).toBeCloseTo(0.5, 12);
    expect(fused[2]!.score).toBeCloseTo(1 / 3, 12);
  });

  it('returns nothing for no lists', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
  });
});

describe('uniqueInOrder', () => {
  it('keeps the first occurrence', () => {
    expect(uniqueInOrder(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
