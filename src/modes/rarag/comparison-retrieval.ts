import type { ComparisonDecomposition } from '../../question/index.js';
import { uniqueInOrder } from '../../retrieve/fusion.js';
import type { PassageHit } from '../../ports/retrieval-hits.js';
import { retrieveChain, type ChainRetrieval } from './chain-retrieval.js';
import type { RankedSource } from './ranked-source.js';
import type { RaragRuntime } from './rarag-runtime.js';
import { SOURCE_WEIGHTS } from './source-weights.js';
import { titleLookupKeys, titleMatches } from './title-matches.js';

/** One subject without a chain: the passage titled by it and a search for it with the compared attribute. */
async function retrieveSubject(subject: string, attribute: string, runtime: RaragRuntime): Promise<ChainRetrieval> {
  const query = `${subject} ${attribute}`.trim();
  const targets = [{ name: subject, score: 1 }];
  const keys = titleLookupKeys(targets, runtime.lexicon);
  runtime.emit({ type: 'hop-start', hop: 0, queries: [query], elapsedMs: runtime.elapsedMs() });
  const [titled, hits] = await Promise.all([runtime.store.passagesAbout(keys), runtime.store.searchPassages(query, runtime.options.perSearchLimit, { mentioning: subject })]);
  runtime.emit({ type: 'hop-end', hop: 0, queries: [query], results: uniqueInOrder([...titled, ...hits].map((hit) => hit.id)).length, elapsedMs: runtime.elapsedMs() });
  const sources: RankedSource[] = [
    { kind: 'subject-title', query: keys.join(' | '), hop: 0, weight: SOURCE_WEIGHTS.subjectTitle, passages: titleMatches(targets, [...titled, ...hits], runtime.lexicon).map(({ id, title }) => ({ id, title })) },
    { kind: 'subject-query', query, hop: 0, weight: SOURCE_WEIGHTS.subjectQuery, passages: hits.map(({ id, title }) => ({ id, title })) },
  ];
  return { sources, hops: [{ hop: 0, subject, relation: null, queries: [query], frontier: [], bridges: [] }] };
}

/**
 * A comparison: each subject on its own, in parallel: its chain when the attribute is reached
 * through relations (`via`: "the director of X"), else its title passage and a search for it.
 * Equal weights per subject, so the fusion interleaves the subjects' best passages.
 */
export async function retrieveComparison(analysis: ComparisonDecomposition, runtime: RaragRuntime, questionHits: Promise<PassageHit[]>): Promise<ChainRetrieval> {
  const parts = await Promise.all(
    analysis.subjects.map((subject, index) => {
      const chain = analysis.subjectChains?.[index];
      return chain ? retrieveChain(chain, runtime, { questionHits, subject }) : retrieveSubject(subject, analysis.attribute, runtime);
    }),
  );
  return { sources: parts.flatMap((part) => part.sources), hops: parts.flatMap((part) => part.hops) };
}
