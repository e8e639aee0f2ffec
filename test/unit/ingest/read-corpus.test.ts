import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '../../../src/ingest/read-corpus.js';
import type { CorpusItem } from '../../../src/ingest/corpus-record.js';

const directory = mkdtempSync(join(tmpdir(), 'hopgraph-corpus-'));

function file(name: string, content: string | Buffer): string {
  const path = join(directory, name);
  writeFileSync(path, content);
  return path;
}

async function collect(path: string, maxRecordBytes = 10_000): Promise<CorpusItem[]> {
  const items: CorpusItem[] = [];
  for await (const item of readCorpus(path, { maxRecordBytes })) items.push(item);
  return items;
}

function summarize(items: CorpusItem[]): string[] {
  return items.map((item) =>
    item.kind === 'record' ? `${item.record.line}: ok ${item.record.id ?? '-'} ${item.record.title}|${item.record.text}` : `${item.rejected.line}: ${item.rejected.reason}`,
  );
}

describe('readCorpus (JSONL)', () => {
  it('accepts valid records and names every broken line with its reason', async () => {
    const path = file(
      'mixed.jsonl',
      Buffer.concat([
        Buffer.from('{"id": "a", "title": "A", "text": "Alpha."}\n'),
        Buffer.from('{"text": "no id here"}\n'),
        Buffer.from('\n'),
        Buffer.from('{"id": "b", "text": \n'),
        Buffer.from('{"id": "c", "title": "C"}\n'),
        Buffer.from('{"id": "d", "text": "   "}\n'),
        Buffer.from('{"id": "e", "text": 42}\n'),
        Buffer.from('{"id": ["x"], "text": "array id"}\n'),
        Buffer.from('[1, 2]\n'),
        Buffer.from('7\n'),
        Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a]),
        Buffer.from('{"id": 12, "title": "Twelve", "text": "Numeric ids become strings."}\n'),
        Buffer.from('{"id": "last", "text": "no trailing newline"}'),
      ]),
    );
    const lines = summarize(await collect(path));
    expect(lines).toEqual([
      '1: ok a A|Alpha.',
      '2: ok - |no id here',
      expect.stringMatching(/^4: malformed JSON/),
      '5: missing field "text"',
      '6: field "text" is empty',
      '7: field "text" must be a string, got number',
      '8: field "id" must be a string, got array',
      '9: expected a JSON object, got an array',
      '10: expected a JSON object, got number',
      '11: invalid UTF-8',
      '12: ok 12 Twelve|Numeric ids become strings.',
      '13: ok last |no trailing newline',
    ]);
  });

  it('rejects an over-long line without buffering it, and keeps going', async () => {
    const big = `{"id": "big", "text": "${'x'.repeat(50_000)}"}`;
    const path = file('big.jsonl', `{"id": "a", "text": "before"}\n${big}\n{"id": "b", "text": "after"}\n`);
    expect(summarize(await collect(path, 1000))).toEqual(['1: ok a |before', '2: record is larger than the limit of 1000 bytes', '3: ok b |after']);
  });

  it('reads lines split across stream chunks', async () => {
    const records = Array.from({ length: 3000 }, (_, index) => JSON.stringify({ id: `r${index}`, text: `record number ${index} `.repeat(20) }));
    const path = file('many.jsonl', `${records.join('\n')}\n`);
    const items = await collect(path);
    expect(items).toHaveLength(3000);
    expect(items.every((item) => item.kind === 'record')).toBe(true);
    expect(items[2999]).toMatchObject({ kind: 'record', record: { id: 'r2999', line: 3000 } });
  });
});

describe('readCorpus (JSON array)', () => {
  it('streams the elements with their line numbers', async () => {
    const path = file('array.json', '[\n  {"title": "A", "text": "Alpha [with] {braces} and \\"quotes\\"."},\n  {"title": "B",\n   "text": "Beta."},\n  {"title": "C"}\n]\n');
    expect(summarize(await collect(path))).toEqual(['2: ok - A|Alpha [with] {braces} and "quotes".', '3: ok - B|Beta.', '5: missing field "text"']);
  });

  it('reports a truncated array after the complete elements', async () => {
    const path = file('truncated.json', '[{"title": "A", "text": "Alpha."},\n{"title": "B", "text": "Be');
    expect(summarize(await collect(path))).toEqual(['1: ok - A|Alpha.', '2: truncated file: the JSON array is not closed']);
  });

  it('handles elements larger than a stream chunk', async () => {
    const text = 'y'.repeat(3_000_000);
    const path = file('large-array.json', `[{"id": "huge", "text": "${text}"}, {"id": "small", "text": "s"}]`);
    const items = await collect(path, 5_000_000);
    expect(items.map((item) => (item.kind === 'record' ? item.record.id : item.rejected.reason))).toEqual(['huge', 'small']);
    expect(items[0]?.kind === 'record' && items[0].record.text.length).toBe(3_000_000);
  });
});
