import type { LexiconSetting } from '../../question/index.js';
import type { PassageContent } from '../../ports/retrieval-hits.js';
import { relationCueMatcher } from './relation-cues.js';
import { MONTH_NAME_PATTERN } from '../../nlp/month-names.js';

/** An entity that may be the missing fact B of a hop, with why it was picked. */
export interface BridgeCandidate {
  key: string;
  name: string;
  score: number;
  /** The passage it was read from (the best one when several name it). */
  passageId: string;
  /** How it was recognised: 'triple' (a triple whose relation reads like the hop's), 'sentence', 'mention'. */
  evidence: 'triple' | 'sentence' | 'mention';
}

/** Weights of the evidence for one entity in one passage, by cue strength (a passage's weight multiplies them). */
const TRIPLE_CUE = [0, 1, 4] as const;
const TITLE_TRIPLE = 1;
const SENTENCE_CUE = [0, 0.5, 2] as const;
const MENTION = 0.5;

const MONTH = new RegExp(`\\b(?:${MONTH_NAME_PATTERN.toLowerCase()})\\b`);

/** Whether an entity key looks like a date, a year or a number (never a bridge to a passage). */
function isLiteral(key: string): boolean {
  return /^\d/.test(key) || /\d{3,4}$/.test(key) || (MONTH.test(key) && /\d/.test(key));
}

/** Whether `part` is a run of whole words of `whole` ("lothair" in "lothair ii"). */
function isWordPart(part: string, whole: string): boolean {
  return ` ${whole} `.includes(` ${part} `);
}

/**
 * Whether the key names the passage's own subject: its title key, or a shortening of it ("Lothair"
 * in "Lothair II"). A longer name containing the title is another entity ("Gianni Versace" in
 * "Versace").
 */
function isSelfReference(key: string, titleKeys: readonly string[]): boolean {
  return titleKeys.some((titleKey) => key === titleKey || isWordPart(key, titleKey));
}

export interface BridgeCandidateInput {
  /** The frontier passages, most trusted first. */
  passages: readonly PassageContent[];
  /** Trust in each passage (same order); by default 1, 1/2, 1/3, ... */
  passageWeights?: readonly number[];
  /** The canonical relation the hop follows (the first relation for the first hop). */
  relation: string;
  /** Keys never returned as bridges (the topic entity and bridges of earlier hops). */
  excludedKeys: ReadonlySet<string>;
  /** Entity keys of each passage's own subject, by passage id (its title entity). */
  titleKeysOf: (passage: PassageContent) => string[];
  /** Whether the relation's cue phrases come from the hand-written table (default `full`) or its own words (`none`). */
  lexicon?: LexiconSetting;
}

/**
 * Ranks the entities of the frontier passages as candidates for the hop's missing entity: an
 * entity in a triple whose relation reads like the hop's relation scores highest ("Lothair II | was
 * the second son of | Ermengarde of Tours" for "mother"), then one in a sentence with such a cue,
 * then any named entity, earlier mentions first. Dates and numbers, lower-case nouns ("king") and
 * the passage's own subject are skipped. Scores from several passages add up, each passage weighted
 * by its trust (by default its rank: 1, 1/2, 1/3, ...).
 */
export function bridgeCandidates(input: BridgeCandidateInput): BridgeCandidate[] {
  const matchesRelation = relationCueMatcher(input.relation, input.lexicon ?? 'full');
  const candidates = new Map<string, BridgeCandidate & { best: number }>();
  input.passages.forEach((passage, passageIndex) => {
    const passageWeight = input.passageWeights?.[passageIndex] ?? 1 / (passageIndex + 1);
    const titleKeys = input.titleKeysOf(passage);
    const scores = new Map<string, { name: string; score: number; evidence: BridgeCandidate['evidence'] }>();
    const add = (key: string, name: string, score: number, evidence: BridgeCandidate['evidence']): void => {
      if (!key || input.excludedKeys.has(key) || isLiteral(key) || isSelfReference(key, titleKeys)) return;
      if (!/^[\p{Lu}\p{N}"'(]/u.test(name.trim())) return;
      const existing = scores.get(key);
      const rank = { triple: 2, sentence: 1, mention: 0 } as const;
      if (!existing) scores.set(key, { name, score, evidence });
      else {
        existing.score += score;
        if (rank[evidence] > rank[existing.evidence]) existing.evidence = evidence;
      }
    };
    const cueSentences = passage.sentences
      .map((sentence) => ({ text: sentence.text.toLowerCase(), strength: matchesRelation(sentence.text) }))
      .filter((sentence) => sentence.strength > 0);
    for (const triple of passage.triples) {
      const strength = matchesRelation(triple.relation);
      if (strength === 0) continue;
      const titleSubject = titleKeys.includes(triple.subjectKey);
      const titleObject = titleKeys.includes(triple.objectKey);
      add(triple.objectKey, triple.object, TRIPLE_CUE[strength] + (titleSubject ? TITLE_TRIPLE : 0), 'triple');
      add(triple.subjectKey, triple.subject, TRIPLE_CUE[strength] + (titleObject ? TITLE_TRIPLE : 0), 'triple');
    }
    passage.entities.forEach((entity, order) => {
      const name = entity.name.toLowerCase();
      const strength = Math.max(0, ...cueSentences.filter((sentence) => sentence.text.includes(name)).map((sentence) => sentence.strength)) as 0 | 1 | 2;
      if (strength > 0) add(entity.key, entity.name, SENTENCE_CUE[strength], 'sentence');
      add(entity.key, entity.name, MENTION / (1 + order), 'mention');
    });
    for (const [key, value] of scores) {
      const weighted = value.score * passageWeight;
      const existing = candidates.get(key);
      if (!existing) candidates.set(key, { key, name: value.name, score: weighted, passageId: passage.id, evidence: value.evidence, best: weighted });
      else {
        existing.score += weighted;
        if (weighted > existing.best) Object.assign(existing, { best: weighted, passageId: passage.id, evidence: value.evidence, name: value.name });
      }
    }
  });
  return [...candidates.values()]
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ best: _best, ...candidate }) => candidate);
}
