import { closeSync, mkdtempSync, openSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHUNK_OPTIONS } from '../../../src/documents/chunk-options.js';
import type { DocumentFormat } from '../../../src/documents/document-format.js';
import { loadDocument } from '../../../src/documents/load-document.js';
import { splitSentences } from '../../../src/nlp/split-sentences.js';
import { writeTestPdf } from '../../helpers/write-test-pdf.js';

const directory = mkdtempSync(join(tmpdir(), 'hopgraph-bad-documents-'));

async function rejection(name: string, content: string | Uint8Array, format: DocumentFormat, maxBytes = 64 << 20): Promise<string> {
  const file = join(directory, name);
  writeFileSync(file, content);
  try {
    await loadDocument(file, format, { chunk: DEFAULT_CHUNK_OPTIONS, maxBytes, splitSentences });
  } catch (error) {
    expect((error as { code?: string }).code).toBe('HOPGRAPH_DOCUMENT_REJECTED');
    return (error as Error).message;
  }
  throw new Error(`${name} was not rejected`);
}

describe('bad document files are rejected with a reason, never read half-way', () => {
  it('an empty file, and one with only blank lines', async () => {
    expect(await rejection('empty.md', '', 'markdown')).toBe('empty file');
    expect(await rejection('blank.txt', '\n\n   \n', 'text')).toBe('no text');
  });

  it('binary content named .md, invalid UTF-8, a PDF named .txt', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await rejection('image.md', png, 'markdown')).toMatch(/^binary content \(a NUL byte at byte 8\), not Markdown$/);
    const latin1 = Buffer.concat([Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from(' notes\n\nText.\n')]);
    expect(await rejection('latin1.md', latin1, 'markdown')).toMatch(/^invalid UTF-8/);
    const truncated = Buffer.concat([Buffer.from('ends inside a character '), Buffer.from([0xe2, 0x82])]);
    expect(await rejection('truncated.txt', truncated, 'text')).toBe('invalid UTF-8 (the file ends inside a character)');
    expect(await rejection('manual.txt', Buffer.from(await writeTestPdf([[['Some text.']]])), 'text')).toBe('a PDF file, named as text');
  });

  it('a 200 MB file is rejected unread (a sparse file: no disk, no memory)', async () => {
    const file = join(directory, 'huge.txt');
    const handle = openSync(file, 'w');
    ftruncateSync(handle, 200 << 20);
    closeSync(handle);
    const before = process.memoryUsage().rss;
    await expect(loadDocument(file, 'text', { chunk: DEFAULT_CHUNK_OPTIONS, maxBytes: 64 << 20, splitSentences })).rejects.toThrow('file is 200 MB, over the document limit of 64 MB (--max-document-mb)');
    expect(process.memoryUsage().rss - before).toBeLessThan(32 << 20);
  });

  it('a corrupt PDF, a truncated one, an encrypted one, one without text, and a text file named .pdf', async () => {
    expect(await rejection('corrupt.pdf', '%PDF-1.7\nthis is not a PDF body at all\n%%EOF\n', 'pdf')).toMatch(/^(not a readable PDF|unreadable PDF|no text in the PDF)/);
    const whole = Buffer.from(await writeTestPdf([[['A page of text.']]]));
    expect(await rejection('truncated.pdf', whole.subarray(0, Math.floor(whole.length / 3)), 'pdf')).toMatch(/^(not a readable PDF|unreadable PDF|no text in the PDF)/);
    expect(await rejection('locked.pdf', await writeTestPdf([[['Secret text.']]], { encrypted: true }), 'pdf')).toBe('encrypted PDF (it needs a password)');
    expect(await rejection('blank.pdf', await writeTestPdf([[]]), 'pdf')).toBe('no text in the PDF (scanned pages? hopgraph does no OCR)');
    expect(await rejection('notes.pdf', 'Just some notes.\n', 'pdf')).toBe('not a PDF (no %PDF- header in the first 1,024 bytes)');
  });

  it('deeply nested HTML is rejected, without a stack overflow, before any of it is used', async () => {
    const depth = 100_000;
    const html = `<html><body><p>Before the nesting.</p>${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}</body></html>`;
    expect(await rejection('nested.html', html, 'html')).toBe('HTML nested deeper than 1000 elements');
  });

  it('Markdown: moderate nesting is read; lists nested past 128 columns or quotes past 100 levels are rejected fast (micromark slows with the cube of list depth)', async () => {
    const file = join(directory, 'quotes.md');
    writeFileSync(file, `${'> '.repeat(80)}quoted text\n\n${Array.from({ length: 60 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n')}\n`);
    const document = await loadDocument(file, 'markdown', { chunk: DEFAULT_CHUNK_OPTIONS, maxBytes: 64 << 20, splitSentences });
    const text = document.chunks.map((chunk) => chunk.text).join('\n');
    expect(text).toContain('quoted text');
    expect(text).toContain('item 59');
    const started = performance.now();
    const deepList = Array.from({ length: 2_000 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n');
    expect(await rejection('lists.md', `# Deep\n\n${deepList}\n`, 'markdown')).toBe('Markdown nested too deeply (a list item indented by 130 columns; at most 128)');
    expect(await rejection('quotes-deep.md', `${'> '.repeat(5_000)}quoted\n`, 'markdown')).toBe('Markdown nested too deeply (block quotes more than 100 levels deep)');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
