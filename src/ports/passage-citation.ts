/**
 * Where a returned passage comes from, for citing it: the document's path (relative to the ingest
 * root), its section (headings joined by " › "), its lines in the source, or its pages (PDF).
 * Passages ingested as records have none.
 */
export interface PassageCitation {
  path: string;
  section?: string;
  startLine?: number;
  endLine?: number;
  page?: number;
  pageEnd?: number;
}
