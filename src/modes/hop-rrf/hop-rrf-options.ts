import { z } from 'zod';
import { readModeOptions } from '../mode-options.js';

/** A hop is not started with less than this left of the budget (milliseconds). */
export const MIN_HOP_BUDGET_MS = 100;

/** The options of `hop-rrf` (passed next to the shared search options; unknown keys are left alone). */
export const hopRrfOptionsSchema = z.object({
  /** Hops at most, the question's own search counting as the first (1 = no follow-up). */
  maxHops: z.number().int().min(1).max(10).default(3),
  /** Time for all hops of all sub-queries together; a hop is only started with MIN_HOP_BUDGET_MS left. */
  budgetMs: z.number().int().min(MIN_HOP_BUDGET_MS).max(600_000).default(1500),
  /** Weight of hop h in the fusion is hopDecay^h. */
  hopDecay: z.number().gt(0).max(1).default(0.7),
  /** The k of reciprocal-rank fusion: score = Σ hopDecay^h / (rrfK + rank). */
  rrfK: z.number().min(0).max(1000).default(5),
  /** Entities followed (and follow-up queries searched) per sub-query and hop. */
  maxFollowUps: z.number().int().min(1).max(10).default(3),
  /** A novel entity is followed only when its score reaches this. */
  followThreshold: z.number().min(0).default(0.2),
  /** Split multi-topic questions (comparisons, "X and Y") into sub-queries, each seeding its own chain. */
  decomposeQuery: z.boolean().default(true),
  /**
   * Searched passages of each hop that enter the fusion proper, next to the passages jumped to (titled
   * by a followed entity); the rest only back-fill the ranking after them.
   */
  hopWidth: z.number().int().min(0).max(1000).default(2),
  /**
   * A followed entity's passages head the fusion (ahead of every hop's searched passages) when it
   * scored at least this; the question's own entities always do. Weaker jumps compete by score.
   */
  headJumpScore: z.number().min(0).default(1),
  /** Top passages of a hop whose entities are candidates to follow. */
  sourcePassages: z.number().int().min(1).max(50).default(4),
  /** Who chooses the entities each hop follows: the heuristic scores, or the LLM among the best-scored candidates. */
  planner: z.enum(['heuristic', 'llm']).default('heuristic'),
  /** With planner 'llm': time one hop's LLM call may take (capped by what is left of budgetMs); then the heuristic decides. */
  plannerBudgetMs: z.number().int().min(1).max(600_000).default(500),
  /** Passages each full-text query returns (at least topK). */
  poolSize: z.number().int().min(1).max(1000).default(20),
});

export type HopRrfOptions = z.output<typeof hopRrfOptionsSchema>;

/** Reads and validates the hop-rrf options out of the (pass-through) search options. */
export function readHopRrfOptions(options: Record<string, unknown>): HopRrfOptions {
  return readModeOptions('hop-rrf', hopRrfOptionsSchema, options, 'maxHops is 1–10, budgetMs at least 100, hopDecay in (0, 1]');
}
