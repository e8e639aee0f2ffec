import type { DocumentPassageLink, PassageRecord, StoredPassageHash, WriteSummary } from './graph-records.js';

/**
 * What an ingest batch does to the graph (the batch worker): compare content hashes, write passages
 * with their sentences, triples and entities, link document passages, delete passages. Every
 * implementation keeps writes idempotent: writing the same passage twice leaves the same graph.
 */
export interface GraphWriter {
  /** The collection written into. */
  readonly collection: string;
  /** The same database, writing into another collection (one queue serves every collection; each batch names its own). */
  forCollection(name: string): GraphWriter;
  /**
   * Stored content hashes of the given passage ids, with the model of each one's vector when it has
   * one (absent ids are missing from the map).
   */
  passageHashes(ids: readonly string[]): Promise<Map<string, StoredPassageHash>>;
  /**
   * Writes passages in one transaction: a passage whose id exists is replaced (its old sentences
   * and triples removed, entities no longer referenced deleted), so nothing is ever orphaned. Whether
   * a passage exists is decided inside the transaction, so a retried transaction is still correct.
   * In the same transaction, document passages (`links`: changed or not, since lines move when a
   * file is edited above them) are linked to their `Document` nodes, created as needed, in order,
   * with each passage's provenance; idempotent.
   */
  writePassages(passages: readonly PassageRecord[], links?: readonly DocumentPassageLink[]): Promise<WriteSummary>;
  /** Deletes passages with their sentences and triples, and the entities no longer referenced. */
  deletePassages(ids: readonly string[]): Promise<{ passages: number }>;
  /** Creates the passage vector index for this dimension if missing; fails if one exists for another. */
  ensureVectorIndex(dimensions: number): Promise<void>;
}
