import { createHash } from 'node:crypto';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { CollectionMeta } from '../ports/collection-meta.js';
import type { GraphDatabase } from '../ports/graph-database.js';
import type { GraphWriter } from '../ports/graph-writer.js';
import { DELETE_JOB_NAME, type DeleteJobData, type DeleteJobResult } from './delete-job.js';
import { createIngestWorker, type BatchWorker } from './ingest-worker.js';
import { addIdempotentJob, openJobQueue } from '../queue/job-queue.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import { CORPUS_META_KEY } from '../graph/collection-meta-keys.js';

/** What deleting passages needs: the writer (the batch worker deletes), the meta (the corpus record is cleared), the queue's database id. */
export type DeleteGraph = GraphWriter & CollectionMeta & Pick<GraphDatabase, 'databaseId'>;

export interface DeleteSummary {
  requested: number;
  deleted: number;
  failedBatches: Array<{ jobId: string; reason: string }>;
  seconds: number;
}

/**
 * Deletes passages (with their sentences, triples and the entities nothing else refers to) through
 * the same BullMQ queue as ingestion, in batches of `batchSize` ids, each batch one transaction.
 * Idempotent: deleting again, or an id that does not exist, changes nothing.
 */
export async function runDelete(
  config: HopgraphConfig,
  store: DeleteGraph,
  ids: Iterable<string>,
  options: { wait?: boolean; inProcessWorkers?: boolean; batchSize?: number } = {},
): Promise<DeleteSummary> {
  const started = performance.now();
  const wait = options.wait ?? true;
  const unique = [...new Set(ids)].filter((id) => id.length > 0);
  const summary: DeleteSummary = { requested: unique.length, deleted: 0, failedBatches: [], seconds: 0 };
  if (unique.length === 0) return summary;
  await assertRedisReachable(config);
  // The collection is about to lose passages: it no longer holds exactly the corpus `bench --corpus` recorded.
  await store.setMeta(CORPUS_META_KEY, undefined);
  const jobQueue = await openJobQueue<DeleteJobData, DeleteJobResult>(config, store, wait);
  const { queueName, queue, queueEvents } = jobQueue;
  let worker: BatchWorker | undefined;
  try {
    if (wait && (options.inProcessWorkers ?? true)) worker = createIngestWorker(config, store, { queueName });
    const batchSize = options.batchSize ?? 500;
    const jobs = [];
    for (let start = 0; start < unique.length; start += batchSize) {
      const batch = unique.slice(start, start + batchSize);
      const digest = createHash('sha256').update(store.collection).update('\u0000').update(batch.join('\u0000'));
      const jobId = `delete-${digest.digest('hex').slice(0, 32)}`;
      const { job } = await addIdempotentJob(config, queue, DELETE_JOB_NAME, { collection: store.collection, ids: batch }, jobId);
      jobs.push(job);
    }
    if (queueEvents) {
      for (const job of jobs) {
        try {
          const result = (await job.waitUntilFinished(queueEvents)) as DeleteJobResult | string;
          summary.deleted += (typeof result === 'string' ? (JSON.parse(result) as DeleteJobResult) : result).deleted;
        } catch (error) {
          summary.failedBatches.push({ jobId: job.id ?? '?', reason: (error as Error).message });
        }
      }
    }
  } finally {
    await worker?.close();
    await jobQueue.close();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}
