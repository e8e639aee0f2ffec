import { z } from 'zod';

/** Options shared by every mode; modes add their own. Validated once, with clear messages. */
export const searchOptionsSchema = z
  .object({
    mode: z.string().default('single'),
    topK: z.number().int().min(1).max(1000).default(5),
    /** Matched sentences/triples attached to each returned passage. */
    evidencePerPassage: z.number().int().min(0).max(50).default(3),
  })
  .passthrough();

export type SearchOptions = z.input<typeof searchOptionsSchema>;
export type ResolvedSearchOptions = z.output<typeof searchOptionsSchema>;
