import { entityKey } from './entity-key.js';
import type { PronounClass } from './pronoun-class.js';
import { isReferringHead, kindOfHead, type EntityKind, type Gender } from './entity-kind.js';

/** One named entity of the passage, as reference resolution sees it. */
export interface DiscourseEntity {
  /** Entity name as the triples write it (the title for title mentions). */
  name: string;
  key: string;
  /** Read from `evidence`: the kind with the most weight; unknown on a tie. */
  kind: EntityKind;
  /** Read from `evidence`: the sex with the most weight; undefined on a tie. */
  gender?: Gender;
  /** Weights of what the passage said the entity is: a person (life dates, "actress", "he"), a thing ("film", "it"), a group ("band", "they"); male/female. */
  evidence: { person: number; thing: number; group: number; male: number; female: number };
  /** Head nouns of its descriptions ("company" from "X is a software company"), with the sentence that gave each: "the company" may then mean it. */
  heads: Map<string, number>;
  /** The passage described it inconsistently (as much a person as a thing): no pronoun is read as it by kind. */
  conflicted?: boolean;
  /** Sentence positions where it is named or referred to. */
  sentences: Set<number>;
}

/** Where and how an entity occurs in the sentence being read. */
export interface SentenceOccurrence {
  entity: DiscourseEntity;
  /** Token index where the mention starts. */
  start: number;
  /** Whether the mention is the subject of a clause of the sentence. */
  subject: boolean;
  /** Whether no finite verb precedes it in the sentence (see `leadsSentence`). */
  leading: boolean;
}

/**
 * What a passage has said so far about the entities it names: kinds, genders and description heads
 * learnt from its own sentences, which entity the passage is about (its topic), and who the subject of
 * the previous sentence was. It is built from the passage alone.
 */
export interface PassageDiscourse {
  entities: Map<string, DiscourseEntity>;
  /** The entity the passage is about: the title once mentioned, else the lead sentence's subject. */
  topic?: DiscourseEntity;
  /** The title's entity before it becomes the topic (titled passages). */
  titleEntity?: DiscourseEntity;
  /** Position of the sentence being read. */
  position: number;
  /** Named entities of the sentence being read, in order. */
  current: SentenceOccurrence[];
  /** Named entities of the previous sentence. */
  previous: SentenceOccurrence[];
  /** The pronoun that opened the previous sentence as its subject ("He was the son of X."), and whether it was resolved. */
  previousOpening?: { pronoun: PronounClass; resolved: boolean };
  /** The same for the sentence being read. */
  opening?: { pronoun: PronounClass; resolved: boolean };
}

export function createPassageDiscourse(): PassageDiscourse {
  return { entities: new Map(), position: 0, current: [], previous: [] };
}

/** The entity named `name`, created on first sight. */
export function discourseEntity(discourse: PassageDiscourse, name: string): DiscourseEntity | undefined {
  const key = entityKey(name);
  if (key.length === 0) return undefined;
  let entity = discourse.entities.get(key);
  if (!entity && discourse.topic && isTopicShortName(discourse, key)) return discourse.topic;
  if (!entity) {
    entity = { name, key, kind: 'unknown', evidence: { person: 0, thing: 0, group: 0, male: 0, female: 0 }, heads: new Map(), sentences: new Set() };
    discourse.entities.set(key, entity);
    // A name ending in a common noun says what it names: "VCU Rams men's basketball team" is a team.
    const words = name.trim().split(/\s+/);
    const last = words[words.length - 1] ?? '';
    if (words.length >= 2 && /^[a-z][a-z-]+$/.test(last)) describeEntity(entity, last, -1);
  }
  return entity;
}

/** Starts reading the sentence at `position`: the current sentence's occurrences become the previous ones. */
export function beginSentence(discourse: PassageDiscourse, position: number): void {
  if (position > 0) {
    discourse.previous = discourse.current;
    discourse.previousOpening = discourse.opening;
  }
  discourse.position = position;
  discourse.current = [];
  discourse.opening = undefined;
}

export function noteOccurrence(discourse: PassageDiscourse, entity: DiscourseEntity, start: number, subject: boolean, leading: boolean): void {
  entity.sentences.add(discourse.position);
  const existing = discourse.current.find((occurrence) => occurrence.entity === entity && occurrence.start === start);
  if (existing) existing.subject ||= subject;
  else discourse.current.push({ entity, start, subject, leading });
}

/**
 * Records a description of the entity ("company", "actress"): its head becomes a name "the <head>" may
 * use, and adds the weight of the kind it implies (a listed role outweighs a head read as a thing by default).
 */
export function describeEntity(entity: DiscourseEntity, head: string, position: number): void {
  if (!isReferringHead(head)) return;
  if (!entity.heads.has(head)) entity.heads.set(head, position);
  const described = kindOfHead(head);
  learnKind(entity, described.kind, described.gender, described.strength);
}

/**
 * Adds evidence of the entity's kind (and sex) and re-reads them: the kind with the most weight wins
 * (a group is also a non-person); when a person and a non-person weigh the same, the entity is
 * conflicted and no pronoun is read as it by kind.
 */
export function learnKind(entity: DiscourseEntity, kind: EntityKind, gender?: Gender, weight = 2): void {
  if (kind === 'unknown') return;
  const evidence = entity.evidence;
  evidence[kind] += weight;
  if (gender) evidence[gender] += weight;
  const nonPerson = evidence.thing + evidence.group;
  entity.conflicted = evidence.person > 0 && evidence.person === nonPerson;
  if (evidence.person > nonPerson) entity.kind = 'person';
  else if (nonPerson > evidence.person) entity.kind = evidence.group > evidence.thing ? 'group' : 'thing';
  else entity.kind = 'unknown';
  entity.gender = entity.kind === 'person' && evidence.male !== evidence.female ? (evidence.male > evidence.female ? 'male' : 'female') : undefined;
}

/**
 * Makes `alias` another name of `entity` for the rest of the passage ("Charles the Great" for
 * "Charlemagne", "Park" for "Ada Park"): what the passage said of the alias is said of the entity, and
 * the alias's occurrences count as the entity's.
 */
export function mergeAlias(discourse: PassageDiscourse, alias: DiscourseEntity, entity: DiscourseEntity): void {
  if (alias === entity) return;
  for (const [head, position] of alias.heads) if (!entity.heads.has(head)) entity.heads.set(head, position);
  for (const kind of ['person', 'thing', 'group'] as const) if (alias.evidence[kind] > 0) learnKind(entity, kind, undefined, alias.evidence[kind]);
  entity.evidence.male += alias.evidence.male;
  entity.evidence.female += alias.evidence.female;
  learnKind(entity, 'person', undefined, 0);
  for (const position of alias.sentences) entity.sentences.add(position);
  for (const list of [discourse.current, discourse.previous]) for (const occurrence of list) if (occurrence.entity === alias) occurrence.entity = entity;
  for (const [key, value] of discourse.entities) if (value === alias) discourse.entities.set(key, entity);
}

/**
 * A one-word name that is the first or last word of a longer topic name ("Park", "Ada" for "Ada
 * Park") is read as the topic within the passage (not in triples: relatives share surnames).
 */
export function isTopicShortName(discourse: PassageDiscourse, key: string): boolean {
  const topic = discourse.topic;
  if (!topic || key.includes(' ')) return false;
  const words = topic.key.split(' ');
  return words.length >= 2 && (words[0] === key || words[words.length - 1] === key);
}
