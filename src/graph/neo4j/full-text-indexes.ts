import type { Driver } from 'neo4j-driver';
import { HopgraphError } from '../../errors/hopgraph-error.js';
import type { CollectionScope } from './collection-scope.js';
import { createCollectionIndexStatements, dropCollectionIndexStatement, LIST_FULL_TEXT_INDEXES, SHARED_FULL_TEXT_INDEXES } from './full-text-index-queries.js';
import type { Neo4jDatabase } from './neo4j-database.js';

/** Per driver, the `database/collection` pairs whose full-text indexes are known to exist and be online. */
const knownFullTextIndexes = new WeakMap<Driver, Set<string>>();

function knownIndexes(driver: Driver): Set<string> {
  let known = knownFullTextIndexes.get(driver);
  if (!known) knownFullTextIndexes.set(driver, (known = new Set()));
  return known;
}

/** Forgets every collection's full-text indexes known to a driver (after they were all dropped). */
export function forgetFullTextIndexes(driver: Driver): void {
  knownIndexes(driver).clear();
}

/**
 * One collection's four full-text indexes: created on its first write, looked for before a search,
 * dropped with the collection. That they exist is remembered per driver, so a write asks once.
 */
export class FullTextIndexes {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
  ) {}

  private get cacheKey(): string {
    return `${this.database.name}/${this.scope.name}`;
  }

  private known(): Set<string> {
    return knownIndexes(this.database.driver);
  }

  /**
   * Creates the collection's four full-text indexes if missing and waits until they are online.
   * Writes ask once per driver; `applySchema` (`recheck`) always asks the database.
   */
  async ensure(recheck = false): Promise<void> {
    if (!recheck && this.known().has(this.cacheKey)) return;
    try {
      for (const statement of createCollectionIndexStatements(this.scope.name)) await this.database.runSchemaStatement(statement);
      await this.database.query('CALL db.awaitIndexes(300)');
    } catch (error) {
      throw this.database.translate('ensureFullTextIndexes', error);
    }
    this.known().add(this.cacheKey);
  }

  /**
   * Whether the collection's full-text indexes exist and are online: a collection nothing was ever
   * written to has none, and its searches find nothing rather than fail. A positive answer is
   * remembered per driver; `recheck` asks the database again (after a reset elsewhere).
   */
  async exist(recheck = false): Promise<boolean> {
    if (recheck) this.known().delete(this.cacheKey);
    if (this.known().has(this.cacheKey)) return true;
    const wanted = new Set(this.scope.fullTextIndexes());
    const indexes = await this.database.read('fullTextIndexes', async (transaction) =>
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
    this.known().add(this.cacheKey);
    return true;
  }

  /** Drops the collection's full-text indexes (after its nodes are gone); errors are the driver's. */
  async drop(): Promise<void> {
    for (const name of this.scope.fullTextIndexes()) await this.database.query(dropCollectionIndexStatement(name));
    this.known().delete(this.cacheKey);
  }
}
