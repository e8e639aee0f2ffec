import { AGENT_OF_VERB, COMPOUND_PROPERTY_HEADS, COMPOUND_PROPERTY_TAILS, KNOWN_RELATION_WORDS, canonicalRelation, kinshipChain } from './relation-lexicon.js';
import type { ParsedQuestion } from './parsed-question.js';
import type { ParsedRelationStep } from './relation-step.js';

/** A relation chain around one entity span, innermost step first. */
export interface ParsedChain {
  spanIndex: number;
  steps: ParsedRelationStep[];
  /** Token range of the whole noun phrase (entity and all steps). */
  start: number;
  end: number;
}

const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'its', 'their']);
const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whom']);
const NOT_RELATION_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'his', 'her', 'its', 'their', 'who', 'whom', 'whose', 'what',
  'when', 'where', 'which', 'why', 'how', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did',
  'has', 'have', 'had', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'and', 'or', 'but', 'not', 'both',
  'same', 'than', 'as', 'if', 'then', 'also', 'there', 'it', 'he', 'she', 'they', 'one', 'other', 'into', 'during',
  // Verbs that close a question ("... mother die?") and are sometimes tagged as nouns.
  'die', 'died', 'dies', 'born', 'work', 'works', 'worked', 'study', 'studied', 'graduate', 'graduated', 'live',
  'lived', 'lives', 'earn', 'earned', 'receive', 'received', 'win', 'won', 'get', 'got', 'go', 'went', 'play',
  'played', 'found', 'located', 'buried', 'attend', 'attended', 'marry', 'married', 'start', 'started',
  'come', 'came', 'release', 'released', 'belong', 'belongs', 'make', 'made', 'write', 'wrote', 'direct',
  'directed', 'become', 'became', 'stop', 'formed', 'founded', 'located', 'situated', 'based', 'known', 'called',
  'named', 'later', 'earlier', 'older', 'younger',
]);
const NON_RELATION_TAGS: ReadonlySet<string> = new Set(['VERB', 'AUX', 'ADP', 'PRON', 'DET', 'CCONJ', 'SCONJ', 'ADV', 'PART', 'PUNCT', 'SYM', 'INTJ']);
const LOCATIVE_VERBS: ReadonlySet<string> = new Set(['located', 'found', 'situated', 'based', 'headquartered', 'lies', 'is', 'was']);
const MAX_RELATION_WORDS = 4;
/** Past participles and the past tense forms that close "the city where X was born|held|fought". */
const PARTICIPLE = /(?:ed|en|wn)$|^(?:born|held|fought|built|found|made|set|shot|took|died|lived|grew|began|won)$/;
/** Nouns that head a clause locating an entity: "the country where X is", "the city X was born". */
const PLACE_NOUNS: ReadonlySet<string> = new Set([
  'country', 'city', 'state', 'county', 'town', 'continent', 'district', 'region', 'province', 'location', 'place',
  'area', 'village', 'nation', 'territory',
]);

/** Whether token `index` can be part of a relation noun phrase ("place", "paternal", "first president"). */
function isRelationWord(parsed: ParsedQuestion, index: number): boolean {
  const token = parsed.tokens[index];
  if (!token || !token.word || parsed.spanOfToken[index] !== -1) return false;
  if (token.capitalized && index > 0) return false;
  if (parsed.lexicon === 'full' && KNOWN_RELATION_WORDS.has(token.lower)) return true;
  if (NOT_RELATION_WORDS.has(token.lower)) return false;
  if (token.lower.includes('-in-law')) return true;
  return !NON_RELATION_TAGS.has(parsed.partsOfSpeech[index] ?? 'X');
}

function lowerAt(parsed: ParsedQuestion, index: number): string {
  return parsed.tokens[index]?.lower ?? '';
}

function wordsText(parsed: ParsedQuestion, from: number, to: number): string {
  return parsed.tokens.slice(from, to + 1).map((token) => token.lower).join(' ');
}

function stepOf(parsed: ParsedQuestion, surface: string, start: number, end: number, form: ParsedRelationStep['form']): ParsedRelationStep {
  return { surface, canonical: [...(kinshipChain(surface, parsed.lexicon) ?? [canonicalRelation(surface, parsed.lexicon)])], start, end, form };
}

/**
 * Whether "<head> of <tail>" at these tokens is one compound property ("place of birth") rather than
 * two relations. With lexicon `full` the head and tail come from the tables; with `none` general
 * syntax decides: a relation noun right after "of" without a determiner ("place of birth", unlike
 * "the mother of the director").
 */
function isCompound(parsed: ParsedQuestion, head: number, tail: number): boolean {
  if (lowerAt(parsed, head + 1) !== 'of' || tail !== head + 2) return false;
  if (parsed.lexicon === 'full') return COMPOUND_PROPERTY_HEADS.has(lowerAt(parsed, head)) && COMPOUND_PROPERTY_TAILS.has(lowerAt(parsed, tail));
  return isRelationWord(parsed, head) && isRelationWord(parsed, tail);
}

/** "X's R": relation words after a possessive. */
function possessiveStep(parsed: ParsedQuestion, start: number, end: number): ParsedRelationStep | undefined {
  const marker = lowerAt(parsed, end + 1);
  if (marker !== "'s" && marker !== "'") return undefined;
  let last = end + 1;
  while (isRelationWord(parsed, last + 1) && last + 1 - (end + 1) <= MAX_RELATION_WORDS) last++;
  if (last === end + 1) return undefined;
  // Compound property after a possessive: "X's city of birth", "X's date of death".
  if (isCompound(parsed, last, last + 2)) last += 2;
  return stepOf(parsed, wordsText(parsed, end + 2, last), start, last, 'possessive');
}

/** "the R of X": relation words before "of", including compound properties ("the place of death of X"). */
function ofStep(parsed: ParsedQuestion, start: number, end: number): ParsedRelationStep | undefined {
  if (lowerAt(parsed, start - 1) !== 'of') return undefined;
  let first = start - 1;
  while (isRelationWord(parsed, first - 1) && start - 1 - first < MAX_RELATION_WORDS) first--;
  if (first === start - 1) return undefined;
  // Compound property: "place of birth", "date of death".
  if (isCompound(parsed, first - 2, first)) {
    first -= 2;
    while (isRelationWord(parsed, first - 1) && start - 1 - first < MAX_RELATION_WORDS + 2) first--;
  }
  const surface = wordsText(parsed, first, start - 2);
  if (DETERMINERS.has(lowerAt(parsed, first - 1))) first--;
  return stepOf(parsed, surface, first, end, 'of');
}

/**
 * Relative clauses around the phrase: "the company that published X" (agent of a verb) and
 * "the state where X is located" / "the city where X was born" (a place of X).
 */
function relativeClauseStep(parsed: ParsedQuestion, start: number, end: number): ParsedRelationStep | undefined {
  const before = lowerAt(parsed, start - 1);
  const agent = parsed.lexicon === 'full' ? AGENT_OF_VERB[before] : undefined;
  // "the N that|which VERBED X"
  if (RELATIVE_PRONOUNS.has(lowerAt(parsed, start - 2)) && (agent || parsed.partsOfSpeech[start - 1] === 'VERB')) {
    let first = start - 2;
    while (isRelationWord(parsed, first - 1) && start - 2 - first < MAX_RELATION_WORDS) first--;
    if (first === start - 2) return undefined;
    const noun = wordsText(parsed, first, start - 3);
    if (DETERMINERS.has(lowerAt(parsed, first - 1))) first--;
    const step = stepOf(parsed, noun, first, end, 'relative-clause');
    step.canonical = [agent ?? `${noun} that ${before}`];
    step.surface = `${noun} that ${before}`;
    return step;
  }
  // "the country containing X"
  if (before.endsWith('ing') && parsed.partsOfSpeech[start - 1] === 'VERB' && PLACE_NOUNS.has(lowerAt(parsed, start - 2))) {
    let first = start - 2;
    while (isRelationWord(parsed, first - 1) && start - 2 - first < MAX_RELATION_WORDS) first--;
    const noun = wordsText(parsed, first, start - 2);
    if (DETERMINERS.has(lowerAt(parsed, first - 1))) first--;
    return stepOf(parsed, noun, first, end, 'relative-clause');
  }
  // "the N where|in which X (is|was) VERBED", or without a pronoun: "the country X is from"
  const bare = PLACE_NOUNS.has(before) && DETERMINERS.has(lowerAt(parsed, start - 2)) && /^(?:is|was|are|were)$/.test(lowerAt(parsed, end + 1));
  const whereAt = before === 'where' ? start - 1 : before === 'which' && lowerAt(parsed, start - 2) === 'in' ? start - 2 : bare ? start : -1;
  if (whereAt < 0) return undefined;
  let first = whereAt;
  while (isRelationWord(parsed, first - 1) && whereAt - first < MAX_RELATION_WORDS) first--;
  if (first === whereAt) return undefined;
  const noun = wordsText(parsed, first, whereAt - 1);
  if (DETERMINERS.has(lowerAt(parsed, first - 1))) first--;
  let last = end;
  if (['is', 'was', 'are', 'were'].includes(lowerAt(parsed, last + 1))) last++;
  const verb = lowerAt(parsed, last + 1);
  if (LOCATIVE_VERBS.has(verb) || (parsed.partsOfSpeech[last + 1] === 'VERB' && PARTICIPLE.test(verb))) last++;
  if (/^(?:took|take|takes|taking)$/.test(verb) && lowerAt(parsed, last + 1) === 'place') last++;
  // A stranded preposition closes the clause: "the country X is from", "... is located in".
  if (/^(?:from|in|of)$/.test(lowerAt(parsed, last + 1)) && (last + 2 >= parsed.tokens.length || !parsed.tokens[last + 2]?.word || bare)) last++;
  const verbWord = last > end ? lowerAt(parsed, last) : '';
  const full = parsed.lexicon === 'full';
  const relation =
    full && verbWord === 'born' ? `${noun} of birth` : full && (verbWord === 'died' || verbWord === 'die') ? `${noun} of death` : LOCATIVE_VERBS.has(verbWord) || verbWord === '' ? noun : `${noun} where ${verbWord}`;
  const step = stepOf(parsed, relation, first, last, 'relative-clause');
  step.canonical = [canonicalRelation(relation, parsed.lexicon)];
  return step;
}

/** Grows the relation chain around entity span `spanIndex` as far as the grammar allows. */
export function chainAroundSpan(parsed: ParsedQuestion, spanIndex: number): ParsedChain {
  const span = parsed.spans[spanIndex];
  if (!span) return { spanIndex, steps: [], start: 0, end: -1 };
  let start = span.start;
  let end = span.end;
  if (span.quoted) {
    start--;
    end++;
  }
  if (span.typeWord !== undefined) {
    start--;
    if (lowerAt(parsed, start - 1) === 'the' && lowerAt(parsed, start - 2) === 'of') start--;
  } else if (lowerAt(parsed, start - 1) === 'the' && !parsed.tokens[start - 1]?.capitalized) {
    start--; // "the Bubye River"
  }
  const steps: ParsedRelationStep[] = [];
  for (let guard = 0; guard < 8; guard++) {
    const step = possessiveStep(parsed, start, end) ?? ofStep(parsed, start, end) ?? relativeClauseStep(parsed, start, end);
    if (!step) break;
    steps.push(step);
    start = step.start;
    end = step.end;
  }
  return { spanIndex, steps, start, end };
}

/** The longest relation chain in the question (ties go to the earlier entity). */
export function findLongestChain(parsed: ParsedQuestion): ParsedChain | undefined {
  let best: ParsedChain | undefined;
  for (let spanIndex = 0; spanIndex < parsed.spans.length; spanIndex++) {
    const chain = chainAroundSpan(parsed, spanIndex);
    const size = chain.steps.reduce((total, step) => total + step.canonical.length, 0);
    const bestSize = best ? best.steps.reduce((total, step) => total + step.canonical.length, 0) : -1;
    if (size > bestSize) best = chain;
  }
  return best;
}
