import type { DocumentRecord, DocumentState } from '../ports/graph-records.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { ChunkOptions } from '../documents/chunk-options.js';
import type { DocumentFormat } from '../documents/document-format.js';
import { DocumentRejectedError } from '../documents/document-rejected-error.js';
import { inspectDocumentFile } from '../documents/inspect-document-file.js';
import { streamDocument } from '../documents/load-document.js';
import type { CorpusItem } from './corpus-record.js';
import type { InputFile } from './walk-inputs.js';

export interface DocumentItemsContext {
  store: DocumentStore;
  /** The stored state of a document path (read ahead in pages: `DocumentStatesAhead`). */
  storedState: (path: string) => Promise<DocumentState | undefined>;
  chunk: ChunkOptions;
  maxBytes: number;
  /** The chunking and extraction settings: a document stored with other settings is read again. */
  ingestKey: string;
  splitSentences: (text: string) => string[];
  /** An unchanged document was skipped: its stored passage ids (they count as seen, for `--sync`). */
  onUnchanged: (file: InputFile, passageIds: string[]) => void;
  /** A document was read and chunked: it is finished (hash stored) once all its passages are written. */
  onRead: (file: InputFile, state: Required<DocumentState>) => void;
}

/**
 * One document file as corpus items: nothing when the index already holds it with the same file
 * hash and ingest settings; else its passages, in order, as they are cut (memory bounded by a piece
 * of the file), each with its provenance and its document; or, for a bad file, one rejection
 * (`path: reason`, line 0) — before any passage, as every check runs first (`streamDocument`).
 */
export async function* documentItems(file: InputFile & { kind: DocumentFormat }, context: DocumentItemsContext): AsyncGenerator<CorpusItem> {
  try {
    const facts = await inspectDocumentFile(file.file, file.kind, context.maxBytes);
    const stored = await context.storedState(file.path);
    if (stored?.hash === facts.hash && stored.ingestKey === context.ingestKey) {
      context.onUnchanged(file, await context.store.documentPassageIds(file.path));
      return;
    }
    const source = streamDocument(file.file, file.kind, { chunk: context.chunk, maxBytes: context.maxBytes, splitSentences: context.splitSentences, path: file.path }, facts);
    let position = 0;
    for await (const { id, chunk, documentTitle } of source) {
      const record: DocumentRecord = { path: file.path, title: documentTitle, format: file.kind };
      yield {
        kind: 'record',
        record: {
          id,
          title: chunk.title,
          text: chunk.text,
          topic: chunk.topic,
          file: file.path,
          line: chunk.startLine ?? 0,
          bytes: Buffer.byteLength(chunk.text),
          document: record,
          source: {
            path: file.path,
            section: chunk.section,
            position,
            start: chunk.start,
            end: chunk.end,
            ...(chunk.startLine !== undefined ? { startLine: chunk.startLine, endLine: chunk.endLine! } : {}),
            ...(chunk.page !== undefined ? { page: chunk.page } : {}),
            ...(chunk.pageEnd !== undefined ? { pageEnd: chunk.pageEnd } : {}),
          },
        },
      };
      position += 1;
    }
    // Complete: its stale passages may go and its hash be stored once the batches are written.
    context.onRead(file, { path: file.path, hash: facts.hash, ingestKey: context.ingestKey });
  } catch (error) {
    if (!(error instanceof DocumentRejectedError)) throw error;
    yield { kind: 'rejected', rejected: { file: file.file, line: 0, reason: error.reason } };
  }
}
