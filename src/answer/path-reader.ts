import type { AnswerSpan } from './answer-candidates.js';
import { answerSlotOf, inAnswerSlot, type AnswerSlot } from './answer-slot.js';
import { typeOfHeadNoun, type ExpectedAnswer } from './expected-answer.js';
import { entityKey } from '../nlp/entity-key.js';
import { arePersonNameVariants } from '../nlp/person-name-variant.js';
import { questionNameVariantTest } from './question-name-variants.js';
import { contentStems, stemOf, type QuestionTerm } from './question-terms.js';
import { countryOf, findCountries } from '../nlp/place-names.js';
import { askedModifiers, askedPhraseStems, contentStemsOf, mentionsName, readCached, termWeights, typeFitOf, answerTextOf, wordDistance, type EvidenceSentence, type ScoredAnswer } from './read-answers.js';

/** How much a second sentence reached through an entity counts against one read on its own. */
const LINK_DISCOUNT = 0.9;
/** A sentence of the same passage (same topic, no named link) counts a little less. */
const SAME_PASSAGE_DISCOUNT = 0.8;

/** One answer read over a path of evidence: the answer's sentence and, when it took one, the sentence linked to it. */
export interface PathAnswer extends ScoredAnswer {
  /** The other sentence of the path ("" when the answer's sentence covers the question alone). */
  linkedId: string;
  /** The entity the two sentences meet in ("" for the same passage or no link). */
  via: string;
}

export interface PathReadOptions {
  terms: readonly QuestionTerm[];
  /** Stems an answer must not consist of (the question's own words). */
  excludeStems: ReadonlySet<string>;
  /** The question, for the place its answer takes in a sentence (see answerSlotOf). */
  question?: string;
  /** Path constraint (after a bridge): the answer's sentence mentions or is about one of these. */
  mustMention?: readonly string[];
}

/** Bonus for a span headed by the question's head noun. */
const HEAD_NOUN_BONUS = 1.3;
/**
 * A common noun phrase headed by the asked-for noun ("a major river system" for "Which river system
 * …", "an American sports television series" for "which American sports series") describes the class the question names, not
 * the one it asks for; it fits this much. Not when the question asks for a kind ("what type of
 * films" -> "documentary film", "what group of plants" -> "flowering plants").
 */
const CLASS_DESCRIPTION_FIT = 0.5;

function describesClass(span: AnswerSpan, asked: ReadonlySet<string>): boolean {
  if (span.kind !== 'noun-phrase' || asked.size === 0 || asked.has('of')) return false;
  // Capitalized words in it are nationalities ("American"), not a name ("the DeCavalcante crime family").
  return span.text.split(/\s+/).every((word) => !/^\p{Lu}/u.test(word) || countryOf(word) !== undefined);
}

/** Bonus for an answer the evidence about it describes with the question's describing word ("Finnish"). */
const MODIFIER_BONUS = 1.5;

/**
 * A test of whether a text holds one of the describing words, or names the country one of them
 * stands for ("Finnish" and "born in Finland"; "French" and "presented by France Football").
 */
function describingTest(modifiers: readonly string[]): (text: string) => boolean {
  const countries = new Set(modifiers.flatMap((modifier) => findCountries(modifier).flatMap((item) => item.countries)));
  const words = new RegExp(`(?<![\\p{L}])(?:${modifiers.map((modifier) => modifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'u');
  return (text) => words.test(text) || findCountries(text).some((item) => item.countries.some((country) => countries.has(country)));
}

/** Whether a sentence about the answer (its page, or a sentence it opens) passes the describing test. */
function describedAs(answer: Pick<ScoredAnswer, 'text' | 'span'>, describes: (text: string) => boolean, evidence: readonly EvidenceSentence[]): boolean {
  if (answer.span.kind !== 'name') return false;
  const stems = [...contentStems(answer.text)];
  if (stems.length === 0) return false;
  const names = (text: string): boolean => {
    const own = contentStems(text);
    return stems.every((stem) => own.has(stem));
  };
  return evidence.some((sentence) => {
    const opens = readCached(sentence.text).spans.find((span) => span.kind === 'name' && span.start === 0)?.text;
    return (names(sentence.about) || (opens !== undefined && names(opens))) && describes(sentence.text);
  });
}

/** Kinds of span that are a value read after its label, and how many words after the label it may start. */
const VALUE_KINDS: ReadonlySet<string> = new Set(['number', 'date']);
const MEASURE_TYPES: ReadonlySet<string> = new Set(['number', 'quantity', 'date']);
const HEAD_VALUE_WINDOW = 5;

/** Bonus for a span in the answer's slot (right after the words the question puts before its question word). */
const SLOT_BONUS = 1.3;

interface ReadEvidence {
  sentence: EvidenceSentence;
  /** The question terms it holds (by itself and what it is about). */
  matched: Set<string>;
  wordStems: string[];
}

/** A link from an answer sentence to another sentence: through the entity one of them is about, or the same passage. */
interface Link {
  other: ReadEvidence;
  via: string;
  /** Content stems of `via` (empty for the same passage). */
  viaStems: Set<string>;
  discount: number;
}

function linksOf(at: ReadEvidence, all: readonly ReadEvidence[]): Link[] {
  const links: Link[] = [];
  for (const other of all) {
    if (other === at) continue;
    if (other.sentence.passageId === at.sentence.passageId) {
      links.push({ other, via: '', viaStems: new Set(), discount: SAME_PASSAGE_DISCOUNT });
      continue;
    }
    // The other sentence names what this one is about ("… published by Two Dollar Radio" → Two Dollar Radio's page),
    // or this sentence names what the other is about ("… daughter of Jagdish Mali" → Jagdish Mali's page).
    const via = at.sentence.about && mentionsName(other.sentence, at.sentence.about) ? at.sentence.about : other.sentence.about && mentionsName(at.sentence, other.sentence.about) ? other.sentence.about : '';
    if (via) links.push({ other, via, viaStems: contentStems(via), discount: LINK_DISCOUNT });
  }
  return links;
}

/**
 * Reads answers over paths of one or two sentences: a span of the expected type in a sentence, scored
 * by the question's term weight that the sentence covers together with the best sentence linked to
 * it (the other sentence names what this one is about, this one names what the other is about, or
 * both are in one passage), times the span's type fit and closeness to the terms its own sentence
 * matched. The entity a path links through is the bridge, not the answer of that path. General
 * English and the evidence alone: no relation table, no question templates. Best first.
 */
export function readPathAnswers(expected: ExpectedAnswer, evidence: readonly EvidenceSentence[], options: PathReadOptions): PathAnswer[] {
  const weights = termWeights(options.terms, evidence);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  const weightOf = (stems: Iterable<string>): number => {
    let sum = 0;
    for (const stem of stems) sum += weights.get(stem) ?? 0;
    return sum / total;
  };
  const read: ReadEvidence[] = evidence.map((sentence) => {
    const wordStems = readCached(sentence.text).words.map(stemOf);
    const stems = new Set([...wordStems, ...contentStems(sentence.about)]);
    const matched = new Set(options.terms.filter((term) => stems.has(term.stem)).map((term) => term.stem));
    return { sentence, matched, wordStems };
  });
  const mustMention = options.mustMention ?? [];
  // A measure's noun ("population", "enrollment", "height") labels the value after it; a counted noun
  // ("how many stores") follows its number.
  const headStem = expected.headNoun && MEASURE_TYPES.has(typeOfHeadNoun(expected.headNoun)) ? stemOf(expected.headNoun) : undefined;
  const slot: AnswerSlot | undefined = options.question ? answerSlotOf(options.question) : undefined;
  const isQuestionName = options.question ? questionNameVariantTest(options.question) : () => false;
  const asked = options.question ? askedPhraseStems(options.question, expected) : new Set<string>();
  const byText = new Map<string, PathAnswer & { seen: number }>();
  for (const at of read) {
    if (at.matched.size === 0) continue;
    if (mustMention.length > 0 && !mustMention.some((name) => mentionsName(at.sentence, name))) continue;
    const own = weightOf(at.matched);
    // The best partner per link entity, so a span that is the link can still take another path.
    const paths: { coverage: number; matched: Set<string>; link?: Link }[] = [{ coverage: own, matched: at.matched }];
    for (const link of linksOf(at, read)) {
      const union = new Set([...at.matched, ...link.other.matched]);
      const coverage = weightOf(union) * link.discount;
      if (coverage > own) paths.push({ coverage, matched: union, link });
    }
    paths.sort((a, b) => b.coverage - a.coverage);
    const sentenceRead = readCached(at.sentence.text);
    const positions = at.wordStems.flatMap((stem, index) => (at.matched.has(stem) ? [index] : []));
    const headAt = headStem ? at.wordStems.flatMap((stem, index) => (stem === headStem ? [index] : [])) : [];
    for (const span of sentenceRead.spans) {
      // A span headed by the noun the question asks for ("what New York county" -> "Rensselaer County") fits best.
      const typeFit = typeFitOf(span, expected, sentenceRead) * (expected.headNoun && span.head === expected.headNoun ? (describesClass(span, asked) ? CLASS_DESCRIPTION_FIT : HEAD_NOUN_BONUS) : 1);
      if (typeFit <= 0) continue;
      if (span.kind === 'name' && isQuestionName(span.text, sentenceRead.words.slice(span.start, span.end + 1))) continue;
      const spanStems = contentStemsOf(span);
      if (spanStems.length === 0) continue;
      const ownWords = spanStems.filter((stem) => options.excludeStems.has(stem) && !(span.head === expected.headNoun && asked.has(stem))).length;
      if (ownWords / spanStems.length > 0.5) continue;
      // The asked-for words alone ("resort" for "What resort in Biloxi …") answer nothing.
      if (spanStems.every((stem) => options.excludeStems.has(stem))) continue;
      const path = paths.find((candidate) => !candidate.link?.via || !spanStems.every((stem) => candidate.link!.viaStems.has(stem)));
      if (!path) continue;
      const distance = wordDistance(positions, span);
      // Right after the asked-for noun, as a label's value ("population was 2,913,123", "Population
      // Ranked 35th Total 2,913,123" flattened from an infobox), a value sits in the answer's slot too.
      const slotted = (slot !== undefined && inAnswerSlot(slot, at.wordStems, sentenceRead.words, span.start)) || (headAt.length > 0 && VALUE_KINDS.has(span.kind) && headAt.some((position) => span.start > position && span.start - position <= HEAD_VALUE_WINDOW));
      const closeness = slotted ? 1 : 1 / (1 + distance / 6);
      const score = (slotted ? SLOT_BONUS : 1) * typeFit * path.coverage * (0.6 + 0.4 * closeness) * (1 - 0.3 * (ownWords / spanStems.length)) - 0.002 * at.sentence.rank;
      const text = answerTextOf(span, expected);
      const key = text.toLowerCase();
      const existing = byText.get(key);
      const answer = { text, score, typeFit, coverage: path.coverage, matched: [...path.matched], sentence: at.sentence, span, linkedId: path.link?.other.sentence.id ?? '', via: path.link?.via ?? '' };
      if (!existing) byText.set(key, { ...answer, seen: 1 });
      else {
        existing.seen += 1;
        if (score > existing.score) Object.assign(existing, answer);
      }
    }
  }
  // "what Finnish former racing driver": an answer the evidence about it describes so comes first.
  const modifiers = options.question ? askedModifiers(options.question, expected) : [];
  const describes = modifiers.length > 0 ? describingTest(modifiers) : undefined;
  const answers = [...byText.values()]
    .map(({ seen, ...answer }) => ({ ...answer, score: answer.score * (1 + 0.05 * Math.min(seen - 1, 4)) * (describes && describedAs(answer, describes, evidence) ? MODIFIER_BONUS : 1) }))
    .sort((a, b) => b.score - a.score);
  const best = answers[0];
  if (best && best.span.kind === 'name' && expected.type === 'person') best.text = usualNameForm(fullNameOf(best.text, best.sentence, read), read);
  return answers;
}

/**
 * A person named by the family name alone ("Hall, who was the first president …"), as the evidence
 * names them in full: the name of two or more words ending in that word, from the answer's own
 * passage first, else the most frequent in the evidence; the word itself when there is none.
 */
function fullNameOf(name: string, sentence: EvidenceSentence, read: readonly ReadEvidence[]): string {
  if (/\s/.test(name.trim())) return name;
  const ending = new RegExp(`\\s${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const counts = new Map<string, number>();
  for (const item of read) {
    const weight = item.sentence.passageId === sentence.passageId ? 100 : 1;
    const names = [item.sentence.about, ...readCached(item.sentence.text).spans.filter((span) => span.kind === 'name').map((span) => span.text)];
    for (const candidate of names) if (candidate && ending.test(candidate)) counts.set(candidate, (counts.get(candidate) ?? 0) + weight);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0] ?? name;
}

/**
 * The form of a person's name the evidence uses most ("Barnaby Joyce" over the page's opening
 * "Barnaby Thomas Gerard Joyce"): among the names and subjects of the evidence that are variants of
 * it (see arePersonNameVariants), the most frequent, the shorter on a tie; the name itself when the
 * evidence has no other form.
 */
function usualNameForm(name: string, read: readonly ReadEvidence[]): string {
  const key = entityKey(name);
  const counts = new Map<string, number>([[name, 0]]);
  const count = (text: string): void => {
    if (text === name || arePersonNameVariants(key, entityKey(text))) counts.set(text, (counts.get(text) ?? 0) + 1);
  };
  for (const { sentence } of read) {
    if (sentence.about) count(sentence.about);
    for (const span of readCached(sentence.text).spans) if (span.kind === 'name') count(span.text);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0] ?? name;
}
