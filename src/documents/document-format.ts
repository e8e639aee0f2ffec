import { extname } from 'node:path';

/** The document formats hopgraph reads from files (records — `.jsonl`/`.json` — are read by `src/ingest/read-corpus.ts`). */
export type DocumentFormat = 'markdown' | 'text' | 'html' | 'pdf';

/** What a file of the ingest input is, by its extension: a document of some format, or a records file. */
export type InputKind = DocumentFormat | 'records';

const BY_EXTENSION: Record<string, InputKind> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.jsonl': 'records',
  '.json': 'records',
};

/** The kind of a file by its extension (case-insensitive), or undefined for an extension hopgraph does not read. */
export function inputKindOf(path: string): InputKind | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}

/** The extensions `inputKindOf` knows, for messages. */
export const KNOWN_EXTENSIONS = Object.keys(BY_EXTENSION);
