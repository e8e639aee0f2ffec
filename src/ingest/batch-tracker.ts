import type { Queue, QueueEvents } from 'bullmq';
import type { GraphWriter } from '../ports/graph-writer.js';
import type { IngestEvent } from './ingest-events.js';
import type { IngestJobData, IngestJobResult } from './ingest-job.js';
import { addBatchResult, type IngestSummary } from './ingest-summary.js';
import { storedHashMatches } from './passage-ids.js';

/** A batch in flight: its size, and its passages' ids with the hash each must be stored with once written. */
export interface PendingBatch {
  bytes: number;
  expected: Array<{ id: string; hash: string }>;
}

/** What the tracker reports into. */
export interface BatchTrackerContext {
  queue: Queue<IngestJobData, IngestJobResult>;
  /** The queue's events (present when the run waits). */
  queueEvents: QueueEvents | undefined;
  store: Pick<GraphWriter, 'passageHashes'>;
  summary: IngestSummary;
  emit: (event: IngestEvent) => void;
  /** When the run started (`performance.now()`), for the events' elapsed time. */
  started: number;
  bytesTotal: number;
  maxListed: number;
}

/**
 * Job reconciliation: the batches an ingest run waits for, settled from the queue's events, and
 * reconciled with Redis (and, for a batch that left the queue unheard, with the graph) in case an
 * event was missed. Every batch ends written (`batch-done`) or failed (`batch-failed`), once.
 */
export class BatchTracker {
  private readonly pending = new Map<string, PendingBatch>();
  private bytesDone = 0;
  private wake: (() => void) | undefined;

  constructor(private readonly context: BatchTrackerContext) {
    const { queue, queueEvents } = context;
    queueEvents?.on('completed', ({ jobId, returnvalue }) => {
      const value = typeof returnvalue === 'string' ? (JSON.parse(returnvalue) as IngestJobResult) : (returnvalue as unknown as IngestJobResult);
      this.settle(jobId, value);
    });
    queueEvents?.on('failed', ({ jobId, failedReason }) => {
      // 'failed' fires when a job has used up its attempts; double-check its state before giving up on it.
      void queue.getJobState(jobId).then((state) => {
        if (state === 'failed') this.fail(jobId, failedReason);
      });
    });
  }

  /** Batches still in flight. */
  get size(): number {
    return this.pending.size;
  }

  /** Waits for this batch (before it is enqueued: its completion may come at once). */
  track(jobId: string, batch: PendingBatch): void {
    this.pending.set(jobId, batch);
  }

  private notify(): void {
    const resolve = this.wake;
    this.wake = undefined;
    resolve?.();
  }

  /** A batch was written: its counts go into the summary (none when its result is gone). */
  settle(jobId: string, result: IngestJobResult | undefined): void {
    const { summary, emit, maxListed } = this.context;
    const batch = this.pending.get(jobId);
    if (batch === undefined) return;
    this.pending.delete(jobId);
    this.bytesDone += batch.bytes;
    if (result) {
      addBatchResult(summary, result, maxListed);
      if (result.llmFailedPassages) {
        emit({ type: 'llm-extraction-failed', jobId, passages: result.llmFailedPassages, reason: result.llmFailures?.[0] ?? 'unknown' });
      }
    }
    emit({
      type: 'batch-done',
      jobId,
      passages: summary.passages,
      unchanged: summary.unchanged,
      sentences: summary.sentences,
      triples: summary.triples,
      bytesDone: this.bytesDone,
      bytesTotal: this.context.bytesTotal,
      elapsedMs: performance.now() - this.context.started,
    });
    this.notify();
  }

  private fail(jobId: string, reason: string): void {
    if (!this.pending.has(jobId)) return;
    this.pending.delete(jobId);
    this.context.summary.failedBatches.push({ jobId, reason });
    this.context.emit({ type: 'batch-failed', jobId, reason });
    this.notify();
  }

  /**
   * A batch that left the queue (completed jobs are removed) without this run hearing its 'completed'
   * event: its result is gone, so the graph is asked instead. Every passage stored with its content
   * hash: the batch counts as done (its passages in `passages`, `confirmedFromGraph` + 1). Otherwise
   * it failed, loudly: a batch must never be taken as written when its passages are not there.
   */
  private async settleFromGraph(jobId: string): Promise<void> {
    const wanted = this.pending.get(jobId)?.expected ?? [];
    const stored = wanted.length > 0 ? await this.context.store.passageHashes(wanted.map((passage) => passage.id)) : new Map();
    const missing = wanted.filter((passage) => !storedHashMatches(stored.get(passage.id), passage.hash)).length;
    if (missing > 0) {
      this.fail(jobId, `the batch left the queue but ${missing} of its ${wanted.length} passages are not in the graph with their content; ingest the input again`);
      return;
    }
    this.context.summary.confirmedFromGraph = (this.context.summary.confirmedFromGraph ?? 0) + 1;
    this.settle(jobId, { passages: wanted.length, unchanged: 0, sentences: 0, triples: 0, bytes: 0, nlpMs: 0, writeMs: 0 });
  }

  /** Waits for some progress, reconciling with Redis now and then in case an event was missed. */
  async waitForProgress(): Promise<void> {
    const { queue } = this.context;
    const woke = new Promise<void>((resolve) => (this.wake = resolve));
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
    if ((await Promise.race([woke, timeout])) !== 'timeout') return;
    for (const jobId of [...this.pending.keys()]) {
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') await this.settleFromGraph(jobId); // completed and removed before we heard of it
      else if (state === 'completed') this.settle(jobId, ((await queue.getJob(jobId))?.returnvalue as IngestJobResult | undefined) ?? undefined);
      else if (state === 'failed') this.fail(jobId, (await queue.getJob(jobId))?.failedReason ?? 'failed');
    }
  }
}
