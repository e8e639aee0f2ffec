import type { HopgraphConfig } from './config/config-schema.js';
import { loadConfig } from './config/load-config.js';
import type { GraphQueries } from './graph/graph-queries.js';
import type { GraphStats } from './graph/graph-records.js';
import { Neo4jGraphQueries } from './graph/neo4j/neo4j-graph-queries.js';
import { Neo4jGraphStore } from './graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from './graph/neo4j/neo4j-retrieval-store.js';
import type { IngestEvent } from './ingest/ingest-events.js';
import { runIngest, type IngestSummary } from './ingest/run-ingest.js';
import { runDelete, type DeleteSummary } from './ingest/run-delete.js';
import type { CollectionSummary } from './graph/graph-store.js';
import type { LlmContext } from './llm/llm-context.js';
import type { ModeEvent } from './modes/retrieval-mode.js';
import { search } from './modes/search.js';
import type { SearchOptions } from './modes/search-options.js';
import type { SearchResult } from './modes/search-result.js';
import './modes/all-modes.js';
import { createLlmContext } from './llm/llm-context.js';

export interface HopgraphOptions {
  /** Partial configuration overriding file and environment (same shape as `hopgraph config`). */
  config?: Record<string, unknown>;
  /** A JSON config file (default ./hopgraph.config.json if present, or $HOPGRAPH_CONFIG). */
  configFile?: string;
  /** Check the Neo4j connection (and credentials) before returning (default true). */
  verify?: boolean;
}

export interface IngestCallOptions {
  concurrency?: number;
  batchSize?: number;
  /** Only enqueue for standalone workers. */
  wait?: boolean;
  onEvent?: (event: IngestEvent) => void;
  signal?: AbortSignal;
}

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
  /** Retrieve (and, for answering modes, answer) with any mode. */
  search(question: string, options?: SearchOptions & Record<string, unknown>, onEvent?: (event: ModeEvent) => void): Promise<SearchResult>;
  /** Answer a question; defaults to the `megrag` reasoner when it is available, else `auto`/`single`. */
  answer(question: string, options?: SearchOptions & Record<string, unknown>, onEvent?: (event: ModeEvent) => void): Promise<SearchResult>;
  /** Graph queries over the index. */
  readonly graph: GraphQueries;
  stats(): Promise<GraphStats>;
  /** Closes every connection; a script that calls it exits by itself. */
  close(): Promise<void>;
}

/**
 * The public entry point: `const hg = await createHopgraph(); … await hg.close();`.
 * Options override the configuration file and the environment; everything is validated once.
 */
export async function createHopgraph(options: HopgraphOptions = {}): Promise<Hopgraph> {
  const config = loadConfig({ ...(options.configFile ? { file: options.configFile } : {}), overrides: options.config ?? {} });
  const store = new Neo4jGraphStore(config);
  if (options.verify ?? true) {
    try {
      await store.verify();
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  // The LLM is optional: configured (OPENAI_BASE_URL / OPENAI_API_KEY) → available to modes that ask for it.
  const llm = config.llm.baseUrl || config.llm.apiKey ? createLlmContext(config) : undefined;
  const { modeNames } = await import('./modes/mode-registry.js');
  return handleFor(config, store, llm, modeNames, async () => {
    await llm?.close();
    await store.close();
  });
}

/** A handle on one collection; `close` releases the shared connections only on the root handle. */
function handleFor(config: HopgraphConfig, store: Neo4jGraphStore, llm: LlmContext | undefined, modeNames: () => string[], close: () => Promise<void>): Hopgraph {
  const retrieval = new Neo4jRetrievalStore(store);
  const graph = new Neo4jGraphQueries(store);
  return {
    config,
    collection: store.collection,
    graph,
    withCollection: (name) => {
      const scoped = store.forCollection(name);
      return handleFor({ ...config, collection: scoped.collection }, scoped, llm, modeNames, async () => undefined);
    },
    collections: () => store.collections(),
    delete: (ids) => runDelete(config, store, ids),
    reset: () => store.reset(),
    ingest: (input, ingestOptions = {}) => {
      const isPaths = typeof input === 'string' || (Array.isArray(input) && input.every((item) => typeof item === 'string'));
      return runIngest(config, store, {
        ...(isPaths ? { files: typeof input === 'string' ? [input] : (input as string[]) } : { records: input as Iterable<unknown> }),
        ...ingestOptions,
      });
    },
    search: (question, searchOptions = {}, onEvent) => search(retrieval, question, searchOptions, onEvent, llm),
    answer: (question, searchOptions = {}, onEvent) => {
      const available = modeNames();
      const fallback = available.includes('megrag') ? 'megrag' : available.includes('auto') ? 'auto' : 'single';
      return search(retrieval, question, { mode: fallback, ...searchOptions }, onEvent, llm);
    },
    stats: () => store.stats(),
    close,
  };
}
