import { describe, expect, it } from 'vitest';
import { DocumentStatesAhead } from '../../../src/ingest/document-states-ahead.js';
import type { DocumentStore } from '../../../src/ports/document-store.js';
import type { DocumentState } from '../../../src/ports/graph-records.js';

/** A document store over a map that records each states query (the paging is what is tested; the Neo4j queries are covered by the ingest integration tests). */
function storeOf(states: Map<string, DocumentState>): { store: DocumentStore; queries: string[][] } {
  const queries: string[][] = [];
  const store: DocumentStore = {
    documentStates: async (paths) => {
      queries.push([...paths]);
      return new Map(paths.filter((path) => states.has(path)).map((path) => [path, states.get(path)!]));
    },
    documentPassageIds: async () => [],
    documentPaths: async () => [...states.keys()].sort(),
    finishDocuments: async () => undefined,
    deleteDocuments: async () => undefined,
  };
  return { store, queries };
}

describe('DocumentStatesAhead (stored document states, read a page of input paths at a time)', () => {
  const stored = new Map<string, DocumentState>([
    ['notes/a.md', { path: 'notes/a.md', hash: 'h-a', ingestKey: 'k' }],
    ['notes/d.md', { path: 'notes/d.md', hash: 'h-d', ingestKey: 'k' }],
    ['notes/g.md', { path: 'notes/g.md' }],
  ]);
  const paths = ['notes/a.md', 'notes/b.md', 'notes/c.md', 'notes/d.md', 'notes/e.md', 'notes/f.md', 'notes/g.md'];

  it('answers what a query per file would, with one query per page of paths in input order', async () => {
    const { store, queries } = storeOf(stored);
    const ahead = new DocumentStatesAhead(store, paths, 3);
    const answers = [];
    for (const path of paths) answers.push(await ahead.get(path));
    expect(answers).toEqual([stored.get('notes/a.md'), undefined, undefined, stored.get('notes/d.md'), undefined, undefined, stored.get('notes/g.md')]);
    expect(queries).toEqual([paths.slice(0, 3), paths.slice(3, 6), paths.slice(6)]);
  });

  it('reads a path outside its list on its own, and a page again when asked out of order', async () => {
    const { store, queries } = storeOf(stored);
    const ahead = new DocumentStatesAhead(store, paths, 3);
    expect(await ahead.get('notes/d.md')).toEqual(stored.get('notes/d.md'));
    expect(await ahead.get('elsewhere/x.md')).toBeUndefined();
    expect(await ahead.get('notes/a.md')).toEqual(stored.get('notes/a.md'));
    expect(await ahead.get('notes/e.md')).toBeUndefined();
    expect(queries).toEqual([paths.slice(3, 6), ['elsewhere/x.md'], paths.slice(0, 3), paths.slice(3, 6)]);
  });
});
