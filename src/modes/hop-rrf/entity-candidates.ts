import type { LexiconSetting } from '../../question/index.js';
import type { PassageContent } from '../../ports/retrieval-hits.js';
import { entityKey } from '../../nlp/index.js';
import { relationMatch, wordStems } from './relation-match.js';

/** A passage a hop found, at its rank in the hop's list (from 1), whose entities may be followed. */
export interface CandidateSource {
  rank: number;
  content: PassageContent;
}

/** An entity worth following, with why. */
export interface EntityCandidate {
  key: string;
  name: string;
  score: number;
  /** The strongest reason: the triple that names it, or 'mention'. */
  via: string;
  /** What the source passages that name it are called (`sourceLabels`: titles and the names they are about), best first. */
  sources: string[];
}

export interface CandidateScoring {
  /** The relation the next hop should resolve ("director"), if the question says. */
  relation?: string;
  /** The question's unresolved words, matched against relations when no relation is known. */
  keywords?: readonly string[];
  /** Keys already in the query or already followed: never candidates (novelty). */
  knownKeys: ReadonlySet<string>;
  /** Whether relations are matched with the hand-written wordings (`full`, default) or by shared word stems only (`none`). */
  lexicon?: LexiconSetting;
}

/** Weight of a mere mention of an entity in a source passage. */
export const MENTION_WEIGHT = 0.2;
/** Weight of an entity being an argument of a triple of a source passage. */
export const TRIPLE_WEIGHT = 0.3;
/** Extra weight when that triple's relation matches the relation asked for. */
export const RELATION_WEIGHT = 1;
/** Sentence evidence (the words around a mention) counts like a triple of this confidence. */
export const CONTEXT_CONFIDENCE = 0.7;
/** Words before a mention read for the relation ("music composed by X"); after it, half as many, half the weight. */
export const CONTEXT_WORDS = 6;
/** Triples that do not involve the source's title entity (or a known entity) count this much. */
export const OFF_TOPIC_FACTOR = 0.5;
/** A name without a capital letter or digit ("verse tragedy", "small village") is a common noun phrase: rarely a title. */
export const COMMON_NOUN_FACTOR = 0.5;

const DATE_OR_NUMBER = /^\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,4}$|^\d+s?$/;

/** Whether a key can name something with a passage of its own (dates, numbers and fragments cannot). */
export function isFollowable(key: string): boolean {
  return key.length >= 3 && !DATE_OR_NUMBER.test(key);
}

/**
 * Scores the entities of a hop's top passages: per source passage (weight 1/rank) an entity earns a
 * mention weight, plus, for its best triple, (triple weight + relation weight × relation match) ×
 * confidence (halved when the triple is not about the passage's title entity); scores add up over
 * sources, so entities several results agree on rank higher. Known keys, the sources' own title
 * entities, dates and numbers are dropped. Best first.
 */
export function scoreEntityCandidates(sources: readonly CandidateSource[], scoring: CandidateScoring): EntityCandidate[] {
  const titleKeys = new Set(sources.flatMap((source) => [entityKey(source.content.title), ...(source.content.entities[0] ? [source.content.entities[0].key] : [])]));
  const keywordStems = new Set((scoring.keywords ?? []).flatMap((word) => wordStems(word)));
  const candidates = new Map<string, EntityCandidate>();
  const eligible = (key: string | undefined): key is string => key !== undefined && !scoring.knownKeys.has(key) && !titleKeys.has(key) && isFollowable(key);
  for (const source of sources) {
    const labels = sourceLabels(source.content);
    const weight = 1 / source.rank;
    const sourceTitle = source.content.entities[0]?.key ?? entityKey(source.content.title);
    const best = new Map<string, { score: number; via: string; name: string }>();
    for (const entity of source.content.entities) {
      if (eligible(entity.key) && !best.has(entity.key)) best.set(entity.key, { score: 0, via: 'mention', name: entity.name });
    }
    for (const triple of source.content.triples) {
      const onTopic = [triple.subjectKey, triple.objectKey].some((key) => key === sourceTitle || scoring.knownKeys.has(key));
      const match = scoring.relation ? relationMatch(triple.relation, scoring.relation, scoring.lexicon) : keywordMatch(triple.relation, keywordStems);
      const score = (TRIPLE_WEIGHT + RELATION_WEIGHT * match) * triple.confidence * (onTopic ? 1 : OFF_TOPIC_FACTOR);
      for (const [key, name] of [[triple.subjectKey, triple.subject], [triple.objectKey, triple.object]] as const) {
        if (!eligible(key)) continue;
        const current = best.get(key);
        if (!current || current.score < score) best.set(key, { score, via: `${triple.subject} | ${triple.relation} | ${triple.object}`, name: current?.name ?? name });
      }
    }
    const sentences = source.content.sentences.map((sentence) => foldText(sentence.text));
    for (const found of best.values()) {
      const context = contextEvidence(sentences, found.name, scoring.relation, keywordStems, scoring.lexicon ?? 'full');
      if (context > found.score) {
        found.score = context;
        found.via = 'sentence';
      }
    }
    for (const [key, found] of best) {
      const earned = weight * (MENTION_WEIGHT + found.score);
      const existing = candidates.get(key);
      if (existing) {
        existing.score += earned;
        if (found.via !== 'mention' && (existing.via === 'mention' || existing.via === 'sentence')) existing.via = found.via;
        for (const label of labels) if (!existing.sources.includes(label)) existing.sources.push(label);
      } else {
        candidates.set(key, { key, name: found.name, score: earned, via: found.via, sources: [...labels] });
      }
    }
  }
  for (const candidate of candidates.values()) if (isCommonNoun(candidate.name)) candidate.score *= COMMON_NOUN_FACTOR;
  return [...candidates.values()].sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * What a source passage is called, for telling which of the question's entities it resolves: its
 * title and the names its analysis found it about. An untitled passage is about its lead subject as
 * a titled one is about its title: without its subject names, a follow-up from an untitled passage
 * kept the question's entity that passage had resolved as a constraint, and searched the passage's
 * own words again (MuSiQue untitled R@5 53.1 → 55.0, docs/benchmarks.md stop 42).
 */
function sourceLabels(content: PassageContent): string[] {
  return [...new Set([...(content.title.trim() !== '' ? [content.title] : []), ...(content.subjects ?? [])])];
}

/** Whether a name has no capital letter and no digit (a common noun phrase, not a name). */
export function isCommonNoun(name: string): boolean {
  return !/[\p{Lu}\p{N}]/u.test(name);
}

/** Best relation evidence of the words around the mentions of `name` in the (folded) sentences. */
function contextEvidence(sentences: readonly string[], name: string, relation: string | undefined, keywordStems: ReadonlySet<string>, lexicon: LexiconSetting): number {
  const needle = foldText(name);
  if (needle.trim().length === 0) return 0;
  const match = (text: string): number => (relation ? relationMatch(text, relation, lexicon) : keywordMatch(text, keywordStems));
  let best = 0;
  for (const sentence of sentences) {
    for (let at = sentence.indexOf(needle); at >= 0; at = sentence.indexOf(needle, at + 1)) {
      const before = sentence.slice(0, at).split(/\s+/).filter(Boolean).slice(-CONTEXT_WORDS).join(' ');
      const after = sentence.slice(at + needle.length).split(/\s+/).filter(Boolean).slice(0, CONTEXT_WORDS / 2).join(' ');
      best = Math.max(best, match(before), match(after) / 2);
    }
  }
  return best === 0 ? 0 : (TRIPLE_WEIGHT + RELATION_WEIGHT * best) * CONTEXT_CONFIDENCE;
}

/** Lower case, accents off, punctuation as spaces: so names are found in text whatever their spelling. */
export function foldText(text: string): string {
  return ` ${text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’ʼ`´]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Share of a relation's word stems among the question's unresolved words (at most 1). */
function keywordMatch(surface: string, keywordStems: ReadonlySet<string>): number {
  if (keywordStems.size === 0) return 0;
  const stems = wordStems(surface);
  if (stems.length === 0) return 0;
  return stems.filter((stem) => keywordStems.has(stem)).length / stems.length;
}
