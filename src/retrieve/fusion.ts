/** Reciprocal-rank fusion and friends: pure functions over ranked lists of ids. */

export interface RankedList {
  /** Ids in rank order, best first. */
  ids: readonly string[];
  /** Weight of this list in the fusion (default 1). */
  weight?: number;
}

export interface FusedItem {
  id: string;
  score: number;
  /** Index of the first list (in input order) that contained the id. */
  firstList: number;
}

/**
 * Weighted reciprocal-rank fusion (Cormack et al., 2009): score(d) = Σ_lists w / (k + rank(d)),
 * ranks starting at 1. Ties are broken by the first list an id appeared in, then by its best rank,
 * so the output is deterministic.
 */
export function reciprocalRankFusion(lists: readonly RankedList[], k = 60): FusedItem[] {
  const items = new Map<string, { score: number; firstList: number; bestRank: number }>();
  lists.forEach((list, listIndex) => {
    const weight = list.weight ?? 1;
    // A repeated id keeps its first rank, and the ids after it move up (ranks count distinct ids).
    [...new Set(list.ids)].forEach((id, index) => {
      const rank = index + 1;
      const existing = items.get(id);
      if (existing) {
        existing.score += weight / (k + rank);
        existing.bestRank = Math.min(existing.bestRank, rank);
      } else {
        items.set(id, { score: weight / (k + rank), firstList: listIndex, bestRank: rank });
      }
    });
  });
  return [...items.entries()]
    .map(([id, item]) => ({ id, ...item }))
    .sort((a, b) => b.score - a.score || a.firstList - b.firstList || a.bestRank - b.bestRank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, score, firstList }) => ({ id, score, firstList }));
}

/** Order-preserving de-duplication. */
export function uniqueInOrder<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
