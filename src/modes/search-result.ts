/** The typed result every mode returns (CLI `--json` prints it as is). */
import type { PassageCitation } from '../documents/passage-citation.js';

export interface MatchedSentence {
  id: string;
  text: string;
  score: number;
}

export interface MatchedTriple {
  id: string;
  subject: string;
  relation: string;
  object: string;
  score: number;
}

export interface RankedPassage {
  id: string;
  title: string;
  /** The mode's score (BM25 for `single`, fused scores for multi-hop modes); higher is better. */
  score: number;
  /** Hop at which the passage first appeared (multi-hop modes; 0 = the question itself). */
  hop?: number;
  sentences: MatchedSentence[];
  triples: MatchedTriple[];
  /** Where the passage comes from, for a passage cut from a document file (absent for records). */
  source?: PassageCitation;
}

export interface SearchResult {
  mode: string;
  question: string;
  passages: RankedPassage[];
  /** The answer for modes that answer (null for modes that only retrieve). */
  answer: string | null;
  /** LLM calls sent for this question (failed ones included, cache hits not). */
  llmCalls: number;
  /** promptTokens + completionTokens. */
  tokens: number;
  /** Tokens of the prompts sent (as the server reports them). */
  promptTokens: number;
  /** Tokens the model generated. */
  completionTokens: number;
  /** Structured LLM calls answered from the reply cache (no model call, no tokens). */
  llmCacheHits: number;
  /** HTTP attempts beyond the first over all LLM calls (429, 5xx, timeouts retried by the client). */
  llmRetries: number;
  /** Of `llmCalls`, those that failed after their retries (the mode fell back to its non-LLM path). */
  llmFailedCalls: number;
  ms: number;
  /** Mode-specific trace (hops, decomposition, reasoning path). */
  trace?: unknown;
  /** For `auto`: the mode it routed to and why. */
  route?: { mode: string; reason: string };
  /**
   * Every passage id the mode ranked, best first, before `topK` cut the list (modes that rank a
   * larger pool than they return: `rarag` up to its `finalLimit`, `hop-rrf` its fused pool). The
   * bench reads recall over everything returned and passages returned from it; absent = `passages`.
   */
  rankedIds?: string[];
}

/** The LLM usage fields `search()` fills from the question's usage meter (modes do not set them). */
export const LLM_USAGE_FIELDS = ['promptTokens', 'completionTokens', 'llmCacheHits', 'llmRetries', 'llmFailedCalls'] as const;
export type LlmUsageFields = (typeof LLM_USAGE_FIELDS)[number];

/** What a mode's `run` returns: the result without its timing and the meter's usage fields. */
export type ModeResult = Omit<SearchResult, 'ms' | LlmUsageFields>;
