/**
 * Which source documents a search may draw passages from: the `origin` and `excludeOrigins`
 * search options (paths or globs of document paths relative to the ingest root), compiled.
 *
 * A passage passes when its document path matches `include` (if set) and does not match `exclude`
 * (if set). Passages ingested from JSONL/JSON records have no document path: an `origin` filter
 * leaves them out (they are in no folder), `excludeOrigins` alone keeps them (they are no draft).
 */
export interface OriginFilter {
  /** The patterns as given, for messages and traces. */
  readonly origin: readonly string[];
  readonly excludeOrigins: readonly string[];
  /** Regular expression (full match, Java and JavaScript alike) a kept passage's path matches; absent: any path or none. */
  readonly include?: string;
  /** Regular expression no kept passage's path matches; absent: nothing excluded. */
  readonly exclude?: string;
}
