/** The typed result every mode returns (CLI `--json` prints it as is). */

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
}

export interface SearchResult {
  mode: string;
  question: string;
  passages: RankedPassage[];
  /** The answer for modes that answer (null for modes that only retrieve). */
  answer: string | null;
  llmCalls: number;
  tokens: number;
  ms: number;
  /** Mode-specific trace (hops, decomposition, reasoning path). */
  trace?: unknown;
  /** For `auto`: the mode it routed to and why. */
  route?: { mode: string; reason: string };
}
