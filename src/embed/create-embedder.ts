import { ConfigError } from '../errors/config-error.js';
import type { EmbedConfig } from './embed-config.js';
import type { Embedder } from '../ports/embedder.js';
import { localModelCatalog } from './local-model-catalog.js';
import { modelDirectory } from './model-directory.js';
import { OnnxEmbedder } from './onnx-embedder.js';
import { OpenAiEmbedder } from './openai-embedder.js';

/** The slice of the configuration an embedder needs (`config.embed`, `config.llm`, `config.dataDir`). */
export interface EmbedderSettings {
  embed: EmbedConfig;
  llm: { baseUrl?: string | undefined; apiKey?: string | undefined; timeoutMs: number; maxRetries: number };
  dataDir: string;
}

/** Builds the configured embedder, or undefined when `embed.provider` is `none` (dense retrieval off). */
export async function createEmbedder(settings: EmbedderSettings): Promise<Embedder | undefined> {
  const { embed } = settings;
  if (embed.provider === 'none') return undefined;
  if (embed.provider === 'local') {
    const specification = localModelCatalog[embed.localModel];
    if (embed.dimensions !== undefined && embed.dimensions !== specification.dimensions) {
      throw new ConfigError(`embed.dimensions is ${embed.dimensions} but ${embed.localModel} returns ${specification.dimensions}-dimensional vectors`, 'leave embed.dimensions unset for the local provider');
    }
    return OnnxEmbedder.create({
      modelName: embed.localModel,
      directory: modelDirectory({ dataDir: settings.dataDir, modelName: embed.localModel, modelDir: embed.modelDir }),
      batchSize: embed.batchSize,
      maxTokens: embed.maxTokens,
      threads: embed.threads,
    });
  }
  if (embed.dimensions === undefined) {
    throw new ConfigError(
      'embed.provider "openai" needs embed.dimensions (the vector length of embed.model)',
      'e.g. 1536 for text-embedding-3-small, 384 for bge-small-en-v1.5 served by a local server',
    );
  }
  return new OpenAiEmbedder({
    baseUrl: settings.llm.baseUrl,
    apiKey: settings.llm.apiKey,
    model: embed.model,
    dimensions: embed.dimensions,
    sendDimensions: embed.model.startsWith('text-embedding-3'),
    batchSize: embed.batchSize,
    timeoutMs: settings.llm.timeoutMs,
    maxRetries: settings.llm.maxRetries,
  });
}
