import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors/config-error.js';
import { search } from '../../../src/modes/search.js';
import { originFilterOf, passesOriginFilter } from '../../../src/retrieve/origin-filter.js';
import { compileOriginPattern } from '../../../src/retrieve/origin-pattern.js';
import type { RetrievalStore } from '../../../src/ports/retrieval-store.js';
import { ORIGIN_CASE_GLOBS, ORIGIN_CASE_PATHS, ORIGIN_CASE_PREFIXES } from '../../helpers/origin-cases.js';

describe('origin patterns', () => {
  it('compile globs to expressions that match exactly what picomatch matches', () => {
    for (const glob of ORIGIN_CASE_GLOBS) {
      const source = compileOriginPattern(glob);
      expect(typeof source, glob).toBe('string');
      const expression = new RegExp(`^(?:${source as string})$`);
      const matcher = picomatch(glob, { dot: true });
      for (const path of ORIGIN_CASE_PATHS) expect(expression.test(path), `${glob} on ${path}`).toBe(matcher(path));
    }
  });

  it('read a pattern without glob characters as a file or folder and everything under it', () => {
    for (const { pattern, matches } of ORIGIN_CASE_PREFIXES) {
      const filter = originFilterOf({ origin: [pattern] })!;
      expect(ORIGIN_CASE_PATHS.filter((path) => passesOriginFilter(filter, path)), pattern).toEqual(matches);
    }
  });

  it('escape the characters Java reads specially inside a bracket expression', () => {
    expect(compileOriginPattern('site/[a&&b].html')).toContain('[a\\&\\&b]');
    expect(compileOriginPattern('site/[[]*')).toMatch(/\\\[/);
  });

  it('refuse empty, absolute, negated, parent, backslashed and broken patterns with the reason', () => {
    const reasons = Object.fromEntries(
      ['', '  ', '/notes/**', '!drafts/**', '../x', 'notes/../x', 'notes\\*.md', '[z-a]', 'a{b,c', ' notes', '.', 'x'.repeat(1001)].map((pattern) => {
        const compiled = compileOriginPattern(pattern);
        return [pattern, typeof compiled === 'string' ? compiled : compiled.reason];
      }),
    );
    expect(reasons['']).toBe('the pattern is empty');
    expect(reasons['  ']).toBe('the pattern is empty');
    expect(reasons['/notes/**']).toMatch(/absolute/);
    expect(reasons['!drafts/**']).toMatch(/excludeOrigins/);
    expect(reasons['../x']).toMatch(/"\.\."/);
    expect(reasons['notes/../x']).toMatch(/"\.\."/);
    expect(reasons['notes\\*.md']).toMatch(/backslash/);
    expect(reasons['[z-a]']).toMatch(/not a valid glob/);
    expect(reasons['a{b,c']).toMatch(/not a valid glob/);
    expect(reasons[' notes']).toMatch(/white space/);
    expect(reasons['.']).toMatch(/names no path/);
    expect(reasons['x'.repeat(1001)]).toMatch(/limit is 1000/);
  });

  it('filter: origin keeps only passages with a matching path (records have none); excludeOrigins leaves records in', () => {
    const only = originFilterOf({ origin: ['notes/**'] })!;
    expect(passesOriginFilter(only, 'notes/a.md')).toBe(true);
    expect(passesOriginFilter(only, 'drafts/a.md')).toBe(false);
    expect(passesOriginFilter(only, undefined)).toBe(false);
    const without = originFilterOf({ excludeOrigins: ['drafts/**'] })!;
    expect(passesOriginFilter(without, 'notes/a.md')).toBe(true);
    expect(passesOriginFilter(without, 'drafts/2024/plan.md')).toBe(false);
    expect(passesOriginFilter(without, undefined)).toBe(true);
    const both = originFilterOf({ origin: ['notes', 'site'], excludeOrigins: ['**/b.*'] })!;
    expect(ORIGIN_CASE_PATHS.filter((path) => passesOriginFilter(both, path))).toEqual(['notes', 'notes/a.md', 'notes/deep/er/c.md', 'site/index.html', 'site/[ab].html', 'site/a.html', 'site/&&.html']);
    expect(originFilterOf({})).toBeUndefined();
    expect(originFilterOf({ excludeOrigins: [] })).toBeUndefined();
  });
});

describe('search options origin and excludeOrigins', () => {
  // A store that fails any call: validation happens before the first one.
  const store = new Proxy({} as RetrievalStore, {
    get: () => () => Promise.reject(new Error('no call expected')),
  });

  it('are validated before any query, the error naming the option and the pattern', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ origin: '' }, /origin\.0: the pattern is empty/],
      [{ origin: [] }, /origin: origin is an empty list/],
      [{ excludeOrigins: ['notes/**', '/abs'] }, /excludeOrigins\.1: "\/abs" is absolute/],
      [{ origin: 42 }, /origin: /],
      [{ origin: ['[z-a]'] }, /origin\.0: "\[z-a\]" is not a valid glob/],
    ];
    for (const [options, message] of cases) {
      const failure = search(store, 'Who wrote it?', options);
      await expect(failure).rejects.toThrow(ConfigError);
      await expect(failure).rejects.toThrow(message);
    }
  });

  it('need a store that can filter', async () => {
    const plain = { searchPassages: async () => [] } as unknown as RetrievalStore;
    await expect(search(plain, 'Who wrote it?', { origin: 'notes' })).rejects.toThrow(/cannot filter by origin/);
  });
});
