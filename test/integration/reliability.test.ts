import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';
import { startWorker, waitForDrain, withQueue } from '../helpers/worker-processes.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
/** Passages of all three datasets whose analysis once depended on what the process had read before. */
const mixedExcerpt = fileURLToPath(new URL('../fixtures/mixed-corpus-excerpt.jsonl', import.meta.url));

describe('crash safety and scale-out of ingestion (real Neo4j, real Redis, real worker processes)', () => {
  // Short locks so that a killed worker's batch is taken over within seconds, not a minute.
  const config = testConfig({ ingest: { batchSize: 5, lockDurationMs: 3000, stalledIntervalMs: 1000 } });
  const store = new Neo4jGraphStore(config);
  let cleanFingerprint = '';

  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
    await runIngest({ ...config, ingest: { ...config.ingest, queue: `${config.ingest.queue}-clean` } }, store, { files: [excerpt] });
    cleanFingerprint = await store.fingerprint();
  });
  afterAll(async () => store.close());

  it('a worker killed with SIGKILL mid-ingest loses nothing: its batch is recovered and the graph is identical', async () => {
    await store.reset();
    const enqueued = await runIngest(config, store, { files: [excerpt], wait: false });
    expect(enqueued.batches).toBe(30);
    const workers: ChildProcess[] = [];
    await withQueue(config, store, workers, async (queue) => {
      const victim = startWorker(config);
      workers.push(victim);
      // Kill it while it is working: after some batches are done, with one in its hands.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const counts = await queue.getJobCounts('completed', 'active', 'waiting');
        const done = 30 - (counts.waiting ?? 0) - (counts.active ?? 0);
        if (done >= 3 && (counts.active ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the worker never got going');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      const passagesAtKill = (await store.stats()).labels.Passage!;
      expect(passagesAtKill).toBeLessThan(150);
      workers.push(startWorker(config));
      await waitForDrain(queue, 90_000);
    });
    expect(await store.fingerprint()).toBe(cleanFingerprint);
    expect(await store.orphans()).toEqual(NO_ORPHANS);
  });

  it('four worker processes on one queue give the fingerprint of one', async () => {
    await store.reset();
    await runIngest(config, store, { files: [excerpt], wait: false });
    const workers = [0, 1, 2, 3].map(() => startWorker(config));
    await withQueue(config, store, workers, (queue) => waitForDrain(queue, 90_000));
    expect(await store.fingerprint()).toBe(cleanFingerprint);
  });

  it('a corpus of all three datasets: one process in file order and two workers in reverse order, batches of 2, build one graph', async () => {
    const records = readFileSync(mixedExcerpt, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { id: string; title: string; text: string });
    const inOrder = store.forCollection('mixed-in-order');
    const reversed = store.forCollection('mixed-reversed');
    await inOrder.reset();
    await reversed.reset();
    await runIngest({ ...config, collection: 'mixed-in-order', ingest: { ...config.ingest, batchSize: 500, queue: `${config.ingest.queue}-mixed` } }, inOrder, { records });
    const scoped = { ...config, collection: 'mixed-reversed', ingest: { ...config.ingest, batchSize: 2 } };
    await runIngest(scoped, reversed, { records: [...records].reverse(), wait: false });
    const workers = [0, 1].map(() => startWorker(scoped));
    await withQueue(scoped, reversed, workers, (queue) => waitForDrain(queue, 90_000));
    expect((await reversed.stats()).labels.Passage).toBe(records.length);
    expect(await reversed.fingerprint()).toBe(await inOrder.fingerprint());
    await inOrder.reset();
    await reversed.reset();
  });

  it('Redis unavailable at ingest start: a clear error naming REDIS_URL, non-zero exit, nothing written', async () => {
    const before = await store.fingerprint();
    const result = await runCli(['ingest', excerpt, '--no-progress'], { REDIS_URL: 'redis://127.0.0.1:6399', HOPGRAPH_QUEUE: config.ingest.queue });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Redis at REDIS_URL=redis:\/\/127\.0\.0\.1:6399 is unreachable/);
    expect(result.stderr).toMatch(/hint: start it with `hopgraph up`/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await store.fingerprint()).toBe(before);
  });

  it('Neo4j unreachable: a clear error naming NEO4J_URI, non-zero exit', async () => {
    const result = await runCli(['stats'], { NEO4J_URI: 'bolt://127.0.0.1:7599' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Neo4j at NEO4J_URI=bolt:\/\/127\.0\.0\.1:7599 is unreachable/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
