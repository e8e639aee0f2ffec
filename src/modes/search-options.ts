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
  })
  .passthrough();

/** What callers pass (validated by `search()`, which names a bad value). */
export type SearchOptions = Omit<z.input<typeof searchOptionsSchema>, 'retriever'> & { retriever?: string };
export type ResolvedSearchOptions = z.output<typeof searchOptionsSchema>;
