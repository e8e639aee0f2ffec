import picomatch from 'picomatch';

/** Longest origin pattern accepted, in characters. */
export const MAX_ORIGIN_PATTERN_LENGTH = 1000;

/** A pattern that could not be compiled: `reason` says why, in words a user can act on. */
export interface OriginPatternProblem {
  reason: string;
}

/**
 * One origin pattern — a document path (relative to the ingest root) or a glob of such paths — as
 * the source of a regular expression that the whole path must match. The expression is written
 * for two engines at once: Cypher's `=~` (Java's `java.util.regex`, full match) where the filter
 * runs, and JavaScript's `RegExp` where the same filter is checked in tests.
 *
 * - Without any of `* ? [ {` the pattern names a file or a folder, literally (so "Report (1).pdf"
 *   is a name, not an extglob): `notes` (or `notes/`) matches `notes` and every path under
 *   `notes/`, not `notes-old/…`.
 * - With one of them it is a glob, compiled by picomatch (the syntax of `hopgraph ingest --include/--exclude`), with
 *   `dot: true` so that `notes/**` means everything under notes/.
 * - Refused: empty patterns, absolute paths (stored paths are relative), `..` segments, backslashes
 *   (paths are stored with `/`; a backslash would be an escape whose meaning differs between the
 *   two regex engines), leading `!` (use `excludeOrigins`), and globs picomatch cannot compile.
 */
export function compileOriginPattern(pattern: string): string | OriginPatternProblem {
  if (typeof pattern !== 'string') return { reason: 'expected a string' };
  const trimmed = pattern.trim();
  if (trimmed === '') return { reason: 'the pattern is empty' };
  if (pattern.length > MAX_ORIGIN_PATTERN_LENGTH) return { reason: `the pattern is ${pattern.length} characters long; the limit is ${MAX_ORIGIN_PATTERN_LENGTH}` };
  if (trimmed !== pattern) return { reason: `${JSON.stringify(pattern)} starts or ends with white space` };
  if (pattern.includes('\\')) return { reason: `${JSON.stringify(pattern)} contains a backslash: write paths with "/" (and a glob character literally as [*])` };
  if (pattern.startsWith('/')) return { reason: `${JSON.stringify(pattern)} is absolute: document paths are relative to the ingest root (e.g. "notes/**")` };
  if (pattern.startsWith('!')) return { reason: `${JSON.stringify(pattern)} is negated: put the pattern in excludeOrigins instead` };
  const path = pattern.replace(/^(?:\.\/)+/, '');
  if (path.split('/').includes('..')) return { reason: `${JSON.stringify(pattern)} has a ".." segment: document paths never leave the ingest root` };
  if (path === '' || path === '.') return { reason: `${JSON.stringify(pattern)} names no path (use "**" for every document)` };
  if (!/[*?[{]/.test(path)) {
    const folder = path.replace(/\/+$/, '');
    return `${escapeLiteral(folder)}(?:/.*)?`;
  }
  let source: string;
  try {
    source = picomatch.makeRe(path, { dot: true }).source;
  } catch (error) {
    return { reason: `${JSON.stringify(pattern)} is not a valid glob: ${(error as Error).message}` };
  }
  // picomatch answers an unbalanced brace or a reversed range with a never-matching expression.
  if (source === '$^') return { reason: `${JSON.stringify(pattern)} is not a valid glob (an unclosed brace or an empty range?)` };
  return bridgeCharacterClasses(source) ?? { reason: `${JSON.stringify(pattern)} has a bracket expression hopgraph cannot translate` };
}

/** Every pattern as one expression (any of them), or the first problem with its index. */
export function compileOriginPatterns(patterns: readonly string[]): string | (OriginPatternProblem & { index: number }) {
  const sources: string[] = [];
  for (const [index, pattern] of patterns.entries()) {
    const compiled = compileOriginPattern(pattern);
    if (typeof compiled !== 'string') return { ...compiled, index };
    sources.push(`(?:${compiled})`);
  }
  return sources.join('|');
}

/**
 * A literal path in both dialects: ASCII punctuation escaped with a backslash (literal in Java
 * before any non-letter, an identity escape in JavaScript without the `u` flag); letters, digits,
 * `/`, spaces and non-ASCII characters as they are.
 */
function escapeLiteral(text: string): string {
  return text.replace(/[!-.:-@[-`{-~]/g, (character) => (character === '/' ? character : `\\${character}`));
}

/**
 * picomatch writes JavaScript regular expressions; inside a character class Java reads `[` as a
 * nested class and `&&` as an intersection, so both are escaped there. A class JavaScript reads
 * specially (`[]` matches nothing, `[^]` anything) is not translated (undefined).
 */
function bridgeCharacterClasses(source: string): string | undefined {
  let result = '';
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (character === '\\') {
      result += character + (source[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (!inClass) {
      if (character === '[') {
        const rest = source.slice(index + 1);
        if (rest.startsWith(']') || rest.startsWith('^]')) return undefined;
        inClass = true;
        // A leading `^` negates the class in both dialects; copy it so it is not escaped below.
        if (rest.startsWith('^')) {
          result += '[^';
          index += 1;
          continue;
        }
      }
      result += character;
      continue;
    }
    if (character === ']') inClass = false;
    result += character === '[' || character === '&' ? `\\${character}` : character;
  }
  return result;
}
