import type { HopgraphConfig } from '../config/config-schema.js';
import type { Embedder } from '../ports/embedder.js';

/** The configuration an embedder is made from (its model settings, the data folder, the OpenAI-compatible endpoint). */
export type EmbedderConfig = Pick<HopgraphConfig, 'embed' | 'dataDir' | 'llm'>;

/**
 * The embedder of `provider` with the configured model (the local model is fetched on first use).
 * The ONNX runtime and the HTTP client are loaded here, on first use, not by every command.
 */
export async function openEmbedder(config: EmbedderConfig, provider: 'local' | 'openai'): Promise<Embedder> {
  const { embedderForConfig } = await import('../embed/embedder-for-config.js');
  return embedderForConfig(config, provider);
}

/** The embedder of `model`, a model id as ingest records it (`openai:<name>` or a local model name), whatever the config names. */
export async function openIndexEmbedder(config: EmbedderConfig, model: string): Promise<Embedder> {
  const { embedConfigForModel, providerOfModel } = await import('../embed/embedder-for-config.js');
  return openEmbedder({ ...config, embed: embedConfigForModel(config.embed, model) }, providerOfModel(model));
}
