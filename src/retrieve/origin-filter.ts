import type { OriginFilter } from '../ports/origin-filter.js';
import { compileOriginPatterns } from './origin-pattern.js';

// The filter is part of the retrieval port (`withOrigins`); the search options compile it here.
export type { OriginFilter };

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
