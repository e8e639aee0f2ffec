import type { TripleCore } from '../../ports/retrieval-hits.js';
/**
 * C_i, the candidates of one reasoning step: the same retrieved text in three aligned views
 * (passages, their sentences, their triples), plus which passages are "about" each focus entity.
 */

export interface CandidatePassage {
  id: string;
  title: string;
  text: string;
  /** Rank in this step's candidate list (0 = best). */
  rank: number;
}

export interface CandidateSentence {
  id: string;
  passageId: string;
  passageTitle: string;
  position: number;
  text: string;
}

export interface CandidateTriple extends TripleCore {
  passageId: string;
  sentenceId: string;
  confidence: number;
}

export interface CandidateSet {
  passages: CandidatePassage[];
  sentences: CandidateSentence[];
  triples: CandidateTriple[];
  /** Focus entity key -> ids of the passages titled by that entity (its own page). */
  entityPassages: Record<string, string[]>;
  /** Focus entity key -> further keys naming the same entity in its own page (e.g. a birth name). */
  entityAliases: Record<string, string[]>;
}

export type EvidenceKind = 'triple' | 'sentence' | 'passage';

/** One selected item of evidence (Z_i): what it is, its id in the index, and its text. */
export interface EvidenceItem {
  kind: EvidenceKind;
  id: string;
  text: string;
  /** The passage it belongs to. */
  passageId: string;
}

export function tripleText(triple: Pick<CandidateTriple, 'subject' | 'relation' | 'object'>): string {
  return `(${triple.subject}; ${triple.relation}; ${triple.object})`;
}
