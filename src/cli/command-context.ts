import type { HopgraphConfig } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';

/** Global options every command accepts. */
export interface GlobalOptions {
  config?: string;
}

/** Loads the one validated configuration from file, environment and the command's flag overrides. */
export function configFor(globalOptions: GlobalOptions, overrides: Record<string, unknown> = {}): HopgraphConfig {
  return loadConfig({ ...(globalOptions.config ? { file: globalOptions.config } : {}), overrides });
}
