import { randomUUID } from 'node:crypto';
import { isHopgraphError } from '../errors/hopgraph-error.js';
import type { Hopgraph } from '../hopgraph.js';
import type { IngestEvent } from '../ingest/ingest-events.js';
import type { IngestRequest, JobStatus } from './api-schemas.js';

/** Finished jobs kept for status requests (the oldest go first). */
const MAX_FINISHED_JOBS = 1000;

/**
 * Ingest jobs started through the HTTP API: each runs `hg.ingest(records)` in the background (its
 * batches go through the BullMQ queue as any ingest's do) and its progress is read from the ingest's
 * events. Jobs live in this process; a restarted server no longer knows them (their batches do
 * complete: the queue keeps them).
 */
export class IngestJobs {
  private readonly jobs = new Map<string, JobStatus>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly controllers = new Map<string, AbortController>();

  start(handle: Hopgraph, request: IngestRequest): JobStatus {
    const jobId = randomUUID();
    const job: JobStatus = {
      jobId,
      collection: handle.collection,
      status: 'running',
      startedAt: new Date().toISOString(),
      endedAt: null,
      progress: { recordsEnqueued: 0, batchesEnqueued: 0, batchesDone: 0, batchesFailed: 0, passagesDone: 0, recordsRejected: 0 },
      summary: null,
      error: null,
    };
    this.jobs.set(jobId, job);
    const controller = new AbortController();
    this.controllers.set(jobId, controller);
    const onEvent = (event: IngestEvent): void => {
      if (event.type === 'batch-enqueued') {
        job.progress.batchesEnqueued += 1;
        job.progress.recordsEnqueued = event.enqueuedRecords;
      } else if (event.type === 'batch-done') {
        job.progress.batchesDone += 1;
        // The event carries the run's totals so far.
        job.progress.passagesDone = event.passages;
      } else if (event.type === 'batch-failed') job.progress.batchesFailed += 1;
      else if (event.type === 'record-rejected') job.progress.recordsRejected += 1;
    };
    const { records, ...options } = request;
    const run = handle
      .ingest(records, { ...options, onEvent, signal: controller.signal })
      .then(
        (summary) => {
          job.summary = summary;
          job.status = summary.failedBatches.length > 0 ? 'failed' : 'done';
          if (summary.failedBatches.length > 0) {
            job.error = { code: 'HOPGRAPH_BATCH_FAILED', message: `${summary.failedBatches.length} batch(es) failed: ${summary.failedBatches[0]!.reason}`, retriable: true };
          }
        },
        (error: unknown) => {
          job.status = 'failed';
          job.error = isHopgraphError(error)
            ? { code: error.code, message: error.message, retriable: error.retriable }
            : { code: 'HOPGRAPH_INTERNAL', message: 'the ingest failed; the server log has the details', retriable: false };
          if (!isHopgraphError(error)) process.stderr.write(`ingest job ${jobId} failed: ${(error as Error).stack ?? String(error)}\n`);
        },
      )
      .finally(() => {
        job.endedAt = new Date().toISOString();
        this.running.delete(jobId);
        this.controllers.delete(jobId);
        this.forgetOldJobs();
      });
    this.running.set(jobId, run);
    return job;
  }

  get(jobId: string): JobStatus | undefined {
    return this.jobs.get(jobId);
  }

  get runningCount(): number {
    return this.running.size;
  }

  private forgetOldJobs(): void {
    const finished = [...this.jobs.values()].filter((job) => job.status !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - MAX_FINISHED_JOBS))) this.jobs.delete(job.jobId);
  }

  /** Stops enqueuing in every running job and waits for the batches in progress. */
  async close(): Promise<void> {
    for (const controller of this.controllers.values()) controller.abort();
    await Promise.allSettled(this.running.values());
  }
}
