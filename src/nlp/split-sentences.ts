import { tokenizePassage } from './tokenize-passage.js';
import { joinTokens } from './token.js';

/** Splits a passage into sentences (wink's splitter plus the repairs of `tokenizePassage`). */
export function splitSentences(text: string): string[] {
  return tokenizePassage(text).map(joinTokens);
}
