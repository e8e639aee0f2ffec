import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { startEmbeddedNeo4j, stopEmbeddedNeo4j } from '../../src/services/embedded-neo4j.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { cliPath } from '../helpers/run-cli.js';

// A Neo4j of its own (Bolt 7694) that this test stops and starts again in the middle of an ingest.
const environment = {
  NEO4J_URI: 'bolt://127.0.0.1:7694',
  NEO4J_PASSWORD: '',
  HOPGRAPH_DATA_DIR: '.hopgraph/test-outage',
  HOPGRAPH_HTTP_PORT: '7478',
  HOPGRAPH_NEO4J_HEAP: '512m',
  HOPGRAPH_NEO4J_PAGECACHE: '256m',
  HOPGRAPH_QUEUE: `hopgraph-outage-${process.pid}`,
  HOPGRAPH_BATCH_SIZE: '5',
};

describe('Neo4j stopped for a few seconds mid-ingest', () => {
  const config = loadConfig({ environment: { ...process.env, ...environment } });
  const store = new Neo4jGraphStore(config);

  beforeAll(async () => {
    await stopEmbeddedNeo4j(config);
    rmSync(resolve(config.dataDir, 'neo4j', 'data'), { recursive: true, force: true });
    await startEmbeddedNeo4j(config, () => undefined);
    await store.applySchema();
  });
  afterAll(async () => {
    await store.close();
    await stopEmbeddedNeo4j(config);
  });

  it('batches retry with backoff and finish; the graph equals a clean ingest', async () => {
    const child = spawn(process.execPath, [cliPath, 'ingest', excerptFile, '--json', '--no-progress', '--concurrency', '1'], {
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolvePromise) => child.once('exit', resolvePromise));
    // Let some batches land, then take Neo4j away for a few seconds.
    const deadline = Date.now() + 60_000;
    while (((await store.stats().catch(() => undefined))?.labels.Passage ?? 0) < 20) {
      if (Date.now() > deadline) throw new Error('the ingest never started writing');
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    }
    await stopEmbeddedNeo4j(config);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 3000));
    await startEmbeddedNeo4j(config, () => undefined);
    expect(await exited, stderr).toBe(0);
    const summary = JSON.parse(stdout) as { accepted: number; passages: number; failedBatches: unknown[] };
    expect(summary).toMatchObject({ accepted: 150, failedBatches: [] });
    const recovered = await store.fingerprint();
    expect((await store.stats()).labels.Passage).toBe(150);

    await store.reset();
    await runIngest({ ...config, ingest: { ...config.ingest, queue: `${config.ingest.queue}-clean` } }, store, { files: [excerptFile] });
    expect(await store.fingerprint()).toBe(recovered);
  });
});
