import { createHash } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import { addIdempotentJob } from '../queue/job-queue.js';
import type { BatchTracker } from './batch-tracker.js';
import type { CorpusRecord } from './corpus-record.js';
import type { IngestEvent } from './ingest-events.js';
import { INGEST_JOB_NAME, type IngestJobData, type IngestJobResult } from './ingest-job.js';
import type { IngestSummary } from './ingest-summary.js';
import { passageHash, passageId, storedPassageHash } from './passage-ids.js';

/** What every batch of a run shares. */
export interface BatchEnqueuerContext {
  config: Pick<HopgraphConfig, 'ingest'>;
  queue: Queue<IngestJobData, IngestJobResult>;
  tracker: BatchTracker;
  collection: string;
  triples: 'rules' | 'llm' | 'both' | undefined;
  embed: 'local' | 'openai' | undefined;
  /** The model the run embeds with (part of the job id: another model is another job). */
  requestedModel: string | undefined;
  wait: boolean;
  /** Batches in flight at most while waiting (memory stays flat however large the input). */
  maxInFlight: number;
  summary: IngestSummary;
  emit: (event: IngestEvent) => void;
  signal: AbortSignal | undefined;
}

/**
 * A batch's job id, derived from its content and settings: enqueuing the same batch again (a rerun,
 * a second producer) finds the same job instead of adding another.
 */
export function batchJobId(collection: string, triples: string, requestedModel: string | undefined, records: readonly CorpusRecord[]): string {
  const digest = createHash('sha256').update(collection).update('\u0000').update(triples).update('\u0000').update(requestedModel ?? 'none').update('\u0000');
  for (const record of records) {
    digest.update(passageId(record.id, record.title, record.text)).update('\u0000').update(passageHash(record.title, record.text)).update('\u0000');
    // A document passage whose text is unchanged may have moved: the job must run again to store its provenance.
    if (record.source) digest.update(JSON.stringify([record.topic, record.document, record.source])).update('\u0000');
  }
  return `batch-${digest.digest('hex').slice(0, 32)}`;
}

/**
 * Enqueuing: each batch becomes one idempotent job (see `batchJobId`); while waiting, the tracker
 * follows it, and enqueuing pauses while `maxInFlight` batches are in flight.
 */
export function createBatchEnqueuer(context: BatchEnqueuerContext): (records: CorpusRecord[]) => Promise<void> {
  const { config, queue, tracker, summary, emit, wait } = context;
  const triples = context.triples ?? 'rules';
  let enqueuedRecords = 0;
  return async (records) => {
    const jobId = batchJobId(context.collection, triples, context.requestedModel, records);
    const bytes = records.reduce((sum, record) => sum + record.bytes, 0);
    if (wait) {
      const expected = records.map((record) => ({ id: passageId(record.id, record.title, record.text), hash: storedPassageHash(record.title, record.text, triples) }));
      tracker.track(jobId, { bytes, expected });
    }
    const { job, state } = await addIdempotentJob(
      config,
      queue,
      INGEST_JOB_NAME,
      {
        collection: context.collection,
        records,
        ...(context.triples && context.triples !== 'rules' ? { triples: context.triples } : {}),
        ...(context.embed ? { embed: context.embed, embeddingModel: context.requestedModel } : {}),
      },
      jobId,
    );
    if (state === 'completed' && wait) tracker.settle(jobId, job.returnvalue);
    summary.batches += 1;
    enqueuedRecords += records.length;
    emit({ type: 'batch-enqueued', jobId, records: records.length, enqueuedRecords });
    while (wait && tracker.size >= context.maxInFlight && !context.signal?.aborted) await tracker.waitForProgress();
  };
}
