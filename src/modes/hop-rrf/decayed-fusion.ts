/** Fusion of the ranked lists of every hop, later hops weighing less. Pure. */

export interface HopList {
  /** Hop that produced the list (0 = the question itself). */
  hop: number;
  /** Passage ids, best first. */
  ids: readonly string[];
  /** This list's own width (see DecayedFusionOptions.width), e.g. its exact-title hits; overrides the default. */
  width?: number;
  /**
   * Its first `head` ids (e.g. the passages jumped to) rank ahead of every id only within a width;
   * at most `width`. None if absent.
   */
  head?: number;
}

export interface DecayedFusionOptions {
  /** Weight of hop h is decay^h. */
  decay: number;
  /** RRF k. */
  k: number;
  /**
   * Only the first `width` ids of each list take part in the fusion proper; ids found further down
   * only back-fill the ranking after every id that made the width somewhere (both parts ordered by the
   * same formula over all ranks). Unlimited if absent.
   */
  width?: number;
}

export interface DecayedItem {
  id: string;
  score: number;
  /** The first hop where the id appeared. */
  hop: number;
}

/**
 * score(id) = Σ_lists decay^hop / (k + rank), ranks from 1; ids in some list's head come first, then
 * ids within some list's width, then the back-fill, each part ordered by score. Ties go to the earlier first hop, then
 * the better rank, then the id, so the output is deterministic.
 */
export function fuseHops(lists: readonly HopList[], options: DecayedFusionOptions): DecayedItem[] {
  const items = new Map<string, { score: number; tier: number; hop: number; bestRank: number }>();
  for (const list of lists) {
    const weight = options.decay ** list.hop;
    const width = list.width ?? options.width ?? Number.POSITIVE_INFINITY;
    const head = Math.min(list.head ?? 0, width);
    const seen = new Set<string>();
    list.ids.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const rank = index + 1;
      const item = items.get(id) ?? { score: 0, tier: TAIL_TIER, hop: list.hop, bestRank: rank };
      item.score += weight / (options.k + rank);
      item.tier = Math.min(item.tier, rank <= head ? HEAD_TIER : rank <= width ? WIDTH_TIER : TAIL_TIER);
      item.hop = Math.min(item.hop, list.hop);
      item.bestRank = Math.min(item.bestRank, rank);
      items.set(id, item);
    });
  }
  const ranked = [...items.entries()].map(([id, item]) => ({ id, ...item }));
  return ranked.sort((a, b) => a.tier - b.tier || byScore(a, b)).map(({ id, score, hop }) => ({ id, score, hop }));
}

const HEAD_TIER = 0;
const WIDTH_TIER = 1;
const TAIL_TIER = 2;

function byScore(a: { id: string; score: number; hop: number; bestRank: number }, b: { id: string; score: number; hop: number; bestRank: number }): number {
  return b.score - a.score || a.hop - b.hop || a.bestRank - b.bestRank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
