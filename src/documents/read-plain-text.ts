import type { DocumentBlock } from './document-block.js';
import { readTextPieces } from './read-text-pieces.js';

/**
 * A plain-text file as paragraphs: runs of non-blank lines, separated by blank lines. No headings
 * (a text file has none), so its passages are untitled. Whitespace inside a paragraph is collapsed;
 * `raw` keeps the paragraph's source lines.
 */
export async function* readPlainText(file: string): AsyncGenerator<DocumentBlock> {
  for await (const piece of readTextPieces(file)) {
    const text = piece.text;
    let line = piece.startLine;
    let position = 0;
    let paragraph: { start: number; startLine: number; end: number; endLine: number } | undefined;
    const flush = (): DocumentBlock | undefined => {
      if (!paragraph) return undefined;
      const raw = text.slice(paragraph.start, paragraph.end);
      const block: DocumentBlock = {
        kind: 'paragraph',
        text: raw.replace(/\s+/g, ' ').trim(),
        start: piece.start + paragraph.start,
        end: piece.start + paragraph.end,
        startLine: paragraph.startLine,
        endLine: paragraph.endLine,
        raw,
      };
      paragraph = undefined;
      return block;
    };
    while (position < text.length) {
      const newline = text.indexOf('\n', position);
      const lineEnd = newline === -1 ? text.length : newline;
      const content = text.slice(position, lineEnd);
      if (content.trim().length === 0) {
        const block = flush();
        if (block) yield block;
      } else {
        // The paragraph's span: from its first non-blank character to its last one.
        const first = position + content.search(/\S/);
        const last = position + content.trimEnd().length;
        if (!paragraph) paragraph = { start: first, startLine: line, end: last, endLine: line };
        else {
          paragraph.end = last;
          paragraph.endLine = line;
        }
      }
      position = lineEnd + 1;
      line += 1;
    }
    const block = flush();
    if (block) yield block;
  }
}
