import type { NounPhrase } from './noun-phrase.js';
import type { DiscourseEntity, PassageDiscourse, SentenceOccurrence } from './passage-discourse.js';
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

/** "the company": a single common noun after "the", with nothing else to narrow it. */
export function isDefiniteDescription(phrase: NounPhrase): boolean {
  return phrase.kind === 'common' && /^the /i.test(phrase.fullText) && phrase.text.split(' ').length === 1 && phrase.possessor === undefined;
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
 *  - one compatible candidate: that one. Several: the topic, only when the pronoun opens its sentence
 *    (no verb before it) and the previous sentence's main subject was the topic (or cannot be the
 *    referent) — otherwise nothing;
 *  - pleonastic "it" ("it is raining", "it was reported that") refers to nothing;
 *  - "the <noun>" is the one entity that the passage has described with that noun ("X is a company" ->
 *    "the company"); when two entities share the description, nothing.
 */
export function resolveReference(phrase: NounPhrase, sentence: ReferenceSentence): ResolvedReference | undefined {
  const key = referenceKey(phrase);
  if (sentence.resolved.has(key)) return sentence.resolved.get(key);
  const entity = phrase.kind === 'pronoun' ? resolvePronoun(phrase, sentence) : isDefiniteDescription(phrase) ? resolveDefinite(phrase, sentence) : undefined;
  const reference: ResolvedReference | undefined = entity
    ? { surface: phrase.kind === 'pronoun' ? phrase.text : phrase.fullText, entity, start: phrase.start, via: phrase.kind === 'pronoun' ? 'pronoun' : 'definite' }
    : undefined;
  sentence.resolved.set(key, reference);
  return reference;
}

function resolvePronoun(phrase: NounPhrase, sentence: ReferenceSentence): DiscourseEntity | undefined {
  const word = phrase.head;
  const pronoun = pronounClass(word);
  if (!pronoun) return undefined;
  if (word === 'it' && isPleonasticIt(sentence.tokens, phrase.start)) return undefined;
  const discourse = sentence.discourse;
  const topic = discourse.topic;
  const candidates = new Set<DiscourseEntity>();
  if (topic) candidates.add(topic);
  for (const occurrence of discourse.previous) candidates.add(occurrence.entity);
  for (const occurrence of discourse.current) if (occurrence.start < phrase.start) candidates.add(occurrence.entity);
  // The previous sentence's main subject (its first clause subject) and the subjects written earlier in
  // this sentence are the entities a pronoun most likely continues.
  const previousMain = mainSubject(discourse.previous);
  const salient = new Set<DiscourseEntity>();
  if (previousMain) salient.add(previousMain);
  for (const occurrence of discourse.current) if (occurrence.subject && occurrence.start < phrase.start) salient.add(occurrence.entity);
  const compatible: DiscourseEntity[] = [];
  for (const candidate of candidates) {
    const fit = compatibility(candidate, pronoun, candidate === topic);
    if (fit === 'yes') compatible.push(candidate);
    else if (fit === 'maybe' && salient.has(candidate)) return undefined;
  }
  if (compatible.length === 1) return compatible[0];
  if (compatible.length === 0 || !topic || !compatible.includes(topic)) return undefined;
  const topicContinues = !previousMain || previousMain === topic || compatibility(previousMain, pronoun, false) === 'no';
  const competitorEarlier = discourse.current.some((occurrence) => occurrence.entity !== topic && occurrence.start < phrase.start && occurrence.subject && compatible.includes(occurrence.entity));
  return topicContinues && !competitorEarlier && opensSentence(sentence.tokens, phrase.start) ? topic : undefined;
}

function mainSubject(occurrences: readonly SentenceOccurrence[]): DiscourseEntity | undefined {
  let main: SentenceOccurrence | undefined;
  for (const occurrence of occurrences) if (occurrence.subject && (!main || occurrence.start < main.start)) main = occurrence;
  return main?.entity;
}

function compatibility(entity: DiscourseEntity, pronoun: PronounClass, isTopic: boolean): Compatibility {
  if (entity.kind === 'unknown') {
    // The topic is what the passage's pronouns usually mean; untyped, it takes he/she/it (not "they").
    if (isTopic && !entity.conflicted && pronoun.kind !== 'group') return 'yes';
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

function resolveDefinite(phrase: NounPhrase, sentence: ReferenceSentence): DiscourseEntity | undefined {
  const discourse = sentence.discourse;
  const matches: DiscourseEntity[] = [];
  for (const entity of discourse.entities.values()) {
    const describedAt = entity.heads.get(phrase.head);
    if (describedAt === undefined) continue;
    const before = describedAt < discourse.position || discourse.current.some((occurrence) => occurrence.entity === entity && occurrence.start < phrase.start);
    if (before) matches.push(entity);
  }
  return matches.length === 1 ? matches[0] : undefined;
}
