import { z } from 'zod';
import { compileOriginPattern } from '../retrieve/origin-pattern.js';

/** Most patterns `origin` or `excludeOrigins` may hold. */
export const MAX_ORIGIN_PATTERNS = 100;

/** Origin patterns: one string or a list, each a valid path or glob (see `compileOriginPattern`). */
function originPatterns(option: string, required: boolean) {
  return z
    .union([z.string(), z.array(z.string()).max(MAX_ORIGIN_PATTERNS)])
    .transform((value) => (typeof value === 'string' ? [value] : value))
    .superRefine((patterns, context) => {
      if (required && patterns.length === 0) {
        context.addIssue({ code: 'custom', message: `${option} is an empty list: give at least one path or glob, or leave ${option} out` });
      }
      for (const [index, pattern] of patterns.entries()) {
        const compiled = compileOriginPattern(pattern);
        if (typeof compiled !== 'string') context.addIssue({ code: 'custom', path: [index], message: compiled.reason });
      }
    });
}

/** Options shared by every mode; modes add their own. Validated once, with clear messages. */
export const searchOptionsSchema = z
  .object({
    mode: z.string().default('single'),
    topK: z.number().int().min(1).max(1000).default(5),
    /** First-stage passage retrieval every mode builds on: BM25 (default), dense vectors, or both fused. */
    retriever: z.enum(['lexical', 'dense', 'hybrid']).default('lexical'),
    /** Matched sentences/triples attached to each returned passage. */
    evidencePerPassage: z.number().int().min(0).max(50).default(3),
    /**
     * Wall-clock budgets (`hop-rrf`'s `budgetMs`): `time` honours them (the default), `off` ignores
     * them so that a mode does the same work whatever the machine's load (step limits such as
     * `maxHops` still apply) — the bench uses it for figures that reproduce exactly.
     */
    budgets: z.enum(['time', 'off']).default('time'),
    /**
     * Hand-written knowledge of English relations and question shapes (relation lexicon, kinship
     * chains, question frames, relation cues and rules, title-type words, answer-format rules):
     * `full` uses it, `none` turns it off, leaving only what the corpus and general syntax give.
     */
    lexicon: z.enum(['full', 'none']).default('full'),
    /**
     * Search only passages of these source documents: paths or globs of the document path relative
     * to the ingest root (`notes`, `notes/**`, `**\/*.md`). Passages of JSONL records have no path
     * and are left out. Applied inside every index query, so top-k holds k matching passages.
     */
    origin: originPatterns('origin', true).optional(),
    /** Never search passages of these source documents (same patterns); record passages stay in. */
    excludeOrigins: originPatterns('excludeOrigins', false).optional(),
  })
  .passthrough();

/** What callers pass (validated by `search()`, which names a bad value). */
export type SearchOptions = Omit<z.input<typeof searchOptionsSchema>, 'retriever'> & { retriever?: string };
export type ResolvedSearchOptions = z.output<typeof searchOptionsSchema>;
