/** Passage recall: the share of a question's gold passages found in the first k returned. */
export function recallAtK(returned: readonly string[], gold: readonly string[], k: number): number {
  if (gold.length === 0) return 0;
  const top = new Set(returned.slice(0, k));
  const goldSet = new Set(gold);
  let found = 0;
  for (const id of goldSet) if (top.has(id)) found += 1;
  return found / goldSet.size;
}

/** Nearest-rank percentile (p in [0, 100]) of the values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
