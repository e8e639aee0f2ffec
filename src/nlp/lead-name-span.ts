import { joinTokens, type Token } from './token.js';

/** Lower-case words a name in title case may hold ("Finding the Sun", "Once Upon a Time in the West", "Van der Peet"). */
const NAME_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'of', 'the', 'a', 'an', 'and', 'for', 'to', 'in', 'on', 'at', 'by', 'from', 'with', 'or', 'nor', 'but', 'as', 'into', 'upon',
  'de', 'del', 'der', 'des', 'di', 'da', 'do', 'du', 'la', 'le', 'les', 'van', 'von', 'y', 'e', 'v', 'vs', 'zu', "'s", '’s',
]);
/** Punctuation a name may hold between its words ("Simon & Simon", "BeijingDance / LDTX", "Spider-Man", "Ew!"). */
const NAME_INNER_PUNCTUATION: ReadonlySet<string> = new Set(['-', '–', '&', '/', "'", '’', '.', '!', '?', '+', ':']);
/** Words that open a sentence without naming anything ("It is a …", "This was …", "There are …"). */
const NOT_NAME_OPENERS: ReadonlySet<string> = new Set([
  'it', 'he', 'she', 'they', 'we', 'you', 'this', 'that', 'these', 'those', 'there', 'here', 'its', 'his', 'her', 'their',
  'what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'why', 'how', 'one', 'both', 'each', 'all', 'some', 'many', 'most', 'such',
]);
const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were']);
const MAX_NAME_TOKENS = 14;

const startsUpperOrDigit = (text: string): boolean => /^[\p{Lu}\p{N}]/u.test(text);
const isWord = (token: Token): boolean => /[\p{L}\p{N}]/u.test(token.text);

/**
 * The name a passage's first sentence defines when that sentence reads "<Name> is/was a|an|the|one …"
 * and the name is written in title case — every word capitalized (or a number) but the small words
 * titles keep lower-case — possibly followed by an aside in brackets or between commas before the
 * verb: "Finding the Sun is a one-act play …", "I Die for You Today is the 22nd single …",
 * "Simon & Simon is an American detective television series …", "Escape from the Dark (American
 * title: …) is a 1976 … film", "Bangalore University, or BU, is a public state university …".
 * Titles of works are often written with verbs and pronouns that a tagger reads as a clause, so the
 * name is found by its capitalization and the copula, not by the tagger's noun phrases. Undefined
 * when the sentence has another shape.
 */
export function leadNameSpan(tokens: readonly Token[]): string | undefined {
  const copula = tokens.findIndex((token, index) => index > 0 && index <= MAX_NAME_TOKENS + 12 && COPULAS.has(token.lower) && (token.pos === 'AUX' || token.pos === 'VERB'));
  if (copula < 1) return undefined;
  const next = tokens[copula + 1];
  if (!next || !(['a', 'an', 'the', 'one'].includes(next.lower))) return undefined;
  // The name runs to the first bracket or comma; an aside between it and the verb must be closed right before the verb.
  let end = tokens.findIndex((token, index) => index < copula && (token.text === '(' || token.text === ','));
  if (end === -1) end = copula;
  else {
    const beforeVerb = tokens[copula - 1]!.text;
    if (beforeVerb !== ')' && beforeVerb !== ',') return undefined;
  }
  const name = tokens.slice(0, end);
  if (name.length === 0 || name.length > MAX_NAME_TOKENS) return undefined;
  const first = name[0]!;
  const last = name[name.length - 1]!;
  if (!isWord(first) || !startsUpperOrDigit(first.text) || NOT_NAME_OPENERS.has(first.lower)) return undefined;
  // A preposition and a number open a time or place phrase, not a name ("After 1990 Smith was a …").
  if ((first.pos === 'ADP' || first.pos === 'SCONJ') && /^\p{N}/u.test(name[1]?.text ?? '')) return undefined;
  // "I" opens a title ("I Die for You Today") but alone it is the pronoun.
  if (name.length === 1 && first.text === 'I') return undefined;
  if (!startsUpperOrDigit(last.text) && !/^[!?.]$/.test(last.text)) return undefined;
  let capitalized = 0;
  for (const token of name) {
    if (!isWord(token)) {
      if (!NAME_INNER_PUNCTUATION.has(token.text)) return undefined;
      continue;
    }
    if (startsUpperOrDigit(token.text)) {
      if (/^\p{Lu}/u.test(token.text) && !NAME_FUNCTION_WORDS.has(token.lower)) capitalized += 1;
    } else if (!NAME_FUNCTION_WORDS.has(token.lower)) return undefined;
  }
  return capitalized === 0 ? undefined : joinTokens(name);
}
