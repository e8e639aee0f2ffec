import type { EmbedConfig } from './embed-config.js';

/**
 * The id of the model `provider` would embed with under this configuration, known without loading
 * it: the local model's name, or `openai:<model>` (the `modelId` the two adapters report). An ingest
 * records it on the collection before it enqueues anything, and compares it with the recorded one.
 */
export function embeddingModelId(embed: Pick<EmbedConfig, 'localModel' | 'model'>, provider: 'local' | 'openai'): string {
  return provider === 'local' ? embed.localModel : `openai:${embed.model}`;
}
