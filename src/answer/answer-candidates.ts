import { chunkNounPhrases } from '../nlp/chunk-noun-phrases.js';
import type { NounPhrase } from '../nlp/noun-phrase.js';
import { joinTokens, type Token } from '../nlp/token.js';
import { tokenizePassage } from '../nlp/tokenize-passage.js';
import { isPersonWord, singularOf, typeOfHeadNoun, type ExpectedAnswerType } from './expected-answer.js';
import { stemOf, wordsOf } from './question-terms.js';
import { countryOf } from '../nlp/place-names.js';

/** What a span of evidence text is: a name, a date, a number (with its unit), a common noun phrase. */
export type SpanKind = 'name' | 'date' | 'number' | 'noun-phrase';

/** A possible answer in one sentence: its text, kind, how well it fits each answer type, and where it is. */
export interface AnswerSpan {
  text: string;
  kind: SpanKind;
  /** Fit in [0, 1] per expected answer type (absent = 0). */
  fit: Partial<Record<ExpectedAnswerType, number>>;
  /** Word index of the span in the sentence (first, last). */
  start: number;
  end: number;
  /** Lower-cased singular head word ("association", "film", "1928"). */
  head: string;
  /** Stems of its words. */
  stems: string[];
  /** A place a wider place follows in the sentence ("Columbus" of "Columbus, Ohio"). */
  inPlace?: boolean;
  /** A place that follows a narrower one ("Ohio" of "Columbus, Ohio"). */
  holdsPlace?: boolean;
  /** A name a verb follows: the subject of a clause ("…, Palme led the party"), no place in a chain. */
  subjectOfVerb?: boolean;

  /** The country a demonym stands for ("China" of "Chinese" in "a Chinese journalist"). */
  country?: string;

  /** The first / second date of a range ("March 1, 1891 – August 19, 1974"). */
  rangeStart?: boolean;
  rangeEnd?: boolean;
}

/** A sentence read for answers: its words (lower-cased) and its spans. */
export interface ReadSentence {
  words: string[];
  spans: AnswerSpan[];
  /** Per word, whether it stands inside parentheses ("Victoria Falls (Lozi: Mosi-oa-Tunya) is …"). */
  parenthesized?: boolean[];
  /** Per word, whether it is written with a capital or a digit first, as a name's words are. */
  capitalised?: boolean[];
}

const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'near', 'from', 'to', 'outside', 'across', 'throughout']);
/** Nouns that head the name of an event ("Battle of X", "X Festival"). */
const EVENT_NOUNS: ReadonlySet<string> = new Set(['battle', 'siege', 'war', 'treaty', 'festival', 'election', 'championship', 'tournament', 'revolution', 'rebellion', 'massacre', 'campaign', 'expedition', 'award', 'prize']);
/** Prepositions before a place, hardly ever before a person ("in", "at", "near"; not "from" or "to"). */
const PLACE_ONLY_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'near', 'throughout']);
const BY_WORDS: ReadonlySet<string> = new Set(['by', 'with', 'and', 'starring', 'featuring']);

/**
 * Whether the capitalized words from `from` are followed by a verb of their own: the subject of a
 * clause ("Palme led the party"), not a place. A participle before a preposition ("Kirkwood, Missouri
 * designed by …") opens no clause.
 */
function opensClause(tokens: readonly Token[], from: number): boolean {
  let index = from;
  while (index < tokens.length && (/^[\p{Lu}\p{N}]/u.test(tokens[index]?.text ?? '') || NAME_JOINERS.has(tokens[index]?.lower ?? ''))) index++;
  const verb = tokens[index];
  if (index === from || !verb) return false;
  return verb.pos === 'AUX' || (verb.pos === 'VERB' && tokens[index + 1]?.pos !== 'ADP');
}

/**
 * Whether the capitalized words and commas from `from` run into "and"/"or" and one more capitalized
 * word: a list of names ("A, B and C"), which a chain of places ("Glen Cove, Long Island, New York") is not.
 */
function closesList(tokens: readonly Token[], from: number): boolean {
  let index = from;
  while (index < tokens.length && (tokens[index]?.text === ',' || /^\p{Lu}/u.test(tokens[index]?.text ?? '') || NAME_JOINERS.has(tokens[index]?.lower ?? ''))) index++;
  return (tokens[index]?.lower === 'and' || tokens[index]?.lower === 'or') && /^\p{Lu}/u.test(tokens[index + 1]?.text ?? '');
}

/** Lower-case words inside names ("Stratford-upon-Avon", "Isle of Man", "Leopoldo de la Torre"). */
const NAME_JOINERS: ReadonlySet<string> = new Set(['of', 'de', 'la', 'del', 'da', 'di', 'von', 'van', 'upon', 'on', 'the', '-']);

/** How much a name marked as a person's (life dates after it) fits a place. */
const PERSON_PLACE_FIT = 0.1;

function nameFit(phrase: NounPhrase, tokens: readonly Token[]): AnswerSpan['fit'] {
  const words = phrase.text.split(/\s+/);
  const last = singularOf(words[words.length - 1] ?? '');
  // The noun before "of" ("University of Kansas", "Battle of Grünberg"); "" when the name has no "of".
  const nounBeforeOf = words.indexOf('of') > 0 ? singularOf(words[words.indexOf('of') - 1] ?? '') : '';
  // "University of Kansas", "North Central College of Naperville": an organisation's class noun before "of" heads the name.
  const lastType = typeOfHeadNoun(last) === 'noun-phrase' && typeOfHeadNoun(nounBeforeOf) === 'organisation' ? 'organisation' : typeOfHeadNoun(last);
  const descriptorType = phrase.descriptor ? typeOfHeadNoun(phrase.descriptor.split(/\s+/).pop() ?? '') : undefined;
  const before = tokens[phrase.start - 1]?.lower ?? '';
  const twoBefore = tokens[phrase.start - 2]?.lower ?? '';
  const after = tokens[phrase.end + 1]?.text ?? '';
  const afterNext = tokens[phrase.end + 2]?.text ?? '';
  const fit: AnswerSpan['fit'] = { person: 0.5, place: 0.4, organisation: 0.4, 'noun-phrase': 0.6 };
  // A name whose own last word is a class noun: "American Psychological Association", "Oxford University", "Lake Tahoe".
  if (lastType === 'organisation') Object.assign(fit, { organisation: 1, person: 0.1, place: 0.3 });
  else if (lastType === 'place') Object.assign(fit, { place: 0.9, person: 0.1, organisation: 0.3 });
  if (descriptorType === 'person') Object.assign(fit, { person: 1, place: 0.1, organisation: 0.2 });
  if (descriptorType === 'place') Object.assign(fit, { place: 1, person: 0.1 });
  if (descriptorType === 'organisation') Object.assign(fit, { organisation: 1, person: 0.1 });
  // "in Columbus, Ohio", "the city of X": a place.
  if (PLACE_PREPOSITIONS.has(before) && lastType !== 'organisation') fit.place = Math.max(fit.place ?? 0, 0.8);
  // "living in Potsdam", "at Barnsley": a name after a preposition of place is seldom a person.
  if (PLACE_ONLY_PREPOSITIONS.has(before) && lastType !== 'person' && descriptorType !== 'person') fit.person = Math.min(fit.person ?? 0, 0.3);
  if (before === 'of' && typeOfHeadNoun(twoBefore) === 'place') fit.place = 1;
  // "Columbus, Ohio" is a place chain; "starring A, B and C" and "A, B, C and D" are lists of names;
  // "a protégé of Tage Erlander, Palme led …" is a name before a clause.
  if (after === ',' && /^\p{Lu}/u.test(afterNext) && !BY_WORDS.has(before) && !closesList(tokens, phrase.end + 1) && !opensClause(tokens, phrase.end + 2)) fit.place = Math.max(fit.place ?? 0, 0.8);
  // "by X", "starring X", "X (born …)": a person; not a name its own class noun heads ("… and the
  // Bharatiya Janata Party", "by the Ohio Department of Transportation").
  if (BY_WORDS.has(before) && lastType !== 'organisation' && lastType !== 'place') fit.person = Math.max(fit.person ?? 0, 0.7);
  // "X (born 1950)", "X (12 May 1901 – 3 June 1980)": a person's life dates; "X (1986)" is a work's year.
  const parenthesis = tokens.slice(phrase.end + 2, phrase.end + 12).map((token) => token.text).join(' ');
  if (after === '(' && /^(?:born|b\.|née)\b|^[^)]*\d{3,4}\s*[–—-]\s*[^)]*\d{3,4}/.test(parenthesis)) Object.assign(fit, { person: 1, place: PERSON_PLACE_FIT, organisation: 0.1 });
  // "the Battle of Grünberg", "the Treaty of Paris", "the Cannes Film Festival": an event, neither a place nor a person.
  if (EVENT_NOUNS.has(last) || EVENT_NOUNS.has(nounBeforeOf)) Object.assign(fit, { place: 0.2, person: 0.1 });
  // "NRHP", "NATO": a name of capitals alone is most often an organisation's (a country's, as "USA", is read as a country).
  if (/^[\p{Lu}&]{2,6}$/u.test(phrase.text) && !countryOf(phrase.text)) Object.assign(fit, { place: Math.min(fit.place ?? 0, 0.2), organisation: Math.max(fit.organisation ?? 0, 0.7) });
  // A quoted name is a title (a song, a film, a book), not a person or a place.
  const quoted = [tokens[phrase.start]?.text, tokens[phrase.start - 1]?.text].some((text) => text === '"' || text === '“' || text === '«');
  if (quoted) Object.assign(fit, { person: 0.1, place: 0.1, organisation: 0.1, 'noun-phrase': 0.8 });
  if (/\d/.test(phrase.text)) fit.person = 0.1;
  fit['yes-no'] = 0;
  return fit;
}

/**
 * The number a capitalised label runs into, as text flattened from a table or an infobox writes it
 * ("Population Ranked 35th Total 2,913,123", "Students 16,801"): the chunker reads "Total 2,913,123"
 * as one name (as it reads "Apollo 11"), so the number is also offered as a number of its own. Not a
 * bare small number ("Apollo 11", "Windows 95"): only one written with a thousands separator or a
 * decimal point.
 */
function labelledNumber(span: AnswerSpan): AnswerSpan | undefined {
  if (span.kind !== 'name') return undefined;
  const match = /^(?:[\p{Lu}][\p{L}]*\s+)+(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)$/u.exec(span.text);
  if (!match) return undefined;
  const text = match[1]!;
  return { text, kind: 'number', fit: { number: 1, quantity: 0.8, date: 0 }, start: span.end, end: span.end, head: text, stems: wordsOf(text).map(stemOf) };
}

/** A phrase opening with a count written as a word ("eight legs", "two Grammy Awards"). */
const NUMBER_WORD_START = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen)\b/i;

/** How much a bare year-like number ("1899") fits "how many". */
const YEAR_AS_COUNT_FIT = 0.3;

/** A number with the unit written after it ("6.8 inches", "35 stores") or a currency sign before it. */
function numberText(phrase: NounPhrase, tokens: readonly Token[]): string {
  const sign = tokens[phrase.start - 1]?.text ?? '';
  const prefix = /^[$€£¥]$/.test(sign) ? sign : '';
  return `${prefix}${phrase.fullText}`;
}

/**
 * A name as written without what describes it: an article, a lower-case word before it ("eastern
 * Djibouti"; not a joiner such as "de"), or a hyphenated describing word ("Charlotte-based Bank of
 * America", "London-born").
 */
function nameTextOf(text: string): string {
  let name = text.replace(/^(?:the|a|an)\s+/i, '');
  for (let match = NAME_PREFIX.exec(name); match && match[0].length < name.length; match = NAME_PREFIX.exec(name)) {
    const word = match[1] ?? '';
    if (NAME_JOINERS.has(word)) break;
    name = name.slice(match[0].length);
  }
  return name;
}

/** A lower-case word, or a hyphenated word ending in a lower-case participle, before a name. */
const NAME_PREFIX = /^(\p{Ll}[\p{Ll}-]*|[\p{L}.]+-(?:based|born|owned|led|run|made|bred|raised|headquartered|founded))\s+(?=[\p{Lu}\p{N}])/u;

function spanOf(phrase: NounPhrase, tokens: readonly Token[], wordIndex: readonly number[]): AnswerSpan | undefined {
  const start = wordIndex[phrase.start] ?? 0;
  const end = wordIndex[phrase.end] ?? start;
  const base = { start, end, head: singularOf(phrase.head) };
  switch (phrase.kind) {
    case 'proper': {
      // "the City University of New York": a capitalized noun the chunker read as a describing word
      // ("the actor Tom Hanks") is the name's first word; a title of a person ("Director") stays out,
      // but not a word merely shaped like one ("Tiger Aspect Pictures").
      const descriptorWords = phrase.descriptor?.split(/\s+/) ?? [];
      const ownWord = descriptorWords.length > 0 && descriptorWords.every((word) => /^\p{Lu}/u.test(word)) && !isPersonWord(descriptorWords.at(-1)!);
      const read = ownWord ? { ...phrase, text: `${phrase.descriptor} ${phrase.text}`, descriptor: undefined } : phrase;
      const text = nameTextOf(read.text);
      return { ...base, text, kind: 'name', fit: nameFit(read, tokens), stems: wordsOf(text).map(stemOf), ...(opensClause(tokens, phrase.start) ? { subjectOfVerb: true } : {}) };
    }
    case 'date':
      return { ...base, text: phrase.fullText, kind: 'date', fit: { date: 1, quantity: 0.2, number: 0.2 }, stems: wordsOf(phrase.fullText).map(stemOf) };
    case 'number': {
      const text = numberText(phrase, tokens);
      // A bare four-digit number from 1000 to 2099 is most often a year, seldom a count ("in 1899").
      const year = /^(?:1\d|20)\d{2}$/.test(text);
      return { ...base, text, kind: 'number', fit: { number: year ? YEAR_AS_COUNT_FIT : 1, quantity: year ? YEAR_AS_COUNT_FIT : 1, date: /^\d{3,4}$/.test(text) ? 0.6 : 0 }, stems: wordsOf(text).map(stemOf) };
    }
    case 'common': {
      const text = phrase.text;
      const numeric = /^\$?\d/.test(text) || NUMBER_WORD_START.test(text);
      if (numeric) return { ...base, text: numberText({ ...phrase, fullText: text }, tokens), kind: 'number', fit: { quantity: 1, number: 0.8 }, stems: wordsOf(text).map(stemOf) };
      const headType = typeOfHeadNoun(phrase.head);
      const fit: AnswerSpan['fit'] = { 'noun-phrase': 0.5 };
      if (headType !== 'noun-phrase') fit[headType] = 0.3;
      return { ...base, text, kind: 'noun-phrase', fit, stems: wordsOf(text).map(stemOf) };
    }
    case 'adjective':
      // "American" in "is American": a nationality-like answer.
      return /^\p{Lu}/u.test(phrase.text) ? { ...base, text: phrase.text, kind: 'noun-phrase', fit: { 'noun-phrase': 0.6, place: 0.3 }, stems: wordsOf(phrase.text).map(stemOf) } : undefined;
    case 'pronoun':
      return undefined;
  }
}

/** Capitalized adjectives ("American", "French") before a common head: nationality-like values inside a noun phrase. */
function modifierSpans(phrase: NounPhrase, tokens: readonly Token[], wordIndex: readonly number[]): AnswerSpan[] {
  const spans: AnswerSpan[] = [];
  // "Maharashtra state", "Buena Vista counties", "Ratnagiri district": capitalized words right before a
  // place noun name a place of that level.
  if (typeOfHeadNoun(phrase.head) === 'place') {
    let first = phrase.end;
    while (first > phrase.start && /^\p{Lu}/u.test(tokens[first - 1]!.text) && phrase.modifiers.includes(tokens[first - 1]!.text)) first -= 1;
    if (first < phrase.end) {
      const text = joinTokens(tokens.slice(first, phrase.end));
      const start = wordIndex[first] ?? 0;
      const end = wordIndex[phrase.end - 1] ?? start;
      spans.push({ text, kind: 'name', fit: { place: 0.9, 'noun-phrase': 0.6, person: 0.1, organisation: 0.2, 'yes-no': 0 }, start, end, head: singularOf(tokens[phrase.end - 1]!.lower), stems: wordsOf(text).map(stemOf) });
      return spans;
    }
  }
  for (let index = phrase.start; index < phrase.end; index++) {
    const token = tokens[index] as Token;
    if (!/^\p{Lu}\p{Ll}/u.test(token.text)) continue;
    const at = wordIndex[index] ?? 0;
    if (phrase.modifiers.includes(token.text)) {
      const country = countryOf(token.text);
      spans.push({ text: token.text, kind: 'noun-phrase', fit: { 'noun-phrase': 0.6, place: 0.3 }, start: at, end: at, head: token.lower, stems: [stemOf(token.lower)], ...(country && country.toLowerCase() !== token.lower ? { country } : {}) });
      continue;
    }
    // "a 2000 Hong Kong action film", "a South Korean drama": a country named in two words.
    const pair = index + 1 < phrase.end ? joinTokens(tokens.slice(index, index + 2)) : '';
    const country = pair && phrase.modifiers.includes(pair) ? countryOf(pair) : undefined;
    if (country) {
      spans.push({ text: pair, kind: 'noun-phrase', fit: { 'noun-phrase': 0.6, place: 0.3 }, start: at, end: wordIndex[index + 1] ?? at, head: tokens[index + 1]!.lower, stems: wordsOf(pair).map(stemOf), country });
      index += 1;
    }
  }
  return spans;
}

/**
 * The possible answers of a sentence, from wink-nlp's POS tags through the noun-phrase chunker:
 * names (typed person / place / organisation by their own class word, a describing noun before
 * them, or the preposition and punctuation around them), dates, numbers with their unit, and
 * common noun phrases.
 */
export function readSentence(text: string): ReadSentence {
  const sentences = tokenizePassage(text);
  const tokens = sentences.flat();
  // Word index of each token, counted like `wordsOf` (punctuation is not a word).
  const wordIndex: number[] = [];
  const words: string[] = [];
  const parenthesized: boolean[] = [];
  const capitalised: boolean[] = [];
  let depth = 0;
  for (const token of tokens) {
    wordIndex.push(words.length);
    if (/^[\p{L}\p{N}]/u.test(token.text)) {
      words.push(token.lower);
      parenthesized.push(depth > 0);
      capitalised.push(/^[\p{Lu}\p{N}]/u.test(token.text));
    } else {
      // Punctuation tokens may join a parenthesis with other marks ("(;").
      for (const mark of token.text) {
        if (mark === '(') depth += 1;
        else if (mark === ')') depth = Math.max(0, depth - 1);
      }
    }
  }
  const spans: AnswerSpan[] = [];
  for (const sentence of sentences) {
    const offset = tokens.indexOf(sentence[0] as Token);
    const localIndex = wordIndex.slice(offset, offset + sentence.length);
    for (const item of chunkNounPhrases(sentence, undefined, { unknownWordsAsNouns: true })) {
      if (item.type !== 'phrase') continue;
      const span = spanOf(item.phrase, sentence, localIndex);
      if (span) spans.push(span);
      const value = span ? labelledNumber(span) : undefined;
      if (value) spans.push(value);
      if (item.phrase.kind === 'common') spans.push(...modifierSpans(item.phrase, sentence, localIndex));
    }
  }
  // "(March 1, 1891 – August 19, 1974)": two dates with no word between them (a dash) are a range.
  for (let index = 1; index < spans.length; index++) {
    const previous = spans[index - 1] as AnswerSpan;
    const span = spans[index] as AnswerSpan;
    if (previous.kind === 'date' && span.kind === 'date' && span.start === previous.end + 1) {
      previous.rangeStart = true;
      span.rangeEnd = true;
    }
  }
  // "in St. Petersburg, Russia": a name right after a place and a comma is the wider place holding it.
  for (let index = 1; index < spans.length; index++) {
    const previous = spans[index - 1] as AnswerSpan;
    const span = spans[index] as AnswerSpan;
    if (span.kind !== 'name' || previous.kind !== 'name' || span.start !== previous.end + 1) continue;
    // "Naomie Melanie Harris, OBE (born 1976)": a name with a person's dates after it ends no place chain.
    if (span.fit.person === 1 && span.fit.place === PERSON_PLACE_FIT) {
      Object.assign(previous.fit, { person: Math.max(previous.fit.person ?? 0, 0.7), place: PERSON_PLACE_FIT });
      continue;
    }
    if ((previous.fit.place ?? 0) >= 0.8 && !span.subjectOfVerb) {
      span.fit.place = Math.max(span.fit.place ?? 0, 0.8);
      previous.inPlace = true;
      span.holdsPlace = true;
    }
  }
  return { words, spans, parenthesized, capitalised };
}
