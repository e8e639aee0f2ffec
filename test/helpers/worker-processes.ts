import { spawn, type ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { expect } from 'vitest';
import type { HopgraphConfig } from '../../src/config/config-schema.js';
import type { GraphStore } from '../../src/ports/graph-store.js';
import { resolveQueueName } from '../../src/queue/queue-name.js';
import { redisConnectionOptions } from '../../src/queue/redis-connection.js';
import { cliPath } from './run-cli.js';

/** A standalone `hopgraph worker` process on the config's queue, with its lock settings. */
export function startWorker(config: HopgraphConfig, concurrency = 1): ChildProcess {
  return spawn(process.execPath, [cliPath, 'worker', '--concurrency', String(concurrency)], {
    env: {
      ...process.env,
      HOPGRAPH_QUEUE: config.ingest.queue,
      HOPGRAPH_LOCK_DURATION_MS: String(config.ingest.lockDurationMs),
      HOPGRAPH_STALLED_INTERVAL_MS: String(config.ingest.stalledIntervalMs),
    },
    stdio: 'ignore',
  });
}

/** SIGTERM (a graceful stop) to every worker still running, then waits for all of them to exit. */
export async function stopWorkers(workers: ChildProcess[]): Promise<void> {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.exitCode !== null || worker.signalCode !== null ? resolve(null) : worker.once('exit', resolve)))));
}

/** Waits until no job is waiting, active or delayed, and asserts none failed. */
export async function waitForDrain(queue: Queue, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
    if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0) === 0) {
      expect(counts.failed).toBe(0);
      return;
    }
    if (Date.now() > deadline) throw new Error(`queue not drained: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs `work` with the index's queue open (the same queue the CLI resolves for `store`), then
 * stops the given workers and removes the queue, whatever happened.
 */
export async function withQueue(config: HopgraphConfig, store: GraphStore, workers: ChildProcess[], work: (queue: Queue) => Promise<void>): Promise<void> {
  const queue = new Queue(await resolveQueueName(config, store), { connection: redisConnectionOptions(config) });
  try {
    await work(queue);
  } finally {
    await stopWorkers(workers);
    await queue.obliterate({ force: true });
    await queue.close();
  }
}
