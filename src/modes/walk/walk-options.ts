import { z } from 'zod';
import { readModeOptions } from '../mode-options.js';

/** The options of `walk` (passed next to the shared search options; unknown keys are left alone). */
export const walkOptionsSchema = z.object({
  /** Probability that the walk follows an edge at each step (1 − damping: it restarts at a seed). */
  damping: z.number().min(0).max(0.99).default(0.6),
  /** Passages the question's own search (BM25, dense or hybrid: the first stage) puts into the restart distribution. */
  passageSeeds: z.number().int().min(0).max(200).default(10),
  /** Share of the restart mass on those passages (the rest is on the seed entities). */
  passageWeight: z.number().min(0).max(1).default(0.3),
  /** Entities matched by name per query (each entity span of the question, and the question itself). */
  entitySeeds: z.number().int().min(0).max(100).default(5),
  /** Triples matched by the question whose subject and object become seeds. */
  tripleSeeds: z.number().int().min(0).max(100).default(10),
  /**
   * Entities linked more often than this in the collection (its hubs: "American", "film") neither
   * seed nor spread the walk.
   */
  maxDegree: z.number().int().min(1).max(100_000).default(200),
  /** Passages fetched per entity when the subgraph is expanded. */
  passagesPerEntity: z.number().int().min(1).max(1000).default(20),
  /**
   * Entities of the first expansion whose passages are fetched in a second round trip (the most
   * specific first). Off by default: on all dev questions of the three datasets it changed R@5 by
   * −0.2 to +0.4 points (titled and untitled) and took about 40 % of the walk's time (docs/benchmarks.md).
   */
  expandEntities: z.number().int().min(0).max(5000).default(0),
  /** Power-iteration steps at most (the walk stops earlier once scores move by less than 1e-8). */
  iterations: z.number().int().min(1).max(1000).default(50),
});

export type WalkOptions = z.output<typeof walkOptionsSchema>;

/** Reads and validates the walk options out of the (pass-through) search options. */
export function readWalkOptions(options: Record<string, unknown>): WalkOptions {
  return readModeOptions('walk', walkOptionsSchema, options, 'damping is in [0, 0.99], passageWeight in [0, 1], the counts are non-negative integers');
}
