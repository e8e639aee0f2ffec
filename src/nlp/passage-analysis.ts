import type { ExtractedTriple } from './extracted-triple.js';

export interface ExtractedSentence {
  text: string;
  /** 0-based sentence index within the passage. */
  position: number;
  triples: ExtractedTriple[];
  /** Entity names found in the sentence: proper-noun runs, the title when mentioned, dates, and the entities its references were read as. */
  mentions: string[];
  /** Pronouns and definite descriptions read as a named entity of the passage ("Its" -> "Acme Corporation"). */
  references?: SentenceReference[];
}

export interface SentenceReference {
  /** The words as written: "Its", "she", "the company". */
  surface: string;
  /** The entity name it was read as (also in `mentions`). */
  entity: string;
  via: 'pronoun' | 'definite';
}

export interface PassageAnalysis {
  sentences: ExtractedSentence[];
}
