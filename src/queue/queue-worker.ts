import { Worker, type Job } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import { redisConnectionOptions } from './redis-connection.js';
import { toBullmqError } from './to-bullmq-error.js';

/**
 * A BullMQ worker on `queueName` with hopgraph's transport settings: the Redis connection, the
 * configured concurrency, the batch lock and stalled-job recovery. What a job does is `handle`'s
 * business; whatever it throws is mapped to BullMQ's retry or fail-at-once (`toBullmqError`).
 */
export function createQueueWorker<Data, Result>(
  config: Pick<HopgraphConfig, 'redis' | 'ingest'>,
  queueName: string,
  handle: (job: Job<Data, Result>) => Promise<Result>,
  options: { concurrency?: number } = {},
): Worker<Data, Result> {
  const worker = new Worker<Data, Result>(
    queueName,
    async (job) => {
      try {
        return await handle(job);
      } catch (error) {
        throw toBullmqError(error);
      }
    },
    {
      connection: redisConnectionOptions(config),
      concurrency: options.concurrency ?? config.ingest.concurrency,
      // A batch takes about a second; a worker that dies mid-batch is noticed after the lock expires
      // and its batch is taken over by another worker (stalled-job recovery).
      lockDuration: config.ingest.lockDurationMs,
      stalledInterval: config.ingest.stalledIntervalMs,
      maxStalledCount: 3,
    },
  );
  worker.on('error', () => undefined);
  return worker;
}
