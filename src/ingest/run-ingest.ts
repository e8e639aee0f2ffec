import type { HopgraphConfig } from '../config/config-schema.js';
import { chunkingKey } from '../documents/chunk-options.js';
import { CORPUS_META_KEY } from '../graph/collection-meta-keys.js';
import type { DocumentState } from '../ports/graph-records.js';
import type { GraphStore } from '../ports/graph-store.js';
import { openJobQueue } from '../queue/job-queue.js';
import { createBatchEnqueuer } from './batch-enqueuer.js';
import { BatchTracker } from './batch-tracker.js';
import type { CorpusRecord } from './corpus-record.js';
import { settleEmbeddingModel } from './embedding-model-policy.js';
import type { IngestJobData, IngestJobResult } from './ingest-job.js';
import { DEFAULT_MAX_DOCUMENT_BYTES, type IngestOptions } from './ingest-options.js';
import { ingestPreflight } from './ingest-preflight.js';
import { emptyIngestSummary, type DocumentSummary, type IngestSummary } from './ingest-summary.js';
import { createIngestWorker, type BatchWorker } from './ingest-worker.js';
import { PASSAGE_ANALYSIS_VERSION } from './passage-ids.js';
import { acceptedRecords, storedPassagesToReembed, type RecordStreamContext } from './record-stream.js';
import { SeenIds } from './seen-ids.js';
import { finishReadDocuments, syncCollection, type SyncContext } from './sync-collection.js';

/**
 * Streams corpus files into BullMQ batches (idempotent job ids derived from content) and, by
 * default, processes them with in-process workers and waits. Nothing already accepted is lost: a
 * batch is either written whole in one transaction or retried; an interrupted run can simply be
 * run again (unchanged passages are skipped).
 *
 * The stages: preflight (options, inputs, services, schema) → the collection's embedding model →
 * the record stream, batched and enqueued → waiting for the batches (job reconciliation) →
 * finishing changed documents and `sync` → the report.
 */
export async function runIngest(config: HopgraphConfig, store: GraphStore, options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const emit = options.onEvent ?? (() => undefined);
  const plan = await ingestPreflight(config, store, options);
  const { wait, inputFiles, maxListed } = plan;
  const models = await settleEmbeddingModel(config, store, plan.embed, options.reembed === true);
  // The index is about to change: it no longer holds exactly the corpus `bench --corpus` recorded.
  await store.setMeta(CORPUS_META_KEY, undefined);

  const bytesTotal = inputFiles.reduce((sum, file) => sum + file.bytes, 0);
  emit({ type: 'ingest-start', files: inputFiles.map((file) => file.file), bytesTotal });

  const jobQueue = await openJobQueue<IngestJobData, IngestJobResult>(config, store, wait);
  const { queueName, queue, queueEvents } = jobQueue;
  let worker: BatchWorker | undefined;
  const hasDocuments = inputFiles.some((file) => file.kind !== 'records') || plan.ignoredFiles > 0;
  const summary = emptyIngestSummary(wait, hasDocuments ? { read: 0, unchanged: 0, passagesRemoved: 0, deleted: 0, ignoredFiles: plan.ignoredFiles } : undefined);
  const tracker = new BatchTracker({ queue, queueEvents, store, summary, emit, started, bytesTotal, maxListed });
  const enqueue = createBatchEnqueuer({
    config,
    queue,
    tracker,
    collection: store.collection,
    triples: options.triples,
    embed: plan.embed,
    requestedModel: models.requested,
    wait,
    maxInFlight: Math.max(4, plan.concurrency * 4),
    summary,
    emit,
    signal: options.signal,
  });
  const documentSummary: DocumentSummary = summary.documents ?? { read: 0, unchanged: 0, passagesRemoved: 0, deleted: 0, ignoredFiles: 0 };
  const readDocuments: Array<Required<DocumentState>> = [];
  const documentPaths = new Set<string>();
  // Every id this run accepted (duplicates, --sync): 24–48 bytes an id, so memory stays flat in practice.
  const seenIds = new SeenIds();

  try {
    if (plan.inProcess) worker = createIngestWorker(config, store, { queueName, concurrency: plan.concurrency, ...(options.llm ? { llm: options.llm } : {}) });
    const stream: RecordStreamContext = {
      inputFiles,
      records: options.records,
      maxRecordBytes: config.ingest.maxRecordBytes,
      documents: {
        store,
        chunk: plan.chunk,
        maxBytes: options.documents?.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES,
        ingestKey: `${chunkingKey(plan.chunk)}|triples:${options.triples ?? 'rules'}|embed:${models.requested ?? 'none'}|analysis:${PASSAGE_ANALYSIS_VERSION}`,
      },
      seenIds,
      summary,
      documentSummary,
      readDocuments,
      documentPaths,
      maxListed,
      emit,
      signal: options.signal,
    };
    let batch: CorpusRecord[] = [];
    const add = async (record: CorpusRecord): Promise<void> => {
      batch.push(record);
      if (batch.length >= plan.batchSize) {
        await enqueue(batch);
        batch = [];
      }
    };
    for await (const record of acceptedRecords(stream)) await add(record);
    if (options.reembed && models.requested && !options.sync && !summary.interrupted) {
      // The collection's passages the files did not name still hold the old model's vectors (or
      // none): embed them too. (With --sync they are about to be deleted instead.)
      for await (const record of storedPassagesToReembed(store, models.requested, stream)) await add(record);
    }
    if (batch.length > 0 && !summary.interrupted) await enqueue(batch);
    while (wait && tracker.size > 0) {
      if (options.signal?.aborted) {
        summary.interrupted = true;
        break;
      }
      await tracker.waitForProgress();
    }
  } finally {
    // Closing the worker lets it finish (or release) the batches it holds: nothing is half-written.
    await worker?.close();
    await jobQueue.close();
  }

  const sync: SyncContext = { config, store, seenIds, inProcess: plan.inProcess, summary, documentSummary };
  const complete = wait && !summary.interrupted && summary.failedBatches.length === 0;
  if (complete && readDocuments.length > 0) await finishReadDocuments(sync, readDocuments);
  if (options.sync) await syncCollection(sync, { wait, documentPaths });

  const embeddingModel = models.collection;
  if (embeddingModel) summary.embeddingModel = embeddingModel;
  if (wait && embeddingModel) {
    const count = await store.countPassagesWithoutVectors(embeddingModel);
    if (count > 0) summary.withoutVectors = { count, ids: (await store.passagesWithoutVectors(embeddingModel, { limit: maxListed })).map((passage) => passage.id) };
  }
  if (wait) summary.entities = (await store.stats()).labels.Entity ?? 0;
  summary.seconds = (performance.now() - started) / 1000;
  emit({ type: 'ingest-end', interrupted: summary.interrupted });
  return summary;
}
