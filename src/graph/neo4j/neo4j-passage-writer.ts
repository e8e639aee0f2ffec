import type { ManagedTransaction } from 'neo4j-driver';
import type { DocumentPassageLink, PassageRecord, StoredPassageHash, WriteSummary } from '../../ports/graph-records.js';
import type { CollectionScope } from './collection-scope.js';
import type { FullTextIndexes } from './full-text-indexes.js';
import type { Neo4jDatabase } from './neo4j-database.js';
import { passageContentRows } from './passage-content-rows.js';
import { documentLinkRows } from './document-link-rows.js';
import { WRITE_DOCUMENT_LINKS } from './document-queries.js';
import {
  CREATE_PASSAGE_CONTENT,
  DELETE_OLD_CONTENT,
  DELETE_ORPHAN_ENTITIES,
  DELETE_PASSAGE_NODES,
  PASSAGE_HASHES,
  RECOMPUTE_ENTITY_NAMES,
  SET_PASSAGE_EMBEDDINGS,
  UPSERT_PASSAGES,
} from './write-queries.js';

/**
 * The write path of one collection: passages with their sentences, triples, entities and vectors,
 * written one batch per transaction and replaced whole when their id exists; deletes that take the
 * entities no passage refers to any more with them. Every write is idempotent, so the driver may
 * re-run a transaction whose commit it did not hear back about.
 */
export class Neo4jPassageWriter {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
    private readonly fullTextIndexes: FullTextIndexes,
  ) {}

  /** Stored content hashes of the given passage ids, with the model of each one's vector. */
  async passageHashes(ids: readonly string[]): Promise<Map<string, StoredPassageHash>> {
    if (ids.length === 0) return new Map();
    return this.database.read('passageHashes', async (transaction) => {
      const result = await transaction.run(PASSAGE_HASHES, this.scope.parameters({ ids: [...ids] }));
      return new Map(
        result.records.map((record) => {
          const embeddingModel = record.get('embeddingModel') as string | null;
          return [record.get('id') as string, { hash: record.get('hash') as string, ...(embeddingModel ? { embeddingModel } : {}) }];
        }),
      );
    });
  }

  /**
   * Writes passages in one transaction, replacing the content of those that exist (the collection's
   * full-text indexes are created first), and in the same transaction links document passages,
   * changed or not, to their `Document` nodes with their provenance.
   */
  async writePassages(passages: readonly PassageRecord[], links: readonly DocumentPassageLink[] = []): Promise<WriteSummary> {
    if (passages.length === 0 && links.length === 0) return { passages: 0, sentences: 0, triples: 0, entities: 0 };
    const rows = passageContentRows(passages);
    if (passages.length > 0) await this.fullTextIndexes.ensure();
    return this.database.write('writePassages', async (transaction) => {
      if (passages.length > 0) await this.writeContent(transaction, passages, rows);
      if (links.length > 0) await transaction.run(WRITE_DOCUMENT_LINKS, this.scope.parameters({ rows: documentLinkRows(links) }));
      return { passages: rows.passages.length, sentences: rows.counts.sentences, triples: rows.counts.triples, entities: rows.entities.length };
    });
  }

  private async writeContent(transaction: ManagedTransaction, passages: readonly PassageRecord[], rows: ReturnType<typeof passageContentRows>): Promise<void> {
    const upserted = await transaction.run(UPSERT_PASSAGES, this.scope.parameters({ passages: rows.passages }));
    const replaced = (upserted.records[0]?.get('existing') as string[] | undefined) ?? [];
    const embeddings = passages.filter((passage) => passage.embedding).map((passage) => ({ id: passage.id, vector: passage.embedding!.vector, model: passage.embedding!.model }));
    if (embeddings.length > 0) await transaction.run(SET_PASSAGE_EMBEDDINGS, this.scope.parameters({ rows: embeddings }));
    const deleted = replaced.length > 0 ? await transaction.run(DELETE_OLD_CONTENT, this.scope.parameters({ ids: replaced })) : undefined;
    const previousKeys = (deleted?.records[0]?.get('keys') as string[] | undefined) ?? [];
    await transaction.run(CREATE_PASSAGE_CONTENT, this.scope.parameters({ entities: rows.entities, content: rows.content }));
    const currentKeys = new Set(rows.entities.map((entity) => entity.key));
    const candidates = previousKeys.filter((key) => !currentKeys.has(key));
    if (candidates.length > 0) await transaction.run(DELETE_ORPHAN_ENTITIES, this.scope.parameters({ keys: candidates }));
    if (previousKeys.length > 0) await transaction.run(RECOMPUTE_ENTITY_NAMES, this.scope.parameters({ keys: previousKeys }));
  }

  /** Deletes passages with their sentences and triples, and the entities no longer referenced. */
  async deletePassages(ids: readonly string[]): Promise<{ passages: number }> {
    if (ids.length === 0) return { passages: 0 };
    return this.database.write('deletePassages', async (transaction) => {
      const unique = [...new Set(ids)];
      const deleted = await transaction.run(DELETE_OLD_CONTENT, this.scope.parameters({ ids: unique }));
      const keys = (deleted.records[0]?.get('keys') as string[] | undefined) ?? [];
      const removed = await transaction.run(DELETE_PASSAGE_NODES, this.scope.parameters({ ids: unique }));
      if (keys.length > 0) {
        await transaction.run(DELETE_ORPHAN_ENTITIES, this.scope.parameters({ keys }));
        await transaction.run(RECOMPUTE_ENTITY_NAMES, this.scope.parameters({ keys }));
      }
      return { passages: removed.records[0]?.get('deleted') as number };
    });
  }
}
