import { ConfigError } from '../errors/config-error.js';
import { toLuceneQuery } from './lucene-query.js';
import { reciprocalRankFusion } from './fusion.js';
import type { PassageHit } from '../ports/retrieval-hits.js';
import type { PassageSearchOptions, RetrievalStore } from '../ports/retrieval-store.js';

export type FirstStageRetriever = 'lexical' | 'dense' | 'hybrid';

/** Candidates each side contributes to hybrid fusion (at least the requested limit). */
const HYBRID_DEPTH = 50;

/**
 * The same retrieval port with its passage search replaced: `dense` (the vector index) or `hybrid`
 * (BM25 and dense fused with reciprocal-rank fusion, k = 60). Every mode runs on it unchanged, since
 * modes only ever call `searchPassages`.
 */
export function withFirstStage(store: RetrievalStore, retriever: FirstStageRetriever): RetrievalStore {
  if (retriever === 'lexical') return store;
  const vector = store.vectorPassages?.bind(store);
  if (!vector) {
    throw new ConfigError(
      `the ${retriever} retriever needs passage vectors and an embedder`,
      'ingest with --embed local (or openai) first; queries then embed with the model the index was built with',
    );
  }
  // A search `mentioning` a name filters its lexical side only: dense hits have no words to check.
  const searchPassages = async (query: string, limit: number, options?: PassageSearchOptions): Promise<PassageHit[]> => {
    toLuceneQuery(query);
    if (retriever === 'dense') return vector(query, limit);
    const depth = Math.max(limit, HYBRID_DEPTH);
    const [lexical, dense] = await Promise.all([store.searchPassages(query, depth, options), vector(query, depth)]);
    const titles = new Map<string, string>([...dense, ...lexical].map((hit) => [hit.id, hit.title]));
    return reciprocalRankFusion([{ ids: lexical.map((hit) => hit.id) }, { ids: dense.map((hit) => hit.id) }], 60)
      .slice(0, limit)
      .map((item) => ({ id: item.id, title: titles.get(item.id) ?? '', score: item.score }));
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'searchPassages') return searchPassages;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
