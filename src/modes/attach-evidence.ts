import type { RetrievalStore } from '../ports/retrieval-store.js';
import type { RankedPassage } from './search-result.js';

/**
 * Attaches to each passage the sentences and triples of it that match `query` best (two full-text
 * searches, one round trip each, filtered to the passages at hand).
 */
export async function attachEvidence(
  store: RetrievalStore,
  query: string,
  passages: Array<Omit<RankedPassage, 'sentences' | 'triples'>>,
  perPassage: number,
): Promise<RankedPassage[]> {
  const result: RankedPassage[] = passages.map((passage) => ({ ...passage, sentences: [], triples: [] }));
  if (perPassage === 0 || passages.length === 0) return result;
  const byId = new Map(result.map((passage) => [passage.id, passage]));
  const limit = Math.min(1000, Math.max(100, passages.length * perPassage * 10));
  const [sentences, triples] = await Promise.all([store.searchSentences(query, limit), store.searchTriples(query, limit)]);
  for (const sentence of sentences) {
    const passage = byId.get(sentence.passageId);
    if (passage && passage.sentences.length < perPassage) passage.sentences.push({ id: sentence.id, text: sentence.text, score: sentence.score });
  }
  for (const triple of triples) {
    const passage = byId.get(triple.passageId);
    if (passage && passage.triples.length < perPassage) {
      passage.triples.push({ id: triple.id, subject: triple.subject, relation: triple.relation, object: triple.object, score: triple.score });
    }
  }
  return result;
}
