import type { NounPhrase } from './noun-phrase.js';
import { learnKind, noteOccurrence, type DiscourseEntity, type PassageDiscourse, type SentenceOccurrence } from './passage-discourse.js';
import { isPleonasticIt } from './pleonastic-it.js';
import { pronounClass, type PronounClass } from './pronoun-class.js';
import type { Token } from './token.js';

/** A pronoun or definite description read as a named entity of the passage. */
export interface ResolvedReference {
  /** The words as written: "its", "He", "the company". */
  surface: string;
  entity: DiscourseEntity;
  /** Token index of the reference in the sentence (parentheticals removed). */
  start: number;
  via: 'pronoun' | 'definite';
}

/** The sentence a reference is read in. */
export interface ReferenceSentence {
  tokens: readonly Token[];
  discourse: PassageDiscourse;
  /** Resolutions already made in this sentence, by `referenceKey`, so triples and mentions agree. */
  resolved: Map<string, ResolvedReference | undefined>;
}

type Compatibility = 'yes' | 'no' | 'maybe';

const NOMINATIVE = new Set(['he', 'she', 'it', 'they']);

/** "the company": a single common noun after "the", with nothing else to narrow it. */
export function isDefiniteDescription(phrase: NounPhrase): boolean {
  // "the President" (capitalised) names an office, not the entity described earlier.
  return phrase.kind === 'common' && /^the /i.test(phrase.fullText) && /^[a-z][a-z-]*$/.test(phrase.text) && phrase.possessor === undefined;
}

export function referenceKey(phrase: NounPhrase): string {
  return `${phrase.start}\u0000${phrase.head}`;
}

/**
 * Reads a pronoun (he/she/it/they and their object and possessive forms) or a definite description
 * ("the company") as the named entity it refers to, or returns undefined. Conservative by design — a
 * wrong link is worse than none:
 *  - a pronoun's candidates are the passage's topic and the entities named in the previous sentence
 *    or earlier in this one; those whose kind (person, thing, group) or gender the passage has shown
 *    to clash with the pronoun are out ("it" is never the actress, "she" never the film);
 *  - an entity the passage has not typed that was the main subject of the previous sentence (or comes
 *    earlier in this one as a subject) may be the referent: the pronoun is then left unresolved;
 *  - an untyped entity blocks only as the previous sentence's main subject or a subject leading a
 *    clause earlier in this sentence;
 *  - one compatible candidate: that one — if it is not the topic, only when no entity named after it
 *    could be the referent too ("the last compatible named entity", strictly). Several: the topic, only when the pronoun opens its sentence
 *    (no verb before it) or follows a subject that is the topic, and the previous sentence's main subject
 *    was the topic (or cannot be the referent) — otherwise nothing;
 *  - pleonastic "it" ("it is raining", "it was reported that") refers to nothing;
 *  - a pronoun like the unresolved one that opened the previous sentence continues it: unresolved too;
 *  - an untyped topic takes he/she/it only when it is the title (a titled passage is about its title);
 *    a lead subject must have been typed by the passage;
 *  - an object pronoun ("which Avery called him") is not the subject of its own clause;
 *  - "the <noun>" is the topic when the passage has described it with that noun ("X is a company" ->
 *    "the company") and no other entity with the same noun; nothing else.
 */
export function resolveReference(phrase: NounPhrase, sentence: ReferenceSentence): ResolvedReference | undefined {
  const key = referenceKey(phrase);
  if (sentence.resolved.has(key)) return sentence.resolved.get(key);
  const entity = phrase.kind === 'pronoun' ? resolvePronoun(phrase, sentence) : isDefiniteDescription(phrase) ? resolveDefinite(phrase, sentence) : undefined;
  const reference: ResolvedReference | undefined = entity
    ? { surface: phrase.kind === 'pronoun' ? (sentence.tokens[phrase.start]?.text ?? phrase.text) : phrase.fullText, entity, start: phrase.start, via: phrase.kind === 'pronoun' ? 'pronoun' : 'definite' }
    : undefined;
  sentence.resolved.set(key, reference);
  // A resolved pronoun subject opening its clause is a subject occurrence for the references after it.
  if (reference && NOMINATIVE.has(phrase.head) && leadsSentence(sentence.tokens, phrase.start)) {
    noteOccurrence(sentence.discourse, reference.entity, phrase.start, true, true);
    // ... and tells its kind and sex at once: "She was the daughter of X and his wife" — "his" is not her.
    const pronoun = pronounClass(phrase.head);
    if (pronoun) learnKind(reference.entity, pronoun.kind, pronoun.kind === 'person' ? pronoun.gender : undefined);
  }
  return reference;
}

function resolvePronoun(phrase: NounPhrase, sentence: ReferenceSentence): DiscourseEntity | undefined {
  const word = phrase.head;
  const pronoun = pronounClass(word);
  if (!pronoun) return undefined;
  if (word === 'it' && isPleonasticIt(sentence.tokens, phrase.start)) return undefined;
  const discourse = sentence.discourse;
  // "He was the son of X. He succeeded ...": the second "he" continues the first, which was not resolved.
  const opening = discourse.previousOpening;
  if (opening && !opening.resolved && sameClass(opening.pronoun, pronoun)) return undefined;
  const topic = discourse.topic;
  const candidates = new Set<DiscourseEntity>();
  if (topic) candidates.add(topic);
  for (const occurrence of discourse.previous) candidates.add(occurrence.entity);
  for (const occurrence of discourse.current) if (occurrence.start < phrase.start) candidates.add(occurrence.entity);
  const clauseSubject = objectPronounSubject(phrase, sentence);
  if (clauseSubject) candidates.delete(clauseSubject);
  // The previous sentence's main subject (its first clause subject) and the subjects written earlier in
  // this sentence are the entities a pronoun most likely continues.
  const previousMain = mainSubject(discourse.previous);
  const salient = new Set<DiscourseEntity>();
  if (previousMain) salient.add(previousMain);
  for (const occurrence of discourse.current) if (occurrence.subject && occurrence.leading && occurrence.start < phrase.start) salient.add(occurrence.entity);
  const compatible: DiscourseEntity[] = [];
  for (const candidate of candidates) {
    const fit = compatibility(candidate, pronoun, candidate === topic && topic === discourse.titleEntity);
    if (fit === 'yes') compatible.push(candidate);
    else if (fit === 'maybe' && salient.has(candidate)) return undefined;
  }
  if (compatible.length === 1) {
    const only = compatible[0] as DiscourseEntity;
    return only === topic || isLastPossibleReferent(only, phrase, sentence, pronoun, topic) ? only : undefined;
  }
  if (compatible.length === 0 || !topic || !compatible.includes(topic)) return undefined;
  const topicContinues = !previousMain || previousMain === topic || compatibility(previousMain, pronoun, false) === 'no';
  const competitorEarlier = discourse.current.some((occurrence) => occurrence.entity !== topic && occurrence.start < phrase.start && occurrence.subject && compatible.includes(occurrence.entity));
  if (!topicContinues || competitorEarlier) return undefined;
  // The pronoun opens its sentence, or the nearest subject before it in the sentence is the topic ("He married Anna, and his son ...").
  const nearest = nearestSubjectBefore(discourse.current, phrase.start);
  return opensSentence(sentence.tokens, phrase.start) || nearest === topic ? topic : undefined;
}

/**
 * An entity other than the topic is the referent only if no entity named after it (and before the
 * pronoun) could be the referent too: in "portrayed by Blair Underwood in his debut", "his" is not the
 * producer named earlier, whatever the passage knows of Blair Underwood.
 */
function isLastPossibleReferent(entity: DiscourseEntity, phrase: NounPhrase, sentence: ReferenceSentence, pronoun: PronounClass, topic: DiscourseEntity | undefined): boolean {
  const discourse = sentence.discourse;
  const ordered = [...discourse.previous.map((occurrence) => ({ occurrence, order: occurrence.start })), ...discourse.current.filter((occurrence) => occurrence.start < phrase.start).map((occurrence) => ({ occurrence, order: 100_000 + occurrence.start }))];
  const last = Math.max(...ordered.filter((item) => item.occurrence.entity === entity).map((item) => item.order));
  return ordered.every((item) => item.order <= last || item.occurrence.entity === entity || item.occurrence.entity === topic || compatibility(item.occurrence.entity, pronoun, false) === 'no');
}

/**
 * For a pronoun right after a verb ("called him", "made it"), the subject written nearest before it
 * in the sentence: a non-reflexive object pronoun does not refer to its own clause's subject.
 */
function objectPronounSubject(phrase: NounPhrase, sentence: ReferenceSentence): DiscourseEntity | undefined {
  const before = sentence.tokens[phrase.start - 1];
  if (phrase.possessor !== undefined || !before || (before.pos !== 'VERB' && before.pos !== 'AUX')) return undefined;
  let nearest: SentenceOccurrence | undefined;
  for (const occurrence of sentence.discourse.current) if (occurrence.subject && occurrence.start < phrase.start && (!nearest || occurrence.start > nearest.start)) nearest = occurrence;
  return nearest?.entity;
}

function sameClass(left: PronounClass, right: PronounClass): boolean {
  return left.kind === right.kind && (left.kind !== 'person' || right.kind !== 'person' || left.gender === right.gender);
}

function nearestSubjectBefore(occurrences: readonly SentenceOccurrence[], start: number): DiscourseEntity | undefined {
  let nearest: SentenceOccurrence | undefined;
  for (const occurrence of occurrences) if (occurrence.subject && occurrence.start < start && (!nearest || occurrence.start > nearest.start)) nearest = occurrence;
  return nearest?.entity;
}

/** The sentence's main subject: its first clause subject written before any finite verb ("Established in 1963, SJCE has" counts; "This is the first episode of X" does not make X one). */
function mainSubject(occurrences: readonly SentenceOccurrence[]): DiscourseEntity | undefined {
  let main: SentenceOccurrence | undefined;
  for (const occurrence of occurrences) if (occurrence.subject && occurrence.leading && (!main || occurrence.start < main.start)) main = occurrence;
  return main?.entity;
}

function compatibility(entity: DiscourseEntity, pronoun: PronounClass, untypedTopic: boolean): Compatibility {
  if (entity.kind === 'unknown') {
    // The title is what a titled passage's pronouns usually mean; untyped, it takes he/she/it (not "they").
    if (untypedTopic && !entity.conflicted && pronoun.kind !== 'group') return 'yes';
    return 'maybe';
  }
  if (pronoun.kind === 'person') {
    if (entity.kind !== 'person') return 'no';
    return entity.gender !== undefined && entity.gender !== pronoun.gender ? 'no' : 'yes';
  }
  if (pronoun.kind === 'thing') return entity.kind === 'thing' || entity.kind === 'group' ? 'yes' : 'no';
  return entity.kind === 'group' ? 'yes' : 'no';
}

/** No verb before the token: the pronoun is (part of) the main clause's subject ("In 1990, he ...", "Its chief engineer ..."). */
function opensSentence(tokens: readonly Token[], start: number): boolean {
  for (let index = 0; index < start; index++) {
    const token = tokens[index] as Token;
    if (token.pos === 'VERB' || token.pos === 'AUX') return false;
  }
  return true;
}

/**
 * No finite verb before the token, a participial opener set off by a comma aside ("Established in
 * 1963, SJCE has ..."): a subject there is the sentence's main subject.
 */
export function leadsSentence(tokens: readonly Token[], start: number): boolean {
  let verbPending = false;
  for (let index = 0; index < start; index++) {
    const token = tokens[index] as Token;
    if (token.pos === 'AUX') return false;
    if (token.pos === 'VERB') verbPending = true;
    else if (token.text === ',') verbPending = false;
  }
  return !verbPending;
}

/**
 * "the <noun>" is read only as the topic (or, before the topic is known, the title): descriptions of
 * other entities are too often mis-attributed ("Fahrenheit, the song, ...") for a reliable link.
 */
function resolveDefinite(phrase: NounPhrase, sentence: ReferenceSentence): DiscourseEntity | undefined {
  const discourse = sentence.discourse;
  const target = discourse.topic ?? discourse.titleEntity;
  if (!target) return undefined;
  const describedAt = target.heads.get(phrase.head);
  if (describedAt === undefined) return undefined;
  const before = describedAt < discourse.position || discourse.current.some((occurrence) => occurrence.entity === target && occurrence.start < phrase.start);
  if (!before) return undefined;
  // Another entity described with the same noun makes "the <noun>" ambiguous.
  for (const entity of discourse.entities.values()) if (entity !== target && entity.heads.has(phrase.head)) return undefined;
  return target;
}
