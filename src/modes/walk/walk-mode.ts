import { questionEntities } from '../../question/index.js';
import type { RetrievalStore } from '../../ports/retrieval-store.js';
import { attachEvidence } from '../attach-evidence.js';
import { registerMode } from '../mode-registry.js';
import type { RetrievalMode } from '../retrieval-mode.js';
import { personalizedPageRank } from './personalized-pagerank.js';
import { readWalkOptions, type WalkOptions } from './walk-options.js';
import { fetchWalkSubgraph } from './walk-subgraph.js';

/** How entity seeds were found: by name (full-text over entity names) or through a matched triple. */
type SeedSource = 'name' | 'triple';

interface EntitySeed {
  key: string;
  name: string;
  /** Match strength in [0, 1] (the full-text score over the best of its query). */
  match: number;
  via: SeedSource;
}

export interface WalkTrace {
  seeds: {
    entities: Array<{ key: string; name: string; via: SeedSource; degree: number; weight: number }>;
    passages: Array<{ id: string; weight: number }>;
  };
  subgraph: { passages: number; entities: number; edges: number };
  iterations: number;
  /**
   * Of the returned passages' walk scores, the share that came through the graph rather than from
   * the restart on the passage itself (0 = the first-stage ranking, 1 = found only by the walk).
   */
  graphShare: number;
}

/**
 * `walk`: graph propagation in the spirit of HippoRAG 2, without an LLM. Seeds are the entities the
 * question names (full-text over entity names, for each entity span and for the whole question), the
 * subjects and objects of the triples it matches, and the passages the first stage ranks for it;
 * each seed entity is weighted by its specificity (1 / √ its number of links, so "film" or
 * "American" weigh little) and hubs are left out. A personalized PageRank over the passages and entities around
 * the seeds (passage–entity links: title, mentions, triples; entity–entity links: triples) restarts on
 * those seeds; passages are ranked by their score. No titles are needed: mentions carry the walk.
 */
export const walkMode: RetrievalMode = {
  name: 'walk',
  async run(question, searchOptions, context) {
    const options = readWalkOptions(searchOptions);
    const { store } = context;
    const [passageHits, entitySeeds] = await Promise.all([
      options.passageSeeds > 0 ? store.searchPassages(question, options.passageSeeds) : Promise.resolve([]),
      findEntitySeeds(store, question, options),
    ]);
    const subgraph = await fetchWalkSubgraph(
      store,
      passageHits.map((hit) => hit.id),
      entitySeeds.map((seed) => seed.key),
      options,
    );
    const size = subgraph.graph.size;
    const restart = new Float64Array(size);
    // Passage seeds: the first stage's scores over its best, together `passageWeight` of the mass.
    const passageSeeds: WalkTrace['seeds']['passages'] = [];
    const bestPassage = Math.max(0, ...passageHits.map((hit) => hit.score));
    const passageTotal = passageHits.reduce((sum, hit) => sum + (bestPassage > 0 ? hit.score / bestPassage : 0), 0);
    // Entity seeds: match × specificity, together the rest.
    const entityWeights = new Map<string, { seed: EntitySeed; degree: number; raw: number }>();
    for (const seed of entitySeeds) {
      const node = subgraph.entityNode.get(seed.key);
      if (node === undefined) continue;
      const degree = Math.max(1, subgraph.entities[node - subgraph.passages.length]?.degree ?? 1);
      const raw = seed.match / Math.sqrt(degree);
      const known = entityWeights.get(seed.key);
      if (!known || known.raw < raw) entityWeights.set(seed.key, { seed, degree, raw });
    }
    const entityTotal = [...entityWeights.values()].reduce((sum, entry) => sum + entry.raw, 0);
    const passageShare = entityTotal === 0 ? 1 : passageTotal === 0 ? 0 : options.passageWeight;
    for (const hit of passageHits) {
      const node = subgraph.passageNode.get(hit.id);
      if (node === undefined || passageTotal === 0) continue;
      const weight = (passageShare * (hit.score / bestPassage)) / passageTotal;
      restart[node] = (restart[node] as number) + weight;
      passageSeeds.push({ id: hit.id, weight });
    }
    const entityTrace: WalkTrace['seeds']['entities'] = [];
    for (const { seed, degree, raw } of entityWeights.values()) {
      const weight = ((1 - passageShare) * raw) / entityTotal;
      const node = subgraph.entityNode.get(seed.key) as number;
      restart[node] = (restart[node] as number) + weight;
      entityTrace.push({ key: seed.key, name: seed.name, via: seed.via, degree, weight });
    }
    const { scores, iterations } = personalizedPageRank(subgraph.graph, restart, { damping: options.damping, maxIterations: options.iterations, tolerance: 1e-8 });

    // Passages by walk score; ties by the first stage's order, then id. Passages of the first stage
    // that the subgraph lacks (none, unless the store lost them) follow in their own order.
    const firstStageRank = new Map(passageHits.map((hit, index) => [hit.id, index]));
    const ranked = subgraph.passages
      .map((passage) => ({ ...passage, score: scores[subgraph.passageNode.get(passage.id) as number] as number }))
      .filter((passage) => passage.score > 0)
      .sort((a, b) => b.score - a.score || (firstStageRank.get(a.id) ?? Infinity) - (firstStageRank.get(b.id) ?? Infinity) || (a.id < b.id ? -1 : 1));
    const rankedIds = new Set(ranked.map((passage) => passage.id));
    for (const hit of passageHits) if (!rankedIds.has(hit.id)) ranked.push({ id: hit.id, title: hit.title, score: 0 });
    const top = ranked.slice(0, searchOptions.topK);
    const graphShare =
      top.length === 0
        ? 0
        : top.reduce((sum, passage) => {
            const node = subgraph.passageNode.get(passage.id);
            const own = node === undefined ? 0 : (1 - options.damping) * (restart[node] as number);
            return sum + (passage.score > 0 ? Math.max(0, passage.score - own) / passage.score : 0);
          }, 0) / top.length;
    const trace: WalkTrace = {
      seeds: { entities: entityTrace.sort((a, b) => b.weight - a.weight), passages: passageSeeds },
      subgraph: { passages: subgraph.passages.length, entities: subgraph.entities.length, edges: subgraph.graph.edgeCount() },
      iterations,
      graphShare,
    };
    context.onEvent?.({ type: 'plan', mode: 'walk', detail: { seeds: trace.seeds.entities.slice(0, 10), subgraph: trace.subgraph } });
    const passages = await attachEvidence(
      store,
      question,
      top.map((passage) => ({ id: passage.id, title: passage.title, score: passage.score, hop: firstStageRank.has(passage.id) ? 0 : 1 })),
      searchOptions.evidencePerPassage,
    );
    return { mode: 'walk', question, passages, answer: null, llmCalls: 0, tokens: 0, trace, rankedIds: ranked.map((passage) => passage.id) };
  },
};

/**
 * Entities the question names: a full-text search over entity names for each entity span of the
 * question (capitalized runs, quoted titles) and for the whole question, and the subjects and
 * objects of the triples the question matches. Scores are relative to the best hit of their query.
 */
async function findEntitySeeds(store: RetrievalStore, question: string, options: WalkOptions): Promise<EntitySeed[]> {
  if (options.entitySeeds === 0 && options.tripleSeeds === 0) return [];
  const spans = questionEntities(question);
  const queries = [...new Set([question, ...spans])];
  const [byName, triples] = await Promise.all([
    options.entitySeeds > 0 ? Promise.all(queries.map((query) => store.searchEntities(query, options.entitySeeds))) : Promise.resolve([]),
    options.tripleSeeds > 0 ? store.searchTriples(question, options.tripleSeeds) : Promise.resolve([]),
  ]);
  const questionWords = new Set(contentWords(question));
  const spanWords = spans.map((span) => new Set(contentWords(span)));
  // How well a name matches what the question names: the share of the name's words that the question
  // has ("Lothair II": all; "To Die For" for "When did … die?": one of two), times, when the question
  // has entity spans, the best share of a span's words the name covers. Squared: partial matches weigh little.
  const nameMatch = (name: string): number => {
    const nameWords = contentWords(name);
    if (nameWords.length === 0) return 0;
    const inQuestion = nameWords.filter((word) => questionWords.has(word)).length / nameWords.length;
    const ofSpan = spanWords.length === 0 ? 1 : Math.max(0, ...spanWords.map((words) => (words.size === 0 ? 0 : nameWords.filter((word) => words.has(word)).length / words.size)));
    return (inQuestion * Math.max(ofSpan, 0.25)) ** 2;
  };
  const seeds: EntitySeed[] = [];
  for (const hits of byName) {
    const best = Math.max(0, ...hits.map((hit) => hit.score));
    for (const hit of hits) {
      const match = best > 0 ? (hit.score / best) * nameMatch(hit.name) : 0;
      if (match > 0) seeds.push({ key: hit.key, name: hit.name, match, via: 'name' });
    }
  }
  // A matched triple whose one end is named by the question makes its other end a seed: the bridge
  // ("Lothair II … mother … Ermengarde of Tours" seeds Ermengarde of Tours).
  const bestTriple = Math.max(0, ...triples.map((hit) => hit.score));
  for (const triple of triples) {
    if (bestTriple === 0) break;
    const strength = triple.score / bestTriple;
    const subjectMatch = nameMatch(triple.subject);
    const objectMatch = nameMatch(triple.object);
    if (subjectMatch > 0) seeds.push({ key: triple.objectKey, name: triple.object, match: strength * subjectMatch, via: 'triple' });
    if (objectMatch > 0) seeds.push({ key: triple.subjectKey, name: triple.subject, match: strength * objectMatch, via: 'triple' });
  }
  return seeds;
}

registerMode(walkMode);

/** Words that carry content: lower-cased runs of letters and digits, without the commonest function words. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));
}

/** English function words (closed-class words; general English, not tuned to any dataset). */
const FUNCTION_WORDS = new Set(
  'a an the of in on at to for from by with and or but nor is are was were be been being do does did has have had who whom whose which what when where why how that this these those it its as s'.split(' '),
);
