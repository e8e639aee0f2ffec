import type { CollectionAdmin } from './collection-admin.js';
import type { CollectionMeta } from './collection-meta.js';
import type { DocumentStore } from './document-store.js';
import type { GraphDatabase } from './graph-database.js';
import type { GraphWriter } from './graph-writer.js';
import type { PassageVectors } from './passage-vectors.js';

/**
 * The graph database as one object: every graph port, for the code that wires them (the runtime)
 * and the ingest run that uses most of them. Each consumer asks for the port it serves — the batch
 * worker a `GraphWriter`, document reading a `DocumentStore`, the dense-search check
 * `PassageVectors`, and so on; retrieval modes see only the `RetrievalStore`. `Neo4jGraphStore`
 * is the adapter.
 *
 * A store works in one collection (`collection`): everything it reads, writes, counts, hashes or
 * resets is that collection's; `forCollection` gives the same database seen through another one.
 */
export interface GraphStore extends GraphWriter, DocumentStore, PassageVectors, CollectionMeta, CollectionAdmin, GraphDatabase {
  readonly collection: string;
  forCollection(name: string): GraphStore;
}
