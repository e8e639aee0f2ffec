import { readSentence, type AnswerSpan, type ReadSentence } from './answer-candidates.js';
import { singularOf, typeOfHeadNoun, type ExpectedAnswer } from './expected-answer.js';
import { contentStems, stemOf, type QuestionTerm } from './question-terms.js';
import { countryOf } from '../nlp/place-names.js';

/** A sentence of evidence, with what it is about (its passage's title or lead subject) and its retrieval rank. */
export interface EvidenceSentence {
  id: string;
  passageId: string;
  text: string;
  /** What the sentence is about when it does not say it: the passage's title, else its lead subject ('' if none). */
  about: string;
  /** Order in the step's candidates (0 = first). */
  rank: number;
}

/**
 * The words of the phrase a question asks with, as written: those after "what", "which" or "how
 * many/much" up to the asked-for noun ("what Finnish former racing driver", "how many congressional
 * districts"), the noun at most `reach` words after the question word; empty when there is none.
 */
function askedPhraseWords(question: string, expected: ExpectedAnswer, reach: number): string[] {
  if (!expected.headNoun) return [];
  const words = [...question.replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)].map((match) => match[0].replace(/'[sS]$/, ''));
  for (let index = 0; index < words.length; index++) {
    const lower = words[index]!.toLowerCase();
    const howMany = (lower === 'many' || lower === 'much') && words[index - 1]?.toLowerCase() === 'how';
    if (lower !== 'what' && lower !== 'which' && !howMany) continue;
    for (let end = index + 1; end <= index + reach && end < words.length; end++) {
      if (singularOf(words[end]!.toLowerCase()) === expected.headNoun) return words.slice(index + 1, end + 1);
    }
  }
  return [];
}

/**
 * The stems of the phrase a question asks with ("what crime family" -> crime, family; "how many
 * congressional districts" -> congressional, district): an answer headed by the asked-for noun may
 * repeat them ("the DeCavalcante crime family", "4 congressional districts") without being the
 * question's own words.
 */
export function askedPhraseStems(question: string, expected: ExpectedAnswer): Set<string> {
  return new Set(askedPhraseWords(question, expected, 4).map((word) => stemOf(word.toLowerCase())));
}

/**
 * The capitalized describing words a question puts before the noun it asks for ("what Finnish former
 * racing driver" -> Finnish, "which Brazilian footballer" -> Brazilian): a constraint on the answer
 * that the evidence about it should meet.
 */
export function askedModifiers(question: string, expected: ExpectedAnswer): string[] {
  // A longer reach: describing words come in runs ("what Finnish former professional racing driver").
  return askedPhraseWords(question, expected, 5).slice(0, -1).filter((word) => /^\p{Lu}\p{Ll}/u.test(word));
}

/** One scored answer: the span, the sentence it was read from, and the parts of its score. */
export interface ScoredAnswer {
  text: string;
  score: number;
  typeFit: number;
  /** Share of the question's term weight the sentence (with what it is about) holds. */
  coverage: number;
  /** The question terms the sentence holds. */
  matched: string[];
  sentence: EvidenceSentence;
  span: AnswerSpan;
}

export interface ReadOptions {
  /** The terms to cover (the question's, or what is left of them after a bridge). */
  terms: readonly QuestionTerm[];
  /** Stems an answer must not consist of (the question's own words, a bridge already found). */
  excludeStems: ReadonlySet<string>;
  /** Path constraint: each sentence must mention one of these names, or be about one (step 2 after a bridge). */
  mustMention?: readonly string[];
}

/** Sentences are read once per run (wink is the costly part). */
const readCache = new Map<string, ReadSentence>();
const READ_CACHE_LIMIT = 5000;

export function readCached(text: string): ReadSentence {
  let read = readCache.get(text);
  if (!read) {
    read = readSentence(text);
    if (readCache.size >= READ_CACHE_LIMIT) readCache.clear();
    readCache.set(text, read);
  }
  return read;
}

/**
 * Term weights from the evidence itself: a term most sentences share says little (inverse sentence
 * frequency, smoothed), and names weigh more than common words.
 */
export function termWeights(terms: readonly QuestionTerm[], evidence: readonly EvidenceSentence[]): Map<string, number> {
  const stemsPerSentence = evidence.map((sentence) => contentStems(`${sentence.about} ${sentence.text}`));
  const weights = new Map<string, number>();
  for (const term of terms) {
    const frequency = stemsPerSentence.filter((stems) => stems.has(term.stem)).length;
    const specificity = Math.log(1 + (evidence.length + 1) / (frequency + 1));
    weights.set(term.stem, specificity * (term.inName ? 1.5 : 1));
  }
  return weights;
}

/** How fully a sentence names `name`: 1 when it is about it or holds every content word, else the share of its words it holds. */
export function nameStrength(sentence: EvidenceSentence, name: string): number {
  const nameStems = [...contentStems(name)];
  if (nameStems.length === 0) return 0;
  const about = contentStems(sentence.about);
  if (nameStems.every((stem) => about.has(stem))) return 1;
  const text = contentStems(sentence.text);
  return nameStems.filter((stem) => text.has(stem)).length / nameStems.length;
}

/** The share of a name's content words a sentence must hold to mention it (when it is not about it). */
export const MENTION_SHARE = 0.6;

/** Whether a sentence names `name` (most of its content words) or is about it. */
export function mentionsName(sentence: EvidenceSentence, name: string): boolean {
  return nameStrength(sentence, name) >= MENTION_SHARE;
}

/** Place nouns that ask for the wider places of a chain ("what state" → "Ohio" of "Columbus, Ohio"); others ask for the narrowest. */
const WIDE_PLACE_NOUNS: ReadonlySet<string> = new Set(['country', 'nation', 'state', 'province', 'county', 'region', 'territory', 'kingdom', 'empire', 'continent', 'district', 'prefecture']);
/** Place nouns of an administrative or geographic level (not "place", "location" or "site", which any place is). */
const LEVEL_NOUNS: ReadonlySet<string> = new Set([
  'country', 'nation', 'state', 'province', 'county', 'region', 'district', 'territory', 'kingdom', 'empire', 'continent', 'prefecture',
  'city', 'town', 'village', 'municipality', 'borough', 'parish', 'commune', 'suburb', 'neighborhood', 'neighbourhood', 'island',
]);
/** Place nouns that head the name of a feature or an area inside a level ("Ebsworth Park", "Copake Lake", "a Local Government Area"). */
const PLACE_FEATURE_NOUNS: ReadonlySet<string> = new Set(['park', 'lake', 'river', 'mountain', 'valley', 'street', 'building', 'stadium', 'arena', 'venue', 'sea', 'ocean', 'desert', 'peninsula', 'area', 'forest', 'wilderness', 'peak', 'hill', 'bay', 'beach', 'canyon', 'airport', 'castle', 'palace']);

/** How much a place of the other level of a chain fits ("Quebec" of "Montreal, Quebec" for "where was X born"). */
const OTHER_LEVEL = 0.8;

/** What a capitalized describing word ("American", "Danish", "Catholic") can answer: nationality, faith, language and the like. */
export const PROPER_ADJECTIVE_NOUNS: ReadonlySet<string> = new Set(['nationality', 'citizen', 'citizenship', 'ethnicity', 'origin', 'descent', 'heritage', 'ancestry', 'religion', 'faith', 'denomination', 'language', 'culture']);
/** How much the other end of a date range fits ("1891" of "(March 1, 1891 – August 19, 1974)" for "when did X die"). */
const OTHER_RANGE_END = 0.6;

/** Words that introduce examples of the noun before them ("hotels such as X", "chains including X", "rivers like X"). */
const INSTANCE_CUES: ReadonlyArray<readonly string[]> = [['such', 'as'], ['including'], ['like'], ['especially'], ['notably']];
/** A phrase of the asked-for noun in the plural when the question asks for one ("notable hotels" for "which hotel"). */
const CLASS_PLURAL_FIT = 0.3;
/** A name ending in that plural ("Hilton Hotels", "Rocky Mountains"): a chain or a range, rarely the one asked for. */
const PLURAL_NAME_FIT = 0.5;

/** A number or date span for a question that asks for a thing ("which film" -> "100 films"). */
const COUNT_OF_CLASS_FIT = 0.2;

/** Prepositions of a place or owner between a noun and its examples ("hotels in Windhoek such as …"). */
const LINK_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'of', 'at', 'from', 'near', 'across', 'around']);

/** Counts before a plural ("two", "several", "12"). */
const COUNT_WORDS = /^(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|multiple|numerous|both)$/;

/** Whether a count opens the span or stands right before it ("two Nandi Awards"). */
function counted(span: AnswerSpan, read: ReadSentence): boolean {
  return COUNT_WORDS.test(read.words[span.start] ?? '') || COUNT_WORDS.test(read.words[span.start - 1] ?? '');
}

function isPluralWord(word: string): boolean {
  return /^[a-z]+$/.test(word) && singularOf(word) !== word;
}

/**
 * Whether a name is listed as an example of the noun `head` in its sentence: the noun, an instance
 * cue right after it, and between the cue and the name only other names and "and"/"or" (a list).
 */
function listedAsInstance(span: AnswerSpan, head: string, read: ReadSentence): boolean {
  const { words } = read;
  for (let index = 0; index < span.start; index += 1) {
    if (singularOf(words[index] ?? '') !== head) continue;
    // A place or owner may stand between the noun and the cue ("hotels in Windhoek such as …").
    let after = index + 1;
    const between = read.spans.find((other) => other.kind === 'name' && other.start === after + 1);
    if (LINK_PREPOSITIONS.has(words[after] ?? '') && between) after = between.end + 1;
    const cue = INSTANCE_CUES.find((candidate) => candidate.every((word, offset) => words[after + offset] === word));
    if (!cue) continue;
    let position = after + cue.length;
    while (position < span.start) {
      const name = read.spans.find((other) => other.kind === 'name' && other.start === position);
      if (name) position = name.end + 1;
      else if (words[position] === 'and' || words[position] === 'or') position += 1;
      else break;
    }
    if (position === span.start) return true;
  }
  return false;
}

export function typeFitOf(span: AnswerSpan, expected: ExpectedAnswer, read: ReadSentence): number {
  let fit = span.fit[expected.type] ?? 0;
  // "a Chinese journalist" for "what country …": a demonym names its country.
  if (span.country && asksForCountry(expected)) return Math.max(fit, DEMONYM_COUNTRY_FIT);
  // "Katsina State, Nigeria" for "what country": a name the country table knows as one is of that level.
  if (asksForCountry(expected) && isCountryName(span)) return Math.max(fit, 1);
  if (expected.type === 'date' && ((expected.rangeEnd === 'end' && span.rangeStart) || (expected.rangeEnd === 'start' && span.rangeEnd))) fit *= OTHER_RANGE_END;
  // A chain of places ("Glen Cove, Long Island, New York"): "where" and "what city" ask for the
  // narrowest, "what state / country / county" for a wider one; a name headed by the asked-for noun
  // is of the asked level wherever it stands ("Orleans County, New York" for "what county").
  // "the Demerara-Mahaica region of Guyana", "Ratnagiri district, Konkan, Maharashtra state": a place
  // noun right after a name says its level; the asked-for noun fits, another level less.
  // So does one before "of" ("the county of Hertfordshire"), or a name's own first word ("the District of North Hertfordshire").
  const level = expected.type === 'place' && expected.headNoun && span.kind === 'name' ? placeLevelOf(span, read) : undefined;
  if (level) {
    if (singularOf(level) === expected.headNoun) return Math.max(fit, 1);
    fit *= OTHER_LEVEL;
  } else if (otherLevelName(span, expected) && !isPluralWord(read.words[span.end] ?? '')) {
    // A name headed by another place noun is of another level: "Ford County" or "Ebsworth Park" for "what state".
    fit *= OTHER_LEVEL;
  } else if (expected.type === 'place' && span.kind === 'name' && (span.inPlace || span.holdsPlace) && span.head !== expected.headNoun) {
    const wide = expected.headNoun !== undefined && WIDE_PLACE_NOUNS.has(expected.headNoun);
    if (wide ? span.inPlace && !span.holdsPlace : span.holdsPlace) fit *= OTHER_LEVEL;
  }
  if (expected.type === 'place' && expected.headNoun && LEVEL_NOUNS.has(expected.headNoun) && span.kind === 'name' && !level) {
    // "McDowell County" of "McDowell County, West Virginia, United States" for "the county in which
    // …": a name headed by the asked-for level noun is of that level ("United States" names no state).
    if (span.head === expected.headNoun && !isPluralWord(read.words[span.end] ?? '')) return Math.max(fit, 1);
    // A country's own name is of no narrower level ("United States" for "what county").
    if (levelOf(expected.headNoun) !== 'country' && isCountryName(span)) fit *= OTHER_LEVEL;
  }
  // "Victoria Falls … is a waterfall in …" for "What is the name of the waterfall …", "The Finnish
  // markka (…) was the currency of Finland" for "What currency …": the span a sentence opens with,
  // when the sentence calls it the asked-for noun, is one — a name, or a common noun phrase right at
  // the start for a question asking for a noun phrase.
  if (expected.headNoun && span === openingSpan(read) && describedAs(span, expected.headNoun, read)) {
    if (span.kind === 'name') return Math.max(fit, 1);
    if (expected.type === 'noun-phrase' && span.start <= 1 && span.head !== expected.headNoun) return Math.max(fit, 1);
  }
  // "notable hotels in Windhoek such as Windhoek Country Club Resort": a name listed after the
  // asked-for noun and "such as" / "including" is one of them.
  if (expected.headNoun && span.kind === 'name' && listedAsInstance(span, expected.headNoun, read)) return Math.max(fit, 1);
  // "notable hotels" or "Hilton Hotels" for "the most popular hotel": the noun's plural names a class
  // or a chain, not one of them.
  // A count before a name ("two Nandi Awards") makes it several of one kind, which may be the answer;
  // "numerous films" stays a class.
  if (expected.headNoun && !expected.headPlural && span.head === expected.headNoun && span.kind !== 'date' && span.kind !== 'number' && isPluralWord(read.words[span.end] ?? '') && !(span.kind === 'name' && counted(span, read))) {
    return Math.min(fit, span.kind === 'name' ? PLURAL_NAME_FIT : CLASS_PLURAL_FIT);
  }
  if (expected.type === 'noun-phrase' && expected.headNoun) {
    // "more than 100 films", "79 languages": a count of the asked-for things is none of them.
    if (span.kind === 'number' || span.kind === 'date') return Math.min(fit, COUNT_OF_CLASS_FIT);
    // "What government position …": a phrase headed by the same noun, else a name.
    if (span.head === expected.headNoun) return 1;
    const adjectival = PROPER_ADJECTIVE_NOUNS.has(expected.headNoun);
    // A country is a place: no currency, plane or work ("Estonia" in "the sole currency of 19 EU
    // member states: Austria, …, Estonia" for "What currency …").
    if (countryAsThing(span, expected.headNoun)) return Math.min(fit, COUNTRY_AS_THING_FIT);
    // A nationality or a language is a describing word or a place, not a person's or a band's name.
    if (span.kind === 'name') return adjectival && (span.fit.place ?? 0) < 0.8 ? 0.3 : 0.7;
    if (adjectival && span.kind === 'noun-phrase') {
      // "What nationality is X?" against "X is an American singer": when the sentence does not use
      // the head noun, a capitalized word describing the subject is the attribute asked for ("American"
      // is no position, genre or birthday: only these nouns take it) …
      const capitalized = /^\p{Lu}/u.test(span.text);
      if (capitalized && span.start === span.end && !read.words.some((word) => singularOf(word) === expected.headNoun)) return 0.8;
      // … and never a common noun phrase ("four children").
      if (!capitalized) return Math.min(fit, 0.2);
    }
  }
  return fit;
}

/** The span a sentence opens with: its first name or noun phrase outside parentheses ("Finnish markka (…, Swedish: …)" opens with "Finnish markka"). */
function openingSpan(read: ReadSentence): AnswerSpan | undefined {
  return read.spans.find((span) => !read.parenthesized?.[span.start] && (span.kind === 'name' || span.kind === 'noun-phrase'));
}

/**
 * Whether the sentence calls a span the noun `head` within a few words after it ("X … is a
 * waterfall", "X (…) was the currency of …"); words in parentheses do not count.
 */
function describedAs(span: AnswerSpan, head: string, read: ReadSentence): boolean {
  const between = (other: AnswerSpan): number => {
    let count = 0;
    for (let index = span.end + 1; index < other.start; index++) if (!read.parenthesized?.[index]) count += 1;
    return count;
  };
  return read.spans.some((other) => other.kind === 'noun-phrase' && other.head === head && other.start > span.end && between(other) <= DESCRIBED_WITHIN);
}

/** Whether a span is a name the country table knows as a country itself ("Estonia"; not "Chinese" or "Ohio"). */
function isCountryName(span: AnswerSpan): boolean {
  return span.kind === 'name' && countryOf(span.text)?.toLowerCase() === span.text.toLowerCase();
}

/**
 * Whether a span is a country's own name (see isCountryName) asked for as a thing headed by
 * `headNoun` that no country is (a currency, a plane; not a nationality, a language or the like).
 */
export function countryAsThing(span: AnswerSpan, headNoun: string): boolean {
  return !PROPER_ADJECTIVE_NOUNS.has(headNoun) && isCountryName(span);
}

/** Words at most between a span and the noun that describes it. */
const DESCRIBED_WITHIN = 7;
/** A country's name asked for as a thing of another kind (not a place, nationality or language). */
export const COUNTRY_AS_THING_FIT = 0.3;

/** Whether a name is headed by a place noun of another level than the one asked for ("Ford County" for "what state"; not "the United States", whose plural names no state). */
function otherLevelName(span: AnswerSpan, expected: ExpectedAnswer): boolean {
  if (expected.type !== 'place' || span.kind !== 'name' || !expected.headNoun || !LEVEL_NOUNS.has(expected.headNoun)) return false;
  return levelOf(span.head) !== levelOf(expected.headNoun) && (LEVEL_NOUNS.has(span.head) || PLACE_FEATURE_NOUNS.has(span.head));
}

/** Sovereign states are one level whatever they are called ("the Ottoman Empire" for "which country"). */
const COUNTRY_LEVEL: ReadonlySet<string> = new Set(['country', 'nation', 'kingdom', 'empire']);

function levelOf(noun: string): string {
  return COUNTRY_LEVEL.has(noun) ? 'country' : noun;
}

/** Whether the question asks for a country ("what country", "which nation"). */
export function asksForCountry(expected: Pick<ExpectedAnswer, 'type' | 'headNoun'>): boolean {
  return expected.type === 'place' && expected.headNoun !== undefined && levelOf(expected.headNoun) === 'country';
}

/** How much a demonym ("Chinese") fits a question asking for a country: below a country's own name. */
const DEMONYM_COUNTRY_FIT = 0.7;

/** The place noun that gives a name's level: right after it, before "of" in front of it, or its own first word before "of". */
function placeLevelOf(span: AnswerSpan, read: ReadSentence): string | undefined {
  const isPlaceNoun = (word: string | undefined): word is string => word !== undefined && typeOfHeadNoun(word) === 'place';
  const after = read.words[span.end + 1];
  if (isPlaceNoun(after)) return after;
  if (read.words[span.start - 1] === 'of' && isPlaceNoun(read.words[span.start - 2])) return read.words[span.start - 2];
  const own = span.text.split(/\s+/);
  if (own.length > 2 && own[1] === 'of' && isPlaceNoun(own[0]?.toLowerCase())) return own[0]!.toLowerCase();
  return undefined;
}

/** Words between a span and the nearest of `positions` (word indices in its sentence); 10 when there are none. */
export function wordDistance(positions: readonly number[], span: Pick<AnswerSpan, 'start' | 'end'>): number {
  if (positions.length === 0) return 10;
  return Math.min(...positions.map((position) => (position < span.start ? span.start - position : position > span.end ? position - span.end : 0)));
}

/** The stems of a span's content words (function words left out). */
export function contentStemsOf(span: AnswerSpan): string[] {
  return [...contentStems(span.text)];
}

/** The number a counted phrase opens with ("4", "$1.5 million", "about 400"). */
const COUNT_PREFIX = /^(?:(?:about|over|nearly|approximately|around|some|more than|less than|fewer than)\s+)?[$€£¥]?\d[\d,.]*(?:\s+(?:hundred|thousand|million|billion|trillion))?(?=\s|$)/i;

/** "150 million records" -> "150 million" for "How many records …": the unit the question names goes. */
export function answerTextOf(span: AnswerSpan, expected: ExpectedAnswer): string {
  if (span.country && asksForCountry(expected)) return span.country;
  // "In what year …" asks for the year of a full date ("5 May 1924" -> "1924").
  if (expected.type === 'date' && expected.headNoun === 'year' && span.kind === 'date') {
    const year = /\b\d{3,4}\b(?!\s*(?:BC|BCE|AD|CE)\b)/.exec(span.text)?.[0];
    if (year) return year;
  }
  if ((expected.type === 'number' || expected.type === 'quantity') && expected.headNoun && span.kind === 'number') {
    const words = span.text.split(/\s+/);
    if (words.length > 1 && singularOf(words[words.length - 1] ?? '') === expected.headNoun) {
      // "4 congressional districts" -> "4": the count, without the unit's other words.
      const count = COUNT_PREFIX.exec(span.text)?.[0];
      return count ?? words.slice(0, -1).join(' ');
    }
  }
  return span.text;
}

/**
 * Scores every span of every sentence as the answer: type fit times the question's term weight the
 * sentence covers, times closeness to the words it shares with the question; spans made of the
 * question's own words are left out. The same text found in several sentences keeps its best score
 * plus a little for each further sentence. Best first.
 */
export function readAnswers(expected: ExpectedAnswer, evidence: readonly EvidenceSentence[], options: ReadOptions): ScoredAnswer[] {
  const weights = termWeights(options.terms, evidence);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  const byText = new Map<string, ScoredAnswer & { seen: number }>();
  for (const sentence of evidence) {
    if (options.mustMention && options.mustMention.length > 0 && !options.mustMention.some((name) => mentionsName(sentence, name))) continue;
    const read = readCached(sentence.text);
    const about = contentStems(sentence.about);
    const stems = read.words.map(stemOf);
    const matched = options.terms.filter((term) => about.has(term.stem) || stems.includes(term.stem));
    if (matched.length === 0) continue;
    const coverage = matched.reduce((sum, term) => sum + (weights.get(term.stem) ?? 0), 0) / total;
    const positions = stems.flatMap((stem, index) => (matched.some((term) => term.stem === stem) ? [index] : []));
    for (const span of read.spans) {
      const typeFit = typeFitOf(span, expected, read);
      if (typeFit <= 0) continue;
      const spanStems = contentStemsOf(span);
      const own = spanStems.filter((stem) => options.excludeStems.has(stem)).length;
      if (spanStems.length === 0 || own / spanStems.length > 0.5) continue;
      const distance = wordDistance(positions, span);
      // A sentence's subject the sentence calls the asked-for head noun ("X … is a waterfall") is linked to it by the copula.
      const closeness = typeFit === 1 && expected.headNoun && span === read.spans.find((other) => other.kind === 'name') ? 1 : 1 / (1 + distance / 6);
      const score = typeFit * coverage * (0.6 + 0.4 * closeness) * (1 - 0.3 * (own / spanStems.length)) - 0.002 * sentence.rank;
      const text = answerTextOf(span, expected);
      const key = text.toLowerCase();
      const existing = byText.get(key);
      if (!existing) byText.set(key, { text, score, typeFit, coverage, matched: matched.map((term) => term.stem), sentence, span, seen: 1 });
      else {
        existing.seen += 1;
        if (score > existing.score) Object.assign(existing, { score, typeFit, coverage, matched: matched.map((term) => term.stem), sentence, span });
      }
    }
  }
  return [...byText.values()]
    .map(({ seen, ...answer }) => ({ ...answer, score: answer.score * (1 + 0.05 * Math.min(seen - 1, 4)) }))
    .sort((a, b) => b.score - a.score);
}
