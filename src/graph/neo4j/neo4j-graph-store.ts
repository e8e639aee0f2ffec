import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { packagePath } from '../../package-root.js';
import neo4j, { type Driver, type ManagedTransaction } from 'neo4j-driver';
import type { HopgraphConfig } from '../../config/config-schema.js';
import type { GraphStore } from '../../ports/graph-store.js';
import type { CollectionSummary, DocumentPassageLink, DocumentState, GraphStats, PassageRecord, PassageSource, StoredPassageHash, WriteSummary } from '../../ports/graph-records.js';
import { createNeo4jDriver, runSchemaStatement, translateNeo4jError } from './neo4j-connection.js';
import { ConfigError } from '../../errors/config-error.js';
import { HopgraphError } from '../../errors/hopgraph-error.js';
import { collectionIndexNames, collectionLabels, COLLECTION_INDEX_NAME_PATTERN, DEFAULT_COLLECTION, FULL_TEXT_KINDS, validateCollectionName, type FullTextKind } from '../collection.js';
import { COUNT_PASSAGES_WITHOUT_VECTORS, PASSAGES_WITHOUT_VECTORS_PAGE } from './vector-queries.js';
import {
  CREATE_PASSAGE_CONTENT,
  DELETE_OLD_CONTENT,
  DELETE_ORPHAN_ENTITIES,
  PASSAGE_HASHES,
  DELETE_PASSAGE_NODES,
  PASSAGE_ID_PAGE,
  RECOMPUTE_ENTITY_NAMES,
  RESET_COLLECTION,
  RESET_ALL,
  ANY_PASSAGE_VECTOR,
  SET_PASSAGE_EMBEDDINGS,
  UPSERT_PASSAGES,
} from './write-queries.js';
import { passageContentRows } from './passage-content-rows.js';
import {
  DELETE_DOCUMENTS,
  DOCUMENT_FINGERPRINT_QUERIES,
  DOCUMENT_PASSAGE_IDS,
  DOCUMENT_PATHS,
  DOCUMENT_STATES,
  FINISH_DOCUMENTS,
  PASSAGE_SOURCES,
  WRITE_DOCUMENT_LINKS,
} from './document-queries.js';
import { ALL_COLLECTIONS_STATS_LABELS, ALL_COLLECTIONS_STATS_RELATIONSHIPS, FINGERPRINT_QUERIES, ORPHAN_QUERIES, STATS_LABELS, STATS_RELATIONSHIPS } from './integrity-queries.js';
import { ADD_COLLECTION_LABEL, LEGACY_SCHEMA, MIGRATE_LABEL_TO_COLLECTION, NODE_COLLECTIONS } from './migrate-queries.js';
import { createCollectionIndexStatements, dropCollectionIndexStatement, LIST_FULL_TEXT_INDEXES, SHARED_FULL_TEXT_INDEXES } from './full-text-index-queries.js';

/** Per driver, the `database/collection` pairs whose full-text indexes are known to exist and be online. */
const knownFullTextIndexes = new WeakMap<Driver, Set<string>>();

/** The label each full-text granularity's nodes carry in every collection. */
const BASE_LABELS: Record<FullTextKind, string> = { passage: 'Passage', sentence: 'Sentence', triple: 'Triple', entity: 'Entity' };

const schemaFile = packagePath('cypher', 'schema.cypher');

/** The statements of cypher/schema.cypher (comments dropped, split on `;` at line ends). */
export function schemaStatements(text = readFileSync(schemaFile, 'utf8')): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** What the graph store is made from: the Neo4j connection settings and the collection it works in. */
export type GraphStoreConfig = Pick<HopgraphConfig, 'neo4j' | 'collection'>;

export class Neo4jGraphStore implements GraphStore {
  readonly driver: Driver;
  /** The collection this store reads and writes; `forCollection` gives a store for another one. */
  readonly collection: string;
  private readonly labels: Record<FullTextKind, string>;
  private readonly indexNames: Record<FullTextKind, string>;
  private readonly database: string;
  private readonly uri: string;
  private readonly ownsDriver: boolean;

  constructor(
    private readonly config: GraphStoreConfig,
    driver?: Driver,
  ) {
    this.driver = driver ?? createNeo4jDriver(config);
    this.ownsDriver = driver === undefined;
    this.database = config.neo4j.database;
    this.uri = config.neo4j.uri;
    this.collection = validateCollectionName(config.collection);
    this.labels = collectionLabels(this.collection);
    this.indexNames = collectionIndexNames(this.collection);
  }

  /** A store for another collection of the same database, sharing this one's driver (closing it is a no-op). */
  forCollection(name: string): Neo4jGraphStore {
    if (name === this.collection) return this;
    return new Neo4jGraphStore({ ...this.config, collection: validateCollectionName(name) }, this.driver);
  }

  /** Query parameters with this store's collection and its labels added. */
  scoped(parameters: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      ...parameters,
      collection: this.collection,
      passageLabel: this.labels.passage,
      sentenceLabel: this.labels.sentence,
      tripleLabel: this.labels.triple,
      entityLabel: this.labels.entity,
    };
  }

  /** The name of this collection's full-text index of one granularity. */
  fullTextIndex(kind: FullTextKind): string {
    return this.indexNames[kind];
  }

  private get fullTextCacheKey(): string {
    return `${this.database}/${this.collection}`;
  }

  private knownIndexes(): Set<string> {
    let known = knownFullTextIndexes.get(this.driver);
    if (!known) knownFullTextIndexes.set(this.driver, (known = new Set()));
    return known;
  }

  /**
   * Creates this collection's four full-text indexes if missing and waits until they are online.
   * Writes ask once per driver; `applySchema` (`recheck`) always asks the database.
   */
  async ensureFullTextIndexes(recheck = false): Promise<void> {
    if (!recheck && this.knownIndexes().has(this.fullTextCacheKey)) return;
    try {
      for (const statement of createCollectionIndexStatements(this.collection)) await runSchemaStatement(this.driver, this.database, statement);
      await this.driver.executeQuery('CALL db.awaitIndexes(300)', {}, { database: this.database });
    } catch (error) {
      throw translateNeo4jError('ensureFullTextIndexes', error, this.uri);
    }
    this.knownIndexes().add(this.fullTextCacheKey);
  }

  /**
   * Whether this collection's full-text indexes exist and are online: a collection nothing was
   * ever written to has none, and its searches find nothing rather than fail. A positive answer is
   * remembered per driver; `recheck` asks the database again (after a reset elsewhere).
   */
  async hasFullTextIndexes(recheck = false): Promise<boolean> {
    if (recheck) this.knownIndexes().delete(this.fullTextCacheKey);
    if (this.knownIndexes().has(this.fullTextCacheKey)) return true;
    const wanted = new Set(Object.values(this.indexNames));
    const indexes = await this.read('fullTextIndexes', async (transaction) =>
      (await transaction.run(LIST_FULL_TEXT_INDEXES)).records.map((record) => ({ name: record.get('name') as string, state: record.get('state') as string })),
    );
    if (indexes.filter((index) => wanted.has(index.name) && index.state === 'ONLINE').length < wanted.size) {
      const shared: readonly string[] = SHARED_FULL_TEXT_INDEXES;
      if (indexes.some((index) => shared.includes(index.name))) {
        throw new HopgraphError('HOPGRAPH_SCHEMA_OUTDATED', 'this Neo4j holds an index written by an earlier hopgraph (full-text indexes shared by all collections), which searches cannot read', {
          hint: 'run `hopgraph up` or any `hopgraph ingest` once: it moves every collection onto its own full-text indexes, keeping all data',
        });
      }
      return false;
    }
    this.knownIndexes().add(this.fullTextCacheKey);
    return true;
  }

  /** Runs `work` in a managed write transaction (retried by the driver on transient errors). */
  async write<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.database, defaultAccessMode: 'WRITE' });
    try {
      return await session.executeWrite(work);
    } catch (error) {
      throw translateNeo4jError(queryName, error, this.uri);
    } finally {
      await session.close();
    }
  }

  /** Runs `work` in a managed read transaction. */
  async read<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.database, defaultAccessMode: 'READ' });
    try {
      return await session.executeRead(work);
    } catch (error) {
      throw translateNeo4jError(queryName, error, this.uri);
    } finally {
      await session.close();
    }
  }

  private cachedDatabaseId: string | undefined;

  async databaseId(): Promise<string> {
    if (!this.cachedDatabaseId) {
      this.cachedDatabaseId = await this.read('databaseId', async (transaction) => (await transaction.run('CALL db.info() YIELD id RETURN id')).records[0]!.get('id') as string);
    }
    return this.cachedDatabaseId;
  }

  async verify(): Promise<void> {
    try {
      await this.driver.verifyAuthentication({ database: this.database });
      await this.driver.executeQuery('RETURN 1', {}, { database: this.database });
    } catch (error) {
      throw translateNeo4jError('verify', error, this.uri);
    }
  }

  async applySchema(): Promise<void> {
    const fromLegacy = await this.migrateToCollections();
    for (const statement of schemaStatements()) {
      try {
        await runSchemaStatement(this.driver, this.database, statement);
      } catch (error) {
        throw translateNeo4jError('applySchema', error, this.uri);
      }
    }
    await this.migrateToCollectionIndexes(fromLegacy);
    // Always asks the database, and waits for every index (the constraints' too) to come online.
    await this.ensureFullTextIndexes(true);
  }

  /**
   * Runs one statement in its own auto-commit session: `CALL { … } IN TRANSACTIONS` cannot run
   * inside a managed transaction.
   */
  private async runAutoCommit(query: string, parameters: Record<string, unknown>): Promise<void> {
    const session = this.driver.session({ database: this.database });
    try {
      await session.run(query, parameters);
    } finally {
      await session.close();
    }
  }

  /**
   * An index built before collections existed (single-property id constraints, full-text indexes
   * shared by everything) becomes the `default` collection: its nodes get `collection`, and the old
   * constraints and full-text indexes are dropped; the schema statements then create the composite
   * constraints and `migrateToCollectionIndexes` the collection's labels and own full-text indexes.
   * Runs only when an old constraint is present; says whether it ran.
   */
  private async migrateToCollections(): Promise<boolean> {
    try {
      const legacy = await this.driver.executeQuery('SHOW CONSTRAINTS YIELD name WHERE name IN $names RETURN count(*) AS count', { names: [...LEGACY_SCHEMA.constraints] }, { database: this.database });
      if ((legacy.records[0]?.get('count') as number) === 0) return false;
      const defaultScope = this.forCollection(DEFAULT_COLLECTION).scoped();
      for (const label of ['Passage', 'Sentence', 'Triple', 'Entity', 'HopgraphMeta', 'Run', 'Step']) {
        // The label is one of the constants above, never user text; the collection is a parameter.
        await this.runAutoCommit(MIGRATE_LABEL_TO_COLLECTION.replace('__LABEL__', label), defaultScope);
      }
      // Names from the constant list above, never user text (DDL takes no parameters).
      for (const name of LEGACY_SCHEMA.constraints) await this.driver.executeQuery(`DROP CONSTRAINT ${name} IF EXISTS`, {}, { database: this.database });
      for (const name of LEGACY_SCHEMA.indexes) await this.driver.executeQuery(`DROP INDEX ${name} IF EXISTS`, {}, { database: this.database });
      return true;
    } catch (error) {
      throw translateNeo4jError('migrateToCollections', error, this.uri);
    }
  }

  /**
   * An index whose collections shared four full-text indexes (filtered by a `collectionTag`
   * property) — or one just migrated from before collections — gets one set per collection: every
   * node of every collection gets its collection's label, each collection its indexes, and the
   * shared indexes and the tag property go. Runs only when a shared index is present (or `force`).
   */
  private async migrateToCollectionIndexes(force: boolean): Promise<void> {
    try {
      const shared = await this.driver.executeQuery('SHOW FULLTEXT INDEXES YIELD name WHERE name IN $names RETURN count(*) AS count', { names: [...SHARED_FULL_TEXT_INDEXES] }, { database: this.database });
      if (!force && (shared.records[0]?.get('count') as number) === 0) return;
      const names = (await this.driver.executeQuery(NODE_COLLECTIONS, {}, { database: this.database })).records.map((record) => record.get('name') as string);
      for (const name of names) {
        const store = this.forCollection(name);
        const labels = collectionLabels(name);
        for (const kind of FULL_TEXT_KINDS) {
          // The base label is one of four constants, never user text; the collection and its label are parameters.
          await this.runAutoCommit(ADD_COLLECTION_LABEL.replace('__LABEL__', BASE_LABELS[kind]), { collection: name, label: labels[kind] });
        }
        await store.ensureFullTextIndexes(true);
      }
      // Names from the constant list, never user text (DDL takes no parameters).
      for (const name of SHARED_FULL_TEXT_INDEXES) await this.driver.executeQuery(`DROP INDEX ${name} IF EXISTS`, {}, { database: this.database });
    } catch (error) {
      throw translateNeo4jError('migrateToCollectionIndexes', error, this.uri);
    }
  }

  /** Drops this collection's full-text indexes (after its nodes are gone). */
  private async dropFullTextIndexes(): Promise<void> {
    for (const name of Object.values(this.indexNames)) await this.driver.executeQuery(dropCollectionIndexStatement(name), {}, { database: this.database });
    this.knownIndexes().delete(this.fullTextCacheKey);
  }

  /**
   * Creates the passage vector index for `dimensions` (cosine) if missing; fails clearly when one
   * exists with another dimension (vectors of two models never mix). Several processes may ask at
   * once (every embedding batch does): the index created by another one counts as created here, and
   * its dimension is read back and checked the same way. The dimension is a validated integer, the
   * one non-parameter in the DDL.
   */
  async ensureVectorIndex(dimensions: number): Promise<void> {
    if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 4096) throw new ConfigError(`invalid vector dimension ${dimensions}`);
    let current = await this.vectorIndexDimensions();
    if (current === undefined) {
      try {
        await runSchemaStatement(
          this.driver,
          this.database,
          `CREATE VECTOR INDEX passage_embedding IF NOT EXISTS FOR (p:Passage) ON (p.embedding) OPTIONS {indexConfig: {\`vector.dimensions\`: ${dimensions}, \`vector.similarity_function\`: 'cosine'}}`,
        );
        await this.driver.executeQuery('CALL db.awaitIndexes(300)', {}, { database: this.database });
      } catch (error) {
        throw translateNeo4jError('ensureVectorIndex', error, this.uri);
      }
      // Another process may have created it first, for another model.
      current = await this.vectorIndexDimensions();
    }
    if (current !== undefined && current !== dimensions) {
      throw new ConfigError(
        `the passage vector index holds ${String(current)}-dimensional vectors, this embedding model makes ${dimensions}`,
        'reset the index (hopgraph reset --yes) and ingest again with the new model, or use the model the index was built with',
      );
    }
  }

  /** The dimension of the passage vector index, or undefined when there is none. */
  private async vectorIndexDimensions(): Promise<number | undefined> {
    const options = await this.read('vectorIndex', async (transaction) =>
      (await transaction.run("SHOW VECTOR INDEXES YIELD name, options WHERE name = 'passage_embedding' RETURN options")).records[0]?.get('options') as
        | { indexConfig?: Record<string, unknown> }
        | undefined,
    );
    const dimensions = options?.indexConfig?.['vector.dimensions'];
    return dimensions === undefined || dimensions === null ? undefined : Number(dimensions);
  }

  async passageHashes(ids: readonly string[]): Promise<Map<string, StoredPassageHash>> {
    if (ids.length === 0) return new Map();
    return this.read('passageHashes', async (transaction) => {
      const result = await transaction.run(PASSAGE_HASHES, this.scoped({ ids: [...ids] }));
      return new Map(
        result.records.map((record) => {
          const embeddingModel = record.get('embeddingModel') as string | null;
          return [record.get('id') as string, { hash: record.get('hash') as string, ...(embeddingModel ? { embeddingModel } : {}) }];
        }),
      );
    });
  }

  async countPassagesWithoutVectors(model: string): Promise<number> {
    return this.read('countPassagesWithoutVectors', async (transaction) =>
      Number((await transaction.run(COUNT_PASSAGES_WITHOUT_VECTORS, this.scoped({ model }))).records[0]?.get('count') ?? 0),
    );
  }

  async passagesWithoutVectors(model: string, page: { after?: string; limit: number }): Promise<Array<{ id: string; title: string; text: string }>> {
    return this.read('passagesWithoutVectors', async (transaction) =>
      (await transaction.run(PASSAGES_WITHOUT_VECTORS_PAGE, this.scoped({ model, after: page.after ?? '', limit: neo4j.int(page.limit) }))).records.map((record) => ({
        id: record.get('id') as string,
        title: record.get('title') as string,
        text: record.get('text') as string,
      })),
    );
  }

  async writePassages(passages: readonly PassageRecord[]): Promise<WriteSummary> {
    if (passages.length === 0) return { passages: 0, sentences: 0, triples: 0, entities: 0 };
    const rows = passageContentRows(passages);
    await this.ensureFullTextIndexes();
    return this.write('writePassages', async (transaction) => {
      const upserted = await transaction.run(UPSERT_PASSAGES, this.scoped({ passages: rows.passages }));
      const replaced = (upserted.records[0]?.get('existing') as string[] | undefined) ?? [];
      const embeddings = passages.filter((passage) => passage.embedding).map((passage) => ({ id: passage.id, vector: passage.embedding!.vector, model: passage.embedding!.model }));
      if (embeddings.length > 0) await transaction.run(SET_PASSAGE_EMBEDDINGS, this.scoped({ rows: embeddings }));
      const deleted = replaced.length > 0 ? await transaction.run(DELETE_OLD_CONTENT, this.scoped({ ids: replaced })) : undefined;
      const previousKeys = (deleted?.records[0]?.get('keys') as string[] | undefined) ?? [];
      await transaction.run(CREATE_PASSAGE_CONTENT, this.scoped({ entities: rows.entities, content: rows.content }));
      const currentKeys = new Set(rows.entities.map((entity) => entity.key));
      const candidates = previousKeys.filter((key) => !currentKeys.has(key));
      if (candidates.length > 0) await transaction.run(DELETE_ORPHAN_ENTITIES, this.scoped({ keys: candidates }));
      if (previousKeys.length > 0) await transaction.run(RECOMPUTE_ENTITY_NAMES, this.scoped({ keys: previousKeys }));
      return { passages: rows.passages.length, sentences: rows.counts.sentences, triples: rows.counts.triples, entities: rows.entities.length };
    });
  }

  async deletePassages(ids: readonly string[]): Promise<{ passages: number }> {
    if (ids.length === 0) return { passages: 0 };
    return this.write('deletePassages', async (transaction) => {
      const unique = [...new Set(ids)];
      const deleted = await transaction.run(DELETE_OLD_CONTENT, this.scoped({ ids: unique }));
      const keys = (deleted.records[0]?.get('keys') as string[] | undefined) ?? [];
      const removed = await transaction.run(DELETE_PASSAGE_NODES, this.scoped({ ids: unique }));
      if (keys.length > 0) {
        await transaction.run(DELETE_ORPHAN_ENTITIES, this.scoped({ keys }));
        await transaction.run(RECOMPUTE_ENTITY_NAMES, this.scoped({ keys }));
      }
      return { passages: removed.records[0]?.get('deleted') as number };
    });
  }

  async writeDocumentLinks(links: readonly DocumentPassageLink[]): Promise<void> {
    if (links.length === 0) return;
    const integer = (value: number | undefined): unknown => (value === undefined ? null : neo4j.int(value));
    // By path, then position: concurrent writers lock documents in one order.
    const rows = [...links]
      .sort((a, b) => (a.document.path < b.document.path ? -1 : a.document.path > b.document.path ? 1 : a.source.position - b.source.position))
      .map((link) => ({
        id: link.passageId,
        path: link.document.path,
        title: link.document.title,
        format: link.document.format,
        section: link.source.section,
        position: neo4j.int(link.source.position),
        start: neo4j.int(link.source.start),
        end: neo4j.int(link.source.end),
        startLine: integer(link.source.startLine),
        endLine: integer(link.source.endLine),
        page: integer(link.source.page),
        pageEnd: integer(link.source.pageEnd),
      }));
    await this.write('writeDocumentLinks', async (transaction) => {
      await transaction.run(WRITE_DOCUMENT_LINKS, this.scoped({ rows }));
    });
  }

  async finishDocuments(states: readonly Required<DocumentState>[]): Promise<void> {
    if (states.length === 0) return;
    await this.write('finishDocuments', async (transaction) => {
      await transaction.run(FINISH_DOCUMENTS, this.scoped({ rows: states.map((state) => ({ path: state.path, hash: state.hash, ingestKey: state.ingestKey })) }));
    });
  }

  async documentStates(paths: readonly string[]): Promise<Map<string, DocumentState>> {
    if (paths.length === 0) return new Map();
    return this.read('documentStates', async (transaction) => {
      const result = await transaction.run(DOCUMENT_STATES, this.scoped({ paths: [...paths] }));
      return new Map(
        result.records.map((record) => {
          const hash = record.get('hash') as string | null;
          const ingestKey = record.get('ingestKey') as string | null;
          const path = record.get('path') as string;
          return [path, { path, ...(hash ? { hash } : {}), ...(ingestKey ? { ingestKey } : {}) }];
        }),
      );
    });
  }

  async documentPassageIds(path: string): Promise<string[]> {
    return this.read('documentPassageIds', async (transaction) => (await transaction.run(DOCUMENT_PASSAGE_IDS, this.scoped({ path }))).records.map((record) => record.get('id') as string));
  }

  async documentPaths(): Promise<string[]> {
    return this.read('documentPaths', async (transaction) => (await transaction.run(DOCUMENT_PATHS, this.scoped())).records.map((record) => record.get('path') as string));
  }

  async deleteDocuments(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.write('deleteDocuments', async (transaction) => {
      await transaction.run(DELETE_DOCUMENTS, this.scoped({ paths: [...paths] }));
    });
  }

  async passageSources(ids: readonly string[]): Promise<Map<string, PassageSource>> {
    if (ids.length === 0) return new Map();
    return this.read('passageSources', async (transaction) => {
      const result = await transaction.run(PASSAGE_SOURCES, this.scoped({ ids: [...new Set(ids)] }));
      const number = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : neo4j.isInt(value) ? (value as { toNumber(): number }).toNumber() : Number(value));
      return new Map(
        result.records.map((record) => {
          const optional = (key: string): Record<string, number> => {
            const value = number(record.get(key));
            return value === undefined ? {} : { [key]: value };
          };
          const source: PassageSource = {
            path: record.get('path') as string,
            section: (record.get('section') as string[] | null) ?? [],
            position: number(record.get('position')) ?? 0,
            start: number(record.get('start')) ?? 0,
            end: number(record.get('end')) ?? 0,
            ...optional('startLine'),
            ...optional('endLine'),
            ...optional('page'),
            ...optional('pageEnd'),
          };
          return [record.get('id') as string, source];
        }),
      );
    });
  }

  async *passageIds(pageSize = 10_000): AsyncGenerator<string> {
    let after = '';
    for (;;) {
      const page = await this.read('passageIds', async (transaction) =>
        (await transaction.run(PASSAGE_ID_PAGE, this.scoped({ after, limit: neo4j.int(pageSize) }))).records.map((record) => record.get('id') as string),
      );
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1]!;
    }
  }

  async stats(): Promise<GraphStats> {
    // Scoped to the collection: labels by a seek on the collection's nodes, relationships by
    // summing node degrees (no relationship is read).
    return this.read('stats', async (transaction) => {
      const labels: Record<string, number> = {};
      const relationships: Record<string, number> = {};
      for (const [label, query] of Object.entries(STATS_LABELS)) {
        labels[label] = (await transaction.run(query, this.scoped())).records[0]?.get('count') as number;
      }
      for (const [type, query] of Object.entries(STATS_RELATIONSHIPS)) {
        relationships[type] = (await transaction.run(query, this.scoped())).records[0]?.get('count') as number;
      }
      return { labels, relationships };
    });
  }

  /** A hash of the collection's ids and content; the collection's name is not part of it. */
  async fingerprint(): Promise<string> {
    return this.read('fingerprint', async (transaction) => {
      const digest = createHash('sha256');
      for (const query of FINGERPRINT_QUERIES) {
        const result = await transaction.run(query, this.scoped());
        const lines = result.records.map((record) => JSON.stringify(record.get('line'))).sort();
        digest.update(query).update('\n');
        for (const line of lines) digest.update(line).update('\n');
      }
      for (const query of DOCUMENT_FINGERPRINT_QUERIES) {
        const result = await transaction.run(query, this.scoped());
        if (result.records.length === 0) continue;
        const lines = result.records.map((record) => JSON.stringify(record.get('line'))).sort();
        digest.update(query).update('\n');
        for (const line of lines) digest.update(line).update('\n');
      }
      return digest.digest('hex');
    });
  }

  async orphans(): Promise<Record<string, number>> {
    return this.read('orphans', async (transaction) => {
      const counts: Record<string, number> = {};
      for (const [name, query] of Object.entries(ORPHAN_QUERIES)) {
        const result = await transaction.run(query, this.scoped());
        counts[name] = result.records[0]?.get('count') as number;
      }
      return counts;
    });
  }

  async getMeta(key: string): Promise<string | undefined> {
    return this.read('getMeta', async (transaction) => {
      const result = await transaction.run('MATCH (m:HopgraphMeta {collection: $collection, key: $key}) RETURN m.value AS value', this.scoped({ key }));
      return (result.records[0]?.get('value') as string | undefined) ?? undefined;
    });
  }

  async setMeta(key: string, value: string | undefined): Promise<void> {
    await this.write('setMeta', async (transaction) => {
      if (value === undefined) await transaction.run('MATCH (m:HopgraphMeta {collection: $collection, key: $key}) DELETE m', this.scoped({ key }));
      else await transaction.run('MERGE (m:HopgraphMeta {collection: $collection, key: $key}) SET m.value = $value', this.scoped({ key, value }));
    });
  }

  /**
   * Every collection that holds passages, by name, with the same counts as `stats()`: one query per
   * count for all collections at once.
   */
  async collections(): Promise<CollectionSummary[]> {
    return this.read('collections', async (transaction) => {
      const counted = async (queries: Record<string, string>): Promise<Map<string, Record<string, number>>> => {
        const byName = new Map<string, Record<string, number>>();
        for (const [key, query] of Object.entries(queries)) {
          for (const record of (await transaction.run(query)).records) {
            const name = record.get('name') as string;
            byName.set(name, { ...byName.get(name), [key]: record.get('count') as number });
          }
        }
        return byName;
      };
      const zeros = (queries: Record<string, string>): Record<string, number> => Object.fromEntries(Object.keys(queries).map((key) => [key, 0]));
      const labels = await counted(ALL_COLLECTIONS_STATS_LABELS);
      const relationships = await counted(ALL_COLLECTIONS_STATS_RELATIONSHIPS);
      return [...labels.entries()]
        .filter(([, counts]) => counts.Passage !== undefined)
        .map(([name]) => name)
        .sort()
        .map((name) => ({
          name,
          labels: { ...zeros(ALL_COLLECTIONS_STATS_LABELS), ...labels.get(name) },
          relationships: { ...zeros(ALL_COLLECTIONS_STATS_RELATIONSHIPS), ...relationships.get(name) },
        }));
    });
  }

  /** Removes this collection's nodes only (and its persisted reasoning runs, which point into it). */
  async reset(): Promise<void> {
    const session = this.driver.session({ database: this.database });
    try {
      // Batched so a large collection does not need one huge transaction.
      await session.run(RESET_COLLECTION, this.scoped());
      await this.dropFullTextIndexes();
      // With no vectors left anywhere, the vector index goes too: the next ingest may embed with
      // another model (another dimension).
      const vectorsLeft = await session.run(ANY_PASSAGE_VECTOR);
      if (!(vectorsLeft.records[0]?.get('any') as boolean)) await session.run('DROP INDEX passage_embedding IF EXISTS');
    } catch (error) {
      throw translateNeo4jError('reset', error, this.uri);
    } finally {
      await session.close();
    }
  }

  /** Removes every collection (all hopgraph nodes of the database) and the vector index. */
  async resetAll(): Promise<void> {
    const session = this.driver.session({ database: this.database });
    try {
      await session.run(RESET_ALL);
      await session.run('DROP INDEX passage_embedding IF EXISTS');
      const fullText = await session.run(LIST_FULL_TEXT_INDEXES);
      for (const record of fullText.records) {
        const name = record.get('name') as string;
        if (COLLECTION_INDEX_NAME_PATTERN.test(name)) await session.run(dropCollectionIndexStatement(name));
      }
      this.knownIndexes().clear();
    } catch (error) {
      throw translateNeo4jError('resetAll', error, this.uri);
    } finally {
      await session.close();
    }
  }

  async close(): Promise<void> {
    if (this.ownsDriver) await this.driver.close();
  }
}
