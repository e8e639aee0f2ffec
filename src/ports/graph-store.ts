import type { DocumentPassageLink, DocumentState, GraphStats, PassageRecord, PassageSource, WriteSummary } from './graph-records.js';

/** What is stored about a passage's content and vector (`passageHashes`). */
export interface StoredPassageHash {
  hash: string;
  /** The model of the passage's vector, when it has one. */
  embeddingModel?: string;
}

/** One collection and its counts (`hopgraph collections`). */
export interface CollectionSummary extends GraphStats {
  name: string;
}

/**
 * The port in front of the graph database. Ingestion, retrieval modes and the reasoner depend on
 * this interface only; `Neo4jGraphStore` is the adapter. Every implementation must keep writes
 * idempotent: writing the same passage twice leaves the same graph.
 *
 * A store works in one collection (`collection`): everything it reads, writes, counts, hashes or
 * resets is that collection's; `forCollection` gives the same database seen through another one.
 */
export interface GraphStore {
  readonly collection: string;
  /** The same database, scoped to another collection (validated name; shares the connection). */
  forCollection(name: string): GraphStore;
  /** Every collection of the database with its counts, by name. */
  collections(): Promise<CollectionSummary[]>;
  /** Creates constraints and full-text indexes if missing, and waits for them to come online. */
  applySchema(): Promise<void>;
  /** Creates the passage vector index for this dimension if missing; fails if one exists for another. */
  ensureVectorIndex(dimensions: number): Promise<void>;
  /**
   * Stored content hashes of the given passage ids, with the model of each one's vector when it has
   * one (absent ids are missing from the map).
   */
  passageHashes(ids: readonly string[]): Promise<Map<string, StoredPassageHash>>;
  /** How many passages of this collection have no vector of `model` (none, or another model's). */
  countPassagesWithoutVectors(model: string): Promise<number>;
  /** Those passages, the first `limit` after the id `after` (id order), with their stored title and text. */
  passagesWithoutVectors(model: string, page: { after?: string; limit: number }): Promise<Array<{ id: string; title: string; text: string }>>;
  /**
   * Writes passages in one transaction: a passage whose id exists is replaced (its old sentences
   * and triples removed, entities no longer referenced deleted), so nothing is ever orphaned. Whether
   * a passage exists is decided inside the transaction, so a retried transaction is still correct.
   */
  writePassages(passages: readonly PassageRecord[]): Promise<WriteSummary>;
  /** Deletes passages with their sentences and triples, and the entities no longer referenced. */
  deletePassages(ids: readonly string[]): Promise<{ passages: number }>;
  /**
   * Links passages to their `Document` nodes (created as needed, with title and format) in order and
   * stores each passage's provenance; idempotent, and cheap enough to run for unchanged passages.
   */
  writeDocumentLinks(links: readonly DocumentPassageLink[]): Promise<void>;
  /** Marks documents complete (every passage written): their file hash and ingest settings. */
  finishDocuments(states: readonly Required<DocumentState>[]): Promise<void>;
  /** The stored state of the given document paths (absent paths are missing from the map). */
  documentStates(paths: readonly string[]): Promise<Map<string, DocumentState>>;
  /** The ids of a document's passages, in document order. */
  documentPassageIds(path: string): Promise<string[]>;
  /** Every document path of the collection, in path order. */
  documentPaths(): Promise<string[]>;
  /** Deletes `Document` nodes (their passages are deleted with `deletePassages`). */
  deleteDocuments(paths: readonly string[]): Promise<void>;
  /** The provenance of the given passages, those that have one (cut from a document). */
  passageSources(ids: readonly string[]): Promise<Map<string, PassageSource>>;
  /** Every passage id, in id order, streamed page by page. */
  passageIds(): AsyncIterable<string>;
  stats(): Promise<GraphStats>;
  /**
   * A hash over every node's id/key and content and every relationship's endpoints: two graphs with
   * the same fingerprint hold the same index (used to check idempotence, crash recovery, workers).
   */
  fingerprint(): Promise<string>;
  /** Counts of nodes that should not exist (must all be zero): the index's integrity check. */
  orphans(): Promise<Record<string, number>>;
  /** Small key/value facts about the index (e.g. which corpus file it was built from). */
  getMeta(key: string): Promise<string | undefined>;
  /** Sets (or, with `undefined`, removes) a meta value. */
  setMeta(key: string, value: string | undefined): Promise<void>;
  /** Deletes this collection's nodes and relationships (and its persisted reasoning runs). */
  reset(): Promise<void>;
  /** Deletes every collection: all hopgraph nodes and relationships of the database. */
  resetAll(): Promise<void>;
  /** A stable id of the database holding the index (Neo4j's own database id). */
  databaseId(): Promise<string>;
  /** Checks the connection (and credentials); throws ServiceUnavailableError or ConfigError. */
  verify(): Promise<void>;
  close(): Promise<void>;
}
