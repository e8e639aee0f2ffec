import { HopgraphError } from '../errors/hopgraph-error.js';

/**
 * An ingest asked for another embedding model than the one the collection's vectors were made with.
 * Vectors of two models are not comparable, so nothing is written: the collection is reset, or
 * re-embedded whole with `--reembed`, or ingested with its own model.
 */
export class EmbeddingModelChangedError extends HopgraphError {
  constructor(
    readonly collection: string,
    readonly recordedModel: string,
    readonly requestedModel: string,
  ) {
    super(
      'HOPGRAPH_EMBED_MODEL_CHANGED',
      `collection "${collection}" holds vectors of ${recordedModel}, but this ingest embeds with ${requestedModel}; vectors of two models cannot be searched together`,
      {
        retriable: false,
        hint:
          `re-embed the whole collection with the new model (hopgraph ingest FILES --collection ${collection} --embed … --reembed), ` +
          `start over (hopgraph reset --collection ${collection}), or ingest with ${recordedModel} (HOPGRAPH_EMBED_MODEL / embed.localModel, embed.model for openai)`,
      },
    );
  }
}
