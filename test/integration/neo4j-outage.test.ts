import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { resolveQueueName } from '../../src/queue/queue-name.js';
import { redisConnectionOptions } from '../../src/queue/redis-connection.js';
import { boltAddress, startEmbeddedNeo4j, stopEmbeddedNeo4j } from '../../src/services/embedded-neo4j.js';
import { isPortOpen } from '../../src/services/process-utilities.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { cliPath } from '../helpers/run-cli.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

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

const sleep = (ms: number): Promise<void> => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** Polls `condition` every 100 ms; fails with `what` after `timeoutMs`. */
async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(100);
  }
}

describe('Neo4j stopped mid-ingest', () => {
  const config = loadConfig({ environment: { ...process.env, ...environment } });
  const store = new Neo4jGraphStore(config);
  const bolt = boltAddress(config.neo4j.uri);

  // The reference: a clean ingest of the same corpus, into a scratch collection of the shared test
  // Neo4j (fingerprints hash ids and content only, so they compare across databases), built while
  // this test's own Neo4j starts.
  const { stores } = useScratchCollections(testConfig(), ['outage-clean'] as const);
  let cleanFingerprint = '';

  beforeAll(async () => {
    const [clean] = stores;
    await Promise.all([
      (async () => {
        await stopEmbeddedNeo4j(config);
        rmSync(resolve(config.dataDir, 'neo4j', 'data'), { recursive: true, force: true });
        await startEmbeddedNeo4j(config, () => undefined);
        await store.applySchema();
      })(),
      (async () => {
        await runIngest(testConfig(), clean, { files: [excerptFile] });
        cleanFingerprint = await clean.fingerprint();
      })(),
    ]);
  });
  afterAll(async () => {
    await store.close();
    await stopEmbeddedNeo4j(config);
  });

  it('a batch attempted while Neo4j is down fails, is retried with backoff once it is back, and the graph equals a clean ingest', async () => {
    // The test watches the CLI's queue (the same name the CLI resolves) to see attempts fail and retry.
    const queueName = await resolveQueueName(config, store);
    const queue = new Queue(queueName, { connection: redisConnectionOptions(config) });
    const queueEvents = new QueueEvents(queueName, { connection: redisConnectionOptions(config) });
    await queueEvents.waitUntilReady();
    // A 'delayed' event is BullMQ scheduling the next attempt of a job whose attempt failed (jobs are added without delay).
    const retried = new Set<string>();
    const completed = new Set<string>();
    queueEvents.on('delayed', ({ jobId }) => retried.add(jobId));
    queueEvents.on('completed', ({ jobId }) => completed.add(jobId));

    const child = spawn(process.execPath, [cliPath, 'ingest', excerptFile, '--json', '--no-progress', '--concurrency', '1'], {
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolvePromise) => child.once('exit', resolvePromise));
    try {
      // Let some batches land; then hold the queue so that no batch is in a worker's hands while Neo4j stops.
      await waitUntil(async () => ((await store.stats().catch(() => undefined))?.labels.Passage ?? 0) >= 20, 60_000, 'the ingest wrote 20 passages');
      await queue.pause();
      await waitUntil(async () => (await queue.getActiveCount()) === 0, 60_000, 'the batch in hand was finished');
      const passagesAtOutage = (await store.stats()).labels.Passage ?? 0;
      expect(passagesAtOutage, 'the ingest must not be finished when Neo4j goes down').toBeLessThan(150);
      await stopEmbeddedNeo4j(config);
      expect(await isPortOpen(bolt.host, bolt.port)).toBe(false);
      expect(child.exitCode, stderr).toBeNull();

      // Every batch still to write is now attempted against a stopped Neo4j. Neo4j stays down until
      // one attempt has failed (after the driver's own 30 s of transaction retries) and BullMQ has
      // scheduled its next attempt with backoff.
      await queue.resume();
      await waitUntil(() => retried.size > 0, 120_000, 'an attempt failed while Neo4j was down and was scheduled for a retry');
      expect(await isPortOpen(bolt.host, bolt.port)).toBe(false);
      await startEmbeddedNeo4j(config, () => undefined);

      const code = await Promise.race([exited, sleep(240_000).then(() => 'still running')]);
      expect(code, stderr).toBe(0);
      const summary = JSON.parse(stdout) as { accepted: number; passages: number; failedBatches: unknown[] };
      expect(summary).toMatchObject({ accepted: 150, failedBatches: [] });
      // The retried batches are the ones that completed later, not ones given up on.
      for (const jobId of retried) expect(completed.has(jobId), `${jobId} was retried but never completed`).toBe(true);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await queueEvents.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    expect((await store.stats()).labels.Passage).toBe(150);
    expect(cleanFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.fingerprint()).toBe(cleanFingerprint);
  }, 420_000);
});
