import type { NounPhrase, SentenceItem } from '../noun-phrase.js';
import { phraseAt, wordAt, type SentenceFrame } from '../sentence-frame.js';
import type { TripleDraft } from '../triple-draft.js';
import { findSubject } from './find-subject.js';
import { modifierVariants } from './modifier-variants.js';
import { readVerbGroup, startsVerbGroup, type VerbGroup } from './verb-group.js';

const OBJECT_KINDS = new Set(['proper', 'common', 'date', 'number', 'adjective']);
const LOCATIVE_PREPOSITIONS = new Set(['in', 'at', 'near', 'from']);
const PLACE_OR_TIME_PREPOSITIONS = new Set(['in', 'on', 'at', 'from', 'to', 'by', 'with', 'for', 'near', 'during', 'since', 'until', 'into', 'as']);

/**
 * Clause rules around each verb group (ReVerb-style relation phrases V | V P | V W* P):
 *  - 'copula':        "X is the father of Y" -> (X, is the father of, Y); "X is an American actor" -> (X, is, American actor)
 *  - 'copula-modifier': the capitalised modifier of a copula complement: (X, is, American); its year: (X, film from, 1998)
 *  - 'verb':          "X married Y" -> (X, married, Y); "X gave birth to Y" -> (X, gave birth to, Y)
 *  - 'passive-agent': "X was founded by Y" and reduced relatives "X is a film directed by Y" -> (X, directed by, Y)
 *  - 'born' / 'died': "X was born in Y on DATE", "X died in Y"
 *  - 'possessive':    "His father was Y" -> (title, father, Y)
 * Coordinated objects ("A, B and C") give one triple each; a verb without a direct object keeps
 * reading prepositional phrases ("died in Paris on 5 May 1950" gives two triples).
 */
export function applyRelationRule(frame: SentenceFrame): TripleDraft[] {
  const drafts: TripleDraft[] = [];
  const items = frame.items;
  let previousSubject: NounPhrase | undefined;
  let index = 0;
  while (index < items.length) {
    const token = wordAt(items, index);
    if (!token || !startsVerbGroup(token)) { index++; continue; }
    const group = readVerbGroup(items, index);
    const subject = subjectFor(frame, group, previousSubject);
    if (subject) {
      previousSubject = subject;
      drafts.push(...readComplements(frame, group, subject));
    }
    index = group.end + 1;
  }
  return drafts;
}

function subjectFor(frame: SentenceFrame, group: VerbGroup, previousSubject: NounPhrase | undefined): NounPhrase | undefined {
  const before = phraseAt(frame.items, group.start - 1);
  const comma = wordAt(frame.items, group.start - 1);
  // Participle clause after a comma: "..., giving Tuscany to Boso" continues the main subject.
  if (group.bareParticiple && comma?.text === ',' && previousSubject) return previousSubject;
  if (group.bareParticiple && before) {
    // Reduced relative: "a 1998 film directed by ..." attaches to the entity the description belongs to.
    const owner = frame.owners.get(before);
    if (owner) return owner;
  }
  if (group.bareParticiple && startsClause(frame.items, group.start)) {
    // "Born in Hoboken, New Jersey, Sinatra began ...": the subject follows the participle clause.
    const ahead = findSubjectAhead(frame.items, group.end + 1);
    if (ahead) return ahead;
  }
  const found = findSubject(frame, group.start);
  if (found) return found;
  // Verb coordination: "X was born in Y and died in Z".
  const conjunction = wordAt(frame.items, group.start - 1);
  if (conjunction && (conjunction.pos === 'CCONJ' || conjunction.text === ',')) return previousSubject;
  return undefined;
}

function startsClause(items: readonly SentenceItem[], index: number): boolean {
  for (let before = index - 1; before >= 0; before--) {
    const word = wordAt(items, before);
    if (!word || (word.pos !== 'ADV' && word.pos !== 'CCONJ')) return false;
  }
  return true;
}

/** The name or pronoun right after a comma and before a verb: the main clause's subject. */
function findSubjectAhead(items: readonly SentenceItem[], from: number): NounPhrase | undefined {
  for (let index = from; index + 2 < items.length; index++) {
    if (wordAt(items, index)?.text !== ',') continue;
    const phrase = phraseAt(items, index + 1);
    const verb = wordAt(items, index + 2);
    if (phrase && (phrase.kind === 'proper' || phrase.kind === 'pronoun' || phrase.kind === 'common') && verb && (verb.pos === 'VERB' || verb.pos === 'AUX')) return phrase;
  }
  return undefined;
}

function readComplements(frame: SentenceFrame, group: VerbGroup, subject: NounPhrase): TripleDraft[] {
  const items = frame.items;
  const drafts: TripleDraft[] = [];
  let cursor = group.end + 1;
  const preposition = wordAt(items, cursor);
  const isPreposition = preposition !== undefined && (preposition.pos === 'ADP' || (preposition.pos === 'PART' && preposition.lower === 'to'));
  if (isPreposition) cursor++;
  if (wordAt(items, cursor)?.pos === 'DET') cursor++;
  const first = phraseAt(items, cursor);
  if (!first || !OBJECT_KINDS.has(first.kind)) return drafts;
  const stems = group.stems.map((stem) => (isPreposition ? `${stem} ${preposition.lower}` : stem));

  if (group.copula && !isPreposition) return readCopula(frame, group, subject, first, cursor);

  // V W* P: "gave birth to Y", "took part in Y" — a short common noun between the verb and a preposition.
  const afterFirst = wordAt(items, cursor + 1);
  const second = phraseAt(items, cursor + 2);
  if (!isPreposition && first.kind === 'common' && first.modifiers.length === 0 && !first.year && first.text.split(' ').length <= 2 && afterFirst?.pos === 'ADP' && second && isEntityLike(second)) {
    for (const stem of group.stems) {
      for (const object of coordinated(items, cursor + 2)) drafts.push(draft(subject, `${stem} ${first.fullText.toLowerCase()} ${afterFirst.lower}`, object, group, 'verb', 0.6));
    }
    return drafts;
  }

  const objects = coordinated(items, cursor);
  if (isPreposition && LOCATIVE_PREPOSITIONS.has(preposition.lower)) objects.push(...placeChain(items, cursor));
  stems.forEach((stem, order) => {
    const rule = ruleFor(group, order, isPreposition ? preposition.lower : '');
    for (const object of objects) drafts.push(draft(subject, stem, resolveAppositiveObject(items, object), group, rule, strengthFor(rule, object)));
  });
  // Further prepositional phrases of an intransitive use: "died in Paris on 5 May 1950".
  if (isPreposition || objects.every((object) => object.kind === 'date')) {
    let next = lastIndexOf(items, objects, cursor) + 1;
    while (next < items.length) {
      const word = wordAt(items, next);
      if (word?.text === ',' && phraseAt(items, next + 1)) { next++; continue; }
      const phrase = phraseAt(items, next + 1);
      if (!word || word.pos !== 'ADP' || !PLACE_OR_TIME_PREPOSITIONS.has(word.lower) || !phrase || !isEntityLike(phrase)) break;
      const chain = coordinated(items, next + 1);
      const extended = LOCATIVE_PREPOSITIONS.has(word.lower) ? [...chain, ...placeChain(items, next + 1)] : chain;
      group.stems.forEach((stem, order) => {
        const rule = ruleFor(group, order, word.lower);
        for (const object of extended) drafts.push(draft(subject, `${stem} ${word.lower}`, object, group, rule, strengthFor(rule, object) - 0.1));
      });
      next = lastIndexOf(items, chain, next + 1) + 1;
    }
  }
  return drafts;
}

/** Copula: class triple, modifiers, "is the father of Y", possessive subjects ("His father was Y"). */
function readCopula(frame: SentenceFrame, group: VerbGroup, subject: NounPhrase, complement: NounPhrase, cursor: number): TripleDraft[] {
  const items = frame.items;
  const drafts: TripleDraft[] = [];
  const stem = group.stems[0] ?? 'is';
  const possessor = frame.possessors.get(subject);
  if (possessor && subject.kind === 'common' && isEntityLike(complement)) {
    for (const object of coordinated(items, cursor)) drafts.push(draft(possessor, subject.text.toLowerCase(), object, group, 'possessive', 0.8));
    return drafts;
  }
  frame.owners.set(complement, subject);
  // "the wife of A and daughter of B", "a granddaughter of A, the daughter of B": one triple per description.
  let position = cursor;
  let description: NounPhrase | undefined = complement;
  while (description && (description.kind === 'common' || description.kind === 'adjective')) {
    const preposition = wordAt(items, position + 1);
    const target = phraseAt(items, position + 2);
    if (preposition?.pos !== 'ADP' || !target || !isEntityLike(target)) break;
    const relation = `${stem} ${description.fullText.toLowerCase()} ${preposition.lower}`;
    const objects = coordinated(items, position + 2);
    for (const object of objects) drafts.push(draft(subject, relation, resolveAppositiveObject(items, object), group, 'copula', 0.8));
    position = lastIndexOf(items, objects, position + 2) + 1;
    if (wordAt(items, position)?.text === ',') position++;
    if (wordAt(items, position)?.pos === 'CCONJ') position++;
    description = phraseAt(items, position);
    if (description && description !== complement) frame.owners.set(description, subject);
  }
  drafts.push(draft(subject, stem, complement, group, 'copula', complement.kind === 'proper' ? 0.7 : 0.75));
  for (const modifier of modifierVariants(complement.modifiers)) {
    drafts.push(draft(subject, stem, { ...complement, kind: 'adjective', text: modifier, fullText: modifier, head: modifier.toLowerCase(), modifiers: [] }, group, 'copula-modifier', 0.6));
  }
  if (complement.year) {
    drafts.push(draft(subject, `${complement.head} from`, { ...complement, kind: 'date', text: complement.year, fullText: complement.year, head: complement.year, modifiers: [] }, group, 'copula-modifier', 0.65));
  }
  return drafts;
}

const POSSESSIVE_MARKS = new Set(["'s", '’s', "'", '’']);

/** "his elder brother, Guy," as an object means Guy; so does "Hugh's brother, Guy" (not "Hugh"). */
function resolveAppositiveObject(items: readonly SentenceItem[], object: NounPhrase): NounPhrase {
  let index = items.findIndex((item) => item.type === 'phrase' && item.phrase === object);
  const mark = wordAt(items, index + 1);
  const possessed = phraseAt(items, index + 2);
  if (mark && POSSESSIVE_MARKS.has(mark.lower) && possessed) {
    object = possessed;
    index += 2;
  }
  if (object.kind !== 'common') return object;
  const comma = wordAt(items, index + 1);
  const name = phraseAt(items, index + 2);
  if (comma?.text === ',' && name?.kind === 'proper') return name;
  return object;
}

/** The phrase at `start` and those coordinated with it: "A, B and C", "Santa Rosa, California". */
export function coordinated(items: readonly SentenceItem[], start: number): NounPhrase[] {
  const first = phraseAt(items, start);
  if (!first) return [];
  const phrases = [first];
  let index = start + 1;
  while (index < items.length) {
    const word = wordAt(items, index);
    if (!word || !(word.text === ',' || word.pos === 'CCONJ')) break;
    let next = index + 1;
    if (word.text === ',' && wordAt(items, next)?.pos === 'CCONJ') next++;
    const phrase = phraseAt(items, next);
    if (!phrase || !sameFamily(first, phrase)) break;
    const after = wordAt(items, next + 1);
    if (after && (after.pos === 'VERB' || after.pos === 'AUX')) break;
    phrases.push(phrase);
    index = next + 1;
  }
  return phrases;
}

/** "in Santa Rosa, California": the first two places joined, as the place is often named ("Southampton, Hampshire"). */
function placeChain(items: readonly SentenceItem[], start: number): NounPhrase[] {
  const first = phraseAt(items, start);
  const second = phraseAt(items, start + 2);
  if (!first || !second || first.kind !== 'proper' || second.kind !== 'proper' || wordAt(items, start + 1)?.text !== ',') return [];
  const text = `${first.text}, ${second.text}`;
  return [{ ...first, text, fullText: text, end: second.end, isTitle: false }];
}

function sameFamily(left: NounPhrase, right: NounPhrase): boolean {
  if (left.kind === 'date' || right.kind === 'date') return left.kind === right.kind;
  return (left.kind === 'proper') === (right.kind === 'proper');
}

function lastIndexOf(items: readonly SentenceItem[], phrases: readonly NounPhrase[], fallback: number): number {
  const last = phrases[phrases.length - 1];
  const index = items.findIndex((item) => item.type === 'phrase' && item.phrase === last);
  return index < 0 ? fallback : index;
}

function isEntityLike(phrase: NounPhrase): boolean {
  return phrase.kind === 'proper' || phrase.kind === 'date' || phrase.kind === 'number';
}

function ruleFor(group: VerbGroup, order: number, preposition: string): string {
  const verb = group.verbs[order];
  if (verb?.lower === 'born') return 'born';
  if (verb?.lemma === 'die') return 'died';
  if (group.copula) return 'copula';
  if ((group.passive || group.bareParticiple) && preposition === 'by') return 'passive-agent';
  return 'verb';
}

function strengthFor(rule: string, object: NounPhrase): number {
  const base = rule === 'born' || rule === 'died' ? 0.9 : rule === 'passive-agent' ? 0.85 : rule === 'copula' ? 0.75 : 0.6;
  return object.kind === 'common' ? base - 0.2 : base;
}

function draft(subject: NounPhrase, relation: string, object: NounPhrase, group: VerbGroup, rule: string, strength: number): TripleDraft {
  return { subject, relation, object, negated: group.negated, passive: group.passive || (group.bareParticiple && relation.endsWith(' by')), rule, strength };
}
