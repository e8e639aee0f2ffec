import { entityKey } from '../../nlp/index.js';
import { HOP_SLOT, type ChainDecomposition, type LexiconSetting } from '../../question/index.js';
import { titleBaseKey } from './name-variants.js';
import { titleLookupKeys, titleMatches, type TitleTarget } from './title-matches.js';
import { uniqueInOrder } from '../../retrieve/fusion.js';
import type { PassageContent, PassageHit } from '../../ports/retrieval-hits.js';
import { bridgeCandidates, type BridgeCandidate } from './bridge-candidates.js';
import { fillHopSlot, foldTemplate } from './hop-query.js';
import { passageOverlap } from './passage-overlap.js';
import type { RankedSource } from './ranked-source.js';
import type { RaragRuntime } from './rarag-runtime.js';
import type { RaragHopTrace } from './rarag-trace.js';
import { SOURCE_WEIGHTS } from './source-weights.js';

export interface ChainRetrieval {
  sources: RankedSource[];
  hops: RaragHopTrace[];
}

export interface ChainRetrievalOptions {
  /** The original question's search, shared by every chain of a question (started by the caller). */
  questionHits: Promise<PassageHit[]>;
  /** Also follow the last relation (for single-hop questions: the answer entity's passage). */
  followLastRelation?: boolean;
  /** Multiplies every weight (comparisons run one chain per subject). */
  weightScale?: number;
  /** Names the subject in the trace (comparisons). */
  subject?: string;
}

function toPassages(hits: ReadonlyArray<{ id: string; title: string }>): Array<{ id: string; title: string }> {
  return hits.map((hit) => ({ id: hit.id, title: hit.title }));
}

/** The entity keys of a passage's own subject: its title and its title entity. */
export function titleKeysOf(passage: PassageContent): string[] {
  return uniqueInOrder([entityKey(passage.title), ...(passage.entities[0] ? [passage.entities[0].key] : [])]);
}

/**
 * Names under which the topic's own passage may be titled: "Lothair Ii", and with lexicon `full`
 * "Polish Wedding (film)" for "film Polish Wedding" (Wikipedia's disambiguated titles).
 */
export function topicTargets(chain: Pick<ChainDecomposition, 'topicEntity' | 'topicType'>, lexicon: LexiconSetting = 'full'): TitleTarget[] {
  const targets: TitleTarget[] = [{ name: chain.topicEntity, score: 1 }];
  if (chain.topicType && lexicon === 'full') targets.push({ name: `${chain.topicEntity} (${chain.topicType.replace(/s$/, '')})`, score: 1 });
  return targets;
}

/** The entity keys a matched passage's title stands for. */
function contentsTitledBy(passage: { title: string }): string[] {
  return uniqueInOrder([entityKey(passage.title), titleBaseKey(passage.title)]);
}

/** Weight of a frontier passage that is not titled by the entity looked for, when one is. */
const UNTITLED_FRONTIER_WEIGHT = 0.3;

/** Trust in each frontier passage: passages titled by the entity looked for come first with full weight; the rest by rank, less when a titled one exists. */
export function frontierWeights(passages: readonly PassageContent[], trusted: ReadonlySet<string>): number[] {
  const anyTrusted = passages.some((passage) => trusted.has(passage.id));
  return passages.map((passage, index) => (trusted.has(passage.id) || !anyTrusted ? 1 : UNTITLED_FRONTIER_WEIGHT) / (index + 1));
}

/**
 * Runs a relation chain hop by hop (Rarag's A → B' → C, repeated for longer chains):
 * hop 0 searches the first hop A and looks up the passage titled by the topic entity, and keeps the
 * passages A and the question agree on; each further hop reads the bridge entities B out of the
 * best passages so far (triples whose relation reads like the hop's), looks up the passages titled
 * by them, and searches the next hop's template with B in the slot. Chains longer than `maxHops`
 * relations stop there (the rest is left to the question's own search).
 */
export async function retrieveChain(chain: ChainDecomposition, runtime: RaragRuntime, options: ChainRetrievalOptions): Promise<ChainRetrieval> {
  const { store } = runtime;
  const limits = runtime.options;
  const scale = options.weightScale ?? 1;
  const subject = options.subject !== undefined ? { subject: options.subject } : {};
  const sources: RankedSource[] = [];
  const hops: RaragHopTrace[] = [];

  const targets = topicTargets(chain, runtime.lexicon);
  const keys = titleLookupKeys(targets, runtime.lexicon);
  runtime.emit({ type: 'hop-start', hop: 0, queries: [chain.firstHop], elapsedMs: runtime.elapsedMs() });
  const [firstHopHits, questionHits, topicPassages] = await Promise.all([
    store.searchPassages(chain.firstHop, limits.perSearchLimit),
    options.questionHits,
    store.passagesAbout(keys),
  ]);
  const overlap = passageOverlap(firstHopHits, questionHits);
  const topicMatches = titleMatches(targets, [...topicPassages, ...firstHopHits, ...questionHits], runtime.lexicon);
  // Once the topic's own passage is known, the searches matter less at hop 0.
  const searchScale = scale * (topicMatches.length > 0 ? SOURCE_WEIGHTS.searchesWhenTitled : 1);
  const titles = new Map([...firstHopHits, ...questionHits, ...topicPassages].map((hit) => [hit.id, hit.title]));
  sources.push(
    { kind: 'topic-title', query: keys.join(' | '), hop: 0, weight: SOURCE_WEIGHTS.topicTitle * scale, passages: toPassages(topicMatches) },
    { kind: 'overlap', query: `${chain.firstHop} ∩ question`, hop: 0, weight: SOURCE_WEIGHTS.overlap * searchScale, passages: overlap.map((id) => ({ id, title: titles.get(id) ?? '' })) },
    { kind: 'first-hop', query: chain.firstHop, hop: 0, weight: SOURCE_WEIGHTS.firstHop * searchScale, passages: toPassages(firstHopHits) },
  );
  let trusted = new Set(topicMatches.map((match) => match.id));
  let frontier = uniqueInOrder(
    [...topicMatches.map((hit) => hit.id), ...overlap, firstHopHits[0]?.id, questionHits[0]?.id].filter((id): id is string => id !== undefined),
  ).slice(0, limits.frontierPassages);
  hops.push({ hop: 0, ...subject, relation: null, queries: [chain.firstHop], frontier, overlap, bridges: [] });
  runtime.emit({ type: 'hop-end', hop: 0, queries: [chain.firstHop], results: uniqueInOrder([...firstHopHits, ...topicPassages].map((hit) => hit.id)).length, elapsedMs: runtime.elapsedMs() });

  const relations = chain.relations.slice(0, limits.maxHops);
  const lastHop = options.followLastRelation ? relations.length : relations.length - 1;
  const excluded = new Set(targets.map((target) => entityKey(target.name)));
  let template = chain.secondHopTemplate;
  for (let index = 0; index < lastHop && frontier.length > 0; index += 1) {
    const hop = index + 1;
    const relation = relations[index] as string;
    const isAnswerHop = index === relations.length - 1;
    const contents = await runtime.passageContents(frontier);
    const candidates = bridgeCandidates({ passages: contents, relation, excludedKeys: excluded, titleKeysOf, passageWeights: frontierWeights(contents, trusted), lexicon: runtime.lexicon });
    if (candidates.length === 0) break;
    const named = candidates.slice(0, limits.bridgesPerHop);
    const hopTemplate = isAnswerHop ? HOP_SLOT : template;
    const queries = named.map((bridge) => fillHopSlot(hopTemplate, bridge.name));
    runtime.emit({ type: 'hop-start', hop, queries, elapsedMs: runtime.elapsedMs() });
    const bridgeTargets = candidates.slice(0, limits.bridgeLookups).map((bridge) => ({ name: bridge.name, score: bridge.score }));
    const [titledPassages, ...queryHits] = await Promise.all([
      store.passagesAbout(titleLookupKeys(bridgeTargets, runtime.lexicon)),
      ...queries.map((query) => store.searchPassages(query, limits.perSearchLimit)),
    ]);
    const bridgePassages = titleMatches(bridgeTargets, [...titledPassages, ...queryHits.flat()], runtime.lexicon);
    const titleWeight = (isAnswerHop ? SOURCE_WEIGHTS.answerTitle : SOURCE_WEIGHTS.bridgeTitle) * scale;
    sources.push({ kind: 'bridge-title', query: bridgeTargets.map((bridge) => bridge.name).join(' | '), hop, weight: titleWeight, passages: toPassages(bridgePassages) });
    queries.forEach((query, queryIndex) => {
      sources.push({ kind: 'hop-query', query, hop, weight: (SOURCE_WEIGHTS.hopQuery * scale) / (queryIndex + 1), passages: toPassages(queryHits[queryIndex] ?? []) });
    });
    // The bridge this hop resolved (its best candidate, and the passage titled by it) is not a candidate again.
    excluded.add((candidates[0] as BridgeCandidate).key);
    const resolved = bridgePassages[0] ? contentsTitledBy(bridgePassages[0]) : [];
    for (const key of resolved) excluded.add(key);
    trusted = new Set(bridgePassages.slice(0, limits.bridgesPerHop).map((match) => match.id));
    frontier = uniqueInOrder([...bridgePassages.slice(0, limits.bridgesPerHop).map((hit) => hit.id), ...queryHits.map((hits) => hits[0]?.id)].filter((id): id is string => id !== undefined)).slice(0, limits.frontierPassages);
    hops.push({ hop, ...subject, relation, queries, frontier, bridges: candidates.slice(0, Math.max(limits.bridgesPerHop, 5)) });
    runtime.emit({ type: 'hop-end', hop, queries, results: uniqueInOrder([...bridgePassages, ...queryHits.flat()].map((hit) => hit.id)).length, elapsedMs: runtime.elapsedMs() });
    const nextRelation = relations[index + 1];
    if (nextRelation !== undefined) template = foldTemplate(template, nextRelation, chain.surfaceRelations[index + 1]);
  }
  return { sources, hops };
}
