import type { HopgraphConfig } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';

/** Global options every command accepts. */
export interface GlobalOptions {
  config?: string;
}

/** The `--collection` flag of the commands that work in one collection. */
export interface CollectionFlag {
  collection?: string;
}

export const COLLECTION_OPTION = ['--collection <name>', 'the collection to work in (default: $HOPGRAPH_COLLECTION, else "default")'] as const;

/**
 * Loads the one validated configuration from file, environment and the command's flag overrides
 * (a `--collection` flag, when given, overrides the configured collection).
 */
export function configFor(globalOptions: GlobalOptions, overrides: Record<string, unknown> = {}, flags: CollectionFlag = {}): HopgraphConfig {
  const collection = flags.collection !== undefined ? { collection: flags.collection } : {};
  return loadConfig({ ...(globalOptions.config ? { file: globalOptions.config } : {}), overrides: { ...overrides, ...collection } });
}
