import { HopgraphError } from './hopgraph-error.js';

/** Invalid configuration or options: names the setting and where it came from. */
export class ConfigError extends HopgraphError {
  constructor(message: string, hint?: string) {
    super('HOPGRAPH_CONFIG', message, { retriable: false, ...(hint ? { hint } : {}) });
  }
}
