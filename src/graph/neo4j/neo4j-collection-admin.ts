import { createHash } from 'node:crypto';
import neo4j from 'neo4j-driver';
import type { CollectionSummary, GraphStats } from '../../ports/graph-records.js';
import { COLLECTION_INDEX_NAME_PATTERN } from '../collection.js';
import type { CollectionScope } from './collection-scope.js';
import { DOCUMENT_FINGERPRINT_QUERIES } from './document-queries.js';
import { dropCollectionIndexStatement, LIST_FULL_TEXT_INDEXES } from './full-text-index-queries.js';
import { forgetFullTextIndexes, type FullTextIndexes } from './full-text-indexes.js';
import { ALL_COLLECTIONS_STATS_LABELS, ALL_COLLECTIONS_STATS_RELATIONSHIPS, FINGERPRINT_QUERIES, ORPHAN_QUERIES, STATS_LABELS, STATS_RELATIONSHIPS } from './integrity-queries.js';
import type { Neo4jDatabase } from './neo4j-database.js';
import { DROP_VECTOR_INDEX } from './vector-queries.js';
import { ANY_PASSAGE_VECTOR, PASSAGE_ID_PAGE, RESET_ALL, RESET_COLLECTION } from './write-queries.js';

/**
 * Collections as a whole: one collection's counts, fingerprint, integrity check and passage ids,
 * every collection's counts, and deleting one collection or all of them (with their indexes).
 */
export class Neo4jCollectionAdmin {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
    private readonly fullTextIndexes: FullTextIndexes,
  ) {}

  async stats(): Promise<GraphStats> {
    // Scoped to the collection: labels by a seek on the collection's nodes, relationships by
    // summing node degrees (no relationship is read).
    return this.database.read('stats', async (transaction) => {
      const labels: Record<string, number> = {};
      const relationships: Record<string, number> = {};
      for (const [label, query] of Object.entries(STATS_LABELS)) {
        labels[label] = (await transaction.run(query, this.scope.parameters())).records[0]?.get('count') as number;
      }
      for (const [type, query] of Object.entries(STATS_RELATIONSHIPS)) {
        relationships[type] = (await transaction.run(query, this.scope.parameters())).records[0]?.get('count') as number;
      }
      return { labels, relationships };
    });
  }

  /** A hash of the collection's ids and content; the collection's name is not part of it. */
  async fingerprint(): Promise<string> {
    return this.database.read('fingerprint', async (transaction) => {
      const digest = createHash('sha256');
      for (const query of FINGERPRINT_QUERIES) {
        const result = await transaction.run(query, this.scope.parameters());
        const lines = result.records.map((record) => JSON.stringify(record.get('line'))).sort();
        digest.update(query).update('\n');
        for (const line of lines) digest.update(line).update('\n');
      }
      for (const query of DOCUMENT_FINGERPRINT_QUERIES) {
        const result = await transaction.run(query, this.scope.parameters());
        if (result.records.length === 0) continue;
        const lines = result.records.map((record) => JSON.stringify(record.get('line'))).sort();
        digest.update(query).update('\n');
        for (const line of lines) digest.update(line).update('\n');
      }
      return digest.digest('hex');
    });
  }

  async orphans(): Promise<Record<string, number>> {
    return this.database.read('orphans', async (transaction) => {
      const counts: Record<string, number> = {};
      for (const [name, query] of Object.entries(ORPHAN_QUERIES)) {
        const result = await transaction.run(query, this.scope.parameters());
        counts[name] = result.records[0]?.get('count') as number;
      }
      return counts;
    });
  }

  /** Every passage id, in id order, read page by page. */
  async *passageIds(pageSize = 10_000): AsyncGenerator<string> {
    let after = '';
    for (;;) {
      const page = await this.database.read('passageIds', async (transaction) =>
        (await transaction.run(PASSAGE_ID_PAGE, this.scope.parameters({ after, limit: neo4j.int(pageSize) }))).records.map((record) => record.get('id') as string),
      );
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1]!;
    }
  }

  /**
   * Every collection that holds passages, by name, with the same counts as `stats()`: one query per
   * count for all collections at once.
   */
  async collections(): Promise<CollectionSummary[]> {
    return this.database.read('collections', async (transaction) => {
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
    await this.database.withSession('reset', async (session) => {
      // Batched so a large collection does not need one huge transaction.
      await session.run(RESET_COLLECTION, this.scope.parameters());
      await this.fullTextIndexes.drop();
      // With no vectors left anywhere, the vector index goes too: the next ingest may embed with
      // another model (another dimension).
      const vectorsLeft = await session.run(ANY_PASSAGE_VECTOR);
      if (!(vectorsLeft.records[0]?.get('any') as boolean)) await session.run(DROP_VECTOR_INDEX);
    });
  }

  /** Removes every collection (all hopgraph nodes of the database) and the vector index. */
  async resetAll(): Promise<void> {
    await this.database.withSession('resetAll', async (session) => {
      await session.run(RESET_ALL);
      await session.run(DROP_VECTOR_INDEX);
      const fullText = await session.run(LIST_FULL_TEXT_INDEXES);
      for (const record of fullText.records) {
        const name = record.get('name') as string;
        if (COLLECTION_INDEX_NAME_PATTERN.test(name)) await session.run(dropCollectionIndexStatement(name));
      }
      forgetFullTextIndexes(this.database.driver);
    });
  }
}
