import type { SourceSpan } from '../ports/source-span.js';
import type { DocumentBlock, DocumentChunk } from './document-block.js';
import type { ChunkOptions } from './chunk-options.js';
import { LineIndex } from './line-index.js';
import { countWords, locateWords } from './locate-words.js';

/** A unit the chunker packs: a whole block, or a sentence (or word window) of a block too long for one passage. */
interface Piece extends Omit<SourceSpan, 'pageEnd'> {
  text: string;
  words: number;
  /** What joins it to the piece before it in the same passage. */
  joiner: string;
  /** Whether it opens a paragraph (a whole one, or the first sentence of a long one). */
  opensParagraph?: boolean;
}

/** Title separator between the document title and the section heading. */
export const TITLE_SEPARATOR = ' › ';

/**
 * Turns a document's blocks, in order, into passages (structure-aware):
 * - a heading closes the passage before it and opens a section (the heading path is kept);
 * - a depth-1 heading before any content or other heading is the document's title (as is a
 *   reader's `title` block: HTML `<title>`, PDF metadata), not a section;
 * - blocks are packed whole into a passage while it stays within `targetWords`, and a paragraph
 *   opens a new passage once the one before holds `minWords` (lists and code blocks stay with it);
 * - a block longer than that is split into sentences (`splitSentences`, the project's splitter;
 *   code blocks into lines), packed the same way, and a sentence longer than that into word windows;
 * - with `overlapWords`, a passage cut for size starts with the last sentences (or blocks) of the
 *   one before, up to that many words (never across a heading).
 * Every passage keeps its source span: first and last character offset, lines, pages.
 */
export class DocumentChunker {
  private title = '';
  private contentSeen = false;
  private headingSeen = false;
  private readonly headings: Array<{ depth: number; text: string }> = [];
  private pieces: Piece[] = [];
  private words = 0;
  /** Leading pieces of `pieces` repeated from the passage before (overlap). */
  private carried = 0;

  constructor(
    private readonly options: ChunkOptions,
    private readonly splitSentences: (text: string) => string[],
  ) {
    if (!Number.isInteger(options.targetWords) || options.targetWords < 1) throw new RangeError('targetWords must be a positive integer');
    if (!Number.isInteger(options.overlapWords) || options.overlapWords < 0 || options.overlapWords >= options.targetWords) {
      throw new RangeError('overlapWords must be an integer from 0 to below targetWords');
    }
    if (!Number.isInteger(options.minWords) || options.minWords < 0 || options.minWords > options.targetWords) {
      throw new RangeError('minWords must be an integer from 0 to targetWords');
    }
  }

  /** The document's title as read so far ('' when it has none). */
  get documentTitle(): string {
    return this.title;
  }

  /** Takes the next block; returns the passages it completed. */
  push(block: DocumentBlock): DocumentChunk[] {
    const out: DocumentChunk[] = [];
    if (block.kind === 'title') {
      if (!this.contentSeen && !this.headingSeen) this.title = block.text;
      return out;
    }
    if (block.kind === 'heading') {
      const depth = block.depth ?? 1;
      if (depth === 1 && !this.contentSeen && !this.headingSeen) {
        this.title = block.text;
        this.headingSeen = true;
        return out;
      }
      this.headingSeen = true;
      this.flush(out, false);
      while (this.headings.length > 0 && this.headings[this.headings.length - 1]!.depth >= depth) this.headings.pop();
      this.headings.push({ depth, text: block.text });
      return out;
    }
    this.contentSeen = true;
    const words = countWords(block.text);
    const joiner = block.kind === 'item' && this.lastKind === 'item' ? '\n' : '\n\n';
    this.lastKind = block.kind;
    const opensParagraph = block.kind === 'paragraph';
    if (words <= this.options.targetWords) {
      this.add({ text: block.text, words, joiner, opensParagraph, start: block.start, end: block.end, ...lines(block.startLine, block.endLine), ...(block.page ? { page: block.page } : {}) }, out);
    } else {
      this.splitBlock(block).forEach((piece, index) => this.add(index === 0 ? { ...piece, joiner, opensParagraph } : piece, out));
    }
    return out;
  }

  private lastKind: DocumentBlock['kind'] | undefined;

  /** Ends the document: returns its last passage. */
  finish(): DocumentChunk[] {
    const out: DocumentChunk[] = [];
    this.flush(out, false);
    return out;
  }

  private add(piece: Piece, out: DocumentChunk[]): void {
    // A new paragraph after enough words of this passage's own (not those repeated by the overlap)
    // opens a passage; a list or a code block stays with the text before it.
    if (this.options.minWords > 0 && piece.opensParagraph && this.pieces.length > this.carried && this.freshWords() >= this.options.minWords) this.flush(out, false);
    if (this.pieces.length > this.carried && this.words + piece.words > this.options.targetWords) this.flush(out, true);
    while (this.carried > 0 && this.words + piece.words > this.options.targetWords) {
      this.words -= this.pieces.shift()!.words;
      this.carried -= 1;
    }
    this.pieces.push(piece);
    this.words += piece.words;
  }

  /** Words of the pending passage outside the pieces repeated from the passage before. */
  private freshWords(): number {
    return this.pieces.slice(this.carried).reduce((sum, piece) => sum + piece.words, 0);
  }

  private flush(out: DocumentChunk[], overlap: boolean): void {
    const pieces = this.pieces;
    const fresh = pieces.length > this.carried;
    this.pieces = [];
    this.words = 0;
    this.carried = 0;
    if (!fresh) return;
    out.push(this.chunkOf(pieces));
    if (overlap && this.options.overlapWords > 0) {
      let words = 0;
      let first = pieces.length;
      while (first > 1 && words + pieces[first - 1]!.words <= this.options.overlapWords) {
        first -= 1;
        words += pieces[first]!.words;
      }
      this.pieces = pieces.slice(first);
      this.words = words;
      this.carried = this.pieces.length;
    }
  }

  private chunkOf(pieces: readonly Piece[]): DocumentChunk {
    const text = pieces.map((piece, index) => (index === 0 ? piece.text : piece.joiner + piece.text)).join('');
    const heading = this.headings.length > 0 ? this.headings[this.headings.length - 1]!.text : '';
    const title = this.title && heading ? `${this.title}${TITLE_SEPARATOR}${heading}` : this.title || heading;
    const startLines = pieces.map((piece) => piece.startLine).filter((line): line is number => line !== undefined);
    const endLines = pieces.map((piece) => piece.endLine).filter((line): line is number => line !== undefined);
    const first = pieces[0]!;
    const last = pieces[pieces.length - 1]!;
    return {
      title,
      topic: heading || this.title,
      section: this.headings.map((entry) => entry.text),
      text,
      start: Math.min(...pieces.map((piece) => piece.start)),
      end: Math.max(...pieces.map((piece) => piece.end)),
      ...(startLines.length > 0 ? { startLine: Math.min(...startLines), endLine: Math.max(...endLines) } : {}),
      ...(first.page !== undefined ? { page: first.page, ...(last.page !== undefined && last.page !== first.page ? { pageEnd: last.page } : {}) } : {}),
    };
  }

  /** Sentences (code: lines) of a block, each located in the block's text and source; over-long ones cut into word windows. */
  private splitBlock(block: DocumentBlock): Piece[] {
    const code = block.kind === 'code';
    const units = code ? block.text.split('\n').filter((line) => line.trim().length > 0) : this.splitSentences(block.text);
    const rawLines = block.raw !== undefined && block.startLine !== undefined ? new LineIndex() : undefined;
    rawLines?.feed(block.raw!);
    let textCursor = 0;
    let rawCursor = 0;
    const pieces: Piece[] = [];
    const place = (unitText: string): Piece => {
      const inText = locateWords(block.text, unitText, textCursor);
      if (inText) textCursor = inText.end;
      const text = inText ? block.text.slice(inText.start, inText.end) : unitText.trim();
      const inRaw = block.raw !== undefined ? locateWords(block.raw, text, rawCursor) : undefined;
      if (inRaw) rawCursor = inRaw.end;
      const span =
        inRaw && rawLines
          ? {
              start: block.start + inRaw.start,
              end: block.start + inRaw.end,
              startLine: block.startLine! + rawLines.lineOf(inRaw.start) - 1,
              endLine: block.startLine! + rawLines.lineOf(Math.max(inRaw.start, inRaw.end - 1)) - 1,
            }
          : { start: block.start, end: block.end, ...lines(block.startLine, block.endLine) };
      return { text, words: countWords(text), joiner: code ? '\n' : ' ', ...span, ...(block.page ? { page: block.page } : {}) };
    };
    for (const unit of units) {
      const words = countWords(unit);
      if (words <= this.options.targetWords) {
        pieces.push(place(unit));
        continue;
      }
      const tokens = unit.match(/\S+/g) ?? [];
      for (let from = 0; from < tokens.length; from += this.options.targetWords) pieces.push(place(tokens.slice(from, from + this.options.targetWords).join(' ')));
    }
    return pieces.filter((piece) => piece.text.length > 0);
  }
}

function lines(startLine: number | undefined, endLine: number | undefined): { startLine?: number; endLine?: number } {
  return startLine !== undefined && endLine !== undefined ? { startLine, endLine } : {};
}
