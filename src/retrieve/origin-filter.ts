import { compileOriginPatterns } from './origin-pattern.js';

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

/** The filter of the given options (already validated: see `searchOptionsSchema`), or undefined when they filter nothing. */
export function originFilterOf(options: { origin?: readonly string[] | undefined; excludeOrigins?: readonly string[] | undefined }): OriginFilter | undefined {
  const origin = options.origin ?? [];
  const excludeOrigins = options.excludeOrigins ?? [];
  if (origin.length === 0 && excludeOrigins.length === 0) return undefined;
  const include = origin.length > 0 ? compileOriginPatterns(origin) : undefined;
  const exclude = excludeOrigins.length > 0 ? compileOriginPatterns(excludeOrigins) : undefined;
  if (typeof include === 'object' || typeof exclude === 'object') throw new TypeError('originFilterOf takes validated patterns');
  return { origin, excludeOrigins, ...(include !== undefined ? { include } : {}), ...(exclude !== undefined ? { exclude } : {}) };
}

/** Whether a passage with this document path (undefined: a record's passage) passes — the rule the index queries apply. */
export function passesOriginFilter(filter: OriginFilter, path: string | undefined): boolean {
  if (filter.include !== undefined && (path === undefined || !new RegExp(`^(?:${filter.include})$`).test(path))) return false;
  if (filter.exclude !== undefined && path !== undefined && new RegExp(`^(?:${filter.exclude})$`).test(path)) return false;
  return true;
}
