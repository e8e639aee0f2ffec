import { dotProduct } from './cosine-similarity.js';

export interface Neighbor {
  index: number;
  score: number;
}

/**
 * Exact (brute-force) k nearest neighbors by dot product, best first: for normalized vectors,
 * the same ranking a cosine vector index returns (without its approximation).
 */
export function nearestNeighbors(query: Float32Array, vectors: readonly Float32Array[], k: number): Neighbor[] {
  const best: Neighbor[] = [];
  for (let index = 0; index < vectors.length; index++) {
    const score = dotProduct(query, vectors[index]!);
    if (best.length === k && score <= best[best.length - 1]!.score) continue;
    let position = best.length;
    while (position > 0 && best[position - 1]!.score < score) position -= 1;
    best.splice(position, 0, { index, score });
    if (best.length > k) best.pop();
  }
  return best;
}
