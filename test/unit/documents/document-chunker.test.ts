import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DocumentChunk } from '../../../src/documents/document-block.js';
import { chunkOptionsOf } from '../../../src/documents/chunk-options.js';
import { DocumentChunker } from '../../../src/documents/document-chunker.js';
import { documentPassageIds, loadDocument } from '../../../src/documents/load-document.js';
import { countWords } from '../../../src/documents/locate-words.js';
import { splitSentences } from '../../../src/nlp/split-sentences.js';

const fixtures = fileURLToPath(new URL('../../fixtures/documents/', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-chunker-'));
const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

async function chunksOf(file: string, format: 'markdown' | 'text' | 'html', targetWords: number, overlapWords = 0, minWords = 0): Promise<DocumentChunk[]> {
  return (await loadDocument(file, format, { chunk: { targetWords, overlapWords, minWords }, maxBytes: 1 << 24, splitSentences })).chunks;
}

/** A plain-text file of paragraphs of sentences ("Sentence p.s has some words in it."). */
function writeText(name: string, paragraphs: number[]): string {
  const file = join(directory, name);
  writeFileSync(file, paragraphs.map((sentences, p) => Array.from({ length: sentences }, (_, s) => `Sentence ${p}.${s} names the river Arno${s % 3 === 0 ? '\n' : ' '}and a bridge.`).join(' ')).join('\n\n\n') + '\n');
  return file;
}

describe('structure-aware chunker', () => {
  it('Markdown: sections by heading, titled "document title › section heading", the title heading not a section', async () => {
    const chunks = await chunksOf(join(fixtures, 'notes/lotharingia.md'), 'markdown', 200);
    expect(chunks.map((chunk) => [chunk.title, chunk.topic, chunk.section])).toEqual([
      ['Lotharingia Notes', 'Lotharingia Notes', []],
      ['Lotharingia Notes › Teutberga', 'Teutberga', ['Teutberga']],
      ['Lotharingia Notes › Family', 'Family', ['Teutberga', 'Family']],
      ['Lotharingia Notes › Lambert, Margrave of Tuscany', 'Lambert, Margrave of Tuscany', ['Lambert, Margrave of Tuscany']],
    ]);
    // The Lambert section fits: its two paragraphs and the code block are kept whole, in one passage.
    expect(chunks[3]!.text.split('\n\n')).toHaveLength(3);
    expect(chunks[3]!.text).toContain('└── Lambert, Margrave of Tuscany');
    expect([chunks[3]!.startLine, chunks[3]!.endLine]).toEqual([19, 26]);
  });

  it('plain text: no title invented; paragraphs kept whole when they fit; the source at startLine..endLine is the passage', async () => {
    const file = writeText('rivers.txt', [3, 4, 2, 4]);
    const source = readFileSync(file, 'utf8').split('\n');
    const chunks = await chunksOf(file, 'text', 40);
    expect(chunks.every((chunk) => chunk.title === '' && chunk.topic === '' && chunk.section.length === 0)).toBe(true);
    for (const chunk of chunks) {
      expect(countWords(chunk.text)).toBeLessThanOrEqual(40);
      expect(normalize(source.slice(chunk.startLine! - 1, chunk.endLine).join('\n'))).toBe(normalize(chunk.text));
    }
    // Paragraph boundaries are passage boundaries here: each passage is whole paragraphs.
    expect(chunks.map((chunk) => chunk.text.split('\n\n').length)).toEqual([1, 1, 1, 1]);
  });

  it('a paragraph longer than the target is split at sentences, each passage exactly its source lines and offsets', async () => {
    const file = writeText('long.txt', [12]);
    const text = readFileSync(file, 'utf8');
    const source = text.split('\n');
    const chunks = await chunksOf(file, 'text', 30);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.text).toMatch(/^Sentence 0\.\d+ names/);
      expect(chunk.text).toMatch(/and a bridge\.$/);
      expect(countWords(chunk.text)).toBeLessThanOrEqual(30);
      expect(normalize(text.slice(chunk.start, chunk.end))).toBe(normalize(chunk.text));
      expect(normalize(source.slice(chunk.startLine! - 1, chunk.endLine).join('\n'))).toContain(normalize(chunk.text));
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(normalize(text));
  });

  it('overlap repeats the last sentences of the previous passage of the section, never across a heading', async () => {
    const file = writeText('overlap.txt', [12]);
    const plain = await chunksOf(file, 'text', 30);
    const overlapped = await chunksOf(file, 'text', 30, 10);
    expect(overlapped.length).toBeGreaterThan(plain.length - 1);
    for (let index = 1; index < overlapped.length; index += 1) {
      const previous = overlapped[index - 1]!.text.split(/(?<=\.) /);
      expect(overlapped[index]!.text.startsWith(previous[previous.length - 1]!)).toBe(true);
      expect(overlapped[index]!.start).toBeLessThan(overlapped[index - 1]!.end);
    }
    const chunker = new DocumentChunker({ targetWords: 6, overlapWords: 3, minWords: 0 }, splitSentences);
    const out = [
      ...chunker.push({ kind: 'heading', depth: 2, text: 'One', start: 0, end: 5 }),
      ...chunker.push({ kind: 'paragraph', text: 'Alpha beta. Gamma delta. Epsilon zeta eta theta.', start: 6, end: 54 }),
      ...chunker.push({ kind: 'heading', depth: 2, text: 'Two', start: 55, end: 60 }),
      ...chunker.push({ kind: 'paragraph', text: 'Iota kappa.', start: 61, end: 72 }),
      ...chunker.finish(),
    ];
    expect(out.map((chunk) => [chunk.title, chunk.text])).toEqual([
      ['One', 'Alpha beta. Gamma delta.'],
      ['One', 'Gamma delta. Epsilon zeta eta theta.'],
      ['Two', 'Iota kappa.'],
    ]);
  });

  it('a paragraph opens a passage of its own once the passage holds minWords; shorter ones pack, a list stays with the text before it', () => {
    const blocks = [
      { kind: 'paragraph' as const, text: 'One two three.', start: 0, end: 14 },
      { kind: 'paragraph' as const, text: 'Four five six seven.', start: 16, end: 36 },
      { kind: 'paragraph' as const, text: 'Eight nine ten eleven twelve.', start: 38, end: 67 },
      { kind: 'item' as const, text: 'Alpha beta gamma delta epsilon', start: 69, end: 99 },
      { kind: 'item' as const, text: 'Zeta eta', start: 100, end: 108 },
    ];
    const run = (minWords: number, overlapWords = 0): string[] => {
      const chunker = new DocumentChunker({ targetWords: 20, overlapWords, minWords }, splitSentences);
      return [...blocks.flatMap((block) => chunker.push(block)), ...chunker.finish()].map((chunk) => chunk.text);
    };
    expect(run(5)).toEqual(['One two three.\n\nFour five six seven.', 'Eight nine ten eleven twelve.\n\nAlpha beta gamma delta epsilon\nZeta eta']);
    // A paragraph boundary is no cut for size: nothing is repeated across it.
    expect(run(5, 3)).toEqual(run(5));
    // 0: packed up to the passage size, as before.
    expect(run(0)).toEqual(['One two three.\n\nFour five six seven.\n\nEight nine ten eleven twelve.\n\nAlpha beta gamma delta epsilon\nZeta eta']);
    expect(() => new DocumentChunker({ targetWords: 20, overlapWords: 0, minWords: 21 }, splitSentences)).toThrow(RangeError);
  });

  it('plain text with the default sizes: paragraphs of their own length are passages of their own, each its source lines', async () => {
    // Paragraphs of 27, 36, 18 and 36 words: the first two pack (27 < 50), the third opens a passage, the fourth joins it.
    const file = writeText('paragraphs.txt', [3, 4, 2, 4]);
    const source = readFileSync(file, 'utf8').split('\n');
    const chunks = await chunksOf(file, 'text', 200, 0, chunkOptionsOf().minWords);
    expect(chunks.map((chunk) => chunk.text.split('\n\n').length)).toEqual([2, 2]);
    for (const chunk of chunks) expect(normalize(source.slice(chunk.startLine! - 1, chunk.endLine).join('\n'))).toBe(normalize(chunk.text));
    expect((await chunksOf(file, 'text', 200, 0, 0)).length).toBe(1);
  });

  it('a sentence longer than the target is cut into word windows', () => {
    const chunker = new DocumentChunker({ targetWords: 5, overlapWords: 0, minWords: 0 }, splitSentences);
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`).join(' ');
    const out = [...chunker.push({ kind: 'paragraph', text: words, start: 0, end: words.length }), ...chunker.finish()];
    expect(out.map((chunk) => chunk.text)).toEqual(['w0 w1 w2 w3 w4', 'w5 w6 w7 w8 w9', 'w10 w11']);
  });

  it('HTML: the leading h1 is the title; passage ids depend on path and content only', async () => {
    const chunks = await chunksOf(join(fixtures, 'site/theodred.html'), 'html', 200);
    expect(chunks.map((chunk) => chunk.title)).toEqual(['Theodred II', 'Theodred II › Sources']);
    const ids = documentPassageIds('site/theodred.html', chunks);
    expect(ids[0]).toMatch(/^site\/theodred\.html#[0-9a-f]{16}$/);
    const moved = chunks.map((chunk) => ({ ...chunk, startLine: (chunk.startLine ?? 0) + 5 }));
    expect(documentPassageIds('site/theodred.html', moved)).toEqual(ids);
    expect(documentPassageIds('site/theodred.html', [chunks[0]!, chunks[0]!])).toEqual([ids[0], `${ids[0]}~2`]);
  });
});
