import { z } from 'zod';
import { ConfigError } from '../../errors/config-error.js';
import { readModeOptions } from '../mode-options.js';
import type { ResolvedSearchOptions } from '../search-options.js';
import type { TraceStore } from '../../ports/trace-store.js';

function isTraceStore(value: unknown): value is TraceStore {
  return typeof value === 'object' && value !== null && typeof (value as { saveRun?: unknown }).saveRun === 'function';
}

/** megrag's own options (read from the shared search options; unknown keys are other modes'). */
export const megragOptionsSchema = z.object({
  /** B: the most reasoning steps a question may take. */
  stepBudget: z.number().int().min(1).max(8).default(4),
  /** N_P, N_S, N_T: the candidates of each step. */
  passagesPerStep: z.number().int().min(1).max(100).default(10),
  sentencesPerStep: z.number().int().min(1).max(500).default(30),
  triplesPerStep: z.number().int().min(1).max(500).default(30),
  /** The reasoning policy: 'heuristic' needs no LLM; 'llm' makes one structured call per step (heuristic as per-step fallback). */
  policy: z.enum(['heuristic', 'llm']).default('heuristic'),
  /** Runs every step of the budget and answers at the end (to measure what answer-aware stopping saves). */
  forceSteps: z.boolean().default(false),
  /** Writes the path into the graph as (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT]->... (needs `traceStore`). */
  persist: z.boolean().default(false),
  /** Appends one JSON line per step (inputs and decision): teacher trajectories for fine-tuning. */
  trajectoriesFile: z.string().min(1).optional(),
  /** Where `persist` writes (the CLI passes a Neo4jTraceStore). */
  traceStore: z.custom<TraceStore>(isTraceStore, { message: 'expected an object with saveRun(run)' }).optional(),
});

export type MegragOptions = z.output<typeof megragOptionsSchema>;

export function readMegragOptions(options: ResolvedSearchOptions): MegragOptions {
  const parsed = readModeOptions('megrag', megragOptionsSchema, options);
  if (parsed.persist && !parsed.traceStore) {
    throw new ConfigError('megrag option persist is on but no traceStore was given', 'pass traceStore: new Neo4jTraceStore(graph) with persist: true');
  }
  return parsed;
}
