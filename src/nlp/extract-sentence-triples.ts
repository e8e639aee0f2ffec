import { buildSentenceFrame } from './build-sentence-frame.js';
import { extractFrameTriples } from './extract-frame-triples.js';
import type { ExtractedTriple } from './extracted-triple.js';
import { createResolutionContext } from './resolution-context.js';
import { titleTokens } from './title-tokens.js';
import { tokenizePassage } from './tokenize-passage.js';

/**
 * Triples of one sentence (text that wink would split is read as one sentence). With a title,
 * pronoun subjects are read as the title.
 */
export function extractSentenceTriples(sentence: string, context?: { title?: string }): ExtractedTriple[] {
  const resolution = createResolutionContext(context?.title);
  resolution.pronounsAllowed = resolution.title !== undefined;
  const tokens = tokenizePassage(sentence).flat();
  return extractFrameTriples(buildSentenceFrame(tokens, titleTokens(context?.title)), resolution);
}
