import { randomUUID } from 'node:crypto';
import type { HopgraphConfig } from '../../src/config/config-schema.js';
import { loadConfig } from '../../src/config/load-config.js';

/** The test configuration (environment from vitest.config.ts) with a queue name of its own. */
export function testConfig(overrides: Record<string, unknown> = {}): HopgraphConfig {
  const config = loadConfig({ overrides });
  return { ...config, ingest: { ...config.ingest, queue: `hopgraph-test-${randomUUID().slice(0, 8)}` } };
}
