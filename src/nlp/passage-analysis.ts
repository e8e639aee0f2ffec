import type { ExtractedTriple } from './extracted-triple.js';

export interface ExtractedSentence {
  text: string;
  /** 0-based sentence index within the passage. */
  position: number;
  triples: ExtractedTriple[];
  /** Entity names found in the sentence: proper-noun runs, the title when mentioned, dates. */
  mentions: string[];
}

export interface PassageAnalysis {
  sentences: ExtractedSentence[];
}
