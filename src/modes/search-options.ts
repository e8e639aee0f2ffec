import { z } from 'zod';

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
  })
  .passthrough();

/** What callers pass (validated by `search()`, which names a bad value). */
export type SearchOptions = Omit<z.input<typeof searchOptionsSchema>, 'retriever'> & { retriever?: string };
export type ResolvedSearchOptions = z.output<typeof searchOptionsSchema>;
