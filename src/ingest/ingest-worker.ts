import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import { isHopgraphError } from '../errors/hopgraph-error.js';
import type { GraphWriter } from '../ports/graph-writer.js';
import { DEFAULT_COLLECTION } from '../graph/collection.js';
import { processBatch } from './process-batch.js';
import { redisConnectionOptions } from '../queue/redis-connection.js';
import { createLlmContext, type LlmContext } from '../llm/llm-context.js';
import type { Embedder } from '../ports/embedder.js';
import { embedderForConfig } from '../embed/embedder-for-config.js';
import { DELETE_JOB_NAME, INGEST_JOB_NAME, type DeleteJobData, type IngestJobData, type IngestJobResult } from './ingest-job.js';

export interface IngestWorkerOptions {
  concurrency?: number;
  /** Called after each completed batch (progress reporting in the CLI). */
  onCompleted?: (result: IngestJobResult, job: Job<IngestJobData, IngestJobResult>) => void;
  onFailed?: (error: Error, job: Job<IngestJobData, IngestJobResult> | undefined) => void;
  /** An LLM context to use for `--triples llm|both` batches (else one is created from the config when needed). */
  llm?: LlmContext;
}

/** Options of a worker, with the queue it serves (from `resolveQueueName`). */
export interface IngestWorkerSettings extends IngestWorkerOptions {
  queueName: string;
}

/**
 * Maps hopgraph errors to BullMQ semantics: retriable ones (Neo4j/Redis unavailable, transient
 * transaction failures) are rethrown so BullMQ retries with backoff; anything marked not retriable
 * fails the job at once (UnrecoverableError), keeping its code in the message.
 */
export function toBullmqError(error: unknown): Error {
  if (isHopgraphError(error) && !error.retriable) return new UnrecoverableError(`${error.code}: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
}

/** A BullMQ worker that writes ingestion batches (and deletes) into the graph store, each into the collection its job names. */
export function createIngestWorker(config: HopgraphConfig, store: GraphWriter, options: IngestWorkerSettings): Worker<IngestJobData, IngestJobResult> {
  // Created on the first batch that asks for LLM triples (so rule-only workers never need an LLM).
  let llm: LlmContext | undefined = options.llm;
  // One embedder per worker process (the ONNX session is large), made on the first batch that embeds.
  let embedder: Promise<Embedder> | undefined;
  const worker = new Worker<IngestJobData, IngestJobResult>(
    options.queueName,
    async (job) => {
      if (job.name === DELETE_JOB_NAME) {
        try {
          const data = job.data as unknown as DeleteJobData;
          const { passages } = await store.forCollection(data.collection ?? DEFAULT_COLLECTION).deletePassages(data.ids);
          return { deleted: passages } as unknown as IngestJobResult;
        } catch (error) {
          throw toBullmqError(error);
        }
      }
      if (job.name !== INGEST_JOB_NAME) throw new UnrecoverableError(`unknown job name ${job.name}`);
      try {
        if (job.data.triples && job.data.triples !== 'rules' && !llm) llm = createLlmContext(config);
        if (job.data.embed && !embedder) {
          embedder = embedderForConfig(config, job.data.embed);
          embedder.catch(() => (embedder = undefined));
        }
        const batchEmbedder = job.data.embed ? await embedder : undefined;
        // Checked before every embedding batch, not once per worker: a `reset` of the last embedded
        // collection elsewhere drops the shared vector index (no vectors left), and vectors written
        // after that would have no index. Once this batch's vectors are written, a reset keeps it.
        if (batchEmbedder) await store.ensureVectorIndex(batchEmbedder.dimensions);
        // One queue serves every collection of the database; each batch names its own.
        return await processBatch(store.forCollection(job.data.collection ?? DEFAULT_COLLECTION), job.data, llm, batchEmbedder);
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
  worker.on('completed', (job, result) => {
    if (job.name === INGEST_JOB_NAME) options.onCompleted?.(result, job);
  });
  worker.on('failed', (job, error) => options.onFailed?.(error, job));
  worker.on('error', () => undefined);
  worker.on('closed', () => {
    if (!options.llm) void llm?.close();
    void embedder?.then((created) => created.close()).catch(() => undefined);
  });
  return worker;
}
