import type { AnswerSpan, ReadSentence } from './answer-candidates.js';
import { QUESTION_WORDS, singularOf, typeOfHeadNoun, type ExpectedAnswerType } from './expected-answer.js';
import { answerTextOf, asksForCountry, contentStemsOf, COUNTRY_AS_THING_FIT, countryAsThing, readCached, termWeights, typeFitOf, wordDistance, type EvidenceSentence } from './read-answers.js';
import { contentStems, isStopWord, stemOf, wordsOf, type QuestionTerm } from './question-terms.js';
import { questionNameVariantTest } from './question-name-variants.js';
import { parseQuestion, type ParsedQuestion } from '../question/parsed-question.js';

/** A word of the question with its place in the text. */
interface QuestionWord {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** wink-nlp's part-of-speech tag ('X' when none). */
  tag: string;
}

/** Step 1's answer standing in for the part of the question it resolves. */
export interface Bridge {
  /** The entity found ("American Psychological Association"). */
  entity: string;
  /** The part of the question it replaces ("the association which published Journal of Psychotherapy Integration"). */
  resolved: string;
  /** The question with that part replaced ("Who was the first president of American Psychological Association?"). */
  nextQuestion: string;
  /** The sentence the alignment and the entity come from. */
  sentence: EvidenceSentence;
  /** The question's terms outside the resolved part: what the next step must cover. */
  unresolved: string[];
  score: number;
}

export interface BridgeOptions {
  /** The entity the path stands on (the previous bridge): the aligned part must hold it. */
  from?: string;
}

/** Types of the class nouns a name may hold ("River", "Museum", "County", "University"). */
const CLASS_TYPES: ReadonlySet<ExpectedAnswerType> = new Set(['place', 'organisation']);
/** Types of a class noun that, right after a name, makes the phrase ask for that kind ("the X performer"). */
const CLASS_TYPES_AFTER_NAME: ReadonlySet<ExpectedAnswerType> = new Set(['person', 'organisation']);
const RELATIVE_WORDS: ReadonlySet<string> = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when']);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'its', 'his', 'her', 'their']);
/** Words that end a noun phrase on its left (a verb or a preposition other than "of"). */
const PHRASE_BREAKS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'did', 'does', 'do', 'has', 'have', 'had', 'in', 'on', 'at', 'by', 'for', 'from', 'to', 'with', 'as', 'and', 'or', 'what', 'which', 'who', 'whom', 'when', 'where', 'how', 'whose', 'if']);

function questionWords(question: string, parsed: ParsedQuestion): QuestionWord[] {
  let token = 0;
  return [...question.replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)].map((match) => {
    const text = match[0].replace(/'[sS]$/, '');
    // The tag of the question token that starts with this word (tokens split differently around "'s" and hyphens).
    const at = parsed.tokens.findIndex((candidate, index) => index >= token && candidate.text.startsWith(text.slice(0, 1)) && text.startsWith(candidate.text.slice(0, Math.min(candidate.text.length, text.length))));
    if (at >= 0) token = at + 1;
    return { text, lower: text.toLowerCase(), start: match.index ?? 0, end: (match.index ?? 0) + text.length, tag: at >= 0 ? (parsed.partsOfSpeech[at] ?? 'X') : 'X' };
  });
}

/** The largest run of matched words (gaps of up to three unmatched words allowed), as [first, last] word indices. */
function densestRun(matchedPositions: readonly number[]): [number, number] | undefined {
  const sorted = [...matchedPositions].sort((a, b) => a - b);
  let best: [number, number] | undefined;
  let bestSize = 0;
  let runStart = 0;
  for (let index = 0; index < sorted.length; index++) {
    if (index > 0 && (sorted[index] as number) - (sorted[index - 1] as number) > 4) runStart = index;
    const size = index - runStart + 1;
    if (size > bestSize) {
      bestSize = size;
      best = [sorted[runStart] as number, sorted[index] as number];
    }
  }
  return best;
}

/**
 * The run without the question's main verb at its end: "Where was the composer of [film Billy
 * Elliot] born?" aligns "born" too when the sentence holds it, but a part a bridge replaces is a noun
 * phrase, and a verb after its words belongs to it only through a relative word inside it ("the
 * state where X is located"). Ends on the last matched word before the verb; only a verb that ends
 * the question.
 */
function mainVerbTrimmed(words: readonly QuestionWord[], matchedPositions: readonly number[], run: [number, number] | undefined): [number, number] | undefined {
  if (!run) return run;
  let [first, last] = run;
  const relative = (): boolean => words.slice(first, last + 1).some((word) => RELATIVE_WORDS.has(word.lower));
  // Only the question's last word: "What county is X located in?" asks for what resolves the whole clause.
  while (last > first && last === words.length - 1 && words[last]!.tag === 'VERB' && /^\p{Ll}/u.test(words[last]!.text) && !relative()) {
    const before = matchedPositions.filter((position) => position >= first && position < last);
    if (before.length === 0) break;
    last = Math.max(...before);
  }
  return [first, last];
}

/**
 * The positions of the question's own wh-words after its start: one after a comma ("In The Godfather,
 * [who] does the producer of Mistress play?") or after a verb ("The actor … played [who] in …"); not
 * a relative word after its noun ("the actor who played").
 */
function interrogativeWords(words: readonly QuestionWord[], question: string): number[] {
  return words.flatMap((word, index) => {
    if (index === 0 || !QUESTION_WORDS.has(word.lower)) return [];
    const between = question.slice(words[index - 1]!.end, word.start);
    return /,/.test(between) || isVerb(words[index - 1]) ? [index] : [];
  });
}

/** The densest run of matched words that does not cross one of the question's own wh-words (a part of the question lies on one side of it). */
function densestRunWithin(matchedPositions: readonly number[], breaks: readonly number[]): [number, number] | undefined {
  if (breaks.length === 0) return densestRun(matchedPositions);
  const bounds = [-1, ...breaks, Number.POSITIVE_INFINITY];
  let best: [number, number] | undefined;
  let bestSize = 0;
  for (let index = 0; index + 1 < bounds.length; index++) {
    const inside = matchedPositions.filter((position) => position > bounds[index]! && position < bounds[index + 1]!);
    const run = densestRun(inside);
    if (!run) continue;
    const size = inside.filter((position) => position >= run[0] && position <= run[1]).length;
    if (size > bestSize) {
      best = run;
      bestSize = size;
    }
  }
  return best;
}

/** A participle that joins the auxiliary before it into one verb group ("is located", "was born", "were built"). */
const PARTICIPLE = /(?:ed|en|wn|rn|lt|de|ld|nd|ng|ght|nt)$/;

function isVerb(word: QuestionWord | undefined): boolean {
  return word !== undefined && (word.tag === 'VERB' || word.tag === 'AUX');
}

/**
 * The last word of a relative clause opened by word `relative` and holding word `from`: to the end
 * of the question, or to a comma before a lower-case word; but when a verb follows the clause's own
 * verb (group), that verb is the main clause's and the relative clause ends before it ("the state
 * where X is | stop selling …", "the state where X died | has how many …").
 */
function clauseEndAfter(words: readonly QuestionWord[], question: string, relative: number, from: number): number {
  let end = from;
  while (end + 1 < words.length) {
    const between = question.slice(words[end]!.end, words[end + 1]!.start);
    if (/[,;]/.test(between) && /^\p{Ll}/u.test(words[end + 1]!.text)) break;
    end += 1;
  }
  let verb = relative + 1;
  while (verb <= end && !isVerb(words[verb])) verb += 1;
  if (verb >= end) return end;
  const groupEnd = words[verb]!.tag === 'AUX' && isVerb(words[verb + 1]) && PARTICIPLE.test(words[verb + 1]!.lower) ? verb + 1 : verb;
  if (groupEnd < end && isVerb(words[groupEnd + 1])) return Math.max(from, groupEnd);
  // "When was [the country that produced Fist Power] taken by the British?": a question opened by an
  // auxiliary has its main verb after the subject; a verb after the clause's object is that one.
  if (words[0]?.tag === 'AUX' || words[1]?.tag === 'AUX') {
    for (let index = groupEnd + 2; index <= end; index++) {
      const word = words[index]!;
      // A participle of its own ("taken by"), not one of the clause's verb group ("is located").
      if (word.tag === 'VERB' && /^\p{Ll}/u.test(word.text) && PARTICIPLE.test(word.lower) && !/ing$/.test(word.lower) && words[index - 1]!.tag !== 'AUX') return Math.max(from, index - 1);
    }
  }
  return end;
}

/**
 * Widens the aligned words to the noun phrase that holds them: left over "the R of" ("the director of
 * [film X]"), over a relative clause's head ("the association which [published X]"), right over a
 * possessive's head ("[Lothair II]'s mother").
 */
function widen(words: readonly QuestionWord[], question: string, run: [number, number], canTake: (first: number, last: number) => boolean = () => true, supports: (word: QuestionWord) => boolean = () => true, interrogatives: readonly number[] = []): [number, number] {
  // Once the phrase has a relation ("the director of [X]", "the actor who [played Y]"), a further
  // "R of" joins it only when the sentence speaks of R too: "Who plays [the wife of] the actor who
  // produced X?" is not resolved by a sentence that names the actor alone.
  let related = false;
  let [first, last] = run;
  // Each step is taken only while the phrase still leaves something of the question to ask next:
  // "the population of [the state where X is located]" stops before "the population of".
  const take = (newFirst: number, newLast: number): boolean => {
    if (!canTake(newFirst, newLast)) return false;
    first = newFirst;
    last = newLast;
    return true;
  };
  // "[X]'s mother", "[X]'s paternal grandfather": the possessive binds before "of" does ("the first
  // president of [Damerjog's country]"), and its noun phrase is whole: no "R of" widens it ("the date
  // of death of [X's father]").
  const after = question.slice(words[last]!.end, words[last]!.end + 2);
  let possessive = false;
  // A name's possessive of a relation inside the run ("[Maurice, Prince Of Orange's father]", the
  // sentence holding "father" too; not a title's "A Dog's Purpose", not "the sport's highest level")
  // is whole: the possessor's name starts it, and no "R of" widens it.
  for (let index = first; index < last; index++) {
    if (!/^[\p{Lu}\p{N}]/u.test(words[index]!.text) || !/^['’][sS]? \p{Ll}/u.test(question.slice(words[index]!.end, words[index]!.end + 4))) continue;
    possessive = true;
    first = Math.max(first, possessorStart(words, index));
    break;
  }
  if (!possessive && /^['’][sS]?/.test(after)) {
    let end = last;
    while (end + 1 < words.length && end - last < 3 && !isStopWord(words[end + 1]!.lower)) end += 1;
    const nameEnd = last;
    possessive = end > last && take(first, end);
    // The possessor's name starts the part: "death of [Bernhard … Bronckhorst's father]" leaves "death of" to the next question.
    if (possessive) first = Math.max(first, possessorStart(words, nameEnd));
  }
  for (let moved = true; moved; ) {
    moved = false;
    // "the author of [A Treatise …]", "the cast member of [The Bad Man]": the name's own article goes with it.
    if (first >= 2 && /^[\p{Lu}\p{N}]/u.test(words[first]!.text) && ['a', 'an', 'the'].includes(words[first - 1]!.lower) && words[first - 2]!.lower === 'of' && take(first - 1, last)) {
      moved = true;
      continue;
    }
    // "of film [X]", "the song [X]": a lower-case class noun right before the name goes with it.
    const before = words[first - 1];
    const twoBefore = words[first - 2];
    if (!possessive && before && twoBefore && /^\p{Ll}/u.test(before.text) && !isStopWord(before.lower) && !PHRASE_BREAKS.has(before.lower) && (twoBefore.lower === 'of' || DETERMINERS.has(twoBefore.lower))) {
      if (take(first - 1, last)) {
        moved = true;
        continue;
      }
    }
    // "… the mother of the director of [X]"
    if (!possessive && words[first - 1]?.lower === 'of' && first >= 2 && !PHRASE_BREAKS.has(words[first - 2]!.lower) && !isStopWord(words[first - 2]!.lower) && (!related || supports(words[first - 2]!))) {
      let head = first - 2;
      while (head > 0 && !PHRASE_BREAKS.has(words[head - 1]!.lower) && (DETERMINERS.has(words[head - 1]!.lower) || !isStopWord(words[head - 1]!.lower)) && head > 1) {
        head -= 1;
        if (DETERMINERS.has(words[head]!.lower)) break;
      }
      if (take(head, last)) {
        related = true;
        moved = true;
        continue;
      }
    }
    // "… the association which [published X]", "the county in which [X is located]": a relative
    // word within four words to the left (a preposition before it goes with it); the clause runs to
    // the end of the question.
    for (let back = 1; back <= 4 && first - back >= 1; back++) {
      const word = words[first - back]!;
      // The question's own wh-word opens no relative clause, and the phrase does not reach past it.
      if (interrogatives.includes(first - back)) break;
      if (!RELATIVE_WORDS.has(word.lower)) continue;
      let head = first - back;
      if (head > 0 && ['in', 'of', 'by', 'for', 'at', 'on', 'from', 'with', 'to'].includes(words[head - 1]!.lower)) head -= 1;
      const clauseEnd = Math.max(last, clauseEndAfter(words, question, first - back, last));
      while (head > 0 && !PHRASE_BREAKS.has(words[head - 1]!.lower) && head > first - back - 4) {
        head -= 1;
        if (DETERMINERS.has(words[head]!.lower)) break;
      }
      if (head < first - back && take(head, clauseEnd)) moved = true;
      else take(first, clauseEnd);
      related = true;
      break;
    }
  }
  // "the [state where Shringarpur] is located": the sentence repeats the class noun ("Maharashtra
  // state"), so the relative word is inside the aligned run; the clause still runs to its end, and the
  // determiner before the noun goes with it.
  for (let index = first + 1; index <= last; index++) {
    if (!RELATIVE_WORDS.has(words[index]!.lower)) continue;
    const clauseEnd = clauseEndAfter(words, question, index, last);
    const head = first > 0 && DETERMINERS.has(words[first - 1]!.lower) ? first - 1 : first;
    if (clauseEnd > last) take(head, clauseEnd);
    break;
  }
  return [first, last];
}

/** The first word of the name that ends at word `last`: back over capitalized words and the lower-case words inside a name ("Lothair II of Lotharingia"). */
function possessorStart(words: readonly QuestionWord[], last: number): number {
  let first = last;
  while (first > 0) {
    const before = words[first - 1]!;
    if (/^[\p{Lu}\p{N}]/u.test(before.text)) first -= 1;
    else if (NAME_INNER_WORDS.has(before.lower) && first >= 2 && /^[\p{Lu}\p{N}]/u.test(words[first - 2]!.text)) first -= 2;
    else break;
  }
  return /^[\p{Lu}\p{N}]/u.test(words[last]!.text) ? first : last;
}

/** The run widened over words joined to it by a hyphen ("Kim Jong-chul" is one name, not "Kim Jong" and "chul"). */
function wholeWords(words: readonly QuestionWord[], question: string, [first, last]: [number, number]): [number, number] {
  while (first > 0 && question.slice(words[first - 1]!.end, words[first]!.start) === '-') first -= 1;
  while (last + 1 < words.length && question.slice(words[last]!.end, words[last + 1]!.start) === '-') last += 1;
  return [first, last];
}

/** Lower-case words a title or name may hold between two capitalized words ("Lothair II of Lotharingia", "Music for the Masses"); not "and", which as often joins two names. */
const NAME_INNER_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'a', 'an', 'in', 'on', 'to', 'for']);

/**
 * The span taken back to the start of the name it starts in: "[Albrecht Of Limburg]'s father" of
 * "Bernhard Albrecht Of Limburg's father" starts at "Bernhard" (a word the sentence does not repeat),
 * so that no part of the name is left before the bridge in the next question. Never over the
 * question's first word.
 */
function toNameStart(words: readonly QuestionWord[], question: string, first: number): number {
  const capitalized = (index: number): boolean => index > 0 && /^[\p{Lu}\p{N}]/u.test(words[index]!.text) && !isStopWord(words[index]!.lower);
  const spaced = (index: number): boolean => /^ +$/.test(question.slice(words[index]!.end, words[index + 1]!.start));
  if (!capitalized(first)) return first;
  while (first > 1) {
    if (capitalized(first - 1) && spaced(first - 1)) first -= 1;
    else if (NAME_INNER_WORDS.has(words[first - 1]!.lower) && capitalized(first - 2) && spaced(first - 1) && spaced(first - 2)) first -= 2;
    else break;
  }
  return first;
}

/**
 * The span taken to the end of the name it ends in: a run that stops inside a capitalized name goes
 * on over its capitalized words ("I Can'T See Myself Leaving [You]": "You" is a function word, not a
 * term, so the alignment stops before it), over a lower-case word between two of them, and over a
 * short parenthesis right after it ("Inherent Vice [(Film)]", "Aleksander Koniecpolski
 * [(1620–1659)]"), so that nothing of the name is left dangling in the next question. Returns the
 * last word and the character offset the replaced part ends at.
 */
function toNameEnd(words: readonly QuestionWord[], question: string, last: number): { last: number; end: number } {
  const capitalized = (word: QuestionWord | undefined): boolean => word !== undefined && /^[\p{Lu}\p{N}]/u.test(word.text);
  const spaced = (index: number): boolean => /^ +$/.test(question.slice(words[index]!.end, words[index + 1]!.start));
  if (!capitalized(words[last])) return closeParenthesis(words, question, { last, end: words[last]!.end });
  while (last + 1 < words.length && spaced(last)) {
    if (capitalized(words[last + 1])) last += 1;
    else if (NAME_INNER_WORDS.has(words[last + 1]!.lower) && last + 2 < words.length && spaced(last + 1) && capitalized(words[last + 2])) last += 2;
    else break;
  }
  let end = words[last]!.end;
  const parenthesis = /^ ?\([^()]{1,40}\)/.exec(question.slice(end));
  if (parenthesis) {
    end += parenthesis[0].length;
    while (last + 1 < words.length && words[last + 1]!.start < end) last += 1;
  }
  return closeParenthesis(words, question, { last, end });
}

/** A part that ends inside a parenthesis ends after it: "Brecha (2009 Film" takes its ")" (else "Which country Iván Noel) is from?"). */
function closeParenthesis(words: readonly QuestionWord[], question: string, at: { last: number; end: number }): { last: number; end: number } {
  const inside = question.lastIndexOf('(', at.end - 1) > question.lastIndexOf(')', at.end - 1);
  const close = /^[^()]{0,40}?\)/.exec(question.slice(at.end));
  if (!inside || !close) return at;
  const end = at.end + close[0].length;
  let last = at.last;
  while (last + 1 < words.length && words[last + 1]!.start < end) last += 1;
  return { last, end };
}

const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'has', 'had', 'have', 'did', 'does', 'do']);
/** Prepositions a reduced relative clause can end on ("the country X is from", "the company X is part of"). */
const STRANDED: ReadonlySet<string> = new Set(['from', 'of', 'in', 'for', 'to', 'at', 'on', 'with', 'by', 'into', 'under']);

/**
 * A reduced relative clause after the name ("the country [Signmark] is from", "the company [Novair
 * International Airways] is part of", "the team [X] played for"): when the phrase is "the <noun>
 * <name>" and the name is followed by an auxiliary or a past-tense verb whose clause ends within
 * four words on a stranded preposition, the clause and the article belong to the phrase. Returns the
 * phrase's new first and last words, or undefined when there is no such clause.
 */
function reducedRelative(words: readonly QuestionWord[], first: number, last: number): [number, number] | undefined {
  const noun = words[first];
  const article = words[first - 1];
  if (!noun || !article || !['the', 'a', 'an'].includes(article.lower) || !/^\p{Ll}/u.test(noun.text) || !/^[\p{Lu}\p{N}]/u.test(words[last]!.text)) return undefined;
  const verb = words[last + 1];
  if (!verb || !(AUXILIARIES.has(verb.lower) || /^\p{Ll}+ed$/u.test(verb.text))) return undefined;
  for (let end = last + 2; end < Math.min(words.length, last + 6); end++) if (STRANDED.has(words[end]!.lower)) return [first - 1, end];
  return undefined;
}

/**
 * "the [Country Girl (Shake It for Me)] performer": a person's or an organisation's class noun right
 * after a name that follows "the" heads the phrase, as "the performer of X" would. Returns the
 * phrase's first (the article) and last (the noun) words, or undefined.
 */
function classNounAfter(words: readonly QuestionWord[], first: number, last: number): [number, number] | undefined {
  const following = words[last + 1];
  const article = words[first - 1];
  if (!following || !article || !DETERMINERS.has(article.lower) || !/^[\p{Lu}\p{N}]/u.test(words[first]!.text) || !/^\p{Ll}/u.test(following.text)) return undefined;
  return CLASS_TYPES_AFTER_NAME.has(typeOfHeadNoun(singularOf(following.lower))) ? [first - 1, last + 1] : undefined;
}

/** The class of the phrase a bridge replaces, and its class noun: from its first content word that is a class noun. */
function phraseClass(words: readonly QuestionWord[], first: number, last: number): { type: ExpectedAnswerType; noun: string } | undefined {
  for (let index = first; index <= last; index++) {
    const word = words[index]!;
    if (isStopWord(word.lower) || /^\p{Lu}/u.test(word.text)) continue;
    const type = typeOfHeadNoun(word.lower);
    if (type !== 'noun-phrase') return { type, noun: singularOf(word.lower) };
  }
  return undefined;
}

/**
 * Whether a name is a class noun alone ("Society" of "the Society for the Exploration of …", "the
 * Party"): part of a longer name or a short reference to one, no entity the next step could search for.
 */
function bareClassName(span: AnswerSpan): boolean {
  if (span.kind !== 'name' || /\s/.test(span.text.trim())) return false;
  const type = typeOfHeadNoun(span.text.toLowerCase());
  return type === 'place' || type === 'organisation';
}

/** Below this fit a name is not taken for the phrase a bridge replaces (a person for "the city where …"). */
const MIN_BRIDGE_FIT = 0.2;

/**
 * How well a name fits the phrase a bridge replaces. A place is read at the phrase's level, as an
 * answer is ("the state where X is located": not the town of "X, Konkan, Maharashtra, India").
 */
function bridgeFit(span: AnswerSpan, type: ExpectedAnswerType | undefined, noun: string | undefined, read: ReadSentence): number {
  // "a Chinese journalist" for "the country X is from": a demonym stands for its country.
  if (span.kind !== 'name') return span.country && type && asksForCountry({ type, headNoun: noun }) ? typeFitOf(span, { type, wh: '', headNoun: noun }, read) : 0;
  if (!type) return Math.max(span.fit.person ?? 0, span.fit.place ?? 0, span.fit.organisation ?? 0, span.fit['noun-phrase'] ?? 0);
  // "the date of death of X", "the population of Y": a value, no entity the next step could ask about.
  if (type === 'date' || type === 'number' || type === 'quantity') return 0;
  if (span.fit[type] === undefined) return 0.3;
  // "[the kind of plane] that dropped the bomb on Hiroshima" is no country.
  if (type === 'noun-phrase' && noun && countryAsThing(span, noun)) return Math.min(span.fit[type]!, COUNTRY_AS_THING_FIT);
  return type === 'place' && noun ? typeFitOf(span, { type, wh: '', headNoun: noun }, read) : span.fit[type]!;
}

/**
 * The stems of the names a sentence writes (capitalised words: "a regional airport" names nothing),
 * outside other names that share words with the question: a name opening with a word of its own
 * before the shared ones ("David Howell Morgan" for "Scott Howell", "Winner Regional Airport" for
 * "Dodge City Regional Airport"). A fuller form of the question's name, holding all of its words
 * ("Andrew Alan "Drew" Fuller"), or one opening with the question's word ("Neil Percival Young") is
 * kept; so is what a passage is about unless it shares two words or more ("Andrew Alan Fuller").
 */
function namedStems(read: ReadSentence, about: string, questionStems: ReadonlySet<string>, nameAnchors: readonly ReadonlySet<string>[]): Set<string> {
  const otherName = (stems: readonly string[]): { other: boolean; shared: number } => {
    const first = stems.findIndex((stem) => questionStems.has(stem));
    const shared = new Set(stems.filter((stem) => questionStems.has(stem))).size;
    const fuller = shared >= 2 && nameAnchors.some((anchors) => [...anchors].every((stem) => stems.includes(stem)));
    return { other: first > 0 && !fuller && stems.slice(0, first).some((stem) => stem.length >= 3 && !isStopWord(stem)), shared };
  };
  const hidden = new Set<number>();
  for (const span of read.spans) {
    if (span.kind === 'name' && otherName(span.stems).other) for (let index = span.start; index <= span.end; index++) hidden.add(index);
  }
  const aboutName = otherName(wordsOf(about).map(stemOf));
  const aboutStems = aboutName.other && aboutName.shared >= 2 ? [] : contentStems(about);
  return new Set([...read.words.flatMap((word, index) => (hidden.has(index) || read.capitalised?.[index] === false ? [] : [stemOf(word)])), ...aboutStems]);
}

/** Words before a name that make it another name of the sentence's subject ("X or Y", "also known as Y", "referred to as Y"). */
const ALIAS_CUE = /(?:^|\s)(?:or|(?:also |better |professionally |commonly |simply )?known as|referred to as|called|nicknamed)$/;

/**
 * Whether a name is another name of a subject the question itself names: "Damerjog or [Damerdjog] is
 * a village …", "He is often referred to as [Dai Chuanxian]" in the passage about Dai Jitao. Such a
 * name is the question's own entity, not the entity a part of the question resolves to.
 */
function namesQuestionSubject(read: ReadSentence, span: AnswerSpan, about: string, questionStems: ReadonlySet<string>): boolean {
  if (!ALIAS_CUE.test(read.words.slice(Math.max(0, span.start - 4), span.start).join(' '))) return false;
  const subject = read.spans.find((other) => other.kind === 'name' && other.start < span.start);
  const subjectStems = subject ? contentStemsOf(subject) : [...contentStems(about)];
  return subjectStems.length > 0 && subjectStems.every((stem) => questionStems.has(stem));
}

/**
 * A word of one of the question's names that a sentence must hold to stand on that name: longer than a
 * numeral such as "II", and no class noun inside a name ("Museum" of "the Philbrook Museum", "River"),
 * which any museum's page holds.
 */
function isAnchor(term: QuestionTerm): boolean {
  return term.inName && term.stem.length >= 3 && !/^[ivxlc]+$/.test(term.stem) && !CLASS_TYPES.has(typeOfHeadNoun(singularOf(term.text.toLowerCase())));
}

/** Each name of the question by its anchor words (stems); names without one are left out. */
export function questionNameAnchors(parsed: ParsedQuestion, terms: readonly QuestionTerm[]): Set<string>[] {
  return parsed.spans.map((span) => new Set([...contentStems(span.text)].filter((stem) => terms.some((term) => term.stem === stem && isAnchor(term))))).filter((stems) => stems.size > 0);
}

/**
 * Whether stems stand on a name of the question: they hold most of its anchor words ("Iron Fist" is not
 * "Fist Power": one of two words). True when the question names nothing.
 */
export function standsOnName(nameAnchors: readonly ReadonlySet<string>[], stems: ReadonlySet<string>): boolean {
  return nameAnchors.length === 0 || nameAnchors.some((anchors) => [...anchors].filter((stem) => stems.has(stem)).length * 2 > anchors.size);
}

/**
 * Aligns the question with each evidence sentence (the question words the sentence, or what it is
 * about, holds), takes the densest aligned run widened to its noun phrase as the part the sentence
 * resolves, and picks in that sentence the name (not the question's own) that fits the phrase's
 * class best and sits closest to the aligned words. The bridge leaves something of the question
 * unresolved; undefined when no sentence aligns with a part of the question and holds a new name.
 */
export function findBridge(question: string, terms: readonly QuestionTerm[], evidence: readonly EvidenceSentence[], excludeStems: ReadonlySet<string>, options: BridgeOptions = {}): Bridge | undefined {
  return findBridges(question, terms, evidence, excludeStems, options)[0];
}

/** The bridges the evidence offers, best first, one per entity (its best reading); the first is findBridge's. */
export function findBridges(question: string, terms: readonly QuestionTerm[], evidence: readonly EvidenceSentence[], excludeStems: ReadonlySet<string>, options: BridgeOptions = {}): Bridge[] {
  const fromStems = options.from ? contentStems(options.from) : undefined;
  const parsed = parseQuestion(question, 'none');
  const words = questionWords(question, parsed);
  const stemAt = words.map((word) => stemOf(word.lower));
  const weights = termWeights(terms, evidence);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  // The first hop starts from something the question names: the aligned part must hold a name's
  // anchor word (see isAnchor), and the sentence stand on that name.
  const anchored = terms.some(isAnchor);
  const nameAnchors = questionNameAnchors(parsed, terms);
  const isQuestionName = questionNameVariantTest(question);
  // Where each term stands in the question (its first word with that stem; -1 when none).
  const positionOf = new Map(terms.map((term) => [term, stemAt.indexOf(term.stem)]));
  const within = (term: QuestionTerm, first: number, last: number): boolean => positionOf.get(term)! >= first && positionOf.get(term)! <= last;
  // Something of the question stays for the next step: a term, or a verb or noun the terms leave out ("… named after?").
  const leavesSomething = (first: number, last: number): boolean =>
    terms.some((term) => !within(term, first, last)) || words.some((word, index) => (index < first || index > last) && (word.tag === 'VERB' || word.tag === 'NOUN') && /^\p{Ll}/u.test(word.text));
  const questionStems = new Set(stemAt);
  const clauseBreaks = interrogativeWords(words, question);
  const bestPerEntity = new Map<string, { bridge: Bridge; order: number }>();
  let found = 0;
  for (const sentence of evidence) {
    const read = readCached(sentence.text);
    const sentenceStems = new Set([...read.words.map(stemOf), ...contentStems(sentence.about)]);
    const matchedTerms = terms.filter((term) => sentenceStems.has(term.stem));
    if (anchored && (!matchedTerms.some(isAnchor) || !standsOnName(nameAnchors, namedStems(read, sentence.about, questionStems, nameAnchors)))) continue;
    const matchedPositions = matchedTerms.map((term) => positionOf.get(term)!).filter((position) => position >= 0);
    const run = mainVerbTrimmed(words, matchedPositions, densestRunWithin(matchedPositions, clauseBreaks));
    if (!run) continue;
    if (anchored && !matchedTerms.some((term) => isAnchor(term) && within(term, run[0], run[1]))) continue;
    // A later hop continues from the entity the previous one found.
    if (fromStems && !matchedTerms.some((term) => fromStems.has(term.stem) && within(term, run[0], run[1]))) continue;
    const [widenedFirst, widened] = wholeWords(words, question, widen(words, question, run, (from, to) => leavesSomething(from, to) && !clauseBreaks.some((at) => at >= from && at <= to), (word) => sentenceStems.has(stemOf(word.lower)), clauseBreaks));
    const named = toNameEnd(words, question, widened);
    const nameStart = toNameStart(words, question, widenedFirst);
    const clause = reducedRelative(words, nameStart, named.last) ?? classNounAfter(words, nameStart, named.last);
    const [first, last] = clause ?? [nameStart, named.last];
    const end = clause ? words[last]!.end : named.end;
    // Something must be left for the next step (the question's wh-word is not a term).
    const inside = terms.filter((term) => within(term, first, last));
    if (inside.length === terms.length && !leavesSomething(first, last)) continue;
    // Words of the question's names alone ("Sylvia" of "Where did Sylvia Burka's husband die?") are
    // no part a sentence resolves into another entity: the part holds a word of the relation too.
    if (inside.every((term) => term.inName)) continue;
    const alignedWeight = inside.filter((term) => sentenceStems.has(term.stem)).reduce((sum, term) => sum + (weights.get(term.stem) ?? 0), 0) / total;
    if (alignedWeight <= 0) continue;
    // A phrase headed by a noun of no class ("a series", "the album") names a thing: a title fits it.
    const phrase = phraseClass(words, first, last);
    const type = phrase?.type ?? (words.slice(first, last + 1).some((word) => /^\p{Ll}/u.test(word.text) && !isStopWord(word.lower)) ? 'noun-phrase' : undefined);
    const sentenceWordStems = read.words.map(stemOf);
    const alignedAt = sentenceWordStems.flatMap((stem, index) => (inside.some((term) => term.stem === stem) ? [index] : []));
    const subject = read.spans.find((span) => span.kind === 'name');
    for (const span of read.spans) {
      // A lone letter ("B" of "LL.B") names nothing the next step could ask about.
      if (span.text.replace(/[^\p{L}\p{N}]/gu, '').length < 2) continue;
      if (bareClassName(span)) continue;
      const fit = bridgeFit(span, type, phrase?.noun, read) * (span === subject && span.start > 0 === false && !span.stems.some((stem) => sentenceStems.has(stem) && terms.some((term) => term.stem === stem)) ? 1.3 : 1);
      if (fit < MIN_BRIDGE_FIT) continue;
      const spanStems = contentStemsOf(span);
      if (spanStems.length === 0 || spanStems.filter((stem) => excludeStems.has(stem)).length / spanStems.length > 0.5) continue;
      if (isQuestionName(span.text, read.words.slice(span.start, span.end + 1))) continue;
      if (namesQuestionSubject(read, span, sentence.about, excludeStems)) continue;
      // A class noun of the name's own ("the Limpopo River") does not bring it near "the Bubye River".
      const distance = wordDistance(alignedAt.filter((position) => position < span.start || position > span.end || !CLASS_TYPES.has(typeOfHeadNoun(read.words[position] ?? ''))), span);
      const score = alignedWeight * fit * (0.5 + 0.5 / (1 + distance / 5)) - 0.002 * sentence.rank;
      const known = bestPerEntity.get(span.text.toLowerCase());
      if (known && score <= known.bridge.score) continue;
      const resolved = question.slice(words[first]!.start, end + (/^['’][sS]/.test(question.slice(end)) ? 2 : 0));
      // "a Chinese journalist" for "the country X is from": the demonym's country.
      const entity = type && phrase ? answerTextOf(span, { type, wh: '', headNoun: phrase.noun }) : span.text;
      const nextQuestion = `${question.slice(0, words[first]!.start)}${entity}${question.slice(end)}`.replace(/\s+/g, ' ').trim();
      const unresolved = terms.filter((term) => !inside.includes(term)).map((term) => term.stem);
      bestPerEntity.set(span.text.toLowerCase(), { bridge: { entity, resolved, nextQuestion, sentence, unresolved, score }, order: found++ });
    }
  }
  // Of equal scores, the one reached first.
  return [...bestPerEntity.values()].sort((left, right) => right.bridge.score - left.bridge.score || left.order - right.order).map((entry) => entry.bridge);
}
