import type { EvidenceKind } from './candidate-set.js';
import type { Granularity } from './granularity.js';

/** One node of the reasoning path: (q_i, Z_i, b_i) and the edge r_i to the next node. */
export interface MegragTraceStep {
  step: number;
  query: string;
  granularity: Granularity;
  selected: Array<{ kind: EvidenceKind; id: string; text: string }>;
  intermediateAnswer: string | null;
  resolvedPath: string;
  missing: string[];
  /** r_i: how q_{i+1} extends q_i (the relation followed); null on the last step. */
  transition: string | null;
  stop: boolean;
  /** Sizes of C_i. */
  candidates: { passages: number; sentences: number; triples: number };
  /** How many pages of the query's ranking C_i holds, when the step repeats an earlier step's query and focus (2 = ranks 1 … 2·N_P). */
  page?: number;
  ms: number;
  note?: string;
}

export type StoppedBy = 'answer' | 'budget' | 'no-progress';

/** The `trace` of a megrag result: the path, why it stopped, and what supports the answer. */
export interface MegragTrace {
  steps: MegragTraceStep[];
  stoppedBy: StoppedBy;
  budget: number;
  /** Steps actually run (= steps.length); aggregate it to see what answer-aware stopping saves. */
  stepsUsed: number;
  /** True for forced-B runs (`forceSteps`): every step runs and the final resolver answers. */
  forced: boolean;
  policy: string;
  /** Ids of the evidence (triples, sentences, passages) the answer rests on. */
  supportingIds: string[];
  /** How the final resolver answered when the loop ended without a stop (budget, forced run): "llm final resolver" or the heuristic and why. */
  finalNote?: string;
  /** Id of the persisted (:Run) when `persist` is on. */
  runId?: string;
}
