import { createHash } from 'node:crypto';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { CollectionMeta } from '../ports/collection-meta.js';
import type { GraphDatabase } from '../ports/graph-database.js';
import type { GraphWriter } from '../ports/graph-writer.js';
import { DELETE_JOB_NAME, type DeleteJobData, type DeleteJobResult } from './delete-job.js';
import { createIngestWorker, type BatchWorker } from './ingest-worker.js';
import { addIdempotentJob, openJobQueue } from '../queue/job-queue.js';
import { waitForJobOrLoss } from '../queue/wait-for-job.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import { CORPUS_META_KEY } from '../graph/collection-meta-keys.js';

/** What deleting passages needs: the writer (the batch worker deletes), the meta (the corpus record is cleared), the queue's database id. */
export type DeleteGraph = GraphWriter & CollectionMeta & Pick<GraphDatabase, 'databaseId'>;

export interface DeleteSummary {
  requested: number;
  deleted: number;
  failedBatches: Array<{ jobId: string; reason: string }>;
  /** Batches whose end this run did not hear (the job was gone from the queue), counted done because the graph no longer holds their passages. */
  confirmedFromGraph?: number;
  seconds: number;
}

/**
 * A delete batch whose wait failed because the job had already left the queue: BullMQ removes a
 * completed job, and one that a worker finished before this run started waiting for it leaves no
 * result (the wait then fails on the missing job). The graph says whether it was done: none of its
 * passages left counts it done, with as many deletions as its passages that were there before it
 * ran; otherwise it failed. A job still in the queue (waiting, active, failed) failed as reported.
 */
export async function settleUnheardDeleteBatch(
  queue: { getJobState(jobId: string): Promise<string> },
  store: Pick<GraphWriter, 'passageHashes'>,
  batch: { jobId: string; ids: readonly string[]; presentBefore: number },
  reason: string,
  summary: DeleteSummary,
): Promise<void> {
  const state = await queue.getJobState(batch.jobId).catch(() => 'unreachable');
  if (state === 'unknown' || state === 'completed') {
    const left = await store.passageHashes(batch.ids);
    if (left.size === 0) {
      summary.deleted += batch.presentBefore;
      summary.confirmedFromGraph = (summary.confirmedFromGraph ?? 0) + 1;
      return;
    }
    summary.failedBatches.push({ jobId: batch.jobId, reason: `${reason}; the job left the queue but ${left.size} of its ${batch.ids.length} passages are still in the graph` });
    return;
  }
  summary.failedBatches.push({ jobId: batch.jobId, reason });
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
      // What the batch will find, in case its end goes unheard (see settleUnheardDeleteBatch).
      const presentBefore = wait ? (await store.passageHashes(batch)).size : 0;
      const { job } = await addIdempotentJob(config, queue, DELETE_JOB_NAME, { collection: store.collection, ids: batch }, jobId);
      jobs.push({ job, jobId, ids: batch, presentBefore });
    }
    if (queueEvents) {
      for (const { job, jobId, ids: batchIds, presentBefore } of jobs) {
        try {
          const result = (await waitForJobOrLoss(job, queueEvents, queue)) as DeleteJobResult | string;
          summary.deleted += (typeof result === 'string' ? (JSON.parse(result) as DeleteJobResult) : result).deleted;
        } catch (error) {
          await settleUnheardDeleteBatch(queue, store, { jobId, ids: batchIds, presentBefore }, (error as Error).message, summary);
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
