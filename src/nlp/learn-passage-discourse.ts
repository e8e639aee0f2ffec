import { entityKey } from './entity-key.js';
import { KINSHIP, kindOfHead } from './entity-kind.js';
import type { NounPhrase } from './noun-phrase.js';
import { describeEntity, discourseEntity, learnKind, mergeAlias, noteOccurrence, type DiscourseEntity, type PassageDiscourse } from './passage-discourse.js';
import { pronounClass } from './pronoun-class.js';
import type { ResolutionContext } from './resolution-context.js';
import { resolveObject, resolveSubject } from './resolve-entity.js';
import { isDefiniteDescription, leadsSentence, referenceKey, resolveReference, type ResolvedReference } from './resolve-reference.js';
import type { SentenceFrame } from './sentence-frame.js';
import type { Token } from './token.js';
import type { TripleDraft } from './triple-draft.js';

/** Drafts whose subject is not a clause subject: an appositive's name may be an object ("married Anna, a singer"), a possessor is a modifier. */
const NON_CLAUSE_RULES = new Set(['appositive', 'possessive']);
/** Rules that only people get: birth, death, life dates. */
const PERSON_RULES = new Set(['born', 'died', 'life-dates']);

/** The head noun of a title's disambiguator, when it is a common noun: "Illusions (1982 film)" -> "film"; "Paris (Texas)" -> none. */
export function titleDisambiguatorHead(title: string): string | undefined {
  const match = /\(([^()]*)\)\s*$/.exec(title);
  const last = match?.[1]?.trim().split(/\s+/).pop();
  return last && /^[a-z][a-z-]*$/.test(last) ? last : undefined;
}

function clauseSubjects(drafts: readonly TripleDraft[]): Set<NounPhrase> {
  const subjects = new Set<NounPhrase>();
  for (const draft of drafts) if (!NON_CLAUSE_RULES.has(draft.rule)) subjects.add(draft.subject);
  return subjects;
}

/**
 * Learns from a sentence's names, before its references are read: where each named entity occurs and
 * whether as a clause subject, and what the sentence says each is — a description ("X is a company",
 * "X, an American actress", "actor Tom Hanks", "his wife, Anna"), life dates (a person), a kinship
 * relation (two people, with the relative's sex when the noun has one).
 */
export function learnFromSentence(frame: SentenceFrame, drafts: readonly TripleDraft[], context: ResolutionContext, discourse: PassageDiscourse): void {
  const subjects = clauseSubjects(drafts);
  const entities = new Map<NounPhrase, DiscourseEntity>();
  const entityOf = (phrase: NounPhrase): DiscourseEntity | undefined => {
    if (phrase.kind !== 'proper') return undefined;
    if (entities.has(phrase)) return entities.get(phrase);
    const name = subjects.has(phrase) ? resolveSubject(phrase, context).name : resolveObject(phrase, context);
    const entity = name ? discourseEntity(discourse, name) : undefined;
    if (entity) entities.set(phrase, entity);
    return entity;
  };
  for (const item of frame.items) {
    if (item.type !== 'phrase') continue;
    const entity = entityOf(item.phrase);
    if (!entity) continue;
    noteOccurrence(discourse, entity, item.phrase.start, subjects.has(item.phrase), leadsSentence(frame.tokens, item.phrase.start));
    const descriptor = item.phrase.descriptor?.split(' ').pop()?.toLowerCase();
    if (descriptor) describeEntity(entity, descriptor, discourse.position);
  }
  for (const [description, owner] of frame.owners) {
    const entity = entityOf(owner);
    if (!entity) continue;
    if (description.kind === 'common') describeEntity(entity, description.head, discourse.position);
    // "X was a Queen of Aragon", "X is the Duke of Y": a name that opens with a role word describes.
    const role = description.kind === 'proper' ? description.text.split(' ')[0]?.toLowerCase() : undefined;
    if (role && kindOfHead(role).kind === 'person') describeEntity(entity, role, discourse.position);
  }
  for (const draft of drafts) learnFromDraft(draft, entityOf(draft.subject), entityOf(draft.object));
}

function learnFromDraft(draft: TripleDraft, subject: DiscourseEntity | undefined, object: DiscourseEntity | undefined): void {
  if (PERSON_RULES.has(draft.rule)) {
    if (subject) learnKind(subject, 'person');
    return;
  }
  const words = draft.relation.split(' ');
  const kin = words.find((word) => KINSHIP.has(word));
  if (!kin) return;
  const kinKind = kindOfHead(kin);
  // (X, wife, Y) from "X's wife Y" / "His wife was Y": Y is the wife. (X, is the son of, Y): X is the son.
  const possessive = draft.rule === 'possessive';
  if (subject) learnKind(subject, 'person', possessive ? undefined : kinKind.gender);
  if (object) learnKind(object, 'person', possessive ? kinKind.gender : undefined);
}

/**
 * The passage's lead subject: the name that opens its first sentence and is the subject of one of its
 * clauses ("Acme Corporation is a company ...", "Ada Park (born 1970) was ...").
 */
export function leadSubject(frame: SentenceFrame, drafts: readonly TripleDraft[], context: ResolutionContext, discourse: PassageDiscourse): DiscourseEntity | undefined {
  const first = frame.items[0];
  if (first?.type !== 'phrase' || first.phrase.kind !== 'proper') return undefined;
  if (!clauseSubjects(drafts).has(first.phrase)) return undefined;
  const name = resolveSubject(first.phrase, context).name;
  return name ? discourseEntity(discourse, name) : undefined;
}

/**
 * Reads every reference of the sentence (pronouns, possessive determiners, "the <noun>" outside
 * descriptions), so mentions cover references that no triple uses, and returns all the sentence's
 * resolved references in order.
 */
export function referenceMentions(frame: SentenceFrame, context: ResolutionContext): ResolvedReference[] {
  const sentence = context.reference;
  if (!sentence) return [];
  const descriptions = new Set(frame.owners.keys());
  for (const item of frame.items) {
    if (item.type !== 'phrase') continue;
    const phrase = item.phrase;
    if (phrase.kind === 'pronoun' || (isDefiniteDescription(phrase) && !descriptions.has(phrase))) resolveReference(phrase, sentence);
    const possessor = frame.possessors.get(phrase);
    if (possessor && possessor.kind === 'pronoun') resolveReference(possessor, sentence);
  }
  const resolved: ResolvedReference[] = [];
  for (const reference of sentence.resolved.values()) if (reference) resolved.push(reference);
  return resolved.sort((left, right) => left.start - right.start);
}

/**
 * Learns from the sentence's resolved references: they are occurrences of their entity (clause
 * subjects when a clause's subject), a pronoun tells the entity's kind and sex, and a description or
 * life event of a reference ("He was a lawyer", "She died in 1990") describes its entity.
 */
export function learnFromReferences(frame: SentenceFrame, drafts: readonly TripleDraft[], context: ResolutionContext, discourse: PassageDiscourse): void {
  const resolved = context.reference?.resolved ?? new Map<string, ResolvedReference | undefined>();
  const references = [...resolved.values()].filter((reference): reference is ResolvedReference => reference !== undefined);
  let main: NounPhrase | undefined;
  for (const draft of drafts) if (!NON_CLAUSE_RULES.has(draft.rule) && (!main || draft.subject.start < main.start)) main = draft.subject;
  const opening = main?.kind === 'pronoun' ? pronounClass(main.head) : undefined;
  if (main && opening) discourse.opening = { pronoun: opening, resolved: resolved.get(referenceKey(main)) !== undefined };
  const subjectStarts = new Set<number>();
  for (const draft of drafts) if (!NON_CLAUSE_RULES.has(draft.rule) || draft.subject.kind === 'pronoun') subjectStarts.add(draft.subject.start);
  for (const reference of references) {
    noteOccurrence(discourse, reference.entity, reference.start, subjectStarts.has(reference.start), leadsSentence(frame.tokens, reference.start));
    if (reference.via !== 'pronoun') continue;
    // Only a pronoun that opens its sentence is trusted to teach its entity's kind and sex (a later
    // "his" may belong to someone the passage never named).
    // (Nominative ones were counted when resolved; possessive determiners opening a sentence are counted here.)
    const pronoun = pronounClass(reference.surface.toLowerCase());
    const counted = ['he', 'she', 'it', 'they'].includes(reference.surface.toLowerCase());
    if (pronoun && !counted && leadsSentence(frame.tokens, reference.start)) learnKind(reference.entity, pronoun.kind, pronoun.kind === 'person' ? pronoun.gender : undefined);
  }
  const entityOf = (phrase: NounPhrase): DiscourseEntity | undefined => resolved.get(referenceKey(phrase))?.entity;
  for (const [description, owner] of frame.owners) {
    const entity = owner.kind !== 'proper' ? entityOf(owner) : undefined;
    if (entity && description.kind === 'common') describeEntity(entity, description.head, discourse.position);
  }
  for (const draft of drafts) {
    const subject = draft.subject.kind !== 'proper' ? entityOf(draft.subject) : undefined;
    if (subject && PERSON_RULES.has(draft.rule)) learnKind(subject, 'person');
  }
}

/**
 * In the lead sentence, other names the topic is given before the main verb are aliases of it:
 * "Charlemagne or Charles the Great (742–814), numbered Charles I, was ...", "The Three-Day Reign
 * a.k.a. Three Days of Their Reign is ...". A name joined by "and" is a second subject, not an alias.
 */
export function mergeLeadAliases(frame: SentenceFrame, drafts: readonly TripleDraft[], context: ResolutionContext, discourse: PassageDiscourse): void {
  const topic = discourse.topic;
  if (!topic || discourse.position !== 0) return;
  const subjects = clauseSubjects(drafts);
  const end = mainVerbIndex(frame);
  for (let index = 0; index < frame.items.length; index++) {
    const item = frame.items[index];
    if (item?.type !== 'phrase') continue;
    if (item.phrase.start >= end) break;
    if (item.phrase.kind !== 'proper' || !subjects.has(item.phrase)) continue;
    const before = frame.items[index - 1];
    if (before?.type === 'word' && (before.token.pos === 'CCONJ' && before.token.lower !== 'or')) continue;
    const name = resolveSubject(item.phrase, context).name;
    const entity = name ? discourse.entities.get(entityKey(name)) : undefined;
    if (entity && entity !== topic) mergeAlias(discourse, entity, topic);
  }
}

/** Participles that introduce another name: "commonly known as", "nicknamed", "born", "formerly called". */
const NAMING_PARTICIPLES = new Set(['known', 'called', 'named', 'nicknamed', 'born', 'styled', 'titled', 'spelled', 'spelt', 'romanized', 'romanised', 'abbreviated', 'dubbed', 'renamed']);

/** Token index of the lead sentence's main verb: the first auxiliary, or verb not opening a ", numbered ..." or "known as ..." aside. */
export function mainVerbIndex(frame: SentenceFrame): number {
  for (let index = 0; index < frame.tokens.length; index++) {
    const token = frame.tokens[index] as Token;
    if (token.pos === 'AUX') return index;
    if (token.pos === 'VERB' && frame.tokens[index - 1]?.text !== ',' && !NAMING_PARTICIPLES.has(token.lower)) return index;
  }
  return frame.tokens.length;
}
