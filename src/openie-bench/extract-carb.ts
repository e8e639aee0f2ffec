import { extractSentence, type ClauseExtraction, type ExtractedTriple } from '../nlp/index.js';
import type { CarbExtraction } from './carb-extraction.js';
import type { OpenieView } from './openie-view.js';

export function clauseToCarb(sentence: string, clause: ClauseExtraction): CarbExtraction {
  return { sentence, confidence: clause.confidence, relation: clause.relation, arguments: [clause.subject, ...clause.objects] };
}

export function tripleToCarb(sentence: string, triple: ExtractedTriple): CarbExtraction {
  return { sentence, confidence: triple.confidence, relation: triple.relation, arguments: [triple.subject, triple.object] };
}

/**
 * Runs the ingestion extractor on one sentence (no passage title) and returns one of its two views in
 * CaRB's shape (see `OpenieView`): the full-span clauses (default) or the entity triples the index stores.
 */
export function extractCarb(sentence: string, options: { view?: OpenieView } = {}): CarbExtraction[] {
  const { triples, clauses } = extractSentence(sentence);
  if (options.view === 'index') return triples.map((triple) => tripleToCarb(sentence, triple));
  return clauses.map((clause) => clauseToCarb(sentence, clause));
}
