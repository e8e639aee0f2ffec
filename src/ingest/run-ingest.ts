import { createHash } from 'node:crypto';
import type { HopgraphConfig } from '../config/config-schema.js';
import { InputError } from '../errors/input-error.js';
import type { GraphStore } from '../ports/graph-store.js';
import { INGEST_JOB_NAME, type IngestJobData, type IngestJobResult } from './ingest-job.js';
import { createIngestWorker, type BatchWorker } from './ingest-worker.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import { addIdempotentJob, openJobQueue } from '../queue/job-queue.js';
import type { RejectedRecord } from './corpus-record.js';
import type { IngestEvent } from './ingest-events.js';
import { PASSAGE_ANALYSIS_VERSION, passageHash, passageId, storedHashMatches, storedPassageHash } from './passage-ids.js';
import { readCorpus } from './read-corpus.js';
import { SeenIds } from './seen-ids.js';
import { validateRecord } from './validate-record.js';
import { embeddingModelId } from '../embed/embedding-model-id.js';
import { EmbeddingModelChangedError } from '../embed/embedding-model-changed-error.js';
import type { CorpusItem } from './corpus-record.js';
import type { DocumentState } from '../ports/graph-records.js';
import { chunkingKey, DEFAULT_CHUNK_OPTIONS, type ChunkOptions } from '../documents/chunk-options.js';
import type { DocumentFormat } from '../documents/document-format.js';
import { walkInputs, type InputFile } from './walk-inputs.js';
import { CORPUS_META_KEY, EMBEDDING_MODEL_META_KEY } from '../graph/collection-meta-keys.js';

/** Name under which records given directly (not from a file) are reported. */
export const RECORDS_SOURCE = '<records>';

/** Name under which the ids of document passages are remembered (duplicates cannot occur across documents: ids start with the path). */
const DOCUMENTS_SOURCE = '<documents>';

function* corpusSources(
  files: readonly InputFile[],
  records: IngestOptions['records'],
  maxRecordBytes: number,
  documents: (file: InputFile & { kind: DocumentFormat }) => AsyncIterable<CorpusItem>,
): Generator<AsyncIterable<CorpusItem>> {
  for (const file of files) {
    if (file.kind === 'records') yield readCorpus(file.file, { maxRecordBytes });
    else yield documents(file as InputFile & { kind: DocumentFormat });
  }
  if (records !== undefined) {
    yield (async function* () {
      let line = 0;
      for await (const value of records as AsyncIterable<unknown>) {
        line += 1;
        const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
        if (bytes > maxRecordBytes) {
          yield { kind: 'rejected', rejected: { file: RECORDS_SOURCE, line, reason: `record is larger than the limit of ${maxRecordBytes} bytes` } } as CorpusItem;
          continue;
        }
        yield validateRecord(value, RECORDS_SOURCE, line, bytes);
      }
    })();
  }
}

/** Default largest document file read (bigger ones are rejected unread): 64 MiB. */
export const DEFAULT_MAX_DOCUMENT_BYTES = 64 << 20;

/** How document files (Markdown, text, HTML, PDF) are found and cut into passages. */
export interface DocumentIngestOptions {
  /** Globs of paths (relative to the root) a file found in a directory must match. */
  include?: string[];
  /** Globs of paths left out of directories. */
  exclude?: string[];
  /** Document paths are relative to this folder (default: each directory given, or a file's folder). */
  root?: string;
  /** Most words a passage holds (default 200). */
  targetWords?: number;
  /** Words repeated from the previous passage of the same section (default 0). */
  overlapWords?: number;
  /** Larger document files are rejected unread (default 64 MiB). */
  maxBytes?: number;
}

/** What happened to the document files of a run. */
export interface DocumentSummary {
  /** Document files read and chunked. */
  read: number;
  /** Document files skipped: the index holds them with the same content and settings. */
  unchanged: number;
  /** Passages of changed documents that their new version no longer has, deleted. */
  passagesRemoved: number;
  /** `Document` nodes of files no longer in the input, deleted by `sync`. */
  deleted: number;
  /** Files in the given directories not read: unknown extensions, or left out by include/exclude. */
  ignoredFiles: number;
}

export interface IngestOptions {
  /**
   * Files and directories: records files (JSONL or a JSON array; `.jsonl`, `.json`, or any other
   * extension given directly) and document files (`.md`/`.markdown`, `.txt`, `.html`/`.htm`,
   * `.pdf`); directories are walked recursively (see `documents`).
   */
  files?: string[];
  /** Finding and chunking document files. */
  documents?: DocumentIngestOptions;
  /** Records given directly (API use): each validated like a corpus line, reported as `<records>:N`. */
  records?: Iterable<unknown> | AsyncIterable<unknown>;
  /** Wait for every batch to be written (default). False: only enqueue, for standalone workers. */
  wait?: boolean;
  /** Run workers in this process while waiting (default true). False: rely on `hopgraph worker` processes. */
  inProcessWorkers?: boolean;
  concurrency?: number;
  batchSize?: number;
  /** Triple extractor: 'rules' (default, no LLM), 'llm', or 'both' (union). */
  triples?: 'rules' | 'llm' | 'both';
  /**
   * Store passage vectors for dense/hybrid retrieval, made by this provider (default: none). The
   * collection records its model before anything is enqueued; an ingest with another model is
   * refused (`EmbeddingModelChangedError`) unless `reembed` is set. With `none`, unchanged passages
   * keep their vectors and changed ones are written without (reported in `withoutVectors`).
   */
  embed?: 'local' | 'openai' | 'none';
  /**
   * Switch the collection to the requested embedding model: record it, then embed every passage
   * without a vector of it — those of the files, and the collection's others from their stored text.
   */
  reembed?: boolean;
  /** An LLM context for in-process workers (tests pass one pointing at a stub server). */
  llm?: import('../llm/llm-context.js').LlmContext;
  /**
   * After ingesting, delete every passage of the index that the files (and records) do not contain,
   * so the index ends exactly as a fresh ingest of them would build it. Needs `wait`.
   */
  sync?: boolean;
  /** How many rejections to list in the summary (all are counted). */
  maxListedErrors?: number;
  onEvent?: (event: IngestEvent) => void;
  signal?: AbortSignal;
}

export interface IngestSummary {
  accepted: number;
  rejected: number;
  errors: RejectedRecord[];
  /** Passages processed by this run (written or found unchanged). */
  passages: number;
  unchanged: number;
  sentences: number;
  triples: number;
  /** Entities in the index after the run. */
  entities: number;
  batches: number;
  failedBatches: Array<{ jobId: string; reason: string }>;
  /** Non-empty passages that yielded no triple (count, and the first ids). */
  passagesWithoutTriples: { count: number; ids: string[] };
  llmCalls: number;
  llmTokens: number;
  /** `--triples both`: passages whose LLM extraction failed (kept with their rule triples), and the first reasons. */
  llmFailures: { passages: number; reasons: string[] };
  /** Passages removed by `sync` because the input no longer has them. */
  deleted: number;
  /**
   * Batches whose completion the run did not hear of (the job was already gone from the queue when
   * it looked): their passages were then found in the graph with their content hash and are counted
   * in `passages`, but their sentences and triples are not in the totals.
   */
  confirmedFromGraph?: number;
  /** Document files (present when the input had any, or a directory). */
  documents?: DocumentSummary;
  /** Why `sync` deleted nothing, when it had to hold back. */
  syncSkipped?: string;
  /** The collection's embedding model after the run (recorded when the ingest started), if any. */
  embeddingModel?: string;
  /**
   * With a recorded model, the collection's passages that have no vector of it after the run (e.g.
   * changed by an `--embed none` ingest): dense search refuses until they are embedded.
   */
  withoutVectors?: { count: number; ids: string[] };
  /** Passages `reembed` took from the collection itself (not in the files) to embed them. */
  reembeddedFromStore?: number;
  enqueuedOnly: boolean;
  interrupted: boolean;
  seconds: number;
}

/**
 * Streams corpus files into BullMQ batches (idempotent job ids derived from content) and, by
 * default, processes them with in-process workers and waits. Nothing already accepted is lost: a
 * batch is either written whole in one transaction or retried; an interrupted run can simply be
 * run again (unchanged passages are skipped).
 */
export async function runIngest(config: HopgraphConfig, store: GraphStore, options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const wait = options.wait ?? true;
  const inProcess = wait && (options.inProcessWorkers ?? true);
  const batchSize = options.batchSize ?? config.ingest.batchSize;
  const concurrency = options.concurrency ?? config.ingest.concurrency;
  const maxListed = options.maxListedErrors ?? 100;
  const emit = options.onEvent ?? (() => undefined);
  const inputs = options.files ?? [];
  if (inputs.length === 0 && options.records === undefined && !options.reembed) throw new InputError('nothing to ingest: give files or records');
  const walked = await walkInputs(inputs, options.documents ?? {});
  const inputFiles = walked.files;
  const files = inputFiles.map((file) => file.file);
  const chunkOptions: ChunkOptions = {
    targetWords: options.documents?.targetWords ?? DEFAULT_CHUNK_OPTIONS.targetWords,
    overlapWords: options.documents?.overlapWords ?? DEFAULT_CHUNK_OPTIONS.overlapWords,
  };
  if (!Number.isInteger(chunkOptions.targetWords) || chunkOptions.targetWords < 1) throw new InputError('the passage size (--chunk-words) must be a positive integer');
  if (!Number.isInteger(chunkOptions.overlapWords) || chunkOptions.overlapWords < 0 || chunkOptions.overlapWords >= chunkOptions.targetWords) {
    throw new InputError('the overlap (--chunk-overlap) must be a whole number of words below the passage size (--chunk-words)');
  }
  const embed = options.embed && options.embed !== 'none' ? options.embed : undefined;
  if (options.reembed && !embed) throw new InputError('--reembed needs --embed local or --embed openai (the model to re-embed with)');
  if (options.reembed && !wait) throw new InputError('--reembed needs to wait for the ingest to finish (drop --no-wait)');
  await assertRedisReachable(config);
  await store.verify();
  await store.applySchema();
  // The collection's model is recorded before anything is enqueued (also with --no-wait), and an
  // ingest with another one is refused before it writes: vectors of two models never share a collection.
  const recordedModel = await store.getMeta(EMBEDDING_MODEL_META_KEY);
  const requestedModel = embed ? embeddingModelId(config.embed, embed) : undefined;
  if (requestedModel && recordedModel && recordedModel !== requestedModel && !options.reembed) {
    throw new EmbeddingModelChangedError(store.collection, recordedModel, requestedModel);
  }
  if (requestedModel && recordedModel !== requestedModel) await store.setMeta(EMBEDDING_MODEL_META_KEY, requestedModel);
  const embeddingModel = requestedModel ?? recordedModel;
  // The index is about to change: it no longer holds exactly the corpus `bench --corpus` recorded.
  await store.setMeta(CORPUS_META_KEY, undefined);

  const bytesTotal = inputFiles.reduce((sum, file) => sum + file.bytes, 0);
  emit({ type: 'ingest-start', files, bytesTotal });

  const jobQueue = await openJobQueue<IngestJobData, IngestJobResult>(config, store, wait);
  const { queueName, queue, queueEvents } = jobQueue;
  let worker: BatchWorker | undefined;

  const summary: IngestSummary = {
    accepted: 0,
    rejected: 0,
    errors: [],
    passages: 0,
    unchanged: 0,
    sentences: 0,
    triples: 0,
    entities: 0,
    batches: 0,
    failedBatches: [],
    passagesWithoutTriples: { count: 0, ids: [] },
    llmCalls: 0,
    llmTokens: 0,
    llmFailures: { passages: 0, reasons: [] },
    deleted: 0,
    ...(inputFiles.some((file) => file.kind !== 'records') || walked.ignored > 0
      ? { documents: { read: 0, unchanged: 0, passagesRemoved: 0, deleted: 0, ignoredFiles: walked.ignored } }
      : {}),
    enqueuedOnly: !wait,
    interrupted: false,
    seconds: 0,
  };
  /** Each batch in flight: its size, and its passages' ids with the hash each must be stored with once written. */
  const pending = new Map<string, { bytes: number; expected: Array<{ id: string; hash: string }> }>();
  let bytesDone = 0;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const settle = (jobId: string, result: IngestJobResult | undefined): void => {
    const batch = pending.get(jobId);
    if (batch === undefined) return;
    pending.delete(jobId);
    bytesDone += batch.bytes;
    if (result) {
      summary.passages += result.passages;
      summary.unchanged += result.unchanged;
      summary.sentences += result.sentences;
      summary.triples += result.triples;
      summary.passagesWithoutTriples.count += result.passagesWithoutTriplesCount ?? 0;
      for (const id of result.passagesWithoutTriples ?? []) if (summary.passagesWithoutTriples.ids.length < maxListed) summary.passagesWithoutTriples.ids.push(id);
      summary.llmCalls += result.llmCalls ?? 0;
      summary.llmTokens += result.llmTokens ?? 0;
      if (result.llmFailedPassages) {
        summary.llmFailures.passages += result.llmFailedPassages;
        for (const reason of result.llmFailures ?? []) if (summary.llmFailures.reasons.length < maxListed) summary.llmFailures.reasons.push(reason);
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
      bytesDone,
      bytesTotal,
      elapsedMs: performance.now() - started,
    });
    notify();
  };
  const fail = (jobId: string, reason: string): void => {
    if (!pending.has(jobId)) return;
    pending.delete(jobId);
    summary.failedBatches.push({ jobId, reason });
    emit({ type: 'batch-failed', jobId, reason });
    notify();
  };
  queueEvents?.on('completed', ({ jobId, returnvalue }) => {
    const value = typeof returnvalue === 'string' ? (JSON.parse(returnvalue) as IngestJobResult) : (returnvalue as unknown as IngestJobResult);
    settle(jobId, value);
  });
  queueEvents?.on('failed', ({ jobId, failedReason }) => {
    // 'failed' fires when a job has used up its attempts; double-check its state before giving up on it.
    void queue.getJobState(jobId).then((state) => {
      if (state === 'failed') fail(jobId, failedReason);
    });
  });

  /**
   * A batch that left the queue (completed jobs are removed) without this run hearing its 'completed'
   * event: its result is gone, so the graph is asked instead. Every passage stored with its content
   * hash: the batch counts as done (its passages in `passages`, `confirmedFromGraph` + 1). Otherwise
   * it failed, loudly: a batch must never be taken as written when its passages are not there.
   */
  const settleFromGraph = async (jobId: string): Promise<void> => {
    const wanted = pending.get(jobId)?.expected ?? [];
    const stored = wanted.length > 0 ? await store.passageHashes(wanted.map((passage) => passage.id)) : new Map();
    const missing = wanted.filter((passage) => !storedHashMatches(stored.get(passage.id), passage.hash)).length;
    if (missing > 0) {
      fail(jobId, `the batch left the queue but ${missing} of its ${wanted.length} passages are not in the graph with their content; ingest the input again`);
      return;
    }
    summary.confirmedFromGraph = (summary.confirmedFromGraph ?? 0) + 1;
    settle(jobId, { passages: wanted.length, unchanged: 0, sentences: 0, triples: 0, bytes: 0, nlpMs: 0, writeMs: 0 });
  };

  /** Waits for some progress, reconciling with Redis now and then in case an event was missed. */
  const waitForProgress = async (): Promise<void> => {
    const woke = new Promise<void>((resolve) => (wake = resolve));
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
    if ((await Promise.race([woke, timeout])) !== 'timeout') return;
    for (const jobId of [...pending.keys()]) {
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') await settleFromGraph(jobId); // completed and removed before we heard of it
      else if (state === 'completed') settle(jobId, ((await queue.getJob(jobId))?.returnvalue as IngestJobResult | undefined) ?? undefined);
      else if (state === 'failed') fail(jobId, (await queue.getJob(jobId))?.failedReason ?? 'failed');
    }
  };

  const maxInFlight = Math.max(4, concurrency * 4);
  const documents: DocumentSummary = summary.documents ?? { read: 0, unchanged: 0, passagesRemoved: 0, deleted: 0, ignoredFiles: 0 };
  /** Documents read and chunked by this run: finished (hash stored) once every batch is written. */
  const readDocuments: Array<Required<DocumentState>> = [];
  /** Every document path of the input (read, unchanged or rejected), for `sync`. */
  const documentPaths = new Set<string>();
  let batch: IngestJobData['records'] = [];
  let enqueuedRecords = 0;
  // Every id this run accepted (duplicates, --sync): 24–48 bytes an id, so memory stays flat in practice.
  const seenIds = new SeenIds();
  const enqueue = async (records: IngestJobData['records']): Promise<void> => {
    const digest = createHash('sha256').update(store.collection).update('\u0000').update(options.triples ?? 'rules').update('\u0000').update(requestedModel ?? 'none').update('\u0000');
    let bytes = 0;
    for (const record of records) {
      digest.update(passageId(record.id, record.title, record.text)).update('\u0000').update(passageHash(record.title, record.text)).update('\u0000');
      // A document passage whose text is unchanged may have moved: the job must run again to store its provenance.
      if (record.source) digest.update(JSON.stringify([record.topic, record.document, record.source])).update('\u0000');
      bytes += record.bytes;
    }
    const jobId = `batch-${digest.digest('hex').slice(0, 32)}`;
    if (wait) {
      const expected = records.map((record) => ({ id: passageId(record.id, record.title, record.text), hash: storedPassageHash(record.title, record.text, options.triples ?? 'rules') }));
      pending.set(jobId, { bytes, expected });
    }
    const { job, state } = await addIdempotentJob(
      config,
      queue,
      INGEST_JOB_NAME,
      { collection: store.collection, records, ...(options.triples && options.triples !== 'rules' ? { triples: options.triples } : {}), ...(embed ? { embed, embeddingModel: requestedModel } : {}) },
      jobId,
    );
    if (state === 'completed' && wait) settle(jobId, job.returnvalue);
    summary.batches += 1;
    enqueuedRecords += records.length;
    emit({ type: 'batch-enqueued', jobId, records: records.length, enqueuedRecords });
    while (wait && pending.size >= maxInFlight && !options.signal?.aborted) await waitForProgress();
  };

  try {
    if (inProcess) worker = createIngestWorker(config, store, { queueName, concurrency, ...(options.llm ? { llm: options.llm } : {}) });
    // The document readers (and their parsers) are loaded only when the input has documents.
    const hasDocuments = inputFiles.some((file) => file.kind !== 'records');
    const { documentItems } = hasDocuments ? await import('./document-items.js') : { documentItems: undefined };
    const { splitSentences } = hasDocuments ? await import('../nlp/split-sentences.js') : { splitSentences: (text: string) => [text] };
    const documentContext = {
      store,
      chunk: chunkOptions,
      maxBytes: options.documents?.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES,
      ingestKey: `${chunkingKey(chunkOptions)}|triples:${options.triples ?? 'rules'}|embed:${requestedModel ?? 'none'}|analysis:${PASSAGE_ANALYSIS_VERSION}`,
      splitSentences,
      onUnchanged: (file: InputFile, ids: string[]): void => {
        documents.unchanged += 1;
        documentPaths.add(file.path);
        for (const id of ids) seenIds.add(id, DOCUMENTS_SOURCE, 0);
      },
      onRead: (file: InputFile, state: Required<DocumentState>): void => {
        documents.read += 1;
        readDocuments.push(state);
      },
    };
    const seenDocumentPaths = new Map<string, string>();
    const documentSource = (file: InputFile & { kind: DocumentFormat }): AsyncIterable<CorpusItem> => {
      const first = seenDocumentPaths.get(file.path);
      if (first !== undefined) {
        return (async function* () {
          yield { kind: 'rejected', rejected: { file: file.file, line: 0, reason: `same document path "${file.path}" as ${first} (give --root a folder above both)` } } as CorpusItem;
        })();
      }
      seenDocumentPaths.set(file.path, file.file);
      documentPaths.add(file.path);
      return documentItems!(file, documentContext);
    };
    outer: for (const source of corpusSources(inputFiles, options.records, config.ingest.maxRecordBytes, documentSource)) {
      for await (const item of source) {
        if (options.signal?.aborted) {
          summary.interrupted = true;
          break outer;
        }
        if (item.kind === 'rejected') {
          summary.rejected += 1;
          if (summary.errors.length < maxListed) summary.errors.push(item.rejected);
          emit({ type: 'record-rejected', ...item.rejected });
          continue;
        }
        const record = item.record;
        const id = passageId(record.id, record.title, record.text);
        const seenAt = seenIds.get(id);
        if (seenAt !== undefined) {
          const firstSeen = seenAt.line > 0 ? `${seenAt.source}:${seenAt.line}` : seenAt.source;
          // Duplicate ids in one run: the first record wins, deterministically; the others are reported.
          const rejected = { file: record.file, line: record.line, reason: `duplicate id "${id}" (first seen at ${firstSeen}); this record was skipped` };
          summary.rejected += 1;
          if (summary.errors.length < maxListed) summary.errors.push(rejected);
          emit({ type: 'record-rejected', ...rejected });
          continue;
        }
        seenIds.add(id, record.document ? DOCUMENTS_SOURCE : record.file, record.line);
        summary.accepted += 1;
        batch.push(record);
        if (batch.length >= batchSize) {
          await enqueue(batch);
          batch = [];
        }
      }
    }
    if (options.reembed && requestedModel && !options.sync && !summary.interrupted) {
      // The collection's passages the files did not name still hold the old model's vectors (or
      // none): embed them too, from the text the collection stores, page by page in id order.
      // (With --sync they are about to be deleted instead.)
      const source = `<collection ${store.collection}>`;
      let after: string | undefined;
      for (;;) {
        if (options.signal?.aborted) {
          summary.interrupted = true;
          break;
        }
        const page = await store.passagesWithoutVectors(requestedModel, { ...(after === undefined ? {} : { after }), limit: 1000 });
        if (page.length === 0) break;
        after = page[page.length - 1]!.id;
        for (const passage of page) {
          if (seenIds.has(passage.id)) continue;
          seenIds.add(passage.id, source, 0);
          summary.reembeddedFromStore = (summary.reembeddedFromStore ?? 0) + 1;
          const bytes = Buffer.byteLength(passage.title) + Buffer.byteLength(passage.text);
          batch.push({ id: passage.id, title: passage.title, text: passage.text, file: source, line: 0, bytes });
          if (batch.length >= batchSize) {
            await enqueue(batch);
            batch = [];
          }
        }
      }
    }
    if (batch.length > 0 && !summary.interrupted) await enqueue(batch);
    while (wait && pending.size > 0) {
      if (options.signal?.aborted) {
        summary.interrupted = true;
        break;
      }
      await waitForProgress();
    }
  } finally {
    // Closing the worker lets it finish (or release) the batches it holds: nothing is half-written.
    await worker?.close();
    await jobQueue.close();
  }
  const complete = wait && !summary.interrupted && summary.failedBatches.length === 0;
  if (complete && readDocuments.length > 0) {
    // A changed document was re-chunked: its passages that the new version does not have go, then
    // the document is marked complete (its hash stored), so the next run skips it while unchanged.
    const stale: string[] = [];
    for (const state of readDocuments) for (const id of await store.documentPassageIds(state.path)) if (!seenIds.has(id)) stale.push(id);
    if (stale.length > 0) {
      const { runDelete } = await import('./run-delete.js');
      const deletion = await runDelete(config, store, stale, { inProcessWorkers: inProcess });
      documents.passagesRemoved = deletion.deleted;
      summary.failedBatches.push(...deletion.failedBatches);
    }
    if (summary.failedBatches.length === 0) await store.finishDocuments(readDocuments);
  }
  if (options.sync) {
    if (!wait) throw new InputError('--sync needs to wait for the ingest to finish (drop --no-wait)');
    if (summary.rejected > 0) {
      // A rejected line may be a passage whose new version is broken: deleting its old version would lose it.
      summary.syncSkipped = `${summary.rejected} records were rejected, so no passage was deleted; fix them and sync again`;
    } else if (!summary.interrupted && summary.failedBatches.length === 0) {
      const absent: string[] = [];
      for await (const id of store.passageIds()) if (!seenIds.has(id)) absent.push(id);
      const { runDelete } = await import('./run-delete.js');
      const deletion = await runDelete(config, store, absent, { inProcessWorkers: inProcess });
      summary.deleted = deletion.deleted;
      summary.failedBatches.push(...deletion.failedBatches);
      if (deletion.failedBatches.length === 0) {
        const gone = (await store.documentPaths()).filter((path) => !documentPaths.has(path));
        await store.deleteDocuments(gone);
        documents.deleted = gone.length;
      }
    }
  }
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
