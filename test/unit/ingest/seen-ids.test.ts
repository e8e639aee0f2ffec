import { describe, expect, it } from 'vitest';
import { SeenIds } from '../../../src/ingest/seen-ids.js';

describe('SeenIds (compact set of the ids one ingest run accepted)', () => {
  it('remembers where each id was first seen, and only the first place', () => {
    const seen = new SeenIds();
    expect(seen.has('2wiki-p00004')).toBe(false);
    seen.add('2wiki-p00004', 'corpus.jsonl', 5);
    seen.add('2wiki-p00005', 'other.jsonl', 1);
    seen.add('2wiki-p00004', 'other.jsonl', 9);
    expect(seen.size).toBe(2);
    expect(seen.get('2wiki-p00004')).toEqual({ source: 'corpus.jsonl', line: 5 });
    expect(seen.get('2wiki-p00005')).toEqual({ source: 'other.jsonl', line: 1 });
    expect(seen.get('2wiki-p0000')).toBeUndefined();
    expect(seen.has('')).toBe(false);
  });

  it('keeps every id and its place through many growths', () => {
    const seen = new SeenIds();
    const total = 200_000;
    for (let index = 0; index < total; index += 1) seen.add(`id-${index}`, `file-${index % 3}`, index + 1);
    expect(seen.size).toBe(total);
    for (let index = 0; index < total; index += 997) expect(seen.get(`id-${index}`)).toEqual({ source: `file-${index % 3}`, line: index + 1 });
    for (let index = total; index < total + 1000; index += 1) expect(seen.has(`id-${index}`)).toBe(false);
    // Ids that differ only in case or a trailing space are different ids.
    expect(seen.has('ID-5')).toBe(false);
    expect(seen.has('id-5 ')).toBe(false);
  });
});
