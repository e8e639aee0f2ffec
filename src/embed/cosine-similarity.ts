/** Dot product of two equal-length vectors: the cosine similarity when both are normalized. */
export function dotProduct(left: ArrayLike<number>, right: ArrayLike<number>): number {
  if (left.length !== right.length) throw new RangeError(`vector lengths differ: ${left.length} and ${right.length}`);
  let sum = 0;
  for (let index = 0; index < left.length; index++) sum += left[index]! * right[index]!;
  return sum;
}

/** Cosine similarity of two vectors of any length scale (0 when either is zero). */
export function cosineSimilarity(left: ArrayLike<number>, right: ArrayLike<number>): number {
  const denominator = Math.sqrt(dotProduct(left, left) * dotProduct(right, right));
  return denominator === 0 ? 0 : dotProduct(left, right) / denominator;
}
