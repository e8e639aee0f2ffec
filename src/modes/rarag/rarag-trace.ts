import type { QuestionAnalysis } from '../../question/index.js';
import type { BridgeCandidate } from './bridge-candidates.js';

/** One hop of a chain as it ran. */
export interface RaragHopTrace {
  hop: number;
  /** The subject of a comparison the hop belongs to, if any. */
  subject?: string;
  /** The relation resolved at this hop (null for hop 0, which finds the topic's passages). */
  relation: string | null;
  queries: string[];
  /** Passages read for bridge candidates at the next hop. */
  frontier: string[];
  /** First hop ∩ question, in the first hop's order (hop 0 only). */
  overlap?: string[];
  /** The bridge entities found (the best few), strongest first. */
  bridges: BridgeCandidate[];
}

/** The trace of a `rarag` search (SearchResult.trace). */
export interface RaragTrace {
  decomposition: QuestionAnalysis;
  /** Which decomposer split the question ('llm' only when asked for and it succeeded). */
  decomposer: 'rules' | 'llm';
  decomposerComment?: string;
  /** Why the LLM decomposer was not used, when it was asked for. */
  decomposerFallback?: string;
  /** 'chain' (A → B' → C), 'comparison' (per subject), or 'fallback' (the question's own search, plus title lookups). */
  strategy: 'chain' | 'comparison' | 'fallback';
  fallbackReason?: string;
  subQueries: Array<{ kind: string; query: string; hop: number; weight: number; results: number }>;
  overlapIds: string[];
  /** Names of the bridge entities whose passages and queries were used, in hop order. */
  bridgeEntities: string[];
  hops: RaragHopTrace[];
  /** Distinct passages found by all sub-searches (before `finalLimit` and `topK`). */
  candidates: number;
}
