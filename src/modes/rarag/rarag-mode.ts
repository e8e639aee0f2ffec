import { decompose } from './llm-decomposer.js';
import { HOP_SLOT, type ChainDecomposition, type QuestionAnalysis, type Unsplittable } from '../../question/index.js';
import { uniqueInOrder } from '../../retrieve/fusion.js';
import type { PassageHit } from '../../ports/retrieval-hits.js';
import { registerMode } from '../mode-registry.js';
import type { RetrievalMode } from '../retrieval-mode.js';
import { retrieveChain, type ChainRetrieval } from './chain-retrieval.js';
import { retrieveComparison } from './comparison-retrieval.js';
import { attachLocalEvidence, evidenceTerms } from './local-evidence.js';
import { fuseSources, type RankedSource } from './ranked-source.js';
import { parseRaragOptions } from './rarag-options.js';
import { createRaragRuntime, type RaragRuntime } from './rarag-runtime.js';
import type { RaragTrace } from './rarag-trace.js';
import { SOURCE_WEIGHTS } from './source-weights.js';
import { titleLookupKeys, titleMatches } from './title-matches.js';

/** "Who is X's mother?" as a one-relation chain, so the answer entity's passage can be looked up too. */
function singleHopChain(analysis: Unsplittable & { singleHop: NonNullable<Unsplittable['singleHop']> }): ChainDecomposition {
  const { topicEntity, relation } = analysis.singleHop;
  const firstHop = `the ${relation} of ${topicEntity}`;
  return {
    kind: 'chain',
    topicEntity,
    relations: [relation],
    surfaceRelations: [relation],
    firstHop,
    firstHopQuestion: `Who is ${firstHop}?`,
    bridge: '',
    secondHopTemplate: HOP_SLOT,
    hops: 1,
    answerType: analysis.answerType,
  };
}

/** A question the analyzer declined: its own search, the passages titled by its entities, and for one relation of one entity that relation's target. */
async function retrieveUnsplittable(analysis: Unsplittable, runtime: RaragRuntime, questionHits: Promise<PassageHit[]>): Promise<ChainRetrieval> {
  if (analysis.singleHop) {
    return retrieveChain(singleHopChain({ ...analysis, singleHop: analysis.singleHop }), runtime, { questionHits, followLastRelation: true });
  }
  const targets = analysis.entities.map((name) => ({ name, score: 1 }));
  const [titled, hits] = await Promise.all([runtime.store.passagesAbout(titleLookupKeys(targets, runtime.lexicon)), questionHits]);
  return {
    sources: [{ kind: 'entity-title', query: analysis.entities.join(' | '), hop: 0, weight: SOURCE_WEIGHTS.entityTitle, passages: titleMatches(targets, [...titled, ...hits], runtime.lexicon).map(({ id, title }) => ({ id, title })) }],
    hops: [],
  };
}

/** The named entities the question starts from. */
function topicNames(analysis: QuestionAnalysis): string[] {
  if (analysis.kind === 'chain') return [analysis.topicEntity];
  if (analysis.kind === 'comparison') return analysis.subjects;
  return analysis.entities;
}

function retrieveFor(analysis: QuestionAnalysis, runtime: RaragRuntime, questionHits: Promise<PassageHit[]>): Promise<ChainRetrieval> {
  if (analysis.kind === 'chain') return retrieveChain(analysis, runtime, { questionHits });
  if (analysis.kind === 'comparison') return retrieveComparison(analysis, runtime, questionHits);
  return retrieveUnsplittable(analysis, runtime, questionHits);
}

/**
 * `rarag`: Rarag-style decomposition without a language model. The question is split into a first
 * hop A and a second-hop template B' → C; A and the question are searched side by side, the passages
 * both find (and the one titled by the topic entity) are read for the bridge entity B, and B's own
 * passage and the template with B filled in are searched next; longer chains repeat the step.
 * Comparisons search each subject (and its chain). Every sub-search's ranking is fused with weighted
 * reciprocal-rank fusion.
 */
export const raragMode: RetrievalMode = {
  name: 'rarag',
  async run(question, options, context) {
    const raragOptions = parseRaragOptions(options);
    const runtime = createRaragRuntime(context.store, raragOptions, options.lexicon, context.onEvent);
    const decomposition = await decompose(question, raragOptions.decomposer, context, options.lexicon);
    const analysis = decomposition.analysis;
    const strategy = analysis.kind === 'unsplittable' ? 'fallback' : analysis.kind;
    runtime.emit({ type: 'plan', mode: 'rarag', detail: { strategy, analysis } });
    const questionHits = context.store.searchPassages(question, raragOptions.perSearchLimit);
    // Awaited below, after the hops: should the hops fail first (Neo4j down), its own failure must not be an unhandled rejection that ends the process.
    questionHits.catch(() => undefined);
    const retrieval = await retrieveFor(analysis, runtime, questionHits);
    const sources: RankedSource[] = [
      { kind: 'question', query: question, hop: 0, weight: SOURCE_WEIGHTS.question, passages: (await questionHits).map(({ id, title }) => ({ id, title })) },
      ...retrieval.sources,
    ];
    const fused = fuseSources(sources, raragOptions.fusionK, raragOptions.finalLimit);
    const returned = fused.slice(0, Math.min(options.topK, raragOptions.finalLimit));
    const bridgeEntities = uniqueInOrder(retrieval.hops.filter((hop) => hop.hop > 0).flatMap((hop) => hop.bridges.slice(0, raragOptions.bridgesPerHop).map((bridge) => bridge.name)));
    const terms = evidenceTerms(question, [...topicNames(analysis), ...bridgeEntities]);
    const passages = await attachLocalEvidence(runtime.passageContents, returned, terms, options.evidencePerPassage);
    const trace: RaragTrace = {
      decomposition: analysis,
      decomposer: decomposition.decomposer,
      ...(decomposition.comment ? { decomposerComment: decomposition.comment } : {}),
      ...(decomposition.fallbackReason ? { decomposerFallback: decomposition.fallbackReason } : {}),
      strategy,
      ...(analysis.kind === 'unsplittable' ? { fallbackReason: analysis.reason } : {}),
      subQueries: sources.map((source) => ({ kind: source.kind, query: source.query, hop: source.hop, weight: source.weight, results: source.passages.length })),
      overlapIds: uniqueInOrder(retrieval.hops.flatMap((hop) => hop.overlap ?? [])),
      bridgeEntities,
      hops: retrieval.hops,
      candidates: new Set(sources.flatMap((source) => source.passages.map((passage) => passage.id))).size,
    };
    return { mode: 'rarag', question, passages, answer: null, llmCalls: 0, tokens: 0, trace, rankedIds: fused.map((passage) => passage.id) };
  },
};

registerMode(raragMode);
