/**
 * The replies a perfect model gives to megrag's step and final prompts (src/llm/prompts.ts,
 * src/modes/megrag/llm-policy.ts), from MuSiQue's gold decomposition of the question the prompt
 * names. It knows a sub-answer only when it can read it: the hop's gold passage is shown in the
 * prompt (an item whose id is, or lies under, that passage id) and the shown text of that item
 * contains the answer. Otherwise it behaves as a model that has not seen it: it says the evidence is
 * insufficient and asks the sub-question (again, reworded on a repeat). It never guesses.
 */
import { containsPhrase, normalizeText, type GoldQuestion } from './musique-gold.js';

export interface ShownItem {
  kind: 'triple' | 'sentence' | 'passage';
  id: string;
  text: string;
}

export interface StepPayload {
  question: string;
  query: string;
  step?: number;
  budget?: number;
  mustContinue?: boolean;
  history?: {
    steps?: Array<{ query?: string; selected?: string[]; intermediateAnswer?: string | null; resolvedPath?: string; transition?: string | null }>;
    resolvedPath?: string;
    missing?: string[];
  };
  triples?: Array<{ id: string; text: string }>;
  sentences?: Array<{ id: string; text: string }>;
  passages?: Array<{ id: string; title?: string; text: string }>;
}

export interface FinalPayload {
  question: string;
  resolvedPath?: string;
  steps?: Array<{ query?: string; intermediateAnswer?: string | null }>;
  evidence?: Array<{ id: string; text: string }>;
}

export interface StepReply {
  granularity: 'triples' | 'sentences' | 'passages';
  selected: string[];
  intermediateAnswer: string;
  resolvedPath: string;
  missing: string;
  stop: boolean;
  answer: string;
  nextQuery: string;
  transition: string;
}

export interface FinalReply {
  answer: string;
  supporting: string[];
}

/** Per hop, what the prompt showed of it: nothing, the gold passage without the answer, or the answer. */
export type HopVisibility = 'absent' | 'passage-without-answer' | 'answer';

/** What the perfect model saw and did, for the diagnosis. */
export interface ReplyRecord {
  kind: 'step' | 'final';
  questionId: string;
  step: number | null;
  query: string | null;
  hops: number;
  /** Hops known from the history (the model's earlier answers) before reading this prompt. */
  knownBefore: number[];
  /** Hops answered from this prompt's evidence. */
  foundNow: number[];
  /** Per hop: how its gold passage appeared in this prompt. */
  visibility: HopVisibility[];
  /** Per hop: whether its answer's text appeared in a shown item of another passage (which this strict model does not read it from). */
  answerElsewhere: boolean[];
  /** The hop the model was after when it could not answer (null when it stopped or answered). */
  wanted: number | null;
  stop: boolean;
  answer: string;
  nextQuery: string;
}

const passageOf = (id: string): string => id.split('#')[0] ?? id;
const KIND_ORDER: Record<ShownItem['kind'], number> = { triple: 0, sentence: 1, passage: 2 };
const GRANULARITY: Record<ShownItem['kind'], StepReply['granularity']> = { triple: 'triples', sentence: 'sentences', passage: 'passages' };

function kindOfId(id: string): ShownItem['kind'] {
  if (/#t\d+$/.test(id)) return 'triple';
  if (/#s\d+$/.test(id)) return 'sentence';
  return 'passage';
}

export function shownItemsOfStep(payload: StepPayload): ShownItem[] {
  return [
    ...(payload.triples ?? []).map((item) => ({ kind: 'triple' as const, id: item.id, text: item.text })),
    ...(payload.sentences ?? []).map((item) => ({ kind: 'sentence' as const, id: item.id, text: item.text })),
    ...(payload.passages ?? []).map((item) => ({ kind: 'passage' as const, id: item.id, text: `${item.title ?? ''}\n${item.text}` })),
  ];
}

/** Hops whose answers the model already stated in earlier steps (its intermediate answers and resolved paths), in dependency order. */
export function knownFromHistory(gold: GoldQuestion, statements: readonly string[]): Set<number> {
  const known = new Set<number>();
  for (let changed = true; changed; ) {
    changed = false;
    gold.hops.forEach((hop, index) => {
      if (known.has(index) || !hop.needs.every((need) => known.has(need))) return;
      if (statements.some((statement) => containsPhrase(statement, hop.answer))) {
        known.add(index);
        changed = true;
      }
    });
  }
  return known;
}

/** Hops answerable from the shown items given what is known: the finest item of the hop's gold passage whose text holds the answer. */
export function resolveFromItems(gold: GoldQuestion, known: Set<number>, items: readonly ShownItem[]): Map<number, ShownItem> {
  const found = new Map<number, ShownItem>();
  for (let changed = true; changed; ) {
    changed = false;
    gold.hops.forEach((hop, index) => {
      if (known.has(index) || !hop.needs.every((need) => known.has(need))) return;
      const readable = items
        .filter((item) => passageOf(item.id) === hop.passageId && containsPhrase(item.text, hop.answer))
        .sort((left, right) => KIND_ORDER[left.kind] - KIND_ORDER[right.kind]);
      if (readable[0]) {
        known.add(index);
        found.set(index, readable[0]);
        changed = true;
      }
    });
  }
  return found;
}

export function answerElsewhere(gold: GoldQuestion, items: readonly ShownItem[]): boolean[] {
  return gold.hops.map((hop) => items.some((item) => passageOf(item.id) !== hop.passageId && containsPhrase(item.text, hop.answer)));
}

export function hopVisibility(gold: GoldQuestion, items: readonly ShownItem[]): HopVisibility[] {
  return gold.hops.map((hop) => {
    const own = items.filter((item) => passageOf(item.id) === hop.passageId);
    if (own.length === 0) return 'absent';
    return own.some((item) => containsPhrase(item.text, hop.answer)) ? 'answer' : 'passage-without-answer';
  });
}

const QUESTION_WORDS = new Set('what who whom whose which where when why how is was are were did does do the a an of in on at to by for'.split(' '));

/** The sub-question's words without question words and particles ("first president American Psychological Association"). */
function keywordQuery(question: string): string {
  return question
    .replace(/>>/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/[?,.;:!"]+$/g, ''))
    .filter((word) => word && !QUESTION_WORDS.has(word.toLowerCase()))
    .join(' ');
}

function pathOf(gold: GoldQuestion, known: Set<number>): string {
  return gold.hops
    .map((hop, index) => (known.has(index) ? hop.answer : null))
    .filter((answer): answer is string => answer !== null)
    .join(' -> ');
}

function coarsest(items: readonly ShownItem[]): StepReply['granularity'] {
  const kinds = items.map((item) => item.kind).sort((left, right) => KIND_ORDER[right] - KIND_ORDER[left]);
  return GRANULARITY[kinds[0] ?? 'triple'];
}

/** The perfect model's reply to one megrag step prompt, and what it saw. */
export function perfectStepReply(gold: GoldQuestion, payload: StepPayload): { reply: StepReply; record: ReplyRecord } {
  const steps = payload.history?.steps ?? [];
  const statements = [...steps.flatMap((step) => [step.intermediateAnswer ?? '', step.resolvedPath ?? '']), payload.history?.resolvedPath ?? ''];
  const known = knownFromHistory(gold, statements);
  const knownBefore = [...known].sort((left, right) => left - right);
  const items = shownItemsOfStep(payload);
  const found = resolveFromItems(gold, known, items);
  const selectedItems = [...found.values()].filter((item, index, all) => all.findIndex((other) => other.id === item.id) === index);
  const last = gold.hops.length - 1;
  const foundNow = [...found.keys()].sort((left, right) => left - right);
  const latest = foundNow.length > 0 ? gold.hops[foundNow.at(-1)!]!.answer : '';
  const base = {
    granularity: coarsest(selectedItems),
    selected: selectedItems.map((item) => item.id),
    intermediateAnswer: latest,
    resolvedPath: pathOf(gold, known),
  };
  const record: ReplyRecord = {
    kind: 'step',
    questionId: gold.id,
    step: payload.step ?? null,
    query: payload.query,
    hops: gold.hops.length,
    knownBefore,
    foundNow,
    visibility: hopVisibility(gold, items),
    answerElsewhere: answerElsewhere(gold, items),
    wanted: null,
    stop: false,
    answer: '',
    nextQuery: '',
  };
  if (known.has(last)) {
    const reply: StepReply = { ...base, missing: '', stop: true, answer: gold.answer, nextQuery: '', transition: '' };
    return { reply, record: { ...record, stop: true, answer: gold.answer } };
  }
  const wanted = gold.hops.findIndex((hop, index) => !known.has(index) && hop.needs.every((need) => known.has(need)));
  const hop = gold.hops[wanted]!;
  // A model that has not seen the answer asks for it; when it has just asked exactly that, it rewords the query.
  const variants = [hop.query, keywordQuery(hop.question)];
  const asked = [...steps.map((step) => step.query ?? ''), payload.query].map((query) => normalizeText(query));
  const timesAsked = variants.map((variant) => asked.filter((query) => query === normalizeText(variant)).length);
  const nextQuery = variants[timesAsked.indexOf(Math.min(...timesAsked))]!;
  const reply: StepReply = { ...base, missing: hop.question, stop: false, answer: '', nextQuery, transition: keywordQuery(hop.question) };
  return { reply, record: { ...record, wanted, nextQuery } };
}

/** The perfect final resolver: the answer when the selected evidence (and the earlier answers) let it read the last hop, else an empty answer. */
export function perfectFinalReply(gold: GoldQuestion, payload: FinalPayload): { reply: FinalReply; record: ReplyRecord } {
  const statements = [...(payload.steps ?? []).map((step) => step.intermediateAnswer ?? ''), payload.resolvedPath ?? ''];
  const known = knownFromHistory(gold, statements);
  const knownBefore = [...known].sort((left, right) => left - right);
  const items: ShownItem[] = (payload.evidence ?? []).map((item) => ({ kind: kindOfId(item.id), id: item.id, text: item.text }));
  const found = resolveFromItems(gold, known, items);
  const last = gold.hops.length - 1;
  const record: ReplyRecord = {
    kind: 'final',
    questionId: gold.id,
    step: null,
    query: null,
    hops: gold.hops.length,
    knownBefore,
    foundNow: [...found.keys()].sort((left, right) => left - right),
    visibility: hopVisibility(gold, items),
    answerElsewhere: answerElsewhere(gold, items),
    wanted: null,
    stop: known.has(last),
    answer: '',
    nextQuery: '',
  };
  if (!known.has(last)) {
    const wanted = gold.hops.findIndex((hop, index) => !known.has(index) && hop.needs.every((need) => known.has(need)));
    return { reply: { answer: '', supporting: [] }, record: { ...record, wanted } };
  }
  const hopPassages = new Set(gold.hops.map((hop) => hop.passageId));
  const supporting = [...found.values()].map((item) => item.id);
  const fromHops = items.filter((item) => hopPassages.has(passageOf(item.id))).map((item) => item.id);
  const cited = [...new Set(supporting.length > 0 ? supporting : fromHops)];
  return { reply: { answer: gold.answer, supporting: cited }, record: { ...record, answer: gold.answer } };
}
