/**
 * Origin patterns and document paths whose matches the unit test checks in JavaScript (against
 * picomatch itself) and the integration test checks in Neo4j (Java's regex engine, through `=~`):
 * the compiled expressions must mean the same in both.
 */
export const ORIGIN_CASE_PATHS = [
  'notes',
  'notes/a.md',
  'notes/b.txt',
  'notes/deep/er/c.md',
  'notes-old/a.md',
  'notesx',
  'drafts/a.md',
  'drafts/2024/plan.md',
  'site/index.html',
  'site/[ab].html',
  'site/a.html',
  'site/&&.html',
  'a+b/c (1).md',
  'été/résumé.md',
  'x.md',
  'manual.pdf',
  'weird$^|name.txt',
] as const;

export const ORIGIN_CASE_GLOBS = [
  'notes/**',
  'notes/*',
  '**/*.md',
  '*.md',
  'notes/?.md',
  'notes/{a,b}.*',
  'site/[ab].html',
  'site/[!a].html',
  'site/[a&&b].html',
  'site/*.{html,htm}',
  'a+b/**',
  'été/*',
  '**/plan.md',
  'drafts/**/*.md',
  '+(notes|drafts)/**',
  '**',
  'site/[[]*',
  'weird$^|name.txt',
] as const;

/** Patterns without glob characters: a file or a folder, and everything under it. */
export const ORIGIN_CASE_PREFIXES: ReadonlyArray<{ pattern: string; matches: readonly string[] }> = [
  { pattern: 'notes', matches: ['notes', 'notes/a.md', 'notes/b.txt', 'notes/deep/er/c.md'] },
  { pattern: 'notes/', matches: ['notes', 'notes/a.md', 'notes/b.txt', 'notes/deep/er/c.md'] },
  { pattern: './notes/deep', matches: ['notes/deep/er/c.md'] },
  { pattern: 'a+b/c (1).md', matches: ['a+b/c (1).md'] },
  { pattern: 'été', matches: ['été/résumé.md'] },
  { pattern: 'x.md', matches: ['x.md'] },
];
