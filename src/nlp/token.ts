/**
 * One word or punctuation mark of a sentence, as the rules see it.
 * `pos` is wink's Universal POS tag after `retagTokens` has corrected its known slips.
 */
export interface Token {
  text: string;
  /** Lower-cased text. */
  lower: string;
  pos: string;
  /** wink's lemma for verbs and auxiliaries (after retagging); the lower-cased text for other tokens. */
  lemma: string;
  /** Whether whitespace preceded the token in the (normalized) text. */
  spaceBefore: boolean;
}

const UPPER_START = /^\p{Lu}/u;

/** True for a token that starts with an upper-case letter. */
export function isCapitalized(token: Token): boolean {
  return UPPER_START.test(token.text);
}

/** Re-joins tokens into text, using the recorded whitespace. */
export function joinTokens(tokens: readonly Token[]): string {
  let text = '';
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    text += index > 0 && token.spaceBefore ? ' ' + token.text : token.text;
  }
  return text;
}
