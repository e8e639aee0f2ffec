import type { PassageCitation } from '../ports/passage-citation.js';
import type { SourceSpan } from '../ports/source-span.js';
import { TITLE_SEPARATOR } from './document-chunker.js';

// The citation is part of the retrieval port (a search result carries it); the document readers make it.
export type { PassageCitation };

/** A stored provenance as a citation (section path joined, absent fields left out). */
export function toCitation(source: Omit<SourceSpan, 'start' | 'end'> & { path: string; section: readonly string[] }): PassageCitation {
  return {
    path: source.path,
    ...(source.section.length > 0 ? { section: source.section.join(TITLE_SEPARATOR) } : {}),
    ...(source.startLine !== undefined ? { startLine: source.startLine } : {}),
    ...(source.endLine !== undefined ? { endLine: source.endLine } : {}),
    ...(source.page !== undefined ? { page: source.page } : {}),
    ...(source.pageEnd !== undefined ? { pageEnd: source.pageEnd } : {}),
  };
}

/**
 * A citation as a terminal prints it: `path:line` (a terminal or editor jumps there) with the last
 * line after a dash, or `path#page=N` (how PDF viewers open a page), then the section.
 */
export function formatCitation(citation: PassageCitation): string {
  const place =
    citation.startLine !== undefined
      ? `${citation.path}:${citation.startLine}${citation.endLine !== undefined && citation.endLine !== citation.startLine ? `-${citation.endLine}` : ''}`
      : citation.page !== undefined
        ? `${citation.path}#page=${citation.page}${citation.pageEnd !== undefined ? ` (to page ${citation.pageEnd})` : ''}`
        : citation.path;
  return citation.section ? `${place}  § ${citation.section}` : place;
}
