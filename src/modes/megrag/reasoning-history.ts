import type { EvidenceItem } from './candidate-set.js';

/**
 * One resolved edge of the reasoning path: `subject -relation-> value`, e.g.
 * Lothair II -mother-> Ermengarde of Tours. `side` and `hop` place it in the question's plan
 * (side = which compared subject, 0 for a chain; hop = position in that side's chain).
 */
export interface ResolvedFact {
  side: number;
  hop: number;
  subject: string;
  relation: string;
  value: string;
  /** Entity key of the value (for bridge entities; dates keep their canonical key). */
  valueKey: string;
  /** Ids of the evidence the value was read from. */
  evidenceIds: string[];
  /**
   * Who resolved it: the heuristic's facts (absent or 'heuristic') are placed in its question plan
   * by `side` and `hop`; an LLM step's facts ('llm') and the general answer path's ('general') are
   * not, so the plan ignores them.
   */
  origin?: 'heuristic' | 'llm' | 'general';
}

/** A compact record of one earlier step, as later steps (and an LLM policy) see it. */
export interface HistoryStep {
  step: number;
  query: string;
  selected: Array<Pick<EvidenceItem, 'kind' | 'id' | 'text'>>;
  intermediateAnswer: string | null;
  /** h_i after this step: the path resolved so far. */
  resolvedPath: string;
  transition: string | null;
}

/** H_i: the path so far, summarized. */
export interface ReasoningHistory {
  steps: HistoryStep[];
  /** Every fact resolved so far, in the order found. */
  resolved: ResolvedFact[];
  /** What was still missing after the last step. */
  missing: string[];
}

export function emptyHistory(): ReasoningHistory {
  return { steps: [], resolved: [], missing: [] };
}
