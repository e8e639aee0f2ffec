import { readFile } from 'node:fs/promises';
import type { DocumentBlock } from './document-block.js';
import { DocumentRejectedError } from './document-rejected-error.js';

/** One line of a page as pdf.js laid its text out: the text and the baseline's height on the page. */
interface PageLine {
  text: string;
  y: number;
}

interface TextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
}

function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (text.length === 0) text = line;
    // A word hyphenated across lines is joined again ("infor-" + "mation").
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text = `${text} ${line}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The page's lines, top to bottom as pdf.js returns them (items joined until an end of line or a baseline change). */
function pageLines(items: readonly TextItem[]): PageLine[] {
  const lines: PageLine[] = [];
  let current: PageLine | undefined;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    if (current && Math.abs(current.y - y) > 2 && item.str.trim().length > 0) {
      lines.push(current);
      current = undefined;
    }
    if (item.str.length > 0) {
      if (!current) current = { text: item.str, y };
      else current.text += item.str;
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines.filter((line) => line.text.trim().length > 0);
}

/** Paragraphs of a page: a line gap wider than 1.4 times the page's median gap (or a jump up, a new column) starts one. */
function pageParagraphs(lines: readonly PageLine[]): string[][] {
  const gaps = lines.slice(1).map((line, index) => lines[index]!.y - line.y).filter((gap) => gap > 0).sort((a, b) => a - b);
  const median = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : 0;
  const paragraphs: string[][] = [];
  let current: string[] = [];
  lines.forEach((line, index) => {
    if (index > 0) {
      const gap = lines[index - 1]!.y - line.y;
      if (gap <= 0 || (median > 0 && gap > median * 1.4)) {
        paragraphs.push(current);
        current = [];
      }
    }
    current.push(line.text.trim());
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/**
 * PDF text with page numbers, by `pdfjs-dist` (Mozilla's pdf.js), page by page (each page's
 * resources released after it): its metadata title, then paragraphs (lines grouped by vertical
 * gaps, hyphenated words joined). Offsets are into the extracted text (one line a line, pages in
 * order); there are no source lines. A corrupt file, an encrypted one, and one without any text (a
 * scan: hopgraph does no OCR) are rejected with the reason.
 */
export async function* readPdf(file: string): AsyncGenerator<DocumentBlock> {
  const { getDocument, InvalidPDFException } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(file));
  const task = getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    // pdf.js does not export PasswordException; its name is stable.
    if ((error as Error).name === 'PasswordException') throw new DocumentRejectedError('encrypted PDF (it needs a password)');
    if (error instanceof InvalidPDFException) throw new DocumentRejectedError(`not a readable PDF: ${(error as Error).message}`);
    throw new DocumentRejectedError(`unreadable PDF: ${(error as Error).message}`);
  }
  try {
    const info = (await pdf.getMetadata().catch(() => undefined))?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    if (title.length > 0) yield { kind: 'title', text: title, start: 0, end: 0 };
    let offset = 0;
    let anyText = false;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      let items: TextItem[];
      try {
        const page = await pdf.getPage(number);
        items = (await page.getTextContent()).items.filter((item): item is TextItem & typeof item => 'str' in item) as TextItem[];
        page.cleanup();
      } catch (error) {
        throw new DocumentRejectedError(`unreadable PDF page ${number}: ${(error as Error).message}`);
      }
      for (const lines of pageParagraphs(pageLines(items))) {
        const text = joinLines(lines);
        const length = lines.reduce((sum, line) => sum + line.length + 1, 0);
        if (text.length > 0) {
          anyText = true;
          yield { kind: 'paragraph', text, start: offset, end: offset + length - 1, page: number };
        }
        offset += length;
      }
    }
    if (!anyText) throw new DocumentRejectedError('no text in the PDF (scanned pages? hopgraph does no OCR)');
  } finally {
    await pdf.destroy();
  }
}
