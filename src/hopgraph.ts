import { z } from 'zod';
import type { HopgraphConfig } from './config/config-schema.js';
import { loadConfig } from './config/load-config.js';
import { ConfigError } from './errors/config-error.js';
import type { GraphQueries } from './ports/graph-queries.js';
import type { GraphStats } from './ports/graph-records.js';
import type { IngestEvent } from './ingest/ingest-events.js';
import { runIngest } from './ingest/run-ingest.js';
import type { IngestSummary } from './ingest/ingest-summary.js';
import { runDelete, type DeleteSummary } from './ingest/run-delete.js';
import type { CollectionSummary } from './ports/graph-records.js';
import type { LlmContext } from './llm/llm-context.js';
import type { ModeEvent } from './modes/retrieval-mode.js';
import { search } from './modes/search.js';
import type { SearchOptions } from './modes/search-options.js';
import type { SearchResult } from './modes/search-result.js';
import type { RetrievalStore } from './ports/retrieval-store.js';
import './modes/all-modes.js';
import { openRuntime, type Runtime } from './runtime/runtime.js';
import { runCancellable } from './cancel/cancellation-scope.js';
import { signalBoundRetrievalStore } from './cancel/signal-bound-retrieval-store.js';

export interface HopgraphOptions {
  /** Partial configuration overriding file and environment (same shape as `hopgraph config`). */
  config?: Record<string, unknown>;
  /** A JSON config file (default ./hopgraph.config.json if present, or $HOPGRAPH_CONFIG). */
  configFile?: string;
  /** Check the Neo4j connection (and credentials) before returning (default true). */
  verify?: boolean;
}

export interface IngestCallOptions {
  /** Batches processed at once by the in-process worker (default `config.ingest.concurrency`). */
  concurrency?: number;
  /** Passages per queue job (default `config.ingest.batchSize`). */
  batchSize?: number;
  /** Wait for every batch to be written (default true). False: only enqueue, for standalone `hopgraph worker` processes. */
  wait?: boolean;
  /** Run workers in this process while waiting (default true). False: rely on standalone workers. */
  inProcessWorkers?: boolean;
  /** Triple extractor: 'rules' (default, no LLM), 'llm' or 'both' (need `OPENAI_BASE_URL` / `OPENAI_API_KEY`). */
  triples?: 'rules' | 'llm' | 'both';
  /** Store passage vectors for the dense and hybrid retrievers: 'none' (default), 'local' (ONNX) or 'openai'. */
  embed?: 'none' | 'local' | 'openai';
  /** With `embed`: when the collection holds another model's vectors, re-embed all its passages with this one (same dimension). */
  reembed?: boolean;
  /** Afterwards, delete the collection's passages the input no longer contains (needs `wait`). */
  sync?: boolean;
  /** Typed progress events (`ingest-start`, `batch-enqueued`, `batch-done`, ...). */
  onEvent?: (event: IngestEvent) => void;
  /** Aborting stops enqueuing and waits for the batches in progress (the summary says `interrupted`). */
  signal?: AbortSignal;
}

function isFunction(value: unknown): boolean {
  return typeof value === 'function';
}

const hopgraphOptionsSchema = z
  .object({
    config: z.record(z.string(), z.unknown()).optional(),
    configFile: z.string().min(1).optional(),
    verify: z.boolean().optional(),
  })
  .strict();

// Keyed by IngestCallOptions (`satisfies` below), so the validated options and the documented type cannot drift apart.
const ingestCallOptionsSchema = z
  .object({
    concurrency: z.number().int().min(1).max(64).optional(),
    batchSize: z.number().int().min(1).max(5000).optional(),
    wait: z.boolean().optional(),
    inProcessWorkers: z.boolean().optional(),
    triples: z.enum(['rules', 'llm', 'both']).optional(),
    embed: z.enum(['none', 'local', 'openai']).optional(),
    reembed: z.boolean().optional(),
    sync: z.boolean().optional(),
    onEvent: z.custom<(event: IngestEvent) => void>(isFunction, { message: 'expected a function' }).optional(),
    signal: z.custom<AbortSignal>((value) => value instanceof AbortSignal, { message: 'expected an AbortSignal' }).optional(),
  } satisfies Record<keyof IngestCallOptions, z.ZodType>)
  .strict();

/** Validates `value` against `schema`, or throws a ConfigError naming every bad field. */
function validated<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(options)'}: ${issue.message}`);
    throw new ConfigError(`invalid ${what}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** What `search` and `answer` take: the search options, the mode's own options, and a signal. */
export type SearchCallOptions = SearchOptions &
  Record<string, unknown> & {
    /**
     * Aborting stops the search: its Neo4j sessions are closed (the running query is stopped), its
     * LLM request in flight is aborted, no further call starts, and the promise rejects with a
     * CancelledError (`HOPGRAPH_CANCELLED`), or a DeadlineExceededError (`HOPGRAPH_DEADLINE_EXCEEDED`)
     * for a timeout signal such as `AbortSignal.timeout(ms)`.
     */
    signal?: AbortSignal;
  };

export interface Hopgraph {
  /** The validated configuration in use. */
  readonly config: HopgraphConfig;
  /** The collection this handle reads and writes (`config.collection`). */
  readonly collection: string;
  /** The same connections, working in another collection (closing the returned handle is a no-op). */
  withCollection(name: string): Hopgraph;
  /** Every collection of the database with its counts. */
  collections(): Promise<CollectionSummary[]>;
  /** Delete passages (with their sentences, triples and entities no longer referenced) from this collection. */
  delete(ids: Iterable<string>): Promise<DeleteSummary>;
  /** Delete this collection (every other collection stays). */
  reset(): Promise<void>;
  /** Ingest corpus files (paths) or records (`{id?, title?, text}` objects) through the BullMQ queue. */
  ingest(input: string | string[] | Iterable<unknown> | AsyncIterable<unknown>, options?: IngestCallOptions): Promise<IngestSummary>;
  /**
   * Retrieve (and, for answering modes, answer) with any mode. `retriever: 'dense' | 'hybrid'` uses
   * the embedding model the collection was ingested with (`embed`); `persist: true` (megrag) writes
   * the reasoning path into Neo4j and puts the run's id in `result.trace.runId`.
   */
  search(question: string, options?: SearchCallOptions, onEvent?: (event: ModeEvent) => void): Promise<SearchResult>;
  /** Answer a question; defaults to the `megrag` reasoner when it is available, else `auto`/`single`. Same options as `search`. */
  answer(question: string, options?: SearchCallOptions, onEvent?: (event: ModeEvent) => void): Promise<SearchResult>;
  /** Graph queries over the index. */
  readonly graph: GraphQueries;
  /** The collection's node and relationship counts (the same as `graph.stats()`). */
  stats(): Promise<GraphStats>;
  /** Closes every connection; a script that calls it exits by itself. */
  close(): Promise<void>;
}

/** What a handle shares with the others of the same `createHopgraph`. */
interface SharedResources {
  llm: LlmContext | undefined;
  modeNames: () => string[];
}

/**
 * The public entry point: `const hg = await createHopgraph(); … await hg.close();`.
 * Options override the configuration file and the environment; everything is validated once.
 */
export async function createHopgraph(options: HopgraphOptions = {}): Promise<Hopgraph> {
  const checked = validated(hopgraphOptionsSchema, options, 'createHopgraph options');
  const config = loadConfig({ ...(checked.configFile ? { file: checked.configFile } : {}), overrides: checked.config ?? {} });
  // One connection whose sessions follow the cancellation scope of the search that opens them (a signal closes them).
  const runtime = openRuntime(config);
  if (checked.verify ?? true) {
    try {
      await runtime.graph.verify();
    } catch (error) {
      await runtime.close();
      throw error;
    }
  }
  // The LLM is optional: configured (OPENAI_BASE_URL / OPENAI_API_KEY) → available to modes that ask for it.
  const llm = await runtime.chatModel();
  const { modeNames } = await import('./modes/mode-registry.js');
  return handleFor({ llm, modeNames }, runtime);
}

/** A handle on one collection; `close` releases the shared connections only on the root handle. */
function handleFor(shared: SharedResources, runtime: Runtime): Hopgraph {
  const { config, graph: store } = runtime;
  /** Runs work that changes the collection: dense retrieval checks its vectors again afterwards. */
  const collectionChanged = <T>(result: Promise<T>): Promise<T> => {
    runtime.collectionChanged();
    return result.finally(() => runtime.collectionChanged());
  };
  /** The retrieval store for `retriever`: dense and hybrid embed the question with the model the collection was embedded with. */
  const retrievalFor = (retriever: unknown): Promise<RetrievalStore> => runtime.openRetrieval({ dense: retriever === 'dense' || retriever === 'hybrid' });

  const run = async (question: string, callOptions: SearchCallOptions, onEvent?: (event: ModeEvent) => void): Promise<SearchResult> => {
    const { signal, ...searchOptions } = callOptions;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw new ConfigError('invalid search options: signal: expected an AbortSignal');
    // `persist` writes through this collection's trace store, as `hopgraph query --persist` does.
    const withTraces = searchOptions.persist === true && searchOptions.traceStore === undefined ? { ...searchOptions, traceStore: runtime.traces } : searchOptions;
    if (!signal) return search(await retrievalFor(searchOptions.retriever), question, withTraces, onEvent, shared.llm);
    // Cancellation at the port boundary: the store refuses calls once aborted, the scope closes the
    // search's Neo4j sessions and the chat model aborts its request; no event is sent after the abort.
    return runCancellable(signal, async () => {
      const store = signalBoundRetrievalStore(await retrievalFor(searchOptions.retriever), signal);
      const events = onEvent ? (event: ModeEvent) => (signal.aborted ? undefined : onEvent(event)) : undefined;
      return search(store, question, withTraces, events, shared.llm);
    });
  };

  return {
    config,
    collection: store.collection,
    graph: runtime.graphQueries,
    withCollection: (name) => handleFor(shared, runtime.forCollection(name)),
    collections: () => store.collections(),
    delete: (ids) => collectionChanged(runDelete(config, store, ids)),
    reset: () => collectionChanged(store.reset()),
    ingest: async (input, ingestOptions = {}) => {
      const checked = validated(ingestCallOptionsSchema, ingestOptions, 'ingest options');
      const isPaths = typeof input === 'string' || (Array.isArray(input) && input.every((item) => typeof item === 'string'));
      return collectionChanged(
        runIngest(config, store, {
          ...(isPaths ? { files: typeof input === 'string' ? [input] : (input as string[]) } : { records: input as Iterable<unknown> }),
          ...checked,
          // LLM triples in in-process workers use this handle's LLM connection (else the worker opens one from the config).
          ...(shared.llm && checked.triples && checked.triples !== 'rules' ? { llm: shared.llm } : {}),
        }),
      );
    },
    search: (question, searchOptions = {}, onEvent) => run(question, searchOptions, onEvent),
    answer: (question, searchOptions = {}, onEvent) => {
      const available = shared.modeNames();
      const fallback = available.includes('megrag') ? 'megrag' : available.includes('auto') ? 'auto' : 'single';
      return run(question, { mode: fallback, ...searchOptions }, onEvent);
    },
    stats: () => store.stats(),
    close: () => runtime.close(),
  };
}
