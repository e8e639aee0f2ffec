import type { SourceSpan } from './source-span.js';

/**
 * Where a returned passage comes from, for citing it: the document's path (relative to the ingest
 * root), its section (headings joined by " › "), its lines in the source, or its pages (PDF).
 * Passages ingested as records have none.
 */
export interface PassageCitation extends Omit<SourceSpan, 'start' | 'end'> {
  path: string;
  section?: string;
}
