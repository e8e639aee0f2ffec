import { scoreClauseConfidence } from '../clause-confidence.js';
import type { ClauseEvidence } from '../clause-evidence.js';
import type { ClauseExtraction } from '../clause-extraction.js';
import type { NounPhrase, SentenceItem } from '../noun-phrase.js';
import { wordAt, type SentenceFrame } from '../sentence-frame.js';
import { joinTokens, type Token } from '../token.js';
import { findSubject } from './find-subject.js';
import { readVerbGroup, startsVerbGroup, type VerbGroup } from './verb-group.js';

const RELATIVE_WORDS = new Set(['who', 'which', 'whom', 'whose', 'where']);
const CLAUSE_END = new Set([';', ':', '.', '?', '!', '--', '—', '–']);
const NOMINAL_POS = new Set(['NOUN', 'PROPN', 'NUM', 'PRON']);
/** Prepositions that may continue a subject span: "the population of the town", "A spectrum from a single FID". */
const SUBJECT_PREPOSITIONS = new Set(['of', 'from', 'in', 'for', 'on', 'at', 'with', 'to', 'between', 'among', 'within', 'under']);

/** Where a clause's subject came from; the confidence follows it. */
type SubjectSource = 'clause' | 'relative-clause' | 'coordinated-verb' | 'reduced-relative' | 'participle';

interface Subject {
  phrase: NounPhrase;
  source: SubjectSource;
}

/**
 * Clause spans (rule family 'clause'): one extraction per verb group, with the subject's full span, the
 * verb group (plus a following preposition) as relation and the rest of the clause as object:
 *   "The strike obtained political support from the Political Affairs Committee , and the workers were ..."
 *     -> (The strike | obtained | political support from the Political Affairs Committee)
 *   "... footballer who plays as a midfielder for the Newcastle Jets" -> (footballer's owner | plays as | a midfielder for the Newcastle Jets)
 * The subject is found as the triple rules find it (`findSubject`, relative pronouns, verb coordination,
 * reduced relatives); the object stops at the clause's end (";", ":", a comma that does not continue a
 * list, a relative pronoun, a subordinator, a coordinated finite verb).
 */
export function applyClauseRule(frame: SentenceFrame, onEvidence?: ClauseEvidenceListener): ClauseExtraction[] {
  const read: { extraction: ClauseExtraction; evidence: ClauseEvidence }[] = [];
  const items = frame.items;
  let previous: Subject | undefined;
  let index = 0;
  while (index < items.length) {
    const token = wordAt(items, index);
    if (!token || !startsVerbGroup(token)) { index++; continue; }
    const group = readVerbGroup(items, index);
    index = group.end + 1;
    const subject = subjectOf(frame, group, previous);
    if (!subject) continue;
    if (subject.source === 'clause' || subject.source === 'relative-clause') previous = subject;
    const clause = readClause(frame, group, subject);
    if (clause) read.push(clause);
  }
  // The sentence-level measurements are known once every clause is read; then each clause is scored.
  return read.map(({ extraction, evidence }, clauseIndex) => {
    evidence.clauseIndex = clauseIndex;
    evidence.clauseCount = read.length;
    extraction.confidence = scoreClauseConfidence(evidence);
    onEvidence?.(extraction, evidence);
    return extraction;
  });
}

/** Receives each clause with the evidence its confidence was computed from (for fitting the confidence model). */
export type ClauseEvidenceListener = (extraction: ClauseExtraction, evidence: ClauseEvidence) => void;

function subjectOf(frame: SentenceFrame, group: VerbGroup, previous: Subject | undefined): Subject | undefined {
  const items = frame.items;
  const before = items[group.start - 1];
  if (before?.type === 'word' && before.token.pos === 'ADP') return undefined; // "by using funds": a gerund object, not a clause.
  if (before?.type === 'word' && before.token.lower === 'to' && group.bareParticiple) return undefined; // infinitive: "to travel"
  if (group.bareParticiple && before?.type === 'word' && before.token.text === ',' && previous) return { phrase: previous.phrase, source: 'participle' };
  if (group.bareParticiple && before?.type === 'phrase' && before.phrase.kind !== 'pronoun' && before.phrase.kind !== 'date') {
    return { phrase: before.phrase, source: 'reduced-relative' };
  }
  const relative = before?.type === 'phrase' && before.phrase.kind === 'pronoun' && (before.phrase.head === 'who' || before.phrase.head === 'which' || before.phrase.head === 'that');
  const found = findSubjectWithoutOwner(frame, group.start);
  if (found) return { phrase: found, source: relative ? 'relative-clause' : 'clause' };
  const conjunction = wordAt(items, group.start - 1);
  if (previous && conjunction && (conjunction.pos === 'CCONJ' || conjunction.text === ',')) return { phrase: previous.phrase, source: 'coordinated-verb' };
  return undefined;
}

/** `findSubject`, but a description keeps its own span (the triple rules map it to its owner entity). */
function findSubjectWithoutOwner(frame: SentenceFrame, groupStart: number): NounPhrase | undefined {
  const owners = frame.owners;
  const saved = new Map(owners);
  owners.clear();
  try {
    return findSubject(frame, groupStart);
  } finally {
    for (const [description, owner] of saved) owners.set(description, owner);
  }
}

function readClause(frame: SentenceFrame, group: VerbGroup, subject: Subject): { extraction: ClauseExtraction; evidence: ClauseEvidence } | undefined {
  const tokens = frame.tokens;
  const groupFirst = tokenStart(frame.items, group.start);
  const groupLast = tokenEnd(frame.items, group.end);
  let relationEnd = groupLast;
  const next = tokens[groupLast + 1];
  if (next && (next.pos === 'ADP' || (next.pos === 'PART' && next.lower === 'to')) && next.lower !== 'that') relationEnd++;
  const subjectEnd = extendSubject(tokens, subject.phrase, groupFirst);
  const subjectStart = possessorStart(frame, subject.phrase);
  const subjectText = joinTokens(tokens.slice(subjectStart, subjectEnd + 1));
  if (subjectText.length === 0) return undefined;
  // Coordinated verbs stay one relation ("was opened and became"): split, the object would go to both.
  const relation = joinTokens(tokens.slice(groupFirst, relationEnd + 1));
  const objectEnd = clauseEnd(tokens, relationEnd + 1);
  const objectTokens = tokens.slice(relationEnd + 1, objectEnd + 1);
  const objectText = joinTokens(objectTokens);
  const rule = group.copula ? 'copula' : subject.source;
  const extraction: ClauseExtraction = {
    subject: subjectText,
    relation,
    objects: objectText.length > 0 ? [objectText] : [],
    negated: group.negated,
    passive: group.passive,
    confidence: 0,
    rule,
  };
  const evidence: ClauseEvidence = {
    rule,
    subjectKind: subject.phrase.kind,
    subjectTokens: subjectEnd - subjectStart + 1,
    subjectGap: Math.max(0, groupFirst - subjectEnd - 1),
    relationTokens: relationEnd - groupFirst + 1,
    relationPreposition: relationEnd > groupLast,
    coordinatedVerbs: group.stems.length,
    objectTokens: objectTokens.length,
    objectVerb: objectTokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX'),
    objectComma: objectTokens.some((token) => token.text === ','),
    subjectDeterminer: tokens[subjectStart]?.pos === 'DET',
    relationComma: tokens.slice(groupFirst, relationEnd + 1).some((token) => token.text === ','),
    objectClause: objectTokens[0] !== undefined && (objectTokens[0].lower === 'that' || objectTokens[0].pos === 'SCONJ'),
    objectToEnd: objectEnd >= tokens.length - 1 || (objectEnd === tokens.length - 2 && CLAUSE_END.has((tokens[tokens.length - 1] as Token).text)),
    negated: group.negated,
    passive: group.passive,
    sentenceTokens: tokens.length,
    clauseIndex: 0,
    clauseCount: 1,
  };
  return { extraction, evidence };
}

/** "The city 's population": a subject keeps its possessor. */
function possessorStart(frame: SentenceFrame, phrase: NounPhrase): number {
  const mark = frame.tokens[phrase.start - 1];
  if (!mark || (mark.text !== "'s" && mark.text !== "'" && mark.text !== '’s')) return phrase.start;
  for (const item of frame.items) if (item.type === 'phrase' && item.phrase.end === phrase.start - 2) return item.phrase.start;
  return phrase.start;
}

function tokenStart(items: readonly SentenceItem[], index: number): number {
  const item = items[index] as SentenceItem;
  return item.type === 'word' ? item.index : item.phrase.start;
}

function tokenEnd(items: readonly SentenceItem[], index: number): number {
  const item = items[index] as SentenceItem;
  return item.type === 'word' ? item.index : item.phrase.end;
}

/** Extends a subject over following prepositional phrases ("the population of the town") up to the verb group. */
function extendSubject(tokens: readonly Token[], phrase: NounPhrase, limit: number): number {
  let end = phrase.end;
  while (end + 1 < limit) {
    const preposition = tokens[end + 1] as Token;
    if (!SUBJECT_PREPOSITIONS.has(preposition.lower)) break;
    let cursor = end + 2;
    let last = -1;
    while (cursor < limit) {
      const token = tokens[cursor] as Token;
      if (token.pos === 'DET' || token.pos === 'ADJ' || token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'NUM' || token.text === "'s" || (token.text === '-' && !token.spaceBefore)) {
        if (token.pos !== 'DET' && token.pos !== 'ADJ') last = cursor;
        cursor++;
        continue;
      }
      break;
    }
    if (last < 0) break;
    end = last;
  }
  return end;
}

/** Last token index of the clause that starts at `start` (exclusive of the closing mark). */
function clauseEnd(tokens: readonly Token[], start: number): number {
  let end = start - 1;
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (token.text === '``' || token.text === '“') depth++;
    if (token.text === "''" || token.text === '”') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      if (CLAUSE_END.has(token.text)) break;
      if (RELATIVE_WORDS.has(token.lower)) break;
      if (token.lower === 'that' && index > start && previous && NOMINAL_POS.has(previous.pos) && next && (next.pos === 'VERB' || next.pos === 'AUX' || next.pos === 'ADV')) break;
      if (token.pos === 'SCONJ' && token.lower !== 'that' && index > start) break;
      if (token.text === ',' && !continuesList(tokens, index)) break;
      if (token.pos === 'CCONJ' && startsFiniteVerb(tokens, index + 1)) break;
      if (token.pos === 'AUX' && index > start && previous?.pos !== 'PART' && tokens[start]?.lower !== 'that') break;
    }
    end = index;
  }
  return end;
}

/** A comma inside "A , B and C" (a list of nominals closed by and/or before any verb). */
function continuesList(tokens: readonly Token[], comma: number): boolean {
  for (let index = comma + 1; index < tokens.length && index <= comma + 8; index++) {
    const token = tokens[index] as Token;
    if (token.pos === 'CCONJ') return index > comma + 1;
    if (token.text === ',') continue;
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'ADP' || token.pos === 'SCONJ' || token.pos === 'PRON' || CLAUSE_END.has(token.text)) return false;
  }
  return false;
}

function startsFiniteVerb(tokens: readonly Token[], index: number): boolean {
  let cursor = index;
  while (tokens[cursor]?.pos === 'ADV') cursor++;
  const token = tokens[cursor];
  return token !== undefined && (token.pos === 'AUX' || token.pos === 'VERB');
}
