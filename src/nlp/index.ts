export type { ClauseExtraction } from './clause-extraction.js';
export type { ExtractedTriple } from './extracted-triple.js';
export type { ExtractedSentence, PassageAnalysis } from './passage-analysis.js';
export type { SentenceExtractions } from './sentence-extractions.js';
export { analyzePassage } from './analyze-passage.js';
export { extractSentence, extractSentenceTriples } from './extract-sentence-triples.js';
export { entityKey, nameWordsWithin } from './entity-key.js';
export { splitSentences } from './split-sentences.js';
