import { compareDates, findAllDates, yearsBetween, type ParsedDate } from '../nlp/parse-date.js';
import { readCached, MENTION_SHARE, PROPER_ADJECTIVE_NOUNS, nameStrength, termWeights, type EvidenceSentence } from './read-answers.js';
import type { AnswerSpan } from './answer-candidates.js';
import { contentStems, isStopWord, questionTerms, stemOf, wordsOf, type QuestionTerm } from './question-terms.js';
import { typeOfHeadNoun } from './expected-answer.js';
import { findCountries, sameValue } from '../nlp/place-names.js';
import { comparedDimensions, sideQuantity, type ComparedQuantity } from './compared-quantity.js';

/** How an either-or question orders its options, read from its comparative words (general English). */
export type OptionOrder =
  | { kind: 'date'; pick: 'earliest' | 'latest'; end: boolean }
  | { kind: 'number'; pick: 'largest' | 'smallest' }
  | { kind: 'lifespan'; pick: 'largest' | 'smallest' }
  | { kind: 'fit' };

/** The decision and the evidence behind it, or null with the reason. */
export interface OptionsDecision {
  answer: string | null;
  reason: string;
  evidence: EvidenceSentence[];
}

const EARLY = /\b(?:first|earlier|earliest|older|oldest|before|sooner|previously)\b/i;
const LATE = /\b(?:later|latest|last|younger|youngest|recent|recently|newer|newest|after|more recently)\b/i;
const MORE = /\b(?:more|most|larger|largest|bigger|biggest|higher|highest|taller|tallest|greater|greatest|longer|longest|wider|heavier)\b/i;
const LESS = /\b(?:fewer|fewest|less|least|smaller|smallest|lower|lowest|shorter|shortest|narrower|lighter)\b/i;
/** Words saying the compared date is the end of a span ("died first", "closed later"). */
const END_WORDS = /\b(?:died|die|dies|death|dead|ended|closed|dissolved|demolished|disbanded|abolished|retired)\b/i;

/** The order an either-or question asks for ("born first": earliest date; "lived longer": largest lifespan). */
export function readOptionOrder(question: string): OptionOrder {
  if (/\blived longer|\blonger life|\blonger lifespan|\blived the longest/i.test(question)) return { kind: 'lifespan', pick: 'largest' };
  if (/\bshorter life|\blived shorter/i.test(question)) return { kind: 'lifespan', pick: 'smallest' };
  // The age a life reached ("lived to an older age", "died at a younger age", "died younger"), not who was born first.
  const reached = /\b(?:lived|died)\b(?:\s+\w+){0,3}?\s+(older|younger)\b/i.exec(question);
  if (reached) return { kind: 'lifespan', pick: reached[1]!.toLowerCase() === 'older' ? 'largest' : 'smallest' };
  const older = /\b(?:older|oldest)\b/i.test(question);
  const younger = /\b(?:younger|youngest)\b/i.test(question);
  if (older || younger) return { kind: 'date', pick: older ? 'earliest' : 'latest', end: false };
  const dateLike = /\b(?:born|died|die|released|founded|formed|established|published|premiered|opened|built|created|started|came out|began|date|year|when|happened|occurred|took place|aired)\b/i.test(question);
  if (dateLike || (EARLY.test(question) && !MORE.test(question)) || LATE.test(question)) {
    if (EARLY.test(question)) return { kind: 'date', pick: 'earliest', end: END_WORDS.test(question) };
    if (LATE.test(question)) return { kind: 'date', pick: 'latest', end: END_WORDS.test(question) };
  }
  if (MORE.test(question)) return { kind: 'number', pick: 'largest' };
  if (LESS.test(question)) return { kind: 'number', pick: 'smallest' };
  return { kind: 'fit' };
}

/**
 * Whether a sentence is evidence about `subject` among `subjects`: it names the subject (see
 * mentionsName), and no other subject more fully ("Watertown International Airport … in Jefferson
 * County, New York" names Watertown's airport, not "Alexandria International Airport", although it
 * holds two of that name's three words).
 */
function isAbout(sentence: EvidenceSentence, subject: string, subjects: readonly string[]): boolean {
  const own = nameStrength(sentence, subject);
  if (own < MENTION_SHARE) return false;
  return own >= 1 || !subjects.some((other) => other !== subject && nameStrength(sentence, other) >= 1);
}

/**
 * The stems of the countries a sentence's demonyms name ("a 2009 Japanese animated film" -> japan,
 * "the Swiss Alps" -> switzerland), so that "Which film is from Japan" aligns with it.
 */
function countryStems(text: string): string[] {
  return findCountries(text).flatMap((item) => item.countries.flatMap((country) => [...contentStems(country)]));
}

/** The sentences about an option (naming it, or from a passage about it), best aligned with `terms` first. */
function optionSentences(option: string, options: readonly string[], evidence: readonly EvidenceSentence[], terms: readonly QuestionTerm[], weights: Map<string, number>): Array<{ sentence: EvidenceSentence; coverage: number }> {
  const total = terms.reduce((sum, term) => sum + (weights.get(term.stem) ?? 0), 0) || 1;
  return evidence
    .filter((sentence) => isAbout(sentence, option, options))
    .map((sentence) => {
      const stems = new Set([...readCached(sentence.text).words.map(stemOf), ...countryStems(sentence.text)]);
      const coverage = terms.filter((term) => stems.has(term.stem)).reduce((sum, term) => sum + (weights.get(term.stem) ?? 0), 0) / total;
      return { sentence, coverage };
    })
    .sort((a, b) => b.coverage - a.coverage || a.sentence.rank - b.sentence.rank);
}

interface OptionValue {
  value: number | ParsedDate;
  sentence: EvidenceSentence;
}

/** The value of one option: a date (the span's start or end) or a lifespan in years. */
function optionValue(order: OptionOrder, sentences: Array<{ sentence: EvidenceSentence; coverage: number }>): OptionValue | undefined {
  for (const { sentence } of sentences) {
    if (order.kind === 'date' || order.kind === 'lifespan') {
      const dates = findAllDates(sentence.text);
      if (dates.length === 0) continue;
      if (order.kind === 'lifespan') {
        if (dates.length < 2) continue;
        return { value: yearsBetween(dates[0]!, dates[1]!), sentence };
      }
      // "(12 May 1901 – 3 June 1980)": the start is the first date, the end the second.
      const date = order.end && dates.length >= 2 ? dates[1]! : dates[0]!;
      return { value: date, sentence };
    }
  }
  return undefined;
}

function compareValues(first: number | ParsedDate, second: number | ParsedDate): number {
  if (typeof first === 'number' && typeof second === 'number') return first - second;
  if (typeof first !== 'number' && typeof second !== 'number') return compareDates(first, second);
  return 0;
}

/**
 * Decides an either-or question from evidence on every side: by the date, number or lifespan the
 * comparative asks for, or (no comparative) by which option's sentences hold more of the question's
 * other words, with a clear margin. Null with the reason when a side has no evidence or they tie.
 */
export function decideEitherOr(question: string, options: readonly string[], evidence: readonly EvidenceSentence[]): OptionsDecision {
  const optionStems = new Set(options.flatMap((option) => [...contentStems(option)]));
  // The comparative says how to order the values, not what a side's sentence is about: "Who was born
  // later, A or B?" is not read from "In 1847, Pillow was … later promoted".
  const comparative = (word: string): boolean => [EARLY, LATE, MORE, LESS].some((pattern) => pattern.test(word));
  const terms = questionTerms(question).filter((term) => !optionStems.has(term.stem) && !comparative(term.text));
  const weights = termWeights(terms, evidence);
  const order = readOptionOrder(question);
  const perOption = options.map((option) => ({ option, sentences: optionSentences(option, options, evidence, terms, weights) }));
  const without = perOption.filter((item) => item.sentences.length === 0).map((item) => item.option);
  if (without.length > 0) return { answer: null, reason: `no evidence about ${without.join(' and ')}`, evidence: [] };
  if (order.kind === 'fit') {
    const scored = perOption.map((item) => ({ ...item, best: item.sentences[0]! })).sort((a, b) => b.best.coverage - a.best.coverage);
    const [first, second] = scored;
    if (!first || !second || first.best.coverage - second.best.coverage < 0.15) return { answer: null, reason: 'the evidence on each side holds the question about as well', evidence: [] };
    return { answer: first.option, reason: `${first.option}'s evidence holds more of the question`, evidence: [first.best.sentence, second.best.sentence] };
  }
  if (order.kind === 'number') return decideByQuantity(question, order.pick, perOption, optionStems);
  const values = perOption.map((item) => ({ option: item.option, found: optionValue(order, item.sentences) }));
  const missing = values.filter((item) => !item.found).map((item) => item.option);
  if (missing.length > 0) return { answer: null, reason: `no date found for ${missing.join(' and ')}`, evidence: [] };
  const known = values as Array<{ option: string; found: OptionValue }>;
  const largest = order.kind === 'date' ? order.pick === 'latest' : order.pick === 'largest';
  const best = known.reduce((chosen, item) => {
    const difference = compareValues(item.found.value, chosen.found.value);
    return (largest ? difference > 0 : difference < 0) ? item : chosen;
  });
  if (known.some((item) => item !== best && compareValues(item.found.value, best.found.value) === 0)) return { answer: null, reason: 'the values found do not differ', evidence: [] };
  return { answer: best.option, reason: `compared by ${order.kind}`, evidence: known.map((item) => item.found.sentence) };
}

/**
 * "Which mountain is taller", "Which genus has more species": each side's quantity (the noun the
 * question names, else a measurement of the dimension the comparative asks about, converted to one
 * unit), compared only when both measure the same thing.
 */
function decideByQuantity(question: string, pick: 'largest' | 'smallest', perOption: ReadonlyArray<{ option: string; sentences: Array<{ sentence: EvidenceSentence; coverage: number }> }>, optionStems: ReadonlySet<string>): OptionsDecision {
  const questionStems = new Set([...contentStems(question)].filter((stem) => !optionStems.has(stem)));
  const dimensions = comparedDimensions(question);
  const values = perOption.map((item) => {
    // Each sentence read once: the first with a named or measured quantity, else the first with a bare number.
    const read = item.sentences.map(({ sentence }) => ({ sentence, quantity: sideQuantity([sentence.text], questionStems, dimensions) }));
    const chosen = read.find(({ quantity }) => quantity && quantity.strength >= 2) ?? read.find(({ quantity }) => quantity);
    return chosen?.quantity ? { option: item.option, quantity: chosen.quantity, sentence: chosen.sentence } : { option: item.option };
  });
  const missing = values.filter((item) => !('quantity' in item)).map((item) => item.option);
  if (missing.length > 0) return { answer: null, reason: `no number found for ${missing.join(' and ')}`, evidence: [] };
  const known = values as Array<{ option: string; quantity: ComparedQuantity; sentence: EvidenceSentence }>;
  const dimension = known[0]!.quantity.dimension;
  if (known.some((item) => item.quantity.dimension !== dimension)) return { answer: null, reason: `the numbers found measure different things (${known.map((item) => item.quantity.dimension || 'a bare number').join(', ')})`, evidence: [] };
  const best = known.reduce((chosen, item) => ((pick === 'largest' ? item.quantity.value > chosen.quantity.value : item.quantity.value < chosen.quantity.value) ? item : chosen));
  if (known.some((item) => item !== best && item.quantity.value === best.quantity.value)) return { answer: null, reason: 'the values found do not differ', evidence: [] };
  return { answer: best.option, reason: `compared by ${dimension || 'number'}: ${known.map((item) => `${item.option} ${item.quantity.value}`).join(', ')}`, evidence: known.map((item) => item.sentence) };
}

/**
 * Decides a yes/no question about two or more named subjects from evidence on every side: "the same
 * X" compares the value each side's best sentence gives for X (a capitalized word, e.g. a
 * nationality or a country, not in the question); otherwise every subject's evidence must hold the
 * question's other words (yes) or one clearly does not (no). Null with the reason otherwise.
 */
export function decideYesNo(question: string, subjects: readonly string[], evidence: readonly EvidenceSentence[]): OptionsDecision {
  if (subjects.length < 2) return { answer: null, reason: 'a yes/no question needs two named subjects to check', evidence: [] };
  const subjectStems = new Set(subjects.flatMap((subject) => [...contentStems(subject)]));
  const terms = questionTerms(question).filter((term) => !subjectStems.has(term.stem));
  const weights = termWeights(terms, evidence);
  const perSubject = subjects.map((subject) => ({ subject, sentences: optionSentences(subject, subjects, evidence, terms, weights) }));
  const without = perSubject.filter((item) => item.sentences.length === 0).map((item) => item.subject);
  if (without.length > 0) return { answer: null, reason: `no evidence about ${without.join(' and ')}`, evidence: [] };
  const questionStems = contentStems(question);
  const same = /\bsame\s+(\p{L}+)/iu.exec(question);
  if (same) {
    // "the same country": places are written small to large ("… in St. Petersburg, Russia"), so the
    // last place named is the widest; another attribute ("the same nationality") is the capitalized
    // word describing the subject ("a 2012 British action film").
    const place = typeOfHeadNoun(same[1] ?? '') === 'place';
    const leadsOf = (item: (typeof perSubject)[number]) => [...item.sentences].sort((a, b) => a.sentence.rank - b.sentence.rank);
    const spansOf = (item: (typeof perSubject)[number], sentence: EvidenceSentence) => {
      const ownStems = contentStems(item.subject);
      return readCached(sentence.text).spans.filter((span) => !span.stems.some((stem) => ownStems.has(stem) || questionStems.has(stem)));
    };
    // The capitalized word of the subject's description ("X is an American goalball player", "a 1994
    // French drama film"): a nationality, and the country of a thing no sentence places.
    const describing = perSubject.map((item) => {
      for (const { sentence } of leadsOf(item)) {
        const value = describingWord(sentence, spansOf(item, sentence));
        if (value) return { value, sentence };
      }
      return undefined;
    });
    const placed = perSubject.map((item) => {
      for (const { sentence } of leadsOf(item)) {
        const spans = spansOf(item, sentence);
        const value = place
          ? spans.filter((span) => span.kind === 'name' && (span.fit.place ?? 0) >= 0.8).at(-1)
          : spans.find((span) => span.kind === 'noun-phrase' && span.start === span.end && /^\p{Lu}/u.test(span.text));
        if (value) return { value: value.text, sentence };
      }
      return undefined;
    });
    const complete = (found: typeof placed): boolean => found.every((value) => value !== undefined);
    // "the same country", "the same nationality": a country the side's sentences name, or a demonym
    // they describe it by, where every side has one ("Neva River" and "Russia" are not compared as
    // text; "Royal" or "Technicolor" is no nationality).
    const countries = COUNTRY_NOUNS.has((same[1] ?? '').toLowerCase())
      ? perSubject.map((item) => {
          const ownStems = contentStems(item.subject);
          for (const { sentence } of leadsOf(item)) {
            const named = findCountries(sentence.text).filter((found) => !wordsOf(found.text).some((word) => ownStems.has(stemOf(word)) || questionStems.has(stemOf(word))));
            // A place chain names its country last ("St. Petersburg, Russia"); a description its main
            // nationality first ("a 1991 American-Argentine film"), or both of "a Greek American
            // baseball player" (two demonyms in a row are one compound nationality).
            const countryNames = named.filter((found) => found.text === found.country);
            const first = named[0];
            const second = named[1];
            const compound = first && second && sentence.text.includes(`${first.text} ${second.text}`) ? `${first.text} ${second.text}` : first?.text;
            const value = place && countryNames.length > 0 ? countryNames.at(-1)?.text : compound;
            if (value) return { value, sentence };
          }
          return undefined;
        })
      : [];
    const byCountry = countries.length > 0 && complete(countries);
    // Else a place where every side names one; else the describing word where every side has one.
    // Only a nationality-like attribute (or a place) is what a describing word gives: "the same company" is not.
    const adjectival = PROPER_ADJECTIVE_NOUNS.has((same[1] ?? '').toLowerCase());
    const values = byCountry ? countries : place ? (complete(placed) ? placed : complete(describing) ? describing : placed) : adjectival && complete(describing) ? describing : placed;
    if (values.some((value) => value === undefined)) return { answer: null, reason: `no ${same[1]} found on every side`, evidence: [] };
    const found = values as Array<{ value: string; sentence: EvidenceSentence }>;
    const equal = found.every((item) => (byCountry ? sameValue(item.value, found[0]!.value) : item.value.toLowerCase() === found[0]!.value.toLowerCase()));
    return { answer: equal ? 'yes' : 'no', reason: `${same[1]}: ${found.map((item) => item.value).join(', ')}`, evidence: found.map((item) => item.sentence) };
  }
  const coverages = perSubject.map((item) => item.sentences[0]!.coverage);
  if (coverages.every((coverage) => coverage >= 0.5)) return { answer: 'yes', reason: 'every side holds the question', evidence: perSubject.map((item) => item.sentences[0]!.sentence) };
  if (Math.min(...coverages) < 0.15 && Math.max(...coverages) >= 0.5) return { answer: 'no', reason: 'one side does not hold the question', evidence: perSubject.map((item) => item.sentences[0]!.sentence) };
  return { answer: null, reason: 'the evidence does not decide the yes/no question', evidence: [] };
}

/** Attributes a country answers: "the same country", "the same nationality". */
const COUNTRY_NOUNS: ReadonlySet<string> = new Set(['country', 'nation', 'nationality', 'citizenship']);

/** The copula's capitalized describing word in a sentence ("is an [American] goalball player"), within four words of it. */
function describingWord(sentence: EvidenceSentence, spans: readonly AnswerSpan[]): string | undefined {
  const words = readCached(sentence.text).words;
  const copula = words.findIndex((word) => word === 'is' || word === 'was' || word === 'are' || word === 'were');
  if (copula < 0) return undefined;
  return spans.find((span) => span.kind === 'noun-phrase' && span.start === span.end && span.start > copula && span.start <= copula + 4 && /^\p{Lu}\p{Ll}/u.test(span.text))?.text;
}

/** Words of a class-membership question that are not the class: the copula, "both", "and", slot nouns. */
const NOT_CLASS_WORDS: ReadonlySet<string> = new Set(['are', 'were', 'is', 'was', 'both', 'and', 'type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'form', 'forms']);

/**
 * "Are A and B both film directors?", "Were both A and B American writers?": the class the question
 * puts its first two named subjects in, as the stems of its content words (the subjects, the copula, "both" and slot
 * nouns such as "types of" left out). Undefined for other questions ("the same …" is compared by
 * value; "both from …" is a relation, not a class).
 */
export function classOfBothQuestion(question: string, subjects: readonly string[]): string[] | undefined {
  if (subjects.length < 2 || !/^(?:are|were|is|was)\b/i.test(question.trim()) || !/\bboth\b/i.test(question) || /\bsame\b/i.test(question)) return undefined;
  // The first two names are the subjects; a name after them ("American", "ESA") is part of the class.
  let rest = question;
  for (const subject of subjects.slice(0, 2)) rest = rest.replace(subject, ' ');
  if (/\bboth\s+(?:from|in|at|born|located|based)\b/i.test(rest)) return undefined;
  const stems = [...rest.toLowerCase().replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu)].map((match) => match[0]).filter((word) => !NOT_CLASS_WORDS.has(word) && !isStopWord(word)).map(stemOf);
  return stems.length > 0 ? stems : undefined;
}

/** Whether two stems are one word ("genus"/"genuses" stem apart by an ending). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
}

/**
 * Decides "Are A and B both <class>?" from the sentences about each subject: yes when a sentence
 * about every subject holds every word of the class ("… is an English-American film director …"),
 * no when a subject's sentences hold none of the class's head noun (its last word) although the
 * evidence has sentences about it; null otherwise (a modifier found on one side only decides
 * nothing: "American" may be written "US-based").
 */
export function decideBothAre(classStems: readonly string[], subjects: readonly string[], evidence: readonly EvidenceSentence[]): OptionsDecision {
  const head = classStems[classStems.length - 1]!;
  const perSubject = subjects.map((subject) => {
    const sentences = evidence.filter((sentence) => isAbout(sentence, subject, subjects));
    const stems = new Map(sentences.map((sentence) => [sentence, readCached(sentence.text).words.map(stemOf)]));
    const holds = (sentence: EvidenceSentence, stem: string): boolean => stems.get(sentence)!.some((word) => sameWord(word, stem));
    const holding = sentences.find((sentence) => classStems.every((stem) => holds(sentence, stem)));
    const withHead = sentences.some((sentence) => holds(sentence, head));
    return { subject, sentences, holding, withHead };
  });
  const without = perSubject.filter((item) => item.sentences.length === 0).map((item) => item.subject);
  if (without.length > 0) return { answer: null, reason: `no evidence about ${without.join(' and ')}`, evidence: [] };
  if (perSubject.every((item) => item.holding)) return { answer: 'yes', reason: `every subject is described as ${classStems.join(' ')}`, evidence: perSubject.map((item) => item.holding!) };
  const outside = perSubject.find((item) => !item.withHead);
  if (outside) return { answer: 'no', reason: `nothing about ${outside.subject} calls it a ${head}`, evidence: outside.sentences.slice(0, 1) };
  return { answer: null, reason: `the class ${classStems.join(' ')} is not found whole on every side`, evidence: [] };
}
