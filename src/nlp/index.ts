export type { ExtractedTriple } from './extracted-triple.js';
export type { ExtractedSentence, PassageAnalysis } from './passage-analysis.js';
export { analyzePassage } from './analyze-passage.js';
export { extractSentenceTriples } from './extract-sentence-triples.js';
export { entityKey } from './entity-key.js';
export { splitSentences } from './split-sentences.js';
