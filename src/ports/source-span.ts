/**
 * Where a piece of text sits in its source document: its character offsets (JavaScript string
 * indexes, UTF-16 code units, into the decoded source text; for PDF into the text extracted page
 * after page), its lines (1-based and inclusive; text formats) or its pages (1-based; PDF). Document
 * readers give it to each block, the chunker to each passage, and the index keeps it as the
 * passage's provenance (`PassageSource`).
 */
export interface SourceSpan {
  start: number;
  end: number;
  startLine?: number;
  endLine?: number;
  /** PDF: the page the text starts on. */
  page?: number;
  /** PDF: the page the text ends on, when it is not `page`. */
  pageEnd?: number;
}
