import { createHash } from 'node:crypto';
import type { DocumentBlock, DocumentChunk } from './document-block.js';
import type { ChunkOptions } from './chunk-options.js';
import { DocumentChunker } from './document-chunker.js';
import type { DocumentFormat } from './document-format.js';
import { DocumentRejectedError } from './document-rejected-error.js';
import { inspectDocumentFile, type DocumentFileFacts } from './inspect-document-file.js';
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

/**
 * Checks, reads and chunks one document file. The file is checked in full (size, content against
 * its format, UTF-8) before it is parsed, and its passages are returned only once the whole file is
 * read, so a file that turns out bad mid-way contributes nothing: it throws `DocumentRejectedError`
 * with the reason (a parser's own failure included). `inspected`: the facts of an inspection already made.
 */
export async function loadDocument(file: string, format: DocumentFormat, options: LoadDocumentOptions, inspected?: DocumentFileFacts): Promise<LoadedDocument> {
  const facts = inspected ?? (await inspectDocumentFile(file, format, options.maxBytes));
  const chunker = new DocumentChunker(options.chunk, options.splitSentences);
  const chunks: DocumentChunk[] = [];
  try {
    for await (const block of readBlocks(file, format)) chunks.push(...chunker.push(block));
    chunks.push(...chunker.finish());
  } catch (error) {
    if (error instanceof DocumentRejectedError) throw error;
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw new DocumentRejectedError('nested too deeply to parse');
    throw new DocumentRejectedError(`cannot parse the ${format === 'markdown' ? 'Markdown' : format === 'html' ? 'HTML' : format === 'pdf' ? 'PDF' : 'text'}: ${(error as Error).message}`);
  }
  if (chunks.length === 0) throw new DocumentRejectedError('no text');
  return { format, hash: facts.hash, bytes: facts.bytes, title: chunker.documentTitle, chunks };
}

/**
 * A document passage's id: the document's path and a hash of the passage's content (`~2`, `~3`
 * for a repeat within the document), so an edit elsewhere in the file leaves it unchanged and only
 * passages whose content changed are rewritten.
 */
export function documentPassageIds(path: string, chunks: readonly DocumentChunk[]): string[] {
  const seen = new Map<string, number>();
  return chunks.map((chunk) => {
    const hash = createHash('sha256').update(chunk.title).update('\u0000').update(chunk.text).digest('hex').slice(0, 16);
    const count = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, count);
    return `${path}#${hash}${count > 1 ? `~${count}` : ''}`;
  });
}
