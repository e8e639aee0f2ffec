import type { DocumentRecord, PassageSource } from '../ports/graph-records.js';

/** One accepted corpus record, with where it came from. */
export interface CorpusRecord {
  /** The record's own id, or undefined (a content hash is used then). */
  id: string | undefined;
  title: string;
  text: string;
  file: string;
  line: number;
  /** Size of the record in the file, in bytes (drives the progress bar). */
  bytes: number;
  /** A passage cut from a document file: what it is about (NLP, title entity) when not its whole title. */
  topic?: string;
  /** A passage cut from a document file: the document and where in it the passage came from. */
  document?: DocumentRecord;
  source?: PassageSource;
}

/** A rejected record: `file:line: reason` (a whole rejected document file: line 0, printed `file: reason`). */
export interface RejectedRecord {
  file: string;
  line: number;
  reason: string;
}

export type CorpusItem = { kind: 'record'; record: CorpusRecord } | { kind: 'rejected'; rejected: RejectedRecord };
