import type { LlmContext } from '../llm/llm-context.js';
import type { IngestEvent } from './ingest-events.js';

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
  /** A passage holding this many words ends at the next paragraph (default a quarter of targetWords; 0: paragraphs packed up to targetWords). */
  minWords?: number;
  /** Larger document files are rejected unread (default 64 MiB). */
  maxBytes?: number;
}

/** What `runIngest` takes: the input, how to read it, how to process and wait for it. */
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
  llm?: LlmContext;
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
