import { createHash } from 'node:crypto';
import type { DocumentBlock, DocumentChunk } from './document-block.js';
import type { ChunkOptions } from './chunk-options.js';
import { DocumentChunker } from './document-chunker.js';
import type { DocumentFormat } from './document-format.js';
import { DocumentRejectedError } from './document-rejected-error.js';
import { inspectDocumentFile, type DocumentFileFacts } from './inspect-document-file.js';
import { precheckStructure } from './precheck-structure.js';
import { readHtml } from './read-html.js';
import { readMarkdown } from './read-markdown.js';
import { readPdf } from './read-pdf.js';
import { readPlainText } from './read-plain-text.js';

/** A document read and chunked: what the ingest turns into passages and a `Document` node. */
export interface LoadedDocument {
  format: DocumentFormat;
  /** sha256 of the file (first 32 hex digits). */
  hash: string;
  bytes: number;
  /** The document's title ('' when it has none). */
  title: string;
  chunks: DocumentChunk[];
}

export interface LoadDocumentOptions {
  chunk: ChunkOptions;
  /** Larger files are rejected without being read. */
  maxBytes: number;
  /** The sentence splitter the chunker cuts over-long blocks with. */
  splitSentences: (text: string) => string[];
  /** The document's path as the index names it (passage ids start with it; default: the file). */
  path?: string;
}

/** The reader of each format: an async stream of blocks in document order. */
export function readBlocks(file: string, format: DocumentFormat): AsyncIterable<DocumentBlock> {
  switch (format) {
    case 'markdown':
      return readMarkdown(file);
    case 'text':
      return readPlainText(file);
    case 'html':
      return readHtml(file);
    case 'pdf':
      return readPdf(file);
  }
}

/** One passage of a document as it is cut, with its id and the document's title (known before its first passage). */
export interface StreamedChunk {
  id: string;
  chunk: DocumentChunk;
  documentTitle: string;
}

/**
 * Checks, reads and chunks one document file, handing on each passage as soon as it is cut, so
 * memory is bounded by a piece of the file, not by the document. Everything that rejects a file is
 * checked before the first passage: size, content against the format and UTF-8
 * (`inspectDocumentFile`, unless `inspected` gives its facts) and nesting (`precheckStructure`).
 * A parser failing after that (not expected) still throws `DocumentRejectedError`; the passages
 * already handed on stay. No passage at all: rejected (`no text`).
 */
export async function* streamDocument(file: string, format: DocumentFormat, options: LoadDocumentOptions, inspected?: DocumentFileFacts): AsyncGenerator<StreamedChunk> {
  if (!inspected) await inspectDocumentFile(file, format, options.maxBytes);
  const chunker = new DocumentChunker(options.chunk, options.splitSentences);
  const ids = new PassageIds(path(file, options));
  let count = 0;
  try {
    await precheckStructure(file, format);
    for await (const block of readBlocks(file, format)) {
      for (const chunk of chunker.push(block)) {
        count += 1;
        yield { id: ids.next(chunk), chunk, documentTitle: chunker.documentTitle };
      }
    }
    for (const chunk of chunker.finish()) {
      count += 1;
      yield { id: ids.next(chunk), chunk, documentTitle: chunker.documentTitle };
    }
  } catch (error) {
    if (error instanceof DocumentRejectedError) throw error;
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw new DocumentRejectedError('nested too deeply to parse');
    throw new DocumentRejectedError(`cannot parse the ${format === 'markdown' ? 'Markdown' : format === 'html' ? 'HTML' : format === 'pdf' ? 'PDF' : 'text'}: ${(error as Error).message}`);
  }
  if (count === 0) throw new DocumentRejectedError('no text');
}

function path(file: string, options: LoadDocumentOptions): string {
  return options.path ?? file;
}

/**
 * Reads a whole document into memory (`streamDocument`, collected): for tests and small files. It
 * throws `DocumentRejectedError` with the reason (a parser's own failure included).
 */
export async function loadDocument(file: string, format: DocumentFormat, options: LoadDocumentOptions, inspected?: DocumentFileFacts): Promise<LoadedDocument> {
  const facts = inspected ?? (await inspectDocumentFile(file, format, options.maxBytes));
  const chunks: DocumentChunk[] = [];
  let title = '';
  for await (const streamed of streamDocument(file, format, options, facts)) {
    chunks.push(streamed.chunk);
    title = streamed.documentTitle;
  }
  return { format, hash: facts.hash, bytes: facts.bytes, title, chunks };
}

/**
 * A document passage's id: the document's path and a hash of the passage's content (`~2`, `~3`
 * for a repeat within the document), so an edit elsewhere in the file leaves it unchanged and only
 * passages whose content changed are rewritten.
 */
export class PassageIds {
  private readonly seen = new Map<string, number>();

  constructor(private readonly path: string) {}

  next(chunk: DocumentChunk): string {
    const hash = createHash('sha256').update(chunk.title).update('\u0000').update(chunk.text).digest('hex').slice(0, 16);
    const count = (this.seen.get(hash) ?? 0) + 1;
    this.seen.set(hash, count);
    return `${this.path}#${hash}${count > 1 ? `~${count}` : ''}`;
  }
}

/** The ids of a document's passages, in order (`PassageIds`). */
export function documentPassageIds(path: string, chunks: readonly DocumentChunk[]): string[] {
  const ids = new PassageIds(path);
  return chunks.map((chunk) => ids.next(chunk));
}
