import { isCapitalized, type Token } from './token.js';

/** Past-tense forms wink often tags ADJ or NOUN although they head a clause ("Anna married Bob"). */
const SLIPPED_VERBS = new Set(['married', 'remarried', 'divorced', 'starred', 'stars', 'starring', 'co-starred', 'co-stars']);
/** Prefixes of hyphenated verbs wink tags NOUN ("co-wrote", "re-released"). */
const VERB_PREFIX = /^(co|re|pre|self|over|under|cross|double|out)-[a-z]+(ed|ote|ew|ook|ave|ed|s|ing|ung|ade|ent|ught|uilt|ode|oke|ound)$/;

/**
 * Corrects wink's known POS slips in place, looking at the neighbours:
 *  - "married"/"stars"/"starring" tagged ADJ/NOUN between a noun phrase (or auxiliary) and a noun phrase or preposition;
 *  - hyphenated verbs ("co-wrote", "co-founded") tagged NOUN right after a subject;
 *  - a capitalised word inside a name tagged VERB/NOUN/ADJ/PRON ("Johann Christoph Bach", "Lothair I") becomes PROPN.
 */
export function retagTokens(tokens: Token[]): void {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (index > 0 && token.pos !== 'PROPN' && tokens[index - 1]?.pos === 'PROPN' && isNameWord(token)) {
      token.pos = 'PROPN';
      continue;
    }
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    // "starring Will Fyffe": a capitalised auxiliary or verb inside a sentence, before a name, is a name.
    if ((token.pos === 'VERB' || token.pos === 'AUX') && index > 0 && next?.pos === 'PROPN' && isCapitalized(token) && previous?.pos !== 'PUNCT') {
      token.pos = 'PROPN';
      continue;
    }
    if (token.pos === 'VERB' || token.pos === 'AUX') continue;
    if (!previous || !next) continue;
    const afterSubject = previous.pos === 'PROPN' || previous.pos === 'PRON' || previous.pos === 'NOUN' || previous.pos === 'AUX' || previous.pos === 'ADV' || previous.pos === 'PUNCT';
    const beforeObject = next.pos === 'PROPN' || next.pos === 'DET' || next.pos === 'ADP' || next.pos === 'PRON' || next.pos === 'NUM' || next.pos === 'PART';
    if (!afterSubject || !beforeObject) continue;
    if (SLIPPED_VERBS.has(token.lower) && (token.pos === 'ADJ' || token.pos === 'NOUN')) {
      if (previous.pos === 'DET' || previous.pos === 'ADJ') continue;
      token.pos = 'VERB';
    } else if (token.pos === 'NOUN' && VERB_PREFIX.test(token.lower) && previous.pos !== 'DET' && previous.pos !== 'PUNCT') {
      token.pos = 'VERB';
    }
  }
}

const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\p{Lu}'’.]*$/u;
const NOT_NAME_WORDS = new Set(['I', 'A', 'The', 'An', 'And', 'Or', 'But', 'In', 'On', 'At', 'Of', 'By', 'He', 'She', 'It', 'They', 'His', 'Her']);

/** A capitalised word that can continue a name ("Bach", "I" after a name = the roman numeral). */
function isNameWord(token: Token): boolean {
  if (token.text === 'I') return true;
  if (NOT_NAME_WORDS.has(token.text)) return false;
  return (token.pos === 'VERB' || token.pos === 'NOUN' || token.pos === 'ADJ') && CAPITALISED_WORD.test(token.text);
}
