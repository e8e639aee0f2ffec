import { fromMarkdown } from 'mdast-util-from-markdown';
import type { DocumentBlock } from './document-block.js';
import { DocumentRejectedError } from './document-rejected-error.js';
import { readTextPieces } from './read-text-pieces.js';

/** The few fields of an mdast node this reader looks at. */
interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
  value?: string;
  alt?: string | null;
  depth?: number;
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

/** Deepest list indentation and block-quote nesting read: micromark's time grows with the cube of list depth (400 levels: 14 s). */
const MAX_LIST_INDENT = 128;
const MAX_QUOTE_DEPTH = 100;
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/gm;
const DEEP_QUOTE = new RegExp(`^(?:[ \\t]*>){${MAX_QUOTE_DEPTH + 1}}`, 'm');

/** Rejects nesting deep enough to make the parser slow: lists indented past 128 columns, block quotes past 100 levels. */
export function checkMarkdownNesting(text: string): void {
  for (const match of text.matchAll(LIST_ITEM)) {
    const indent = match[1]!.replace(/\t/g, '    ').length;
    if (indent > MAX_LIST_INDENT) throw new DocumentRejectedError(`Markdown nested too deeply (a list item indented by ${indent} columns; at most ${MAX_LIST_INDENT})`);
  }
  if (DEEP_QUOTE.test(text)) throw new DocumentRejectedError(`Markdown nested too deeply (block quotes more than ${MAX_QUOTE_DEPTH} levels deep)`);
}

/** Inline content whose text is kept (links keep their text, not their URL; images their alt text). */
function inlineText(node: MarkdownNode): string {
  const parts: string[] = [];
  const stack: MarkdownNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'text' || current.type === 'inlineCode') parts.push(current.value ?? '');
    else if (current.type === 'break') parts.push(' ');
    else if (current.type === 'image' || current.type === 'imageReference') parts.push(current.alt ?? '');
    else if (current.type === 'html') continue;
    else if (current.children) for (let index = current.children.length - 1; index >= 0; index -= 1) stack.push(current.children[index]!);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Markdown (CommonMark, parsed by `mdast-util-from-markdown`) as blocks: headings with their depth,
 * paragraphs, list items and code blocks, each with its source span; HTML blocks, link definitions
 * and thematic breaks are not content. Large files are parsed piece by piece (`readTextPieces`,
 * never inside a fenced code block), so the syntax tree stays small.
 */
export async function* readMarkdown(file: string): AsyncGenerator<DocumentBlock> {
  // Pieces of 256 KiB: the syntax tree of one takes tens of MB (micromark's events, mdast nodes).
  for await (const piece of readTextPieces(file, { fenceAware: true, pieceChars: 1 << 18 })) {
    checkMarkdownNesting(piece.text);
    const root = fromMarkdown(piece.text) as unknown as MarkdownNode;
    // Block containers (blockquote, list, list item) are walked with an explicit stack: nesting depth never grows the call stack.
    const stack: Array<{ node: MarkdownNode; inItem: boolean }> = [];
    const pushChildren = (node: MarkdownNode, inItem: boolean): void => {
      const children = node.children ?? [];
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, inItem });
    };
    pushChildren(root, false);
    while (stack.length > 0) {
      const { node, inItem } = stack.pop()!;
      if (node.type === 'blockquote' || node.type === 'list') {
        pushChildren(node, inItem);
        continue;
      }
      if (node.type === 'listItem') {
        pushChildren(node, true);
        continue;
      }
      if (node.type !== 'heading' && node.type !== 'paragraph' && node.type !== 'code') continue;
      const position = node.position;
      if (!position || position.start.offset === undefined || position.end.offset === undefined) continue;
      const text = node.type === 'code' ? (node.value ?? '').trim() : inlineText(node);
      if (text.length === 0) continue;
      yield {
        kind: node.type === 'heading' ? 'heading' : node.type === 'code' ? 'code' : inItem ? 'item' : 'paragraph',
        text,
        ...(node.type === 'heading' ? { depth: node.depth ?? 1 } : {}),
        start: piece.start + position.start.offset,
        end: piece.start + position.end.offset,
        startLine: piece.startLine + position.start.line - 1,
        endLine: piece.startLine + position.end.line - 1,
        raw: piece.text.slice(position.start.offset, position.end.offset),
      };
    }
  }
}
