import { readFileSync } from 'node:fs';
import { ConfigError } from '../../errors/config-error.js';
import { packagePath } from '../../package-root.js';
import { COLLECTION_INDEX_NAME_PATTERN, collectionIndexNames, DEFAULT_COLLECTION, FULL_TEXT_KINDS, type FullTextKind } from '../collection.js';
import { CollectionScope } from './collection-scope.js';
import { forgetFullTextIndexes, FullTextIndexes } from './full-text-indexes.js';
import { dropCollectionIndexStatement, SHARED_FULL_TEXT_INDEXES } from './full-text-index-queries.js';
import { ADD_COLLECTION_LABEL, BACKFILL_SUBJECT_NAMES, COUNT_CONSTRAINTS_NAMED, COUNT_FULL_TEXT_INDEXES_NAMED, FULL_TEXT_INDEX_PROPERTIES, LEGACY_SCHEMA, MIGRATE_LABEL_TO_COLLECTION, NODE_COLLECTIONS } from './migrate-queries.js';
import { OPENING_ARTICLES, SUBJECT_NAMES_SEPARATOR, WORD_CHARACTER } from './passage-subject-names.js';
import type { Neo4jDatabase } from './neo4j-database.js';
import { createVectorIndexStatement, VECTOR_INDEX_OPTIONS } from './vector-queries.js';

/** How every collection's passage full-text index is named (`collectionIndexNames`). */
const PASSAGE_INDEX_PREFIX = 'passage_text_c';

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

/**
 * The database's schema: the constraints of cypher/schema.cypher, the migrations of indexes written
 * by earlier versions, the collection's full-text indexes and the passage vector index. Every
 * statement is `IF NOT EXISTS`, and several processes may run them at once (every embedding batch
 * ensures the vector index): a rule created by another one at the same moment counts as created.
 */
export class Neo4jSchema {
  constructor(
    private readonly database: Neo4jDatabase,
    /** The full-text indexes of the collection the schema is applied for. */
    private readonly fullTextIndexes: FullTextIndexes,
  ) {}

  /** Creates constraints and the collection's full-text indexes if missing (migrating older indexes first), and waits for them. */
  async apply(): Promise<void> {
    const fromLegacy = await this.migrateToCollections();
    for (const statement of schemaStatements()) {
      try {
        await this.database.runSchemaStatement(statement);
      } catch (error) {
        throw this.database.translate('applySchema', error);
      }
    }
    await this.migrateToCollectionIndexes(fromLegacy);
    await this.migrateToSubjectNames();
    // Always asks the database, and waits for every index (the constraints' too) to come online.
    await this.fullTextIndexes.ensure(true);
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
      const legacy = await this.database.query(COUNT_CONSTRAINTS_NAMED, { names: [...LEGACY_SCHEMA.constraints] });
      if ((legacy.records[0]?.get('count') as number) === 0) return false;
      const defaultScope = new CollectionScope(DEFAULT_COLLECTION).parameters();
      for (const label of ['Passage', 'Sentence', 'Triple', 'Entity', 'HopgraphMeta', 'Run', 'Step']) {
        // The label is one of the constants above, never user text; the collection is a parameter.
        await this.database.runAutoCommit(MIGRATE_LABEL_TO_COLLECTION.replace('__LABEL__', label), defaultScope);
      }
      // Names from the constant list above, never user text (DDL takes no parameters).
      for (const name of LEGACY_SCHEMA.constraints) await this.database.query(`DROP CONSTRAINT ${name} IF EXISTS`);
      for (const name of LEGACY_SCHEMA.indexes) await this.database.query(`DROP INDEX ${name} IF EXISTS`);
      return true;
    } catch (error) {
      throw this.database.translate('migrateToCollections', error);
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
      const shared = await this.database.query(COUNT_FULL_TEXT_INDEXES_NAMED, { names: [...SHARED_FULL_TEXT_INDEXES] });
      if (!force && (shared.records[0]?.get('count') as number) === 0) return;
      const names = (await this.database.query(NODE_COLLECTIONS)).records.map((record) => record.get('name') as string);
      for (const name of names) {
        const scope = new CollectionScope(name);
        for (const kind of FULL_TEXT_KINDS) {
          // The base label is one of four constants, never user text; the collection and its label are parameters.
          await this.database.runAutoCommit(ADD_COLLECTION_LABEL.replace('__LABEL__', BASE_LABELS[kind]), { collection: scope.name, label: scope.label(kind) });
        }
        await new FullTextIndexes(this.database, scope).ensure(true);
      }
      // Names from the constant list, never user text (DDL takes no parameters).
      for (const name of SHARED_FULL_TEXT_INDEXES) await this.database.query(`DROP INDEX ${name} IF EXISTS`);
    } catch (error) {
      throw this.database.translate('migrateToCollectionIndexes', error);
    }
  }

  /**
   * A collection whose passage full-text index does not read `subjectNames` (written before stop 37)
   * gets them (`passageSubjectNames`): its untitled passages are given the names of the entities they
   * are about, and the index is rebuilt over title, subject names and text. Titled passages rank as
   * before; untitled ones gain the field. Runs only for such a collection.
   */
  private async migrateToSubjectNames(): Promise<void> {
    try {
      const indexes = (await this.database.query(FULL_TEXT_INDEX_PROPERTIES)).records.map((record) => ({ name: record.get('name') as string, properties: record.get('properties') as string[] }));
      const outdated = new Set(
        indexes.filter((index) => index.name.startsWith(PASSAGE_INDEX_PREFIX) && COLLECTION_INDEX_NAME_PATTERN.test(index.name) && !index.properties.includes('subjectNames')).map((index) => index.name),
      );
      if (outdated.size === 0) return;
      const names = (await this.database.query(NODE_COLLECTIONS)).records.map((record) => record.get('name') as string);
      for (const name of names) {
        const scope = new CollectionScope(name);
        const passageIndex = collectionIndexNames(scope.name).passage;
        if (!outdated.delete(passageIndex)) continue;
        await this.database.runAutoCommit(BACKFILL_SUBJECT_NAMES, { collection: scope.name, separator: SUBJECT_NAMES_SEPARATOR, articles: [...OPENING_ARTICLES], wordCharacter: WORD_CHARACTER });
        await this.database.query(dropCollectionIndexStatement(passageIndex));
        await new FullTextIndexes(this.database, scope).ensure(true);
      }
      // The index of a collection without passages (emptied, never written): its first write creates the new one.
      for (const passageIndex of outdated) await this.database.query(dropCollectionIndexStatement(passageIndex));
      if (outdated.size > 0) forgetFullTextIndexes(this.database.driver);
    } catch (error) {
      throw this.database.translate('migrateToSubjectNames', error);
    }
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
        await this.database.runSchemaStatement(createVectorIndexStatement(dimensions));
        await this.database.query('CALL db.awaitIndexes(300)');
      } catch (error) {
        throw this.database.translate('ensureVectorIndex', error);
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
    const options = await this.database.read('vectorIndex', async (transaction) =>
      (await transaction.run(VECTOR_INDEX_OPTIONS)).records[0]?.get('options') as { indexConfig?: Record<string, unknown> } | undefined,
    );
    const dimensions = options?.indexConfig?.['vector.dimensions'];
    return dimensions === undefined || dimensions === null ? undefined : Number(dimensions);
  }
}
