import { createReadStream } from 'node:fs';
import { Parser } from 'htmlparser2';
import type { DocumentBlock } from './document-block.js';
import { DocumentRejectedError } from './document-rejected-error.js';
import { LineIndex } from './line-index.js';

/** Elements whose content is not the document's text: code, styling, navigation, page chrome, forms. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'nav', 'footer', 'aside', 'svg', 'math', 'iframe', 'object', 'canvas', 'form', 'button', 'select', 'textarea', 'menu', 'dialog']);
/** ARIA landmark roles of page chrome. */
const SKIPPED_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary', 'menu', 'menubar', 'toolbar']);
/** Elements that end the text before them and start a new block. */
const BLOCKS = new Set([
  'address', 'article', 'blockquote', 'body', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'header', 'hr', 'html', 'li', 'main',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title', 'head',
]);
const HEADING = /^h([1-6])$/;
/** Where `<header>` is the content's own header (an article's title), not the site's banner. */
const CONTENT_SECTIONS = new Set(['article', 'main', 'section']);

export interface ReadHtmlOptions {
  /** Deeper nesting than this many open elements rejects the file (default 1,000). */
  maxDepth?: number;
}

/**
 * HTML (parsed by `htmlparser2`, streamed, entities decoded) as blocks: the `<title>`, headings
 * h1–h6, paragraphs, list items, table rows and `<pre>` code, with the source span and lines of
 * each. Navigation, scripts, styles, footers, asides, forms, hidden elements and ARIA page chrome
 * are not content; a `<header>` is, inside an article, main or section. Non-recursive: deeply
 * nested input costs a stack array, and past `maxDepth` open elements the file is rejected.
 */
export async function* readHtml(file: string, options: ReadHtmlOptions = {}): AsyncGenerator<DocumentBlock> {
  const maxDepth = options.maxDepth ?? 1000;
  const lines = new LineIndex();
  /** The open elements: name, and whether the element (or an ancestor) is skipped. */
  const open: Array<{ name: string; skipped: boolean }> = [];
  let ready: DocumentBlock[] = [];
  let parts: string[] = [];
  let start = -1;
  let end = -1;
  let tooDeep = false;
  const context = (): { kind: DocumentBlock['kind']; depth?: number; pre: boolean } => {
    let pre = false;
    for (let index = open.length - 1; index >= 0; index -= 1) {
      const name = open[index]!.name;
      if (name === 'pre') pre = true;
      const heading = HEADING.exec(name);
      if (heading) return { kind: 'heading', depth: Number(heading[1]), pre };
      if (name === 'title') return { kind: 'title', pre };
      if (name === 'li') return { kind: pre ? 'code' : 'item', pre };
      if (BLOCKS.has(name) && name !== 'pre') return { kind: pre ? 'code' : 'paragraph', pre };
    }
    return { kind: pre ? 'code' : 'paragraph', pre };
  };
  const flush = (): void => {
    if (start === -1) return;
    const { kind, depth, pre } = context();
    const joined = parts.join('');
    const text = pre ? joined.replace(/^\s*\n|\s+$/g, '') : joined.replace(/\s+/g, ' ').trim();
    if (text.length > 0) ready.push({ kind, text, ...(depth ? { depth } : {}), start, end, startLine: lines.lineOf(start), endLine: lines.lineOf(Math.max(start, end - 1)) });
    parts = [];
    start = -1;
    end = -1;
  };
  const skippedHere = (name: string, attributes: Record<string, string>): boolean => {
    if (SKIPPED.has(name)) return true;
    if ('hidden' in attributes || attributes['aria-hidden'] === 'true') return true;
    const role = attributes.role?.toLowerCase();
    if (role && SKIPPED_ROLES.has(role)) return true;
    if (name === 'header' && !open.some((element) => CONTENT_SECTIONS.has(element.name))) return true;
    return false;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (tooDeep) return;
        if (BLOCKS.has(name)) flush();
        const parentSkipped = open.length > 0 && open[open.length - 1]!.skipped;
        open.push({ name, skipped: parentSkipped || skippedHere(name, attributes) });
        if (open.length > maxDepth) {
          // Thrown out of parser.write: nothing more of the file is parsed.
          tooDeep = true;
          throw new DocumentRejectedError(`HTML nested deeper than ${maxDepth} elements`);
        }
        if (name === 'br' && start !== -1) parts.push('\n');
      },
      ontext(data) {
        if (tooDeep || (open.length > 0 && open[open.length - 1]!.skipped)) return;
        if (start === -1) {
          if (data.trim().length === 0) return;
          start = parser.startIndex;
        }
        parts.push(data);
        end = parser.endIndex + 1;
      },
      onclosetag(name) {
        if (tooDeep) return;
        if (BLOCKS.has(name)) flush();
        else if ((name === 'td' || name === 'th') && start !== -1) parts.push(' ');
        // htmlparser2 closes implied elements one by one, so the innermost open one is this one.
        for (let index = open.length - 1; index >= 0; index -= 1) {
          if (open[index]!.name === name) {
            open.length = index;
            break;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const decoder = new TextDecoder('utf-8');
  const write = function* (text: string): Generator<DocumentBlock> {
    lines.feed(text);
    parser.write(text);
    if (tooDeep) throw new DocumentRejectedError(`HTML nested deeper than ${maxDepth} elements`);
    const out = ready;
    ready = [];
    yield* out;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) yield* write(decoder.decode(chunk, { stream: true }));
  yield* write(decoder.decode());
  parser.end();
  flush();
  yield* ready;
}
