import type { DocumentState } from './graph-records.js';

/**
 * What the ingest run keeps about document files (`Document` nodes): whether a file changed since it
 * was ingested, which passages it had, which files the collection holds.
 */
export interface DocumentStore {
  /** The stored state of the given document paths (absent paths are missing from the map). */
  documentStates(paths: readonly string[]): Promise<Map<string, DocumentState>>;
  /** The ids of a document's passages, in document order. */
  documentPassageIds(path: string): Promise<string[]>;
  /** Every document path of the collection, in path order. */
  documentPaths(): Promise<string[]>;
  /** Marks documents complete (every passage written): their file hash and ingest settings. */
  finishDocuments(states: readonly Required<DocumentState>[]): Promise<void>;
  /** Deletes `Document` nodes (their passages are deleted with `deletePassages`). */
  deleteDocuments(paths: readonly string[]): Promise<void>;
}
