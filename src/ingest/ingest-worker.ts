import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphWriter } from '../ports/graph-writer.js';
import { DEFAULT_COLLECTION } from '../graph/collection.js';
import { processBatch } from './process-batch.js';
import { createQueueWorker } from '../queue/queue-worker.js';
import type { LlmContext } from '../llm/llm-context.js';
import type { Embedder } from '../ports/embedder.js';
import { openEmbedder } from '../runtime/open-embedder.js';
import { openChatModel } from '../runtime/open-chat-model.js';
import { INGEST_JOB_NAME, type IngestJobData, type IngestJobResult } from './ingest-job.js';
import { DELETE_JOB_NAME, type DeleteJobData, type DeleteJobResult } from './delete-job.js';

/** What the ingest queue carries: batches to write (`ingest-batch`) and ids to delete (`delete-batch`). */
export type BatchJobData = IngestJobData | DeleteJobData;
export type BatchJobResult = IngestJobResult | DeleteJobResult;
export type BatchWorker = Worker<BatchJobData, BatchJobResult>;

export interface IngestWorkerOptions {
  concurrency?: number;
  /** Called after each completed ingest batch (progress reporting in the CLI). */
  onCompleted?: (result: IngestJobResult, job: Job<BatchJobData, BatchJobResult>) => void;
  onFailed?: (error: Error, job: Job<BatchJobData, BatchJobResult> | undefined) => void;
  /** An LLM context to use for `--triples llm|both` batches (else one is created from the config when needed). */
  llm?: LlmContext;
}

/** Options of a worker, with the queue it serves (from `resolveQueueName`). */
export interface IngestWorkerSettings extends IngestWorkerOptions {
  queueName: string;
}

/** A BullMQ worker that writes ingestion batches (and deletes) into the graph, each into the collection its job names. */
export function createIngestWorker(config: HopgraphConfig, store: GraphWriter, options: IngestWorkerSettings): BatchWorker {
  // Opened on the first batch that asks for LLM triples (so rule-only workers never need an LLM).
  let llm: Promise<LlmContext> | undefined = options.llm ? Promise.resolve(options.llm) : undefined;
  // One embedder per worker process (the ONNX session is large), made on the first batch that embeds.
  let embedder: Promise<Embedder> | undefined;

  const deleteBatch = async (data: DeleteJobData): Promise<DeleteJobResult> => {
    const { passages } = await store.forCollection(data.collection ?? DEFAULT_COLLECTION).deletePassages(data.ids);
    return { deleted: passages };
  };

  const ingestBatch = async (data: IngestJobData): Promise<IngestJobResult> => {
    if (data.triples && data.triples !== 'rules' && !llm) llm = openChatModel(config);
    if (data.embed && !embedder) {
      embedder = openEmbedder(config, data.embed);
      embedder.catch(() => (embedder = undefined));
    }
    const batchEmbedder = data.embed ? await embedder : undefined;
    // Checked before every embedding batch, not once per worker: a `reset` of the last embedded
    // collection elsewhere drops the shared vector index (no vectors left), and vectors written
    // after that would have no index. Once this batch's vectors are written, a reset keeps it.
    if (batchEmbedder) await store.ensureVectorIndex(batchEmbedder.dimensions);
    // One queue serves every collection of the database; each batch names its own.
    return processBatch(store.forCollection(data.collection ?? DEFAULT_COLLECTION), data, await llm, batchEmbedder);
  };

  // The job's name says what its data is.
  const worker = createQueueWorker<BatchJobData, BatchJobResult>(
    config,
    options.queueName,
    async (job) => {
      if (job.name === DELETE_JOB_NAME) return deleteBatch(job.data as DeleteJobData);
      if (job.name === INGEST_JOB_NAME) return ingestBatch(job.data as IngestJobData);
      throw new UnrecoverableError(`unknown job name ${job.name}`);
    },
    options.concurrency !== undefined ? { concurrency: options.concurrency } : {},
  );
  worker.on('completed', (job, result) => {
    if (job.name === INGEST_JOB_NAME) options.onCompleted?.(result as IngestJobResult, job);
  });
  worker.on('failed', (job, error) => options.onFailed?.(error, job));
  worker.on('closed', () => {
    if (!options.llm) void llm?.then((opened) => opened.close()).catch(() => undefined);
    void embedder?.then((created) => created.close()).catch(() => undefined);
  });
  return worker;
}
