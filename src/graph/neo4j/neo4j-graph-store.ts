import type { Driver, ManagedTransaction } from 'neo4j-driver';
import type { HopgraphConfig } from '../../config/config-schema.js';
import type { GraphStore } from '../../ports/graph-store.js';
import type { CollectionSummary, DocumentPassageLink, DocumentState, GraphStats, PassageRecord, PassageSource, StoredPassageHash, WriteSummary } from '../../ports/graph-records.js';
import type { FullTextKind } from '../collection.js';
import { CollectionScope } from './collection-scope.js';
import { FullTextIndexes } from './full-text-indexes.js';
import { Neo4jCollectionAdmin } from './neo4j-collection-admin.js';
import { Neo4jCollectionMeta } from './neo4j-collection-meta.js';
import { createNeo4jDriver } from './neo4j-connection.js';
import { Neo4jDatabase } from './neo4j-database.js';
import { Neo4jDocumentStore } from './neo4j-document-store.js';
import { Neo4jPassageVectors } from './neo4j-passage-vectors.js';
import { Neo4jPassageWriter } from './neo4j-passage-writer.js';
import { Neo4jSchema } from './neo4j-schema.js';

/** What the graph store is made from: the Neo4j connection settings and the collection it works in. */
export type GraphStoreConfig = Pick<HopgraphConfig, 'neo4j' | 'collection'>;

/**
 * The Neo4j adapter of every graph port, working in one collection: a facade over the parts that do
 * the work — the database and its transactions (`neo4j-database.ts`), the collection's scope
 * (`collection-scope.ts`), its full-text indexes, the schema and its migrations (`neo4j-schema.ts`),
 * the write path (`neo4j-passage-writer.ts`), document files (`neo4j-document-store.ts`), passage
 * vectors, collection meta and collection admin. The retrieval store, graph queries and trace store
 * run their own queries through `read`, `write` and `scoped`.
 */
export class Neo4jGraphStore implements GraphStore {
  readonly driver: Driver;
  /** The collection this store reads and writes; `forCollection` gives a store for another one. */
  readonly collection: string;
  private readonly neo4jConfig: HopgraphConfig['neo4j'];
  private readonly ownsDriver: boolean;
  private readonly database: Neo4jDatabase;
  private readonly scope: CollectionScope;
  private readonly fullTextIndexes: FullTextIndexes;
  private readonly schema: Neo4jSchema;
  private readonly passages: Neo4jPassageWriter;
  private readonly documents: Neo4jDocumentStore;
  private readonly vectors: Neo4jPassageVectors;
  private readonly meta: Neo4jCollectionMeta;
  private readonly admin: Neo4jCollectionAdmin;

  constructor(config: GraphStoreConfig, driver?: Driver) {
    this.scope = new CollectionScope(config.collection);
    this.collection = this.scope.name;
    this.neo4jConfig = config.neo4j;
    this.driver = driver ?? createNeo4jDriver(config);
    this.ownsDriver = driver === undefined;
    this.database = new Neo4jDatabase(this.driver, config.neo4j.database, config.neo4j.uri);
    this.fullTextIndexes = new FullTextIndexes(this.database, this.scope);
    this.schema = new Neo4jSchema(this.database, this.fullTextIndexes);
    this.passages = new Neo4jPassageWriter(this.database, this.scope, this.fullTextIndexes);
    this.documents = new Neo4jDocumentStore(this.database, this.scope);
    this.vectors = new Neo4jPassageVectors(this.database, this.scope);
    this.meta = new Neo4jCollectionMeta(this.database, this.scope);
    this.admin = new Neo4jCollectionAdmin(this.database, this.scope, this.fullTextIndexes);
  }

  /** A store for another collection of the same database, sharing this one's driver (closing it is a no-op). */
  forCollection(name: string): Neo4jGraphStore {
    if (name === this.collection) return this;
    return new Neo4jGraphStore({ neo4j: this.neo4jConfig, collection: name }, this.driver);
  }

  // The adapter's own queries (retrieval, graph queries, traces).

  /** Query parameters with this store's collection and its labels added. */
  scoped(parameters: Record<string, unknown> = {}): Record<string, unknown> {
    return this.scope.parameters(parameters);
  }

  /** The name of this collection's full-text index of one granularity. */
  fullTextIndex(kind: FullTextKind): string {
    return this.scope.fullTextIndex(kind);
  }

  /** Runs `work` in a managed write transaction (retried by the driver on transient errors). */
  write<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    return this.database.write(queryName, work);
  }

  /** Runs `work` in a managed read transaction. */
  read<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    return this.database.read(queryName, work);
  }

  /** Creates this collection's full-text indexes if missing and waits until they are online (`recheck`: ask the database even if known). */
  ensureFullTextIndexes(recheck = false): Promise<void> {
    return this.fullTextIndexes.ensure(recheck);
  }

  /** Whether this collection's full-text indexes exist and are online (`recheck`: ask the database again). */
  hasFullTextIndexes(recheck = false): Promise<boolean> {
    return this.fullTextIndexes.exist(recheck);
  }

  // GraphDatabase

  verify(): Promise<void> {
    return this.database.verify();
  }

  databaseId(): Promise<string> {
    return this.database.databaseId();
  }

  applySchema(): Promise<void> {
    return this.schema.apply();
  }

  async close(): Promise<void> {
    if (this.ownsDriver) await this.driver.close();
  }

  // GraphWriter

  ensureVectorIndex(dimensions: number): Promise<void> {
    return this.schema.ensureVectorIndex(dimensions);
  }

  passageHashes(ids: readonly string[]): Promise<Map<string, StoredPassageHash>> {
    return this.passages.passageHashes(ids);
  }

  writePassages(passages: readonly PassageRecord[], links: readonly DocumentPassageLink[] = []): Promise<WriteSummary> {
    return this.passages.writePassages(passages, links);
  }

  deletePassages(ids: readonly string[]): Promise<{ passages: number }> {
    return this.passages.deletePassages(ids);
  }

  // DocumentStore (and the passages' provenance, for the retrieval store's citations)

  finishDocuments(states: readonly Required<DocumentState>[]): Promise<void> {
    return this.documents.finishDocuments(states);
  }

  documentStates(paths: readonly string[]): Promise<Map<string, DocumentState>> {
    return this.documents.documentStates(paths);
  }

  documentPassageIds(path: string): Promise<string[]> {
    return this.documents.documentPassageIds(path);
  }

  documentPaths(): Promise<string[]> {
    return this.documents.documentPaths();
  }

  deleteDocuments(paths: readonly string[]): Promise<void> {
    return this.documents.deleteDocuments(paths);
  }

  passageSources(ids: readonly string[]): Promise<Map<string, PassageSource>> {
    return this.documents.passageSources(ids);
  }

  // PassageVectors

  countPassagesWithoutVectors(model: string): Promise<number> {
    return this.vectors.countPassagesWithoutVectors(model);
  }

  passagesWithoutVectors(model: string, page: { after?: string; limit: number }): Promise<Array<{ id: string; title: string; text: string }>> {
    return this.vectors.passagesWithoutVectors(model, page);
  }

  // CollectionMeta

  getMeta(key: string): Promise<string | undefined> {
    return this.meta.getMeta(key);
  }

  setMeta(key: string, value: string | undefined): Promise<void> {
    return this.meta.setMeta(key, value);
  }

  // CollectionAdmin

  collections(): Promise<CollectionSummary[]> {
    return this.admin.collections();
  }

  stats(): Promise<GraphStats> {
    return this.admin.stats();
  }

  fingerprint(): Promise<string> {
    return this.admin.fingerprint();
  }

  orphans(): Promise<Record<string, number>> {
    return this.admin.orphans();
  }

  passageIds(pageSize?: number): AsyncGenerator<string> {
    return this.admin.passageIds(pageSize);
  }

  reset(): Promise<void> {
    return this.admin.reset();
  }

  resetAll(): Promise<void> {
    return this.admin.resetAll();
  }
}
