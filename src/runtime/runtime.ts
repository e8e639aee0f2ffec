import type { HopgraphConfig } from '../config/config-schema.js';
import { EMBEDDING_MODEL_META_KEY } from '../graph/collection-meta-keys.js';
import { createNeo4jDriver } from '../graph/neo4j/neo4j-connection.js';
import { Neo4jGraphQueries } from '../graph/neo4j/neo4j-graph-queries.js';
import { Neo4jGraphStore } from '../graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../graph/neo4j/neo4j-retrieval-store.js';
import { Neo4jTraceStore } from '../graph/neo4j/neo4j-trace-store.js';
import { sessionTrackingDriver } from '../graph/neo4j/session-tracking-driver.js';
import type { LlmContext } from '../llm/llm-context.js';
import type { GraphQueries } from '../ports/graph-queries.js';
import type { GraphStore } from '../ports/graph-store.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import type { TraceStore } from '../ports/trace-store.js';
import { assertPassageVectors } from '../retrieve/assert-passage-vectors.js';
import { nameVariantPages } from '../retrieve/name-variant-pages.js';
import { llmConfigured, openChatModel } from './open-chat-model.js';
import { QueryEmbedders } from './query-embedders.js';

/**
 * The adapters of one configuration, opened in one place: the graph store, retrieval, graph queries
 * and traces over one Neo4j connection (the only place a Neo4j adapter is made), the query embedders
 * and the chat model. The CLI commands, `createHopgraph`, the server and the standalone worker get
 * their adapters here; everything else receives ports.
 */
export interface Runtime {
  /** The configuration, with `collection` the one this handle works in. */
  readonly config: HopgraphConfig;
  /** The graph store of this handle's collection (every graph port). */
  readonly graph: GraphStore;
  readonly graphQueries: GraphQueries;
  /** Where megrag's `persist` writes reasoning paths. */
  readonly traces: TraceStore;
  /** The lexical retrieval store (full-text indexes and graph expansion). */
  readonly retrieval: RetrievalStore;
  /**
   * The retrieval store for a search: lexical, or with `dense` also the embedder of the model the
   * collection was embedded with (recorded at ingest), so queries and passages share one vector
   * space. Dense retrieval first checks that every passage has a vector of that model
   * (`MissingVectorsError` otherwise): once per model and handle, again after `collectionChanged`.
   * A collection without vectors gets the lexical store (the dense retriever then says what to do).
   */
  openRetrieval(options: { dense: boolean }): Promise<RetrievalStore>;
  /** This handle changed the collection (ingest, delete, reset): the next dense retrieval checks the vectors again. */
  collectionChanged(): void;
  /** The configured chat model (`OPENAI_BASE_URL` / `OPENAI_API_KEY`), opened on first use; undefined when none is configured. */
  chatModel(): Promise<LlmContext | undefined>;
  /** The same connections, embedders and chat model, working in another collection (closing it is a no-op). */
  forCollection(name: string): Runtime;
  /** Closes the connection, the embedders and the chat model (on the handle `openRuntime` returned). */
  close(): Promise<void>;
}

/** What every handle of one `openRuntime` shares. */
interface SharedAdapters {
  config: HopgraphConfig;
  embedders: QueryEmbedders;
  chatModel: () => Promise<LlmContext | undefined>;
}

/**
 * Opens the adapters of `config`. Nothing is contacted yet (`runtime.graph.verify()` checks the
 * connection). The Neo4j sessions follow the cancellation scope of the operation that opens them
 * (`runCancellable`): aborting a search closes its sessions, which stops its running query.
 */
export function openRuntime(config: HopgraphConfig): Runtime {
  const driver = sessionTrackingDriver(createNeo4jDriver(config));
  const embedders = new QueryEmbedders(config);
  let chatModel: Promise<LlmContext | undefined> | undefined;
  const shared: SharedAdapters = {
    config,
    embedders,
    chatModel: () => {
      chatModel ??= llmConfigured(config) ? openChatModel(config) : Promise.resolve(undefined);
      return chatModel;
    },
  };
  let closing: Promise<void> | undefined;
  return runtimeFor(shared, new Neo4jGraphStore(config, driver), () => {
    closing ??= (async () => {
      await embedders.close();
      await (await chatModel?.catch(() => undefined))?.close();
      await driver.close();
    })();
    return closing;
  });
}

function runtimeFor(shared: SharedAdapters, graph: Neo4jGraphStore, close: () => Promise<void>): Runtime {
  const config = graph.collection === shared.config.collection ? shared.config : { ...shared.config, collection: graph.collection };
  // Modes find a person's page under another form of the name (untitled pages are about the full name their text opens with).
  const lexical = nameVariantPages(new Neo4jRetrievalStore(graph));

  // Whether every passage has a vector of the collection's model, checked once per model and handle
  // (one count over the collection) and again after this handle changed the collection; a change made
  // by another process is seen by a new handle (or after this one ingests, deletes or resets).
  let vectorsChecked: { model: string; check: Promise<void> } | undefined;

  return {
    config,
    graph,
    graphQueries: new Neo4jGraphQueries(graph),
    traces: new Neo4jTraceStore(graph),
    retrieval: lexical,
    openRetrieval: async ({ dense }) => {
      if (!dense) return lexical;
      const model = await graph.getMeta(EMBEDDING_MODEL_META_KEY);
      // No vectors in this collection: `search` fails with the retriever's own ConfigError (ingest with `embed`).
      if (!model) return lexical;
      if (vectorsChecked?.model !== model) vectorsChecked = { model, check: assertPassageVectors(graph, model) };
      const { check } = vectorsChecked;
      // A failed check is not cached: the next search checks again (the missing passages may have been embedded since).
      await check.catch((error: unknown) => {
        if (vectorsChecked?.check === check) vectorsChecked = undefined;
        throw error;
      });
      return nameVariantPages(new Neo4jRetrievalStore(graph, await shared.embedders.get(model)));
    },
    collectionChanged: () => {
      vectorsChecked = undefined;
    },
    chatModel: shared.chatModel,
    forCollection: (name) => runtimeFor(shared, graph.forCollection(name), async () => undefined),
    close,
  };
}
