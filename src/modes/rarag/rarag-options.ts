import { z } from 'zod';
import { readModeOptions } from '../mode-options.js';
import type { ResolvedSearchOptions } from '../search-options.js';

/** Options of the `rarag` mode (passed through the shared search options); every one has a default. */
export const raragOptionsSchema = z.object({
  /** Passages each sub-search (first hop, original question, second-hop queries) asks for. */
  perSearchLimit: z.number().int().min(1).max(200).default(20),
  /** Most passages the mode ranks before `topK` cuts the list. */
  finalLimit: z.number().int().min(1).max(1000).default(200),
  /**
   * Most relations of a chain resolved one after the other (2 = one bridge); longer chains stop there.
   * Same range as `hop-rrf`'s maxHops (1–10), so one `--option maxHops=N` is valid for both modes.
   */
  maxHops: z.number().int().min(1).max(10).default(4),
  /** Candidate passages per hop whose entities are read as bridge candidates. */
  frontierPassages: z.number().int().min(1).max(20).default(3),
  /** Bridge entities per hop whose name is put into the next hop's query. */
  bridgesPerHop: z.number().int().min(1).max(10).default(2),
  /** Bridge entities per hop whose title passage is looked up (one round trip for all). */
  bridgeLookups: z.number().int().min(1).max(50).default(12),
  /** The k of reciprocal-rank fusion: small values favour the heads of the lists. */
  fusionK: z.number().min(1).max(1000).default(10),
  /** Who splits the question: the rule-based analyzer (default), the LLM (rules as fallback), or the rules with the LLM for what they decline. */
  decomposer: z.enum(['rules', 'llm', 'rules-then-llm']).default('rules'),
});

export type RaragOptions = z.output<typeof raragOptionsSchema>;

/** Reads the rarag options out of the shared options (unknown keys belong to other modes). */
export function parseRaragOptions(options: ResolvedSearchOptions): RaragOptions {
  return readModeOptions('rarag', raragOptionsSchema, options, 'see src/modes/rarag/rarag-options.ts for the accepted ranges');
}
