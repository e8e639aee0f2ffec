import type { DocumentState } from '../ports/graph-records.js';
import type { DocumentStore } from '../ports/document-store.js';

/** Document paths whose stored states one query reads. */
const PAGE_SIZE = 500;

/**
 * The stored states of an ingest's document files, read a page of paths at a time in input order
 * (one query per 500 files instead of one per file; memory bounded by a page). A file's state is
 * read before this run writes any of its passages, so reading ahead sees what a per-file query
 * would. A path outside the list is read on its own.
 */
export class DocumentStatesAhead {
  private readonly positions = new Map<string, number>();
  private page = -1;
  private states = new Map<string, DocumentState>();

  constructor(
    private readonly store: DocumentStore,
    private readonly paths: readonly string[],
    private readonly pageSize = PAGE_SIZE,
  ) {
    paths.forEach((path, position) => {
      if (!this.positions.has(path)) this.positions.set(path, position);
    });
  }

  async get(path: string): Promise<DocumentState | undefined> {
    const position = this.positions.get(path);
    if (position === undefined) return (await this.store.documentStates([path])).get(path);
    const page = Math.floor(position / this.pageSize);
    if (page !== this.page) {
      this.states = await this.store.documentStates(this.paths.slice(page * this.pageSize, (page + 1) * this.pageSize));
      this.page = page;
    }
    return this.states.get(path);
  }
}
