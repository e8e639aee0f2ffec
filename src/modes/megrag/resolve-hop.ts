import { entityKey } from '../../nlp/index.js';
import { fitsAnswerType, formatAnswer, isNameLike } from '../../answer/answer-typing.js';
import { tripleText, type CandidateSentence, type CandidateSet, type EvidenceItem } from './candidate-set.js';
import type { Granularity } from './granularity.js';
import { findAllDates } from '../../nlp/parse-date.js';
import { MONTH_NAME_PATTERN } from '../../nlp/month-names.js';
import { findCountries } from '../../nlp/place-names.js';
import { relationRule, type RelationRule, type RuleOptions, type SentenceRule } from '../../answer/relation-rules.js';
import { leadingDate, leadingName, leadingPhrase, secondName } from '../../nlp/value-spans.js';

/** The entity a hop starts from: its name and every key naming it in the index. */
export interface HopEntity {
  name: string;
  keys: string[];
  /** Ids of the passages titled by the entity (its own page). */
  ownPassages: string[];
}

/** What one hop resolved to, and from which evidence. */
export interface HopFinding {
  value: string;
  valueKey: string;
  granularity: Granularity;
  evidence: EvidenceItem[];
  score: number;
}

/** Names, keys and own pages of an entity as this step's candidates know it. */
export function hopEntity(name: string, candidates: CandidateSet): HopEntity {
  const key = entityKey(name);
  const keys = new Set([key, ...(candidates.entityAliases[key] ?? [])]);
  return { name, keys: [...keys].filter(Boolean), ownPassages: candidates.entityPassages[key] ?? [] };
}

/**
 * Resolves `entity -relation-> ?` over one step's candidates, fine to coarse: a matching triple;
 * else a sentence pattern near the entity; else the entity's page as a whole. Undefined when none.
 */
export function resolveHop(entity: HopEntity, relation: string, candidates: CandidateSet, options: RuleOptions = {}): HopFinding | undefined {
  const rule = relationRule(relation, options);
  return fromTriples(entity, rule, candidates) ?? fromSentences(entity, rule, candidates) ?? fromPassages(entity, rule, candidates);
}

/**
 * The whole name a triple's value is part of in its sentence: (Fernando Cortés; wife; Mapy) where
 * the sentence says "his wife Mapy Cortés".
 */
function widenInSentence(value: string, sentenceId: string, candidates: CandidateSet): string {
  const sentence = candidates.sentences.find((candidate) => candidate.id === sentenceId);
  if (!sentence) return value;
  const text = spacedDashes(sentence.text);
  const at = text.indexOf(value);
  if (at < 0 || (at > 0 && /[\p{L}]/u.test(text[at - 1] as string))) return value;
  const wide = leadingName(text.slice(at));
  return wide && wide.startsWith(value) && wide.length > value.length ? wide : value;
}

function tripleOrder(id: string): number {
  return Number(/#t(\d+)$/.exec(id)?.[1] ?? 0);
}

function countryValue(rule: RelationRule, text: string): string | undefined {
  const countries = findCountries(text);
  const chosen = rule.relation === 'country' ? countries[countries.length - 1] : countries[0];
  return chosen?.text;
}

/** A value as the rule answers it: in the lexicon's format for the lexicon's own relations, else as the text writes it. */
function ruleValue(value: string, rule: RelationRule): string {
  return formatAnswer(value, rule.answerType, rule.typedByQuestion ? 'none' : rule.lexicon);
}

export function fromTriples(entity: HopEntity, rule: RelationRule, candidates: CandidateSet): HopFinding | undefined {
  const keys = new Set(entity.keys);
  const own = new Set(entity.ownPassages);
  let best: HopFinding | undefined;
  candidates.triples.forEach((triple, rank) => {
    for (const tripleRule of rule.triples) {
      const relation = triple.relation.toLowerCase();
      if (!tripleRule.pattern.test(relation)) continue;
      const forward = !tripleRule.inverse;
      const anchorKey = forward ? triple.subjectKey : triple.objectKey;
      if (!keys.has(anchorKey)) continue;
      let value = forward ? triple.object : triple.subject;
      const valueKey = forward ? triple.objectKey : triple.subjectKey;
      if (keys.has(valueKey)) continue;
      if (rule.passage === 'country') {
        const country = countryValue(rule, value);
        if (!country) continue;
        value = country;
      }
      if (!fitsAnswerType(value, rule.answerType)) continue;
      if (rule.answerType === 'person' && rule.passage !== 'country') value = widenInSentence(value, triple.sentenceId, candidates);
      let weight = tripleRule.weight;
      if (tripleRule.pick) {
        const siblings = candidates.triples
          .filter((other) => other.sentenceId === triple.sentenceId && other.relation === triple.relation && (forward ? other.subjectKey : other.objectKey) === anchorKey)
          .sort((a, b) => tripleOrder(a.id) - tripleOrder(b.id));
        const position = siblings.findIndex((other) => other.id === triple.id);
        if (tripleRule.pick === 'first' && position !== 0) continue;
        if (tripleRule.pick === 'last' && position !== siblings.length - 1) continue;
        // "the son of X" alone does not say whether X is the father or the mother.
        if (siblings.length < 2 && tripleRule.pick === 'last') weight *= 0.4;
        if (siblings.length < 2 && tripleRule.pick === 'first') weight *= 0.7;
      }
      const score = weight + (own.has(triple.passageId) ? 0.3 : 0) + 0.2 * triple.confidence - rank * 0.001;
      if (!best || score > best.score) {
        best = {
          value: ruleValue(value, rule),
          valueKey: entityKey(value),
          granularity: 'triples',
          evidence: [{ kind: 'triple', id: triple.id, text: tripleText(triple), passageId: triple.passageId }],
          score,
        };
      }
    }
  });
  return best && best.score >= 0.5 ? best : undefined;
}

function mentions(sentence: CandidateSentence, keys: ReadonlySet<string>): boolean {
  const folded = ` ${entityKey(sentence.text)} `;
  for (const key of keys) if (key.length > 0 && folded.includes(` ${key} `)) return true;
  return false;
}

const MONTH_START = new RegExp(`(\\p{L})[-–—](?=(?:${MONTH_NAME_PATTERN})\\b|\\d)`, 'gu');

/** "Oklahoma City, Oklahoma-April 7, 1988" -> "Oklahoma City, Oklahoma – April 7, 1988": a dash glued between a place and a date. */
export function spacedDashes(text: string): string {
  return text.replace(MONTH_START, '$1 – ').replace(/(\d)([–—])(?=\p{Lu})/gu, '$1 $2 ');
}

function readValue(rule: RelationRule, sentenceRule: SentenceRule, rest: string, whole: string, match: RegExpMatchArray): string | undefined {
  switch (sentenceRule.value) {
    case 'captured':
      return match.groups?.value ? leadingName(match.groups.value) : undefined;
    case 'date':
      return leadingDate(rest)?.text;
    case 'name':
      return sentenceRule.second ? secondName(rest, { skipModifiers: true }) : leadingName(rest, { skipModifiers: true });
    case 'place':
      // 2Wiki's places are mostly the first name alone ("Stockholm", not "Stockholm, Sweden").
      return leadingName(rest);
    case 'phrase':
      return leadingPhrase(rest);
    case 'country':
      return countryValue(rule, whole);
  }
}

/** Whether a value read is the entity itself or the start of its name ("Gaby" of "Gaby: A True Story"). */
function partOfEntity(value: string, keys: ReadonlySet<string>): boolean {
  const key = entityKey(value);
  if (!key) return false;
  for (const entityKeyText of keys) if (entityKeyText === key || entityKeyText.startsWith(`${key} `)) return true;
  return false;
}

export function fromSentences(entity: HopEntity, rule: RelationRule, candidates: CandidateSet): HopFinding | undefined {
  const keys = new Set(entity.keys);
  const own = new Set(entity.ownPassages);
  let best: HopFinding | undefined;
  candidates.sentences.forEach((sentence, rank) => {
    const isOwn = own.has(sentence.passageId);
    if (!isOwn && !mentions(sentence, keys)) return;
    for (const sentenceRule of rule.sentences) {
      // A country named anywhere in another page says little about this entity.
      if (sentenceRule.value === 'country' && !isOwn) continue;
      const cue = new RegExp(sentenceRule.cue.source, sentenceRule.cue.flags.includes('g') ? sentenceRule.cue.flags : `${sentenceRule.cue.flags}g`);
      const text = spacedDashes(sentence.text);
      for (const match of text.matchAll(cue)) {
        const rest = text.slice((match.index ?? 0) + match[0].length);
        let value = readValue(rule, sentenceRule, rest, text, match);
        // "The director of [Gaby: A True Story] was Luis Mandoki": the cue stopped at the entity; the value follows its verb.
        if (value && partOfEntity(value, keys)) {
          const verb = /^[^.;]*?\b(?:is|was|are|were)\s+(?:the\s+|an?\s+)?/i.exec(rest);
          value = verb ? readValue(rule, sentenceRule, rest.slice(verb[0].length), text, match) : undefined;
        }
        if (!value || !fitsAnswerType(value, rule.answerType) || partOfEntity(value, keys)) continue;
        const score = sentenceRule.weight + (isOwn ? 0.3 : 0) - sentence.position * 0.02 - rank * 0.001;
        if (!best || score > best.score) {
          best = {
            value: ruleValue(value, rule),
            valueKey: entityKey(value),
            granularity: 'sentences',
            evidence: [{ kind: 'sentence', id: sentence.id, text: sentence.text, passageId: sentence.passageId }],
            score,
          };
        }
        break;
      }
    }
  });
  return best;
}

/** The first place the page locates something in ("... Church in Detroit, Michigan" -> "Detroit"): a coarse guess. */
function firstPlace(text: string, entity: HopEntity): string | undefined {
  for (const match of spacedDashes(text).matchAll(/\b(?:in|at)\s+(?=\p{Lu})/gu)) {
    const name = leadingName(text.slice((match.index ?? 0) + match[0].length));
    if (name && isNameLike(name) && !entity.keys.includes(entityKey(name)) && findCountries(name)[0]?.text !== name) return name;
  }
  return undefined;
}

export function fromPassages(entity: HopEntity, rule: RelationRule, candidates: CandidateSet): HopFinding | undefined {
  if (rule.passage === 'none') return undefined;
  for (const passageId of entity.ownPassages) {
    const passage = candidates.passages.find((candidate) => candidate.id === passageId);
    if (!passage) continue;
    const value =
      rule.passage === 'first-date'
        ? findAllDates(passage.text)[0]?.text
        : rule.passage === 'first-place'
          ? firstPlace(passage.text, entity)
          : countryValue({ ...rule, relation: 'nationality' }, passage.text);
    if (!value) continue;
    return {
      value: ruleValue(value, rule),
      valueKey: entityKey(value),
      granularity: 'passages',
      evidence: [{ kind: 'passage', id: passage.id, text: `${passage.title}: ${passage.text.slice(0, 200)}`, passageId: passage.id }],
      score: 0.3,
    };
  }
  return undefined;
}

