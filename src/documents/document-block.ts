import type { SourceSpan } from '../ports/source-span.js';

/**
 * One structural unit a document reader found, in document order, with its span in the source
 * (`SourceSpan`: offsets, lines — absent for PDF, which has pages instead — or the one page it is on).
 */
export interface DocumentBlock extends Omit<SourceSpan, 'pageEnd'> {
  /**
   * `title`: the document's own title (HTML `<title>`); `heading`: a section heading with its
   * `depth` (1–6); `paragraph`, `item` (a list item) and `code` are content.
   */
  kind: 'title' | 'heading' | 'paragraph' | 'item' | 'code';
  /** Plain text (markup removed, whitespace collapsed except in code). */
  text: string;
  depth?: number;
  /**
   * The block's source text (`source.slice(start, end)`), when the reader keeps it (plain text and
   * Markdown): sentences of a block split by the chunker are then located exactly in the source.
   */
  raw?: string;
}

/** A document's passages as the chunker cut them, with where each came from (its span covers its blocks'). */
export interface DocumentChunk extends SourceSpan {
  /** "document title › section heading", either alone where only one exists, or '' (nothing invented). */
  title: string;
  /** What the passage is about, for the NLP and the title entity: the section heading, else the document title, else ''. */
  topic: string;
  /** The headings above the passage, outermost first (the document title not included). */
  section: string[];
  text: string;
}
