import type { Token } from './token.js';

/** A parenthesised aside removed from a sentence: "(born 5 May 1950 in Paris)". */
export interface Parenthetical {
  /** Index, in the reduced token list, of the token right before "(" (-1 at sentence start). */
  anchor: number;
  /** The tokens between the brackets. */
  tokens: Token[];
}

/**
 * A bracket, or a run of punctuation that opens or closes with one: the tokenizer reads "(;" (a
 * pronunciation left out of "X ( ; born 1981)") and ";)" as emoticons, one token each.
 */
function opens(text: string): boolean {
  return /^[([][^\p{L}\p{N}]*$/u.test(text);
}

function closes(text: string): boolean {
  return /^[^\p{L}\p{N}]*[)\]]$/u.test(text) && !opens(text);
}

/**
 * Removes balanced (possibly nested) parentheses from a sentence so that "X (born 1950) was ..."
 * reads "X was ..." for the clause rules; the asides are returned for the life-date rule.
 * An unclosed bracket is left in place.
 */
export function removeParentheticals(tokens: readonly Token[]): { tokens: Token[]; parentheticals: Parenthetical[] } {
  const reduced: Token[] = [];
  const parentheticals: Parenthetical[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (opens(token.text)) {
      const close = findClose(tokens, index);
      if (close > index) {
        parentheticals.push({ anchor: reduced.length - 1, tokens: tokens.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    reduced.push(token);
    index++;
  }
  return { tokens: reduced, parentheticals };
}

function findClose(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    const text = (tokens[index] as Token).text;
    if (opens(text)) depth++;
    else if (closes(text)) {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}
