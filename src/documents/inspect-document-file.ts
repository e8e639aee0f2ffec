import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { DocumentFormat } from './document-format.js';
import { DocumentRejectedError } from './document-rejected-error.js';

/** What one streaming pass over a document file tells before it is parsed. */
export interface DocumentFileFacts {
  bytes: number;
  /** sha256 of the file's bytes (hex, first 32 digits): an unchanged file is skipped by it. */
  hash: string;
}

const PDF_MAGIC = Buffer.from('%PDF-');

function megabytes(bytes: number): string {
  return `${(bytes / (1 << 20)).toFixed(bytes < 10 << 20 ? 1 : 0)} MB`;
}

/**
 * Checks a document file against its format in one streaming pass (memory: one 1 MB read buffer)
 * and hashes it: over `maxBytes`, empty, a PDF without the `%PDF-` header, or a text format
 * (Markdown, text, HTML) with NUL bytes (binary content) or invalid UTF-8 is rejected with the
 * reason, before anything of it is parsed or enqueued.
 */
export async function inspectDocumentFile(file: string, format: DocumentFormat, maxBytes: number): Promise<DocumentFileFacts> {
  const size = (await stat(file)).size;
  if (size === 0) throw new DocumentRejectedError('empty file');
  if (size > maxBytes) throw new DocumentRejectedError(`file is ${megabytes(size)}, over the document limit of ${megabytes(maxBytes)} (--max-document-mb)`);
  const digest = createHash('sha256');
  const decoder = format === 'pdf' ? undefined : new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  let head: Buffer | undefined;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    digest.update(chunk);
    if (!head) {
      head = chunk.subarray(0, 1024);
      if (decoder && head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new DocumentRejectedError(`a PDF file, named as ${format}`);
    }
    if (decoder) {
      const nul = chunk.indexOf(0);
      if (nul !== -1) throw new DocumentRejectedError(`binary content (a NUL byte at byte ${offset + nul}), not ${format === 'markdown' ? 'Markdown' : format === 'html' ? 'HTML' : 'text'}`);
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw new DocumentRejectedError(`invalid UTF-8 (in bytes ${offset}–${offset + chunk.length - 1})`);
      }
    }
    offset += chunk.length;
  }
  if (decoder) {
    try {
      decoder.decode();
    } catch {
      throw new DocumentRejectedError('invalid UTF-8 (the file ends inside a character)');
    }
  } else if (!head || head.indexOf(PDF_MAGIC) === -1) {
    // The PDF reference lets the header sit anywhere in the first 1,024 bytes.
    throw new DocumentRejectedError('not a PDF (no %PDF- header in the first 1,024 bytes)');
  }
  return { bytes: size, hash: digest.digest('hex').slice(0, 32) };
}
