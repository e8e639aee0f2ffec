import type { Token } from './token.js';

/** Verbs whose "it" subject refers to nothing when a that-clause follows: "it seems that", "it turned out that". */
const RAISING_VERBS = new Set(['seem', 'appear', 'happen', 'turn', 'transpire', 'follow', 'emerge']);
/** Weather verbs: "it is raining", "it snowed". */
const WEATHER_VERBS = new Set(['rain', 'snow', 'hail', 'drizzle', 'sleet', 'thunder']);
/** Words that open a clause extraposed after an adjective: "it is unclear whether", "it is possible that". */
const ADJECTIVE_CLAUSE_OPENERS = new Set(['that', 'whether', 'if', 'how', 'why', 'what', 'when', 'where', 'who']);

/**
 * Whether the "it" at `index` is pleonastic (refers to nothing), in the usual English patterns:
 *   extraposition   "It was reported that ...", "It is not known whether ...", "It is possible to ..."
 *   raising verbs   "It seems that ...", "It turned out that ...", "It took three years to ..."
 *   cleft           "It was only in 1989 that ..."
 *   weather         "It is raining", "It snowed"
 *   object "it"     "made it possible to ...", "found it difficult to ..."
 * "It was released to acclaim", "It is similar to X", "It is known for X" stay referential.
 */
export function isPleonasticIt(tokens: readonly Token[], index: number): boolean {
  const it = tokens[index];
  if (!it || it.lower !== 'it') return false;
  let cursor = index + 1;
  const skipAdverbs = (): void => {
    while (tokens[cursor] && (tokens[cursor]?.pos === 'ADV' || tokens[cursor]?.pos === 'PART') && tokens[cursor]?.lower !== 'to') cursor++;
  };
  skipAdverbs();
  let sawBe = false;
  while (tokens[cursor] && tokens[cursor]?.pos === 'AUX') {
    if (tokens[cursor]?.lemma === 'be') sawBe = true;
    cursor++;
    skipAdverbs();
  }
  const word = tokens[cursor];
  if (!word) return false;
  if (WEATHER_VERBS.has(word.lemma) || WEATHER_VERBS.has(word.lower.replace(/(ing|ed|s)$/, ''))) return true;
  if (word.pos === 'VERB' && !sawBe && RAISING_VERBS.has(word.lemma)) {
    const next = tokens[cursor + 1];
    const afterParticle = next?.lower === 'out' ? tokens[cursor + 2] : next;
    return afterParticle?.lower === 'that';
  }
  // "It took three years to complete".
  if (word.pos === 'VERB' && !sawBe && word.lemma === 'take') return infinitiveWithin(tokens, cursor + 1, 5);
  if (word.pos === 'ADJ') {
    cursor++;
    skipAdverbs();
    const next = tokens[cursor];
    if (!next) return false;
    if (ADJECTIVE_CLAUSE_OPENERS.has(next.lower) || isInfinitiveTo(tokens, cursor)) return true;
    // "It is possible for X to ...", "it is common for ships to ...".
    return next.lower === 'for' && infinitiveWithin(tokens, cursor + 1, 4);
  }
  // Cleft: "It was only in 1989 that ...", "It was in Paris that ...".
  if (sawBe && (word.pos === 'ADV' || word.pos === 'ADP') && opensThatWithin(tokens, cursor + 1, 6)) return true;
  // "It is believed/known/reported that ...", "It is not known whether ...".
  if (sawBe && word.pos === 'VERB') {
    const next = tokens[cursor + 1];
    return next?.lower === 'that' || next?.lower === 'whether';
  }
  return false;
}

function opensThatWithin(tokens: readonly Token[], from: number, span: number): boolean {
  for (let index = from; index < tokens.length && index < from + span; index++) {
    const token = tokens[index] as Token;
    if (token.lower === 'that') return true;
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.text === ',' || token.text === '.') return false;
  }
  return false;
}

/** "to" followed by a verb: an infinitive, not the preposition ("similar to X", "released to acclaim"). */
function isInfinitiveTo(tokens: readonly Token[], index: number): boolean {
  const to = tokens[index];
  const next = tokens[index + 1];
  return to?.lower === 'to' && next !== undefined && (next.pos === 'VERB' || next.pos === 'AUX');
}

function infinitiveWithin(tokens: readonly Token[], from: number, span: number): boolean {
  for (let index = from; index < tokens.length && index < from + span; index++) {
    if (isInfinitiveTo(tokens, index)) return true;
    const text = (tokens[index] as Token).text;
    if (text === '.' || text === ';' || text === ',') return false;
  }
  return false;
}
