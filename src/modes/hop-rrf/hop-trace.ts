/** What `hop-rrf` puts on `SearchResult.trace`: how each sub-query's hops went. */

export interface FollowedEntity {
  key: string;
  name: string;
  score: number;
  /** The triple that named it ("subject | relation | object"), or 'mention'. */
  via: string;
  /** Whether a passage is titled by it (then that passage heads the next hop). */
  hasPassage: boolean;
}

export interface HopRecord {
  hop: number;
  queries: string[];
  /** Entity keys whose titled passages were jumped to in this hop. */
  jumps: string[];
  /** Relation the entities to follow were scored against (none: the question's words). */
  relation: string | null;
  /** Entities chosen at the end of this hop, followed by the next one. */
  followed: FollowedEntity[];
  /** Who chose them (absent when nothing was chosen: last hop, or no candidate). */
  planner?: 'heuristic' | 'llm';
  /** Why the LLM planner's choice was not used, when it was asked and fell back. */
  plannerFallback?: string;
  results: number;
}

export interface ChainTrace {
  subQuery: string;
  entities: string[];
  relations: string[];
  hops: HopRecord[];
  /** Why the chain stopped. */
  stop: 'max-hops' | 'budget' | 'no-novel-entity';
}

export interface HopRrfTrace {
  decomposition: 'chain' | 'comparison' | 'conjunction' | 'single';
  chains: ChainTrace[];
  hops: number;
  elapsedMs: number;
}
