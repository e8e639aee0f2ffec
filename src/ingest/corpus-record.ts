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
}

/** A rejected record: `file:line: reason`. */
export interface RejectedRecord {
  file: string;
  line: number;
  reason: string;
}

export type CorpusItem = { kind: 'record'; record: CorpusRecord } | { kind: 'rejected'; rejected: RejectedRecord };
