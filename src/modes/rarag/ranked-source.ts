import { reciprocalRankFusion } from '../../retrieve/fusion.js';

/** One ranked list of passages a sub-search produced, with the hop it serves and its weight in the fusion. */
export interface RankedSource {
  /** What produced it, for the trace: 'question', 'first-hop', 'topic-title', 'bridge-title', 'hop-query'. */
  kind: string;
  /** The query or the entity keys behind it. */
  query: string;
  hop: number;
  weight: number;
  passages: Array<{ id: string; title: string }>;
}

export interface FusedPassage {
  id: string;
  title: string;
  score: number;
  /** The lowest hop of the sources that hold it. */
  hop: number;
}

/** Weighted reciprocal-rank fusion of the sources; each passage keeps the earliest hop it was found at. */
export function fuseSources(sources: readonly RankedSource[], fusionK: number, limit: number): FusedPassage[] {
  const titles = new Map<string, string>();
  const hops = new Map<string, number>();
  for (const source of sources) {
    for (const passage of source.passages) {
      if (!titles.has(passage.id)) titles.set(passage.id, passage.title);
      hops.set(passage.id, Math.min(hops.get(passage.id) ?? Number.POSITIVE_INFINITY, source.hop));
    }
  }
  const fused = reciprocalRankFusion(
    sources.filter((source) => source.weight > 0).map((source) => ({ ids: source.passages.map((passage) => passage.id), weight: source.weight })),
    fusionK,
  );
  return fused.slice(0, limit).map((item) => ({ id: item.id, title: titles.get(item.id) ?? '', score: item.score, hop: hops.get(item.id) ?? 0 }));
}
