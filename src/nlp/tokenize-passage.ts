import { getWink } from './wink.js';
import { normalizeText } from './normalize-text.js';
import { retagTokens } from './retag-token.js';
import { foldForWink } from './fold-for-wink.js';
import type { Token } from './token.js';

/** Abbreviations after which wink sometimes ends a sentence although the sentence goes on. */
const NON_FINAL_ABBREVIATIONS = new Set(['c.', 'ca.', 'st.', 'mt.', 'dr.', 'mr.', 'mrs.', 'gov.', 'gen.', 'lt.', 'col.', 'sgt.', 'capt.', 'rev.', 'fr.', 'no.', 'vs.', 'jan.', 'feb.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.', 'fl.', 'b.', 'd.']);

/**
 * Tokenizes a passage with wink (sentence boundaries, POS, verb lemmas) and returns one token list per
 * sentence. The text is normalized first (see `normalizeText`); sentences that wink split after an
 * abbreviation or inside parentheses are glued back.
 */
export function tokenizePassage(text: string): Token[][] {
  const normalized = normalizeText(text);
  if (normalized.length === 0) return [];
  const nlp = getWink();
  const its = nlp.its;
  const doc = nlp.readDoc(foldForWink(normalized));
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const tags = tokens.out(its.pos) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const originals = restoreOriginals(normalized, values, spaces);
  const all: Token[] = values.map((value, index) => ({
    text: originals[index] ?? value,
    lower: (originals[index] ?? value).toLowerCase(),
    pos: tags[index] ?? 'X',
    lemma: (originals[index] ?? value).toLowerCase(),
    spaceBefore: (spaces[index] ?? '') !== '',
  }));
  const sentences: Token[][] = [];
  for (const [start, end] of spans) {
    const sentence = all.slice(start, end + 1);
    if (sentence.length === 0) continue;
    const previous = sentences[sentences.length - 1];
    if (previous && shouldGlue(previous, sentence)) previous.push(...sentence);
    else sentences.push(sentence);
  }
  for (const sentence of sentences) retagTokens(sentence);
  // Lemmas are read only for verbs and auxiliaries (the rules look at no other lemma); wink computes them
  // on demand, so asking for every token's would cost a fifth of the tokenizer's time.
  all.forEach((token, index) => {
    if (token.pos === 'VERB' || token.pos === 'AUX') token.lemma = String(tokens.itemAt(index).out(its.lemma as never));
  });
  return sentences;
}

/**
 * Token texts in the original (unfolded) spelling, cut at the offsets of wink's tokens; when wink's
 * tokens do not reproduce the text exactly, its own values are kept.
 */
function restoreOriginals(original: string, values: readonly string[], spaces: readonly string[]): string[] {
  const restored: string[] = [];
  let offset = 0;
  for (let index = 0; index < values.length; index++) {
    offset += (spaces[index] ?? '').length;
    const value = values[index] as string;
    const slice = original.slice(offset, offset + value.length);
    if (foldForWink(slice) !== value) return [...values];
    restored.push(slice);
    offset += value.length;
  }
  return restored;
}

function shouldGlue(previous: Token[], next: Token[]): boolean {
  const last = previous[previous.length - 1];
  const first = next[0];
  if (!last || !first) return false;
  if (NON_FINAL_ABBREVIATIONS.has(last.lower)) return true;
  if (/^[a-z]/.test(first.text) && first.pos !== 'PROPN') return true;
  let depth = 0;
  for (const token of previous) {
    if (token.text === '(') depth++;
    else if (token.text === ')') depth--;
  }
  return depth > 0;
}
