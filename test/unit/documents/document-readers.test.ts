import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../../src/documents/document-block.js';
import { readBlocks } from '../../../src/documents/load-document.js';
import { writeTestPdf } from '../../helpers/write-test-pdf.js';

const fixtures = fileURLToPath(new URL('../../fixtures/documents/', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-readers-'));

async function blocksOf(file: string, format: Parameters<typeof readBlocks>[1]): Promise<DocumentBlock[]> {
  const blocks: DocumentBlock[] = [];
  for await (const block of readBlocks(file, format)) blocks.push(block);
  return blocks;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether every word of `text` occurs in `source`, in order. */
function inOrder(text: string, source: string): boolean {
  const haystack = source.toLowerCase();
  let position = 0;
  for (const word of words(text)) {
    const found = haystack.indexOf(word, position);
    if (found === -1) return false;
    position = found + word.length;
  }
  return true;
}

describe('document readers', () => {
  it('Markdown: headings with depths, paragraphs without markup, list items, a code block; spans and lines point at the source', async () => {
    const file = join(fixtures, 'notes/lotharingia.md');
    const source = readFileSync(file, 'utf8');
    const lines = source.split('\n');
    const blocks = await blocksOf(file, 'markdown');
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => [block.depth, block.text])).toEqual([
      [1, 'Lotharingia Notes'],
      [2, 'Teutberga'],
      [3, 'Family'],
      [2, 'Lambert, Margrave of Tuscany'],
    ]);
    const teutberga = blocks.find((block) => block.text.startsWith('Teutberga (died'))!;
    // Markup is gone (bold, the link's URL), the text stays.
    expect(teutberga.text).toBe(
      "Teutberga (died 11 November 875) was a queen of Lotharingia by marriage to Lothair II. She was a daughter of Bosonid Boso the Elder and sister of Hucbert, the lay-abbot of St. Maurice's Abbey.",
    );
    expect(teutberga.text).not.toContain('example.org');
    expect(blocks.filter((block) => block.kind === 'item').map((block) => block.text)).toEqual(['Father: Boso the Elder', 'Brother: Hucbert, lay-abbot']);
    const code = blocks.find((block) => block.kind === 'code')!;
    expect(code.text).toBe('Adalbert II of Tuscany\n└── Lambert, Margrave of Tuscany');
    for (const block of blocks) {
      expect(source.slice(block.start, block.end)).toBe(block.raw);
      expect(inOrder(block.text, lines.slice(block.startLine! - 1, block.endLine).join('\n'))).toBe(true);
    }
    expect([teutberga.startLine, teutberga.endLine]).toEqual([8, 10]);
  });

  it('plain text: paragraphs between blank lines, no headings, exact source spans', async () => {
    const file = join(fixtures, 'notes/boritzer.txt');
    const source = readFileSync(file, 'utf8');
    const blocks = await blocksOf(file, 'text');
    expect(blocks.map((block) => [block.kind, block.startLine, block.endLine])).toEqual([
      ['paragraph', 1, 2],
      ['paragraph', 4, 6],
    ]);
    for (const block of blocks) expect(source.slice(block.start, block.end).replace(/\s+/g, ' ')).toBe(block.text);
  });

  it('HTML: title, headings, paragraphs and list items; navigation, scripts, styles, banner, aside, hidden and footer are not content', async () => {
    const file = join(fixtures, 'site/theodred.html');
    const source = readFileSync(file, 'utf8');
    const blocks = await blocksOf(file, 'html');
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['title', 'Theodred II — Bishops of Elmham'],
      ['heading', 'Theodred II'],
      ['paragraph', "Theodred II was a medieval Bishop of Elmham. The date of Theodred's consecration is unknown, but the date of his death was sometime between 995 and 997."],
      ['heading', 'Sources'],
      ['item', 'Powicke, Handbook of British Chronology, p. 217.'],
      ['item', 'Searle, Anglo-Saxon Bishops, Kings and Nobles.'],
    ]);
    const all = blocks.map((block) => block.text).join(' ');
    for (const noise of ['tracking', 'font-family', 'Navigation link', 'Site banner', 'sidebar', 'Hidden draft', 'Footer copyright', 'late script']) expect(all).not.toContain(noise);
    const paragraph = blocks[2]!;
    expect([paragraph.startLine, paragraph.endLine]).toEqual([15, 16]);
    expect(source.slice(paragraph.start, paragraph.end)).toMatch(/^Theodred II was a medieval[\s\S]*between 995 and 997\.$/);
  });

  it('PDF (written by pdf-lib): metadata title, paragraphs by line gaps, pages, hyphenated words joined', async () => {
    const file = join(directory, 'queens.pdf');
    writeFileSync(
      file,
      await writeTestPdf(
        [
          [
            ['Teutberga (died 11 November 875) was a queen of Lotharingia by', 'marriage to Lothair II. She was a daugh-', 'ter of Bosonid Boso the Elder.'],
            ['Her brother Hucbert was the lay-abbot of St. Maurice\'s Abbey.'],
          ],
          [['Lothair II sought to annul the marriage.']],
        ],
        { title: 'Queens of Lotharingia' },
      ),
    );
    const blocks = await blocksOf(file, 'pdf');
    expect(blocks.map((block) => [block.kind, block.page, block.text])).toEqual([
      ['title', undefined, 'Queens of Lotharingia'],
      ['paragraph', 1, 'Teutberga (died 11 November 875) was a queen of Lotharingia by marriage to Lothair II. She was a daughter of Bosonid Boso the Elder.'],
      ['paragraph', 1, "Her brother Hucbert was the lay-abbot of St. Maurice's Abbey."],
      ['paragraph', 2, 'Lothair II sought to annul the marriage.'],
    ]);
    expect(blocks.every((block) => block.startLine === undefined)).toBe(true);
  });
});
