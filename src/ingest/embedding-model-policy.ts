import type { HopgraphConfig } from '../config/config-schema.js';
import { EmbeddingModelChangedError } from '../embed/embedding-model-changed-error.js';
import { embeddingModelId } from '../embed/embedding-model-id.js';
import { EMBEDDING_MODEL_META_KEY } from '../graph/collection-meta-keys.js';
import type { CollectionMeta } from '../ports/collection-meta.js';

/** The embedding models of an ingest run. */
export interface EmbeddingModels {
  /** The model this run embeds with, when it embeds. */
  requested: string | undefined;
  /** The collection's model after the run starts: the requested one, else the one recorded before. */
  collection: string | undefined;
}

/**
 * One model per collection: the collection's model is recorded before anything is enqueued (also
 * with --no-wait), and an ingest with another one is refused before it writes
 * (`EmbeddingModelChangedError`) unless `reembed` switches the collection to it.
 */
export async function settleEmbeddingModel(
  config: Pick<HopgraphConfig, 'embed'>,
  store: CollectionMeta & { readonly collection: string },
  embed: 'local' | 'openai' | undefined,
  reembed: boolean,
): Promise<EmbeddingModels> {
  const recordedModel = await store.getMeta(EMBEDDING_MODEL_META_KEY);
  const requestedModel = embed ? embeddingModelId(config.embed, embed) : undefined;
  if (requestedModel && recordedModel && recordedModel !== requestedModel && !reembed) {
    throw new EmbeddingModelChangedError(store.collection, recordedModel, requestedModel);
  }
  if (requestedModel && recordedModel !== requestedModel) await store.setMeta(EMBEDDING_MODEL_META_KEY, requestedModel);
  return { requested: requestedModel, collection: requestedModel ?? recordedModel };
}
