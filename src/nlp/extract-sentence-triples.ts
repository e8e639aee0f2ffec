import { buildSentenceFrame } from './build-sentence-frame.js';
import { extractFrameTriples } from './extract-frame-triples.js';
import type { ExtractedTriple } from './extracted-triple.js';
import { createResolutionContext } from './resolution-context.js';
import { applyClauseRule, type ClauseEvidenceListener } from './rules/clause-rule.js';
import type { SentenceExtractions } from './sentence-extractions.js';
import type { SentenceFrame } from './sentence-frame.js';
import { titleTokens } from './title-tokens.js';
import { tokenizePassage } from './tokenize-passage.js';

function readSentence(sentence: string, title: string | undefined): { frame: SentenceFrame; triples: ExtractedTriple[] } {
  const resolution = createResolutionContext(title);
  resolution.pronounsAllowed = resolution.title !== undefined;
  const tokens = tokenizePassage(sentence).flat();
  const frame = buildSentenceFrame(tokens, titleTokens(title));
  return { frame, triples: extractFrameTriples(frame, resolution) };
}

/**
 * Triples of one sentence (text that wink would split is read as one sentence). With a title,
 * pronoun subjects are read as the title.
 */
export function extractSentenceTriples(sentence: string, context?: { title?: string }): ExtractedTriple[] {
  return readSentence(sentence, context?.title).triples;
}

/**
 * The same extraction with its clause view added: one reading of the sentence (tokens, chunks, rules),
 * giving the entity-centric triples the index stores and the full-span clauses OpenIE benchmarks score.
 */
export function extractSentence(sentence: string, context?: { title?: string; onClauseEvidence?: ClauseEvidenceListener }): SentenceExtractions {
  const { frame, triples } = readSentence(sentence, context?.title);
  return { triples, clauses: applyClauseRule(frame, context?.onClauseEvidence) };
}
