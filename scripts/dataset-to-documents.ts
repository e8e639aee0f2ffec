/**
 * Turns a dataset of ../shared/datasets (corpus.jsonl + questions.jsonl) into a folder of documents
 * for `hopgraph bench --corpus DIR`, plus a questions file whose gold is also given as the gold
 * passages' texts (`gold_texts`):
 *
 *   npx tsx scripts/dataset-to-documents.ts ../shared/datasets/hotpotqa .hopgraph/docs/hotpotqa [--per-file 8] [--shuffle SEED] [--questions FILE]
 *   hopgraph bench --corpus .hopgraph/docs/hotpotqa --questions .hopgraph/docs/hotpotqa.questions.jsonl --modes single,hop-rrf
 *
 * The corpus's passages, in corpus order (or, with `--shuffle SEED`, in a seeded random order, so
 * that passages pooled for one question do not share a file), go `--per-file` (default 8) to a file, the files taking
 * the four formats in turn (0001.md, 0002.txt, 0003.html, 0004.pdf, 0005.md, …), so each format holds
 * a quarter of the corpus:
 * - Markdown and HTML: a level-2 heading per passage, its title, then the passage as one paragraph
 *   (no document title: the passage title is the section heading alone);
 * - plain text and PDF: the passages as paragraphs without titles, as a user's notes or a
 *   printed manual come (the PDF written with pdf-lib, Helvetica 11 pt, lines wrapped at the page
 *   width, a paragraph gap of two lines; a passage never spans a page).
 * Whitespace inside a passage is collapsed to single spaces. Helvetica's encoding (WinAnsi) lacks
 * most non-Latin letters: in the PDF, such a letter is written without its accents when that is
 * encodable, else as a space (counted in the summary as `pdfCharactersReplaced`).
 *
 * The questions file keeps every field and adds `gold_texts` (the texts of `gold`, same order); by
 * default it is written beside the folder as `<folder>.questions.jsonl` (never inside it: a .jsonl
 * file in the folder would be ingested as records). Nothing is written inside the repository except
 * under .hopgraph/ (ignored by git), and the folder must be new or empty. Prints a JSON summary.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { readJsonLines } from './read-json-lines.js';

export interface CorpusLine {
  id: string;
  title: string;
  text: string;
}

type Format = 'md' | 'txt' | 'html' | 'pdf';
const FORMATS: Format[] = ['md', 'txt', 'html', 'pdf'];

const PAGE = { width: 595, height: 842, margin: 50, fontSize: 11, lineGap: 14 };

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** CommonMark backslash escapes for the punctuation that would start markup (emphasis, code, links, raw HTML, headings, lists). */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`).replace(/^(\d+)([.)])/, '$1\\$2').replace(/^([-+])(\s)/, '\\$1$2');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function markdownFile(passages: CorpusLine[]): string {
  return passages.map((passage) => `## ${escapeMarkdown(collapse(passage.title))}\n\n${escapeMarkdown(collapse(passage.text))}\n`).join('\n');
}

export function htmlFile(passages: CorpusLine[], name: string): string {
  const sections = passages.map((passage) => `<section>\n<h2>${escapeHtml(collapse(passage.title))}</h2>\n<p>${escapeHtml(collapse(passage.text))}</p>\n</section>`);
  // A page as a site exports it: navigation and a footer around the content (neither is read).
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><style>body { font-family: serif; }</style></head>',
    '<body>',
    `<nav><a href="index.html">Index</a> · <a href="${name}">This page</a></nav>`,
    '<main>',
    ...sections,
    '</main>',
    '<footer>Generated from a QA dataset for hopgraph bench.</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function textFile(passages: CorpusLine[]): string {
  return passages.map((passage) => `${collapse(passage.text)}\n`).join('\n');
}

/** Makes text Helvetica (WinAnsi) can draw: accents dropped where that helps, else a space. */
class PdfText {
  private readonly encodable = new Map<string, boolean>();
  replaced = 0;

  constructor(private readonly font: PDFFont) {}

  private canEncode(character: string): boolean {
    let known = this.encodable.get(character);
    if (known === undefined) {
      try {
        this.font.encodeText(character);
        known = true;
      } catch {
        known = false;
      }
      this.encodable.set(character, known);
    }
    return known;
  }

  clean(text: string): string {
    let out = '';
    for (const character of text) {
      if (this.canEncode(character)) {
        out += character;
        continue;
      }
      const stripped = character.normalize('NFKD').replace(/\p{M}/gu, '');
      if (stripped.length > 0 && [...stripped].every((part) => this.canEncode(part))) out += stripped;
      else out += ' ';
      this.replaced += 1;
    }
    return out;
  }
}

/** Wraps at spaces to the page's text width (a word wider than the line stands alone on it). */
function wrap(text: string, font: PDFFont): string[] {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line.length === 0 ? word : `${line} ${word}`;
    if (line.length > 0 && font.widthOfTextAtSize(candidate, PAGE.fontSize) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

export async function pdfFile(passages: CorpusLine[]): Promise<{ bytes: Uint8Array; pages: number; replaced: number }> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const cleaner = new PdfText(font);
  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin - PAGE.fontSize;
  let pageHasText = false;
  for (const passage of passages) {
    const lines = wrap(collapse(cleaner.clean(collapse(passage.text))), font);
    // A passage that does not fit below starts a new page (one longer than a page is drawn across pages).
    if (pageHasText && y - (lines.length - 1) * PAGE.lineGap < PAGE.margin) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin - PAGE.fontSize;
      pageHasText = false;
    }
    for (const line of lines) {
      if (y < PAGE.margin) {
        page = document.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin - PAGE.fontSize;
      }
      page.drawText(line, { x: PAGE.margin, y, size: PAGE.fontSize, font });
      y -= PAGE.lineGap;
      pageHasText = true;
    }
    y -= PAGE.lineGap;
  }
  return { bytes: await document.save({ useObjectStreams: false }), pages: document.getPageCount(), replaced: cleaner.replaced };
}

/**
 * The order passages are written in: corpus order, or a permutation of it drawn with a seeded
 * generator (mulberry32, Fisher–Yates), the same for the same seed.
 */
export function passageOrder(count: number, seed?: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  if (seed === undefined) return order;
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

function parseArguments(argv: string[]): { dataset: string; folder: string; perFile: number; shuffle?: number; questions?: string } {
  const positional: string[] = [];
  let perFile = 8;
  let shuffle: number | undefined;
  let questions: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--per-file') perFile = Number(argv[++index]);
    else if (argument === '--shuffle') shuffle = Number(argv[++index]);
    else if (argument === '--questions') questions = argv[++index];
    else positional.push(argument);
  }
  if (positional.length !== 2 || !Number.isInteger(perFile) || perFile < 1 || (shuffle !== undefined && !Number.isInteger(shuffle))) {
    process.stderr.write('usage: npx tsx scripts/dataset-to-documents.ts DATASET_DIR OUT_FOLDER [--per-file N] [--shuffle SEED] [--questions FILE]\n');
    process.exit(1);
  }
  return { dataset: positional[0]!, folder: positional[1]!, perFile, ...(shuffle !== undefined ? { shuffle } : {}), ...(questions ? { questions } : {}) };
}

/** Refuses paths inside the repository's tracked tree (anything in it but .hopgraph/). */
function refuseTrackedTree(path: string): void {
  const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const inside = relative(repository, resolve(path));
  if (inside.startsWith('..') || isAbsolute(inside)) return;
  if (!(inside === '.hopgraph' || inside.startsWith('.hopgraph/'))) {
    process.stderr.write(`refusing to write ${path}: inside the repository (use /tmp or .hopgraph/)\n`);
    process.exit(1);
  }
}

export async function datasetToDocuments(options: { dataset: string; folder: string; perFile: number; shuffle?: number; questions?: string }): Promise<Record<string, unknown>> {
  const questionsOut = options.questions ?? `${resolve(options.folder)}.questions.jsonl`;
  refuseTrackedTree(options.folder);
  refuseTrackedTree(questionsOut);
  if (resolve(questionsOut).startsWith(`${resolve(options.folder)}/`)) throw new Error('the questions file must not be inside the documents folder (it would be ingested as records)');
  if (existsSync(options.folder) && readdirSync(options.folder).length > 0) throw new Error(`${options.folder} is not empty`);
  mkdirSync(options.folder, { recursive: true });
  const records = readJsonLines<CorpusLine>(join(options.dataset, 'corpus.jsonl'));
  const corpus = passageOrder(records.length, options.shuffle).map((index) => records[index]!);
  const questions = readJsonLines<{ id: string; gold: string[] } & Record<string, unknown>>(join(options.dataset, 'questions.jsonl'));
  const counts: Record<Format, { files: number; passages: number; bytes: number }> = { md: { files: 0, passages: 0, bytes: 0 }, txt: { files: 0, passages: 0, bytes: 0 }, html: { files: 0, passages: 0, bytes: 0 }, pdf: { files: 0, passages: 0, bytes: 0 } };
  let pdfPages = 0;
  let pdfCharactersReplaced = 0;
  const digits = String(Math.ceil(corpus.length / options.perFile)).length;
  for (let start = 0, number = 1; start < corpus.length; start += options.perFile, number += 1) {
    const passages = corpus.slice(start, start + options.perFile);
    const format = FORMATS[(number - 1) % FORMATS.length]!;
    const name = `${String(number).padStart(Math.max(4, digits), '0')}.${format}`;
    let content: string | Uint8Array;
    if (format === 'md') content = markdownFile(passages);
    else if (format === 'html') content = htmlFile(passages, name);
    else if (format === 'txt') content = textFile(passages);
    else {
      const pdf = await pdfFile(passages);
      content = pdf.bytes;
      pdfPages += pdf.pages;
      pdfCharactersReplaced += pdf.replaced;
    }
    writeFileSync(join(options.folder, name), content);
    counts[format].files += 1;
    counts[format].passages += passages.length;
    counts[format].bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }
  const textById = new Map(corpus.map((passage) => [passage.id, passage.text]));
  const lines = questions.map((question) => {
    const missing = question.gold.filter((id) => !textById.has(id));
    if (missing.length > 0) throw new Error(`question ${question.id}: gold ${missing.join(', ')} not in the corpus`);
    return JSON.stringify({ ...question, gold_texts: question.gold.map((id) => textById.get(id)!) });
  });
  writeFileSync(questionsOut, `${lines.join('\n')}\n`);
  return { dataset: options.dataset, folder: options.folder, collection: `docs-${basename(resolve(options.folder))}`, questions: questionsOut, questionCount: questions.length, passages: corpus.length, perFile: options.perFile, shuffle: options.shuffle ?? null, formats: counts, pdfPages, pdfCharactersReplaced };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const summary = await datasetToDocuments(parseArguments(process.argv.slice(2)));
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}
