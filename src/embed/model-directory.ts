import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MODEL_FILE, TOKENIZER_FILE } from './local-model-catalog.js';

/**
 * The folder a local model is read from: `HOPGRAPH_EMBED_MODEL_DIR`, else the configured
 * `embed.modelDir`, else `<dataDir>/models/<model>` (where `hopgraph model fetch` unpacks it).
 */
export function modelDirectory(options: { dataDir: string; modelName: string; modelDir?: string | undefined }, environment = process.env): string {
  const fromEnvironment = environment.HOPGRAPH_EMBED_MODEL_DIR;
  if (fromEnvironment) return resolve(fromEnvironment);
  if (options.modelDir) return resolve(options.modelDir);
  return resolve(options.dataDir, 'models', options.modelName);
}

/** True when the folder holds both files a local model needs. */
export function hasModelFiles(directory: string): boolean {
  return existsSync(join(directory, MODEL_FILE)) && existsSync(join(directory, TOKENIZER_FILE));
}
