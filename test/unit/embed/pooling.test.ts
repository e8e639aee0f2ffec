import { describe, expect, it } from 'vitest';
import { poolHiddenStates } from '../../../src/embed/pooling.js';
import { nearestNeighbors } from '../../../src/embed/nearest-neighbors.js';
import { cosineSimilarity, dotProduct } from '../../../src/embed/cosine-similarity.js';

// Two texts, three positions, two dimensions; the second text has one padding position.
const hidden = Float32Array.from([3, 4, 1, 0, 0, 1, /* text 2 */ 0, 2, 2, 0, 100, 100]);
const mask = [1n, 1n, 1n, 1n, 1n, 0n];
const shape = { batch: 2, sequence: 3, dimensions: 2 };

describe('pooling', () => {
  it('CLS pooling takes the first token and normalizes it', () => {
    const [first, second] = poolHiddenStates(hidden, mask, shape, 'cls');
    expect(Array.from(first!)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(Array.from(second!)).toEqual([0, 1]);
  });

  it('mean pooling averages real tokens only (padding ignored) and normalizes', () => {
    const [first, second] = poolHiddenStates(hidden, mask, shape, 'mean');
    expect(dotProduct(first!, first!)).toBeCloseTo(1, 6);
    expect(cosineSimilarity(first!, [4, 5])).toBeCloseTo(1, 6);
    expect(Array.from(second!)).toEqual([expect.closeTo(Math.SQRT1_2, 6), expect.closeTo(Math.SQRT1_2, 6)]);
  });
});

describe('nearestNeighbors', () => {
  it('returns the exact top-k by dot product, best first', () => {
    const vectors = [[1, 0], [0, 1], [0.6, 0.8], [-1, 0], [0.8, 0.6]].map((values) => Float32Array.from(values));
    const neighbors = nearestNeighbors(Float32Array.from([1, 0]), vectors, 3);
    expect(neighbors.map((neighbor) => neighbor.index)).toEqual([0, 4, 2]);
    expect(neighbors[1]!.score).toBeCloseTo(0.8, 6);
  });

  it('returns everything when k exceeds the collection', () => {
    expect(nearestNeighbors(Float32Array.from([1]), [Float32Array.from([2]), Float32Array.from([3])], 5).map((neighbor) => neighbor.index)).toEqual([1, 0]);
  });
});
