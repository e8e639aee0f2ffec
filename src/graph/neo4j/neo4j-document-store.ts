import neo4j from 'neo4j-driver';
import type { DocumentStore } from '../../ports/document-store.js';
import type { DocumentPassageLink, DocumentState, PassageSource } from '../../ports/graph-records.js';
import type { CollectionScope } from './collection-scope.js';
import { DELETE_DOCUMENTS, DOCUMENT_PASSAGE_IDS, DOCUMENT_PATHS, DOCUMENT_STATES, FINISH_DOCUMENTS, PASSAGE_SOURCES, WRITE_DOCUMENT_LINKS } from './document-queries.js';
import type { Neo4jDatabase } from './neo4j-database.js';

/**
 * One collection's document files (`Document` nodes): their links to the passages cut from them
 * with each passage's provenance, whether a file is complete and unchanged, the files the collection
 * holds, and deleting them.
 */
export class Neo4jDocumentStore implements DocumentStore {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
  ) {}

  /** Links passages to their documents (created as needed) and stores each passage's provenance. */
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
    await this.database.write('writeDocumentLinks', async (transaction) => {
      await transaction.run(WRITE_DOCUMENT_LINKS, this.scope.parameters({ rows }));
    });
  }

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
