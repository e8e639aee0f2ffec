import { extractSentence, type ClauseExtraction, type ExtractedTriple } from '../nlp/index.js';
import type { CarbExtraction } from './carb-extraction.js';

/** Entity triples that state what something is (appositives, possessives, life dates) complement the clause view. */
const TRIPLE_RULES_KEPT = new Set(['appositive', 'possessive', 'life-dates']);

export function clauseToCarb(sentence: string, clause: ClauseExtraction): CarbExtraction {
  return { sentence, confidence: clause.confidence, relation: clause.relation, arguments: [clause.subject, ...clause.objects] };
}

export function tripleToCarb(sentence: string, triple: ExtractedTriple): CarbExtraction {
  return { sentence, confidence: triple.confidence, relation: triple.relation, arguments: [triple.subject, triple.object] };
}

/**
 * Runs the ingestion extractor on one sentence (no passage title) and returns its extractions in CaRB's
 * shape: the clause view, plus the entity triples no clause covers (appositives, possessives, life dates).
 */
export function extractCarb(sentence: string, options: { triples?: boolean } = {}): CarbExtraction[] {
  const { triples, clauses } = extractSentence(sentence);
  const extractions = clauses.map((clause) => clauseToCarb(sentence, clause));
  if (options.triples ?? process.env.HOPGRAPH_CARB_TRIPLES === '1') {
    for (const triple of triples) if (TRIPLE_RULES_KEPT.has(triple.rule)) extractions.push(tripleToCarb(sentence, triple));
  }
  return extractions;
}
