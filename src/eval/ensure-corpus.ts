import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphStore } from '../ports/graph-store.js';
import { embeddingModelId } from '../embed/embedding-model-id.js';
import { embedConfigForModel, providerOfModel } from '../embed/embedder-for-config.js';
import type { RejectedRecord } from '../ingest/corpus-record.js';
import { readCorpus } from '../ingest/read-corpus.js';
import { runIngest } from '../ingest/run-ingest.js';
import type { IngestSummary } from '../ingest/ingest-summary.js';
import { CORPUS_META_KEY, EMBEDDING_MODEL_META_KEY } from '../graph/collection-meta-keys.js';
import { PASSAGE_ANALYSIS_VERSION } from '../ingest/passage-ids.js';
import { walkInputs } from '../ingest/walk-inputs.js';
import { chunkingKey, chunkOptionsOf, type ChunkOptions } from '../documents/chunk-options.js';
import type { IngestEvent } from '../ingest/ingest-events.js';

export async function fileHash(file: string): Promise<string> {
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
  return digest.digest('hex');
}

export interface EnsureCorpusOptions {
  /**
   * Build from the same records with their `title` dropped (text and ids unchanged), as a user's own
   * documents come: the recorded hash is marked, so a titled build of the file never passes for it.
   */
  untitled?: boolean;
}

/** The collection `bench --corpus FILE --untitled` uses: the dataset's own name + `-untitled` (`2wiki-untitled`). */
export function untitledCollectionName(titledName: string): string {
  return `${titledName.slice(0, 64 - '-untitled'.length)}-untitled`;
}

/** The file's records without their titles, as records to ingest; the file's rejections are kept aside in `rejected`. */
async function* untitledRecords(file: string, maxRecordBytes: number, rejected: RejectedRecord[]): AsyncGenerator<{ id?: string; text: string }> {
  for await (const item of readCorpus(file, { maxRecordBytes })) {
    if (item.kind === 'rejected') rejected.push(item.rejected);
    else yield { ...(item.record.id !== undefined ? { id: item.record.id } : {}), text: item.record.text };
  }
}

/**
 * Makes the index hold exactly `file` (or, `untitled`, its records without titles): a no-op when it
 * already does (same content hash recorded), else reset + ingest + record the hash.
 */
export async function ensureCorpus(
  config: HopgraphConfig,
  store: GraphStore,
  file: string,
  onEvent?: (event: IngestEvent) => void,
  options: EnsureCorpusOptions = {},
): Promise<{ rebuilt: boolean; summary?: IngestSummary }> {
  await store.applySchema();
  // The analysis version too: a collection built by an earlier passage analysis is rebuilt, not reused.
  const hash = `${options.untitled ? 'untitled:' : ''}${await fileHash(file)}@${PASSAGE_ANALYSIS_VERSION}`;
  if ((await store.getMeta(CORPUS_META_KEY)) === hash) return { rebuilt: false };
  await store.reset();
  const rejected: RejectedRecord[] = [];
  const source = options.untitled ? { records: untitledRecords(file, config.ingest.maxRecordBytes, rejected) } : { files: [file] };
  const summary = await runIngest(config, store, { ...source, ...(onEvent ? { onEvent } : {}) });
  // The untitled records are read here, so the file's own rejections are counted here.
  summary.rejected += rejected.length;
  summary.errors.push(...rejected);
  if (summary.failedBatches.length === 0 && !summary.interrupted) await store.setMeta(CORPUS_META_KEY, hash);
  // Wait until the full-text indexes have caught up with the writes before anything is measured.
  await store.applySchema();
  return { rebuilt: true, summary };
}

/** The collection `bench --corpus DIR` uses: `docs-` + the folder's name (`/tmp/hotpotqa-docs` → `docs-hotpotqa-docs`). */
export function documentsCollectionName(directory: string): string {
  const parts = directory.split(/[\\/]/).filter((part) => part.length > 0 && part !== '.');
  const base = (parts[parts.length - 1] ?? 'folder').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+/, '');
  return `docs-${base.length > 0 ? base : 'folder'}`.slice(0, 64);
}

/**
 * A folder's content key: every file the document ingest would read (path relative to the folder
 * and sha256), the chunking settings and the passage analysis version. A file added, removed,
 * renamed or changed, or other chunking, makes another key.
 */
export async function documentFolderHash(directory: string, chunk: ChunkOptions): Promise<string> {
  const { files } = await walkInputs([directory]);
  const digest = createHash('sha256');
  for (const file of files) digest.update(`${file.path}\0${await fileHash(file.file)}\n`);
  return `documents:${digest.digest('hex')}:${chunkingKey(chunk)}@${PASSAGE_ANALYSIS_VERSION}`;
}

/**
 * `bench --corpus DIR`: makes the collection hold exactly the folder's documents, ingested as
 * `hopgraph ingest DIR` does (same walk, chunker, provenance), with the given chunking: a no-op
 * when it already does, else reset + ingest + record the folder's key.
 */
export async function ensureDocumentCorpus(
  config: HopgraphConfig,
  store: GraphStore,
  directory: string,
  chunk: Partial<ChunkOptions> = {},
  onEvent?: (event: IngestEvent) => void,
): Promise<{ rebuilt: boolean; summary?: IngestSummary }> {
  await store.applySchema();
  const settings: ChunkOptions = chunkOptionsOf(chunk);
  const hash = await documentFolderHash(directory, settings);
  if ((await store.getMeta(CORPUS_META_KEY)) === hash) return { rebuilt: false };
  await store.reset();
  const summary = await runIngest(config, store, {
    files: [directory],
    documents: settings,
    ...(onEvent ? { onEvent } : {}),
  });
  if (summary.failedBatches.length === 0 && !summary.interrupted) await store.setMeta(CORPUS_META_KEY, hash);
  await store.applySchema();
  return { rebuilt: true, summary };
}

/** What `ensurePassageVectors` would do, or did. */
export interface PassageVectorPlan {
  /** The model the collection's vectors are (to be) of, as ingest records it. */
  model: string;
  provider: 'local' | 'openai';
  /** Passages that had no vector of `model`. */
  missing: number;
}

/**
 * Before a dense or hybrid bench column: the passages of the collection without a vector of its
 * model, and the model to embed them with — the recorded one, or for a collection that has none
 * (built lexically) the one `provider` (default: the configured provider) makes.
 */
export async function planPassageVectors(config: HopgraphConfig, store: GraphStore, provider?: 'local' | 'openai'): Promise<PassageVectorPlan> {
  const recorded = await store.getMeta(EMBEDDING_MODEL_META_KEY);
  if (recorded) return { model: recorded, provider: providerOfModel(recorded), missing: await store.countPassagesWithoutVectors(recorded) };
  const chosen = provider ?? (config.embed.provider === 'none' ? 'local' : config.embed.provider);
  const model = embeddingModelId(config.embed, chosen);
  return { model, provider: chosen, missing: await store.countPassagesWithoutVectors(model) };
}

/**
 * Embeds the passages of `plan` from the text the collection stores (an ingest with `reembed` and no
 * files), keeping the record that the collection holds exactly its `bench --corpus` file: vectors
 * change no passage.
 */
export async function ensurePassageVectors(
  config: HopgraphConfig,
  store: GraphStore,
  plan: PassageVectorPlan,
  onEvent?: (event: IngestEvent) => void,
): Promise<IngestSummary | undefined> {
  if (plan.missing === 0) return undefined;
  const corpus = await store.getMeta(CORPUS_META_KEY);
  // The recorded model's own settings (local model name or remote model), whatever the config says.
  const summary = await runIngest({ ...config, embed: embedConfigForModel(config.embed, plan.model) }, store, { files: [], embed: plan.provider, reembed: true, ...(onEvent ? { onEvent } : {}) });
  if (corpus && summary.failedBatches.length === 0 && !summary.interrupted) await store.setMeta(CORPUS_META_KEY, corpus);
  return summary;
}
