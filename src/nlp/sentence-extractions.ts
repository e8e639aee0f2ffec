import type { ClauseExtraction } from './clause-extraction.js';
import type { ExtractedTriple } from './extracted-triple.js';

/** Both views of one sentence's extraction: entity-centric triples (the index) and clause spans (CaRB-style OpenIE). */
export interface SentenceExtractions {
  triples: ExtractedTriple[];
  clauses: ClauseExtraction[];
}
