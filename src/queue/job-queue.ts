import { Queue, QueueEvents, type Job, type JobState } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphDatabase } from '../ports/graph-database.js';
import { resolveQueueName } from './queue-name.js';
import { redisConnectionOptions } from './redis-connection.js';

/** The index's BullMQ queue as producers use it: the queue, and its event stream when they wait. */
export interface OpenJobQueue<Data, Result> {
  queueName: string;
  queue: Queue<Data, Result>;
  /** Present when the caller waits for jobs to finish (ready before any job is added). */
  queueEvents: QueueEvents | undefined;
  close(): Promise<void>;
}

/** Opens the queue of the store's database (see `resolveQueueName`), with its events when `withEvents`. */
export async function openJobQueue<Data, Result>(config: Pick<HopgraphConfig, 'redis' | 'ingest'>, store: Pick<GraphDatabase, 'databaseId'>, withEvents: boolean): Promise<OpenJobQueue<Data, Result>> {
  const connection = redisConnectionOptions(config);
  const queueName = await resolveQueueName(config, store);
  const queue = new Queue<Data, Result>(queueName, { connection });
  queue.on('error', () => undefined);
  const queueEvents = withEvents ? new QueueEvents(queueName, { connection }) : undefined;
  queueEvents?.on('error', () => undefined);
  if (queueEvents) await queueEvents.waitUntilReady();
  return {
    queueName,
    queue,
    queueEvents,
    close: async () => {
      await queueEvents?.close();
      await queue.close();
    },
  };
}

/**
 * Adds a job under a content-derived id with hopgraph's retry policy (exponential backoff, the
 * configured attempts). A job with this id may still exist from an earlier run: a failed one is
 * retried; its state is returned so the caller can count a finished one.
 */
export async function addIdempotentJob<Data, Result>(
  config: Pick<HopgraphConfig, 'ingest'>,
  queue: Queue<Data, Result>,
  name: string,
  data: Data,
  jobId: string,
): Promise<{ job: Job<Data, Result>; state: JobState | 'unknown' }> {
  // BullMQ types the job name through a template parameter; hopgraph's names are plain strings.
  const job = (await (queue as unknown as Queue).add(name, data, {
    jobId,
    attempts: config.ingest.attempts,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: true,
    removeOnFail: { count: 1000 },
  })) as unknown as Job<Data, Result>;
  const state = await job.getState();
  if (state === 'failed') await job.retry('failed');
  return { job, state };
}
