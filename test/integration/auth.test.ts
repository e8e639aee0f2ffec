import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, redactConfig } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { startEmbeddedNeo4j, stopEmbeddedNeo4j } from '../../src/services/embedded-neo4j.js';
import { runCli } from '../helpers/run-cli.js';

// A Neo4j of its own with authentication on (Bolt 7689), started from a fresh data folder.
const password = 'hopgraph-Test-Pa55';
const environment = {
  NEO4J_URI: 'bolt://127.0.0.1:7689',
  NEO4J_PASSWORD: password,
  HOPGRAPH_DATA_DIR: '.hopgraph/test-auth',
  HOPGRAPH_HTTP_PORT: '7476',
  HOPGRAPH_NEO4J_HEAP: '512m',
  HOPGRAPH_NEO4J_PAGECACHE: '256m',
};

describe('Neo4j with authentication on', () => {
  const config = loadConfig({ environment: { ...process.env, ...environment } });

  beforeAll(async () => {
    await stopEmbeddedNeo4j(config);
    rmSync(resolve(config.dataDir, 'neo4j', 'data'), { recursive: true, force: true });
    await startEmbeddedNeo4j(config, () => undefined);
  });
  afterAll(async () => {
    await stopEmbeddedNeo4j(config);
  });

  it('connects with the credentials from the environment', async () => {
    const store = new Neo4jGraphStore(config);
    try {
      await store.verify();
      await store.applySchema();
      expect((await store.stats()).labels.Passage).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('fails clearly on wrong credentials, without printing them', async () => {
    const wrong = new Neo4jGraphStore({ ...config, neo4j: { ...config.neo4j, password: 'not-the-password' } });
    try {
      await expect(wrong.verify()).rejects.toBeInstanceOf(ConfigError);
      await expect(wrong.verify()).rejects.toThrow(/refused the credentials/);
    } finally {
      await wrong.close();
    }
    const result = await runCli(['stats'], { ...environment, NEO4J_PASSWORD: 'not-the-password' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/refused the credentials/);
    expect(result.stderr + result.stdout).not.toContain('not-the-password');
  });

  it('`hopgraph config` never shows the password', async () => {
    const result = await runCli(['config'], environment);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(password);
    expect(JSON.parse(result.stdout).neo4j.password).toBe('***');
    expect(JSON.stringify(redactConfig(config))).not.toContain(password);
  });
});
