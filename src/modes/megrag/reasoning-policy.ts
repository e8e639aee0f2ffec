import type { CandidateSet, EvidenceItem } from './candidate-set.js';
import type { Granularity } from './granularity.js';
import type { ReasoningHistory, ResolvedFact } from './reasoning-history.js';

/** What a policy sees at step i. */
export interface PolicyInput {
  /** x, the question. */
  question: string;
  /** q_i, the current query (q_1 = x). */
  query: string;
  /** 1-based step index. */
  step: number;
  budget: number;
  history: ReasoningHistory;
  candidates: CandidateSet;
  /** Set when the run must not stop before the budget (forced-B runs): the policy continues. */
  mustContinue: boolean;
}

export type StepAction =
  /** y_i: the question is answered; stop. */
  | { kind: 'stop'; answer: string; reason: 'answer' }
  /** Nothing more can be found; stop without spending the rest of the budget. */
  | { kind: 'stop'; answer: string | null; reason: 'no-progress' }
  /** q_{i+1} and r_i, how it extends q_i toward x; `focus` names the entities it is about. */
  | { kind: 'continue'; nextQuery: string; transition: string; focus: string[] };

/** A policy's output for one step: Z_i, b_i, h_i, m_i and the action. */
export interface StepDecision {
  /** The coarsest granularity the selected evidence needed (triples, else sentences, else passages). */
  granularity: Granularity;
  /** Z_i: the evidence kept; everything else in C_i is dropped. */
  selected: EvidenceItem[];
  /** b_i, e.g. "Ermengarde of Tours". */
  intermediateAnswer: string | null;
  /** h_i: the path resolved so far, readable ("Lothair II -mother-> Ermengarde of Tours"). */
  resolvedPath: string;
  /** Facts resolved at this step (appended to the history). */
  resolved: ResolvedFact[];
  /** m_i: what is still missing to answer x. */
  missing: string[];
  action: StepAction;
  /** Free-form note (e.g. an LLM policy saying it fell back to the heuristic). */
  note?: string;
}

/** What the final resolver sees when the budget is spent (or the run is forced to the end). */
export interface FinalInput {
  question: string;
  history: ReasoningHistory;
  /** The selected evidence of every step, in path order. */
  evidence: EvidenceItem[];
}

export interface FinalAnswer {
  answer: string | null;
  supportingIds: string[];
  /** Who resolved it and, for a fallback, why (e.g. "llm" or "heuristic fallback: …"). */
  note?: string;
}

/**
 * The reasoning policy behind megrag. `heuristic` (rule-based, no LLM) is the default; an `llm`
 * policy makes one structured call per step returning every StepDecision field, validated, with
 * one repair attempt and the heuristic as per-step fallback (noted in `note`).
 */
export interface ReasoningPolicy {
  readonly name: string;
  /** The entities step 1 is about (their own pages and triples join C_1). */
  initialFocus(question: string): string[];
  decide(input: PolicyInput): Promise<StepDecision>;
  /** Answers from the ordered selected evidence when the loop ends without a stop decision. */
  finalize(input: FinalInput): Promise<FinalAnswer>;
  /** LLM calls and tokens spent so far (0 for the heuristic). */
  usage(): { llmCalls: number; tokens: number };
}
