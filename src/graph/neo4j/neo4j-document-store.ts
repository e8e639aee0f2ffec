import neo4j from 'neo4j-driver';
import type { DocumentStore } from '../../ports/document-store.js';
import type { DocumentState, PassageSource } from '../../ports/graph-records.js';
import type { CollectionScope } from './collection-scope.js';
import { DELETE_DOCUMENTS, DOCUMENT_PASSAGE_IDS, DOCUMENT_PATHS, DOCUMENT_STATES, FINISH_DOCUMENTS, PASSAGE_SOURCES } from './document-queries.js';
import type { Neo4jDatabase } from './neo4j-database.js';

/**
 * One collection's document files (`Document` nodes): each passage's provenance, whether a file is
 * complete and unchanged, the files the collection holds, and deleting them. (Passages are linked to
 * their documents in the transaction that writes them: `Neo4jPassageWriter`.)
 */
export class Neo4jDocumentStore implements DocumentStore {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
  ) {}

  async finishDocuments(states: readonly Required<DocumentState>[]): Promise<void> {
    if (states.length === 0) return;
    await this.database.write('finishDocuments', async (transaction) => {
      await transaction.run(FINISH_DOCUMENTS, this.scope.parameters({ rows: states.map((state) => ({ path: state.path, hash: state.hash, ingestKey: state.ingestKey })) }));
    });
  }

  async documentStates(paths: readonly string[]): Promise<Map<string, DocumentState>> {
    if (paths.length === 0) return new Map();
    return this.database.read('documentStates', async (transaction) => {
      const result = await transaction.run(DOCUMENT_STATES, this.scope.parameters({ paths: [...paths] }));
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
    return this.database.read('documentPassageIds', async (transaction) => (await transaction.run(DOCUMENT_PASSAGE_IDS, this.scope.parameters({ path }))).records.map((record) => record.get('id') as string));
  }

  async documentPaths(): Promise<string[]> {
    return this.database.read('documentPaths', async (transaction) => (await transaction.run(DOCUMENT_PATHS, this.scope.parameters())).records.map((record) => record.get('path') as string));
  }

  async deleteDocuments(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.database.write('deleteDocuments', async (transaction) => {
      await transaction.run(DELETE_DOCUMENTS, this.scope.parameters({ paths: [...paths] }));
    });
  }

  /** The provenance of the passages cut from document files, by id; others are absent. */
  async passageSources(ids: readonly string[]): Promise<Map<string, PassageSource>> {
    if (ids.length === 0) return new Map();
    return this.database.read('passageSources', async (transaction) => {
      const result = await transaction.run(PASSAGE_SOURCES, this.scope.parameters({ ids: [...new Set(ids)] }));
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
}
