import type { HopgraphConfig } from '../../config/config-schema.js';
import type { Embedder } from '../../ports/embedder.js';
import { embedConfigForModel, embedderForConfig, providerOfModel } from '../../embed/embedder-for-config.js';
import { EMBEDDING_MODEL_META_KEY } from '../collection-meta-keys.js';
import type { Neo4jGraphStore } from './neo4j-graph-store.js';
import { Neo4jRetrievalStore } from './neo4j-retrieval-store.js';
import { assertPassageVectors } from '../../retrieve/assert-passage-vectors.js';

/** The embedder of `model`, a model name as ingest records it (`openai:<name>` or a local model name). */
export async function embedderForIndexModel(config: HopgraphConfig, model: string): Promise<Embedder> {
  return embedderForConfig({ ...config, embed: embedConfigForModel(config.embed, model) }, providerOfModel(model));
}

/**
 * The retrieval store for a graph; with `dense`, also the embedder of the model the index was
 * embedded with (recorded at ingest), so queries and passages always share one vector space.
 */
export async function openRetrievalStore(
  config: HopgraphConfig,
  graph: Neo4jGraphStore,
  options: { dense: boolean },
): Promise<{ store: Neo4jRetrievalStore; close: () => Promise<void> }> {
  if (!options.dense) return { store: new Neo4jRetrievalStore(graph), close: async () => undefined };
  const model = await graph.getMeta(EMBEDDING_MODEL_META_KEY);
  if (!model) return { store: new Neo4jRetrievalStore(graph), close: async () => undefined };
  await assertPassageVectors(graph, model);
  const embedder = await embedderForIndexModel(config, model);
  return { store: new Neo4jRetrievalStore(graph, embedder), close: () => embedder.close() };
}
