import type { CollectionSummary, GraphStats } from './graph-records.js';

/**
 * Collections as a whole (`hopgraph stats`, `collections`, `reset`, the API's handles, benches and
 * tests): their counts, fingerprints and integrity, the ids they hold, and deleting them.
 */
export interface CollectionAdmin {
  readonly collection: string;
  /** The same database, scoped to another collection (validated name; shares the connection). */
  forCollection(name: string): CollectionAdmin;
  /** Every collection of the database with its counts, by name. */
  collections(): Promise<CollectionSummary[]>;
  stats(): Promise<GraphStats>;
  /**
   * A hash over every node's id/key and content and every relationship's endpoints: two graphs with
   * the same fingerprint hold the same index (used to check idempotence, crash recovery, workers).
   */
  fingerprint(): Promise<string>;
  /** Counts of nodes that should not exist (must all be zero): the index's integrity check. */
  orphans(): Promise<Record<string, number>>;
  /** Every passage id, in id order, streamed page by page. */
  passageIds(): AsyncIterable<string>;
  /** Deletes this collection's nodes and relationships (and its persisted reasoning runs). */
  reset(): Promise<void>;
  /** Deletes every collection: all hopgraph nodes and relationships of the database. */
  resetAll(): Promise<void>;
}
