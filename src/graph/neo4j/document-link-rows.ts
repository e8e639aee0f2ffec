import neo4j from 'neo4j-driver';
import type { DocumentPassageLink } from '../../ports/graph-records.js';

/**
 * Rows of `WRITE_DOCUMENT_LINKS`: one per passage, sorted by document path and then position, so
 * that concurrent writers lock `Document` nodes in one order.
 */
export function documentLinkRows(links: readonly DocumentPassageLink[]): Array<Record<string, unknown>> {
  const integer = (value: number | undefined): unknown => (value === undefined ? null : neo4j.int(value));
  return [...links]
    .sort((a, b) => (a.document.path < b.document.path ? -1 : a.document.path > b.document.path ? 1 : a.source.position - b.source.position))
    .map((link) => ({
      id: link.passageId,
      path: link.document.path,
      title: link.document.title,
      format: link.document.format,
      section: link.source.section,
      position: neo4j.int(link.source.position),
      start: neo4j.int(link.source.start),
      end: neo4j.int(link.source.end),
      startLine: integer(link.source.startLine),
      endLine: integer(link.source.endLine),
      page: integer(link.source.page),
      pageEnd: integer(link.source.pageEnd),
    }));
}
