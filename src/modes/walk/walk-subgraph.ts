import type { PassageLinks } from '../../ports/retrieval-hits.js';
import type { RetrievalStore } from '../../ports/retrieval-store.js';
import { WeightedGraph } from './personalized-pagerank.js';
import type { WalkOptions } from './walk-options.js';

/** The bounded graph the walk runs on: passages and entities as numbered nodes. */
export interface WalkSubgraph {
  graph: WeightedGraph;
  /** Node number → passage id / entity key (passages first). */
  passages: Array<{ id: string; title: string }>;
  entities: Array<{ key: string; name: string; degree: number }>;
  passageNode: Map<string, number>;
  entityNode: Map<string, number>;
}

/**
 * Fetches the neighbourhood of the seeds and builds the walk's graph:
 * 1. the seed passages' links, and the passages (with links) of the seed entities (one round trip);
 * 2. with `expandEntities` > 0, a second round trip: the passages (with links) of the entities those
 *    passages link to, the most specific first, so a bridge entity named in one passage leads to its
 *    own passages.
 * Nodes are those passages and every entity they link to that is not a hub (degree ≤ `maxDegree`);
 * edges join a passage to its entities and a triple's subject to its object.
 */
export async function fetchWalkSubgraph(store: RetrievalStore, seedPassageIds: readonly string[], seedEntityKeys: readonly string[], options: WalkOptions): Promise<WalkSubgraph> {
  const limits = { maxDegree: options.maxDegree, perEntity: options.passagesPerEntity };
  const [seedPassages, seedEntityPassages] = await Promise.all([store.passageLinks(seedPassageIds), store.entityPassages(seedEntityKeys, limits)]);
  const fetched = new Map<string, PassageLinks>();
  const add = (passage: PassageLinks): void => {
    if (!fetched.has(passage.id)) fetched.set(passage.id, passage);
  };
  seedPassages.forEach(add);
  seedEntityPassages.forEach(add);

  const expanded = new Set(seedEntityKeys);
  const next = new Map<string, number>();
  for (const passage of fetched.values()) {
    for (const entity of passage.entities) if (entity.degree <= options.maxDegree && !expanded.has(entity.key)) next.set(entity.key, entity.degree);
  }
  const chosen = [...next.entries()]
    .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, options.expandEntities)
    .map(([key]) => key);
  if (chosen.length > 0) (await store.entityPassages(chosen, limits)).forEach(add);
  return buildWalkSubgraph([...fetched.values()], options.maxDegree);
}

/** The graph of `passages` and their non-hub entities (exported for tests). */
export function buildWalkSubgraph(passages: readonly PassageLinks[], maxDegree: number): WalkSubgraph {
  // Each passage once (the first of an id), in id order: node numbers do not depend on fetch order.
  const unique = new Map<string, PassageLinks>();
  for (const passage of passages) if (!unique.has(passage.id)) unique.set(passage.id, passage);
  const ordered = [...unique.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const passageNode = new Map(ordered.map((passage, index) => [passage.id, index]));
  const entityInfo = new Map<string, { key: string; name: string; degree: number }>();
  for (const passage of ordered) for (const entity of passage.entities) if (entity.degree <= maxDegree && !entityInfo.has(entity.key)) entityInfo.set(entity.key, entity);
  const entities = [...entityInfo.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const entityNode = new Map(entities.map((entity, index) => [entity.key, ordered.length + index]));

  const graph = new WeightedGraph(ordered.length + entities.length);
  for (const [from, passage] of ordered.entries()) {
    for (const entity of passage.entities) {
      const to = entityNode.get(entity.key);
      if (to !== undefined) graph.addEdge(from, to);
    }
    for (const [subject, object] of passage.pairs) {
      const a = entityNode.get(subject);
      const b = entityNode.get(object);
      if (a !== undefined && b !== undefined) graph.addEdge(a, b);
    }
  }
  return {
    graph,
    passages: ordered.map((passage) => ({ id: passage.id, title: passage.title })),
    entities,
    passageNode,
    entityNode,
  };
}
