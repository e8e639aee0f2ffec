/** How token vectors become one text vector: the `[CLS]` token's (BGE) or the mean over real tokens (MiniLM). */
export type Pooling = 'cls' | 'mean';

/**
 * Pools `last_hidden_state` ([batch, sequence, dimensions], row-major) into one L2-normalized
 * vector per text; `attentionMask` marks the real tokens (1) against padding (0).
 */
export function poolHiddenStates(
  hidden: Float32Array,
  attentionMask: ArrayLike<bigint | number>,
  shape: { batch: number; sequence: number; dimensions: number },
  pooling: Pooling,
): Float32Array[] {
  const { batch, sequence, dimensions } = shape;
  const vectors: Float32Array[] = [];
  for (let row = 0; row < batch; row++) {
    const vector = new Float32Array(dimensions);
    const rowOffset = row * sequence * dimensions;
    if (pooling === 'cls') {
      vector.set(hidden.subarray(rowOffset, rowOffset + dimensions));
    } else {
      let count = 0;
      for (let position = 0; position < sequence; position++) {
        if (Number(attentionMask[row * sequence + position]) === 0) continue;
        count += 1;
        const offset = rowOffset + position * dimensions;
        for (let index = 0; index < dimensions; index++) vector[index]! += hidden[offset + index]!;
      }
      if (count > 0) for (let index = 0; index < dimensions; index++) vector[index]! /= count;
    }
    vectors.push(normalizeVector(vector));
  }
  return vectors;
}

/** Scales a vector to unit length in place (a zero vector stays zero) and returns it. */
export function normalizeVector(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let index = 0; index < vector.length; index++) sum += vector[index]! * vector[index]!;
  if (sum > 0) {
    const scale = 1 / Math.sqrt(sum);
    for (let index = 0; index < vector.length; index++) vector[index]! *= scale;
  }
  return vector;
}
