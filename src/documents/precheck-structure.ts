import { createReadStream } from 'node:fs';
import { Parser } from 'htmlparser2';
import type { DocumentFormat } from './document-format.js';
import { DocumentRejectedError } from './document-rejected-error.js';
import { checkMarkdownNesting } from './read-markdown.js';
import { readTextPieces } from './read-text-pieces.js';

/** Deepest HTML nesting read (open elements; htmlparser2 reports void and implied closes, so the count is the reader's). */
export const DEFAULT_MAX_HTML_DEPTH = 1000;

/**
 * The structural checks that would otherwise fail a document half-way through its passages, run
 * in one streaming pass before any passage is produced: Markdown nesting (list indentation, quote
 * depth) and HTML element depth. So passages can be handed on as they are cut (memory bounded by a
 * piece, not by the document) and a file rejected for its structure still contributes nothing.
 */
export async function precheckStructure(file: string, format: DocumentFormat, maxHtmlDepth = DEFAULT_MAX_HTML_DEPTH): Promise<void> {
  if (format === 'markdown') {
    for await (const piece of readTextPieces(file, { fenceAware: true })) checkMarkdownNesting(piece.text);
    return;
  }
  if (format !== 'html') return;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > maxHtmlDepth) throw new DocumentRejectedError(`HTML nested deeper than ${maxHtmlDepth} elements`);
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) parser.write(decoder.decode(chunk, { stream: true }));
  parser.end(decoder.decode());
}
