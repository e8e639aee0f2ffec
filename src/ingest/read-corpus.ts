import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { CorpusItem } from './corpus-record.js';
import { validateRecord } from './validate-record.js';

export interface ReadCorpusOptions {
  /** Records larger than this (bytes of JSON) are rejected without being parsed. */
  maxRecordBytes: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `jsonl` (one object a line) or `json-array` (`[{...}, {...}]`), decided by the first non-blank byte. */
export async function detectCorpusFormat(file: string): Promise<'jsonl' | 'json-array'> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) return 'jsonl';
      for (let index = 0; index < bytesRead; index += 1) {
        const byte = buffer[index]!;
        if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0xef || byte === 0xbb || byte === 0xbf) continue;
        return byte === 0x5b ? 'json-array' : 'jsonl';
      }
      position += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Streams a corpus file, yielding accepted records and rejections (`file:line: reason`) in file order.
 * Memory stays bounded by the largest record (and an over-long record is skipped, not buffered).
 */
export async function* readCorpus(file: string, options: ReadCorpusOptions): AsyncGenerator<CorpusItem> {
  const format = await detectCorpusFormat(file);
  if (format === 'jsonl') yield* readJsonLines(file, options);
  else yield* readJsonArray(file, options);
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

async function* readJsonLines(file: string, options: ReadCorpusOptions): AsyncGenerator<CorpusItem> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let oversized = false;
  let line = 1;
  const finishLine = function* (lineBytes: Buffer | undefined): Generator<CorpusItem> {
    const current = line;
    line += 1;
    if (oversized) {
      oversized = false;
      yield { kind: 'rejected', rejected: { file, line: current, reason: `record is larger than the limit of ${options.maxRecordBytes} bytes` } };
      return;
    }
    if (!lineBytes) return;
    const text = decode(lineBytes);
    if (text === undefined) {
      yield { kind: 'rejected', rejected: { file, line: current, reason: 'invalid UTF-8' } };
      return;
    }
    const trimmed = text.replace(/^\uFEFF/, '').trim();
    if (trimmed.length === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      yield { kind: 'rejected', rejected: { file, line: current, reason: `malformed JSON: ${(error as Error).message}` } };
      return;
    }
    yield validateRecord(value, file, current, lineBytes.length + 1);
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) break;
      const piece = chunk.subarray(start, newline);
      let lineBytes: Buffer | undefined;
      if (!oversized) {
        if (pendingBytes + piece.length > options.maxRecordBytes) oversized = true;
        else lineBytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      }
      pending = [];
      pendingBytes = 0;
      yield* finishLine(lineBytes);
      start = newline + 1;
    }
    const rest = chunk.subarray(start);
    if (rest.length > 0 && !oversized) {
      if (pendingBytes + rest.length > options.maxRecordBytes) {
        oversized = true;
        pending = [];
        pendingBytes = 0;
      } else {
        pending.push(Buffer.from(rest));
        pendingBytes += rest.length;
      }
    }
  }
  if (pending.length > 0 || oversized) yield* finishLine(pending.length > 0 ? Buffer.concat(pending) : undefined);
}

/**
 * A streaming reader for a top-level JSON array: it scans bytes, tracking strings and nesting, and
 * hands each top-level element to JSON.parse, so line numbers are exact and memory stays bounded.
 */
async function* readJsonArray(file: string, options: ReadCorpusOptions): AsyncGenerator<CorpusItem> {
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let ended = false;
  let element: Buffer[] = [];
  let elementBytes = 0;
  let elementLine = 0;
  let elementStart = -1;
  let inElement = false;
  let oversized = false;
  const emit = function* (parts: Buffer[]): Generator<CorpusItem> {
    if (oversized) {
      oversized = false;
      yield { kind: 'rejected', rejected: { file, line: elementLine, reason: `record is larger than the limit of ${options.maxRecordBytes} bytes` } };
      return;
    }
    const bytes = Buffer.concat(parts);
    const text = decode(bytes);
    if (text === undefined) {
      yield { kind: 'rejected', rejected: { file, line: elementLine, reason: 'invalid UTF-8' } };
      return;
    }
    if (text.trim().length === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { kind: 'rejected', rejected: { file, line: elementLine, reason: `malformed JSON: ${(error as Error).message}` } };
      return;
    }
    yield validateRecord(value, file, elementLine, bytes.length);
  };
  const keep = (chunk: Buffer, from: number, to: number): void => {
    if (oversized || to <= from) return;
    if (elementBytes + (to - from) > options.maxRecordBytes) {
      oversized = true;
      element = [];
      elementBytes = 0;
      return;
    }
    element.push(Buffer.from(chunk.subarray(from, to)));
    elementBytes += to - from;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    elementStart = inElement ? 0 : -1;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      if (byte === 0x0a) line += 1;
      if (ended) {
        if (byte > 0x20 && byte !== 0xbb && byte !== 0xbf && byte !== 0xef) {
          yield { kind: 'rejected', rejected: { file, line, reason: 'unexpected content after the closing "]" of the JSON array' } };
          return;
        }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c) escaped = true;
        else if (byte === 0x22) inString = false;
        continue;
      }
      if (!started) {
        if (byte === 0x5b) {
          started = true;
          depth = 1;
        }
        continue;
      }
      if (byte === 0x22) {
        inString = true;
        if (depth === 1 && elementStart === -1) {
          elementStart = index;
          elementLine = line;
          inElement = true;
        }
        continue;
      }
      if (byte === 0x7b || byte === 0x5b) {
        if (depth === 1 && elementStart === -1) {
          elementStart = index;
          elementLine = line;
          inElement = true;
        }
        depth += 1;
        continue;
      }
      if (byte === 0x7d || byte === 0x5d) {
        depth -= 1;
        if (depth === 0) {
          if (elementStart !== -1) {
            keep(chunk, elementStart, index);
            yield* emit(element);
          }
          element = [];
          elementBytes = 0;
          elementStart = -1;
          inElement = false;
          ended = true;
        }
        continue;
      }
      if (depth === 1) {
        if (byte === 0x2c) {
          if (elementStart !== -1) {
            keep(chunk, elementStart, index);
            yield* emit(element);
          }
          element = [];
          elementBytes = 0;
          elementStart = -1;
          inElement = false;
        } else if (byte > 0x20 && elementStart === -1) {
          elementStart = index;
          elementLine = line;
          inElement = true;
        }
      }
    }
    if (elementStart !== -1) keep(chunk, elementStart, chunk.length);
  }
  if (!started) {
    yield { kind: 'rejected', rejected: { file, line, reason: 'expected a JSON array' } };
  } else if (!ended) {
    if (inElement) {
      yield { kind: 'rejected', rejected: { file, line: elementLine || line, reason: 'truncated file: the JSON array is not closed' } };
    } else {
      yield { kind: 'rejected', rejected: { file, line, reason: 'truncated file: the JSON array is not closed' } };
    }
  }
}
