import { createReadStream } from 'node:fs';

/** A run of whole lines of a text file: its text, and where it starts (character offset, 1-based line). */
export interface TextPiece {
  text: string;
  start: number;
  startLine: number;
}

export interface TextPieceOptions {
  /** A piece ends at the first blank line after this many characters (default 1 Mi). */
  pieceChars?: number;
  /** Never cut inside a fenced code block (Markdown). */
  fenceAware?: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Streams a UTF-8 file (already validated) as pieces of whole lines, cut at blank lines once a piece
 * has `pieceChars` characters (outside fenced code when `fenceAware`), so a reader parses a large
 * file piece by piece and memory stays bounded by a few pieces. A piece without any blank line is cut
 * at a line end at four times the size, and a single line longer than that at its last space.
 */
export async function* readTextPieces(file: string, options: TextPieceOptions = {}): AsyncGenerator<TextPiece> {
  const pieceChars = options.pieceChars ?? 1 << 20;
  const hardChars = pieceChars * 4;
  const decoder = new TextDecoder('utf-8');
  let lines: string[] = [];
  let pieceLength = 0;
  let pieceStart = 0;
  let pieceStartLine = 1;
  let offset = 0;
  let line = 1;
  let partial = '';
  let fence: { char: string; length: number } | undefined;

  const take = (): TextPiece => {
    const piece = { text: lines.join(''), start: pieceStart, startLine: pieceStartLine };
    lines = [];
    pieceLength = 0;
    pieceStart = offset;
    pieceStartLine = line;
    return piece;
  };
  const addLine = function* (text: string): Generator<TextPiece> {
    if (options.fenceAware) {
      const match = FENCE.exec(text);
      if (match) {
        const marker = match[1]!;
        if (!fence) fence = { char: marker[0]!, length: marker.length };
        else if (marker[0] === fence.char && marker.length >= fence.length && text.trim() === marker) fence = undefined;
      }
    }
    lines.push(text);
    pieceLength += text.length;
    offset += text.length;
    if (text.endsWith('\n')) line += 1;
    const blank = text.trim().length === 0;
    if ((pieceLength >= pieceChars && blank && !fence) || pieceLength >= hardChars) yield take();
  };
  const feed = function* (text: string): Generator<TextPiece> {
    let from = 0;
    for (;;) {
      const newline = text.indexOf('\n', from);
      if (newline === -1) break;
      const complete = partial + text.slice(from, newline + 1);
      partial = '';
      yield* addLine(complete);
      from = newline + 1;
    }
    partial += text.slice(from);
    while (partial.length >= hardChars) {
      // One enormous line: cut it at its last space before the limit (or at the limit).
      const space = partial.lastIndexOf(' ', hardChars);
      const cut = space > 0 ? space + 1 : hardChars;
      lines.push(partial.slice(0, cut));
      pieceLength += cut;
      offset += cut;
      partial = partial.slice(cut);
      yield take();
    }
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    yield* feed(decoder.decode(chunk, { stream: true }));
  }
  yield* feed(decoder.decode());
  if (partial.length > 0) {
    lines.push(partial);
    pieceLength += partial.length;
    offset += partial.length;
    partial = '';
  }
  if (pieceLength > 0) yield take();
}

/** The 1-based line of `index` in `text`, given the line of index 0 (counts newlines; for small spans). */
export function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let position = text.indexOf('\n'); position !== -1 && position < index; position = text.indexOf('\n', position + 1)) line += 1;
  return line;
}
