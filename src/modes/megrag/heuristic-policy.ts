import { entityKey, nameWordsWithin } from '../../nlp/index.js';
import type { LexiconSetting } from '../../question/index.js';
import type { CandidateSet, EvidenceItem } from './candidate-set.js';
import { compareSides } from './compare-sides.js';
import { coarser, type Granularity } from './granularity.js';
import { missingOf, resolvedPathOf, sideStates, type SideState } from './plan-state.js';
import type { ResolvedFact } from './reasoning-history.js';
import { planQuestion, type ReasoningPlan } from './reasoning-plan.js';
import type { FinalAnswer, FinalInput, PolicyInput, ReasoningPolicy, StepDecision } from './reasoning-policy.js';
import { hopEntity, resolveHop } from './resolve-hop.js';
import { rewriteQuery } from './rewrite-query.js';
import { relationRule, type RuleOptions } from '../../answer/relation-rules.js';
import { primaryNationality } from '../../nlp/place-names.js';
import { findAllDates } from '../../nlp/parse-date.js';
import type { EvidenceSentence } from '../../answer/read-answers.js';
import { evidenceOf, generalStep, readsGenerally, sentenceOf, startGeneralState, type GeneralState } from './general-reading.js';
import { HOP_SLOT } from '../../question/index.js';
import { contentStems } from '../../answer/question-terms.js';

/** The answer of a plan once every side is resolved (or as far as it is); null with the reason when it is not. */
function planAnswer(plan: ReasoningPlan, states: readonly SideState[], lexicon: LexiconSetting): { answer: string | null; decided: boolean; reason?: string } {
  if (plan.kind === 'comparison') {
    return compareSides(states, plan.attribute ?? '', plan.comparator ?? 'other', plan.answerType === 'yes-no');
  }
  const side = states[0];
  if (!side) return { answer: null, decided: false, reason: 'the question has no relation chain to resolve' };
  const attribute = side.plan.attributes[0] ?? '';
  const fact = side.attributes.get(attribute);
  if (!fact) return { answer: null, decided: false, reason: `no ${attribute} found for ${side.entity}` };
  // "Austrian-American" -> "Austrian" matches 2Wiki's nationality answers: a gold-format rule, lexicon `full` only.
  const nationality = lexicon === 'full' && relationRule(attribute).passage === 'country';
  return { answer: nationality ? primaryNationality(fact.value) : fact.value, decided: true };
}

/** The trace note of an unanswered plan. */
function unresolvedNote(reason: string | undefined): { note: string } | Record<string, never> {
  return reason ? { note: `unresolved: ${reason}` } : {};
}

/**
 * The rule-based policy (no LLM). At each step it advances every side of the question's relation
 * chain by one hop: for the current entity and relation it looks for a triple, then a sentence
 * pattern, then the entity's page; it answers extractively once every side is resolved and stops,
 * and otherwise rewrites the query around the newly found bridge entities.
 */
export class HeuristicPolicy implements ReasoningPolicy {
  readonly name = 'heuristic';
  private readonly plans = new Map<string, ReasoningPlan>();
  /** Questions on the general answer path, and where they stand. */
  private readonly generals = new Map<string, GeneralState>();
  /** The sentences retrieved so far per question. */
  private readonly evidence = new Map<string, EvidenceSentence[]>();

  /** `lexicon`: the shared search option; `none` plans and reads relations without the hand-written tables. */
  constructor(private readonly lexicon: LexiconSetting = 'full') {}

  plan(question: string): ReasoningPlan {
    let plan = this.plans.get(question);
    if (!plan) {
      plan = planQuestion(question, this.lexicon);
      this.plans.set(question, plan);
    }
    return plan;
  }

  initialFocus(question: string): string[] {
    const plan = this.plan(question);
    if (plan.sides.length > 0) return plan.sides.map((side) => side.subject);
    return plan.analysis.kind === 'unsplittable' ? plan.analysis.entities.slice(0, 2) : [];
  }

  async decide(input: PolicyInput): Promise<StepDecision> {
    return this.decideNow(input);
  }

  /**
   * The same decision, synchronously (the heuristic does no I/O). The question's relation plan goes
   * first; when it cannot answer (no plan, or a plan that stops unresolved) the question continues
   * on the general answer path (see generalStep) over everything retrieved so far.
   */
  decideNow(input: PolicyInput): StepDecision {
    const seen = this.remember(input.question, input.candidates);
    let general = this.generals.get(input.question);
    let evidence = seen;
    if (general) {
      // After a bridge, the step reads what its own query found; otherwise everything so far.
      if (general.bridges.length > 0) evidence = evidenceOf(input.candidates);
    } else {
      const fromStart = this.generalFromStart(input.question);
      const planned = fromStart ? undefined : this.planDecision(input);
      if (planned && !(planned.action.kind === 'stop' && planned.action.answer === null)) return planned;
      general = startGeneralState(input.question, { roles: this.lexicon === 'full' });
      general.planNote = fromStart ?? planned?.note ?? 'no plan';
      if (planned) this.continueFromPlan(general, input, planned, seen);
      this.generals.set(input.question, general);
    }
    const decision = generalStep(general, evidence, input.budget - input.step);
    const withPlanNote = general.planNote && decision.note ? { ...decision, note: `${decision.note} (relation plan: ${general.planNote})` } : decision;
    if (decision.action.kind === 'stop') {
      general.answer = decision.action.answer;
      general.note = withPlanNote.note;
      if (input.mustContinue) return { ...withPlanNote, action: { kind: 'continue', nextQuery: input.query, transition: 'verify', focus: [] } };
    }
    return withPlanNote;
  }

  /**
   * Why a question goes on the general path from its first step (undefined when its plan goes first).
   * A class-membership question ("Are A and B both <class>?"), which no relation chain expresses; and
   * a relation chain under `lexicon=none`: without its tables the plan reads a hop's relation from the
   * sentence's own words, and the general path's alignment of the question with a sentence does that
   * better (dev questions, one run each: MuSiQue EM 14.4 -> 15.5, HotpotQA 34.8 -> 35.2, 2Wiki 42.8
   * -> 42.6), so such a question goes on the general path from its first step. With the lexicon the
   * plan stays first (2Wiki 60.2 against 48.4 without it).
   */
  private generalFromStart(question: string): string | undefined {
    if (this.lexicon === 'none' && this.plan(question).kind === 'chain') return 'a relation chain without the lexicon, read on the general path';
    return readsGenerally(question) ? 'a class-membership question, read on the general path' : undefined;
  }

  /**
   * A chain plan that found its bridge entity and then stopped (no sentence states the last
   * relation in the plan's words) hands the general path what it resolved: the path goes on from
   * the bridge with the question's second hop ("Who is the spouse of Raoul Walsh?"), instead of
   * aligning the whole question again and perhaps bridging to another entity.
   */
  private continueFromPlan(general: GeneralState, input: PolicyInput, planned: StepDecision, seen: readonly EvidenceSentence[]): void {
    const plan = this.plan(input.question);
    if (plan.kind !== 'chain' || !plan.secondHopTemplate) return;
    const [state] = sideStates(plan, [...input.history.resolved, ...planned.resolved]);
    const fact = state?.path[0];
    if (!state || state.hop !== 1 || !fact) return;
    if (!planBridgeHolds(input.question, fact)) return;
    const nextQuestion = plan.secondHopTemplate.replace(HOP_SLOT, fact.value);
    const sentence = bridgeSentence(fact, seen);
    if (!sentence) return;
    const bridgeStems = contentStems(fact.value);
    general.bridges.push({
      entity: fact.value,
      resolved: `${fact.relation} of ${fact.subject}`,
      nextQuestion,
      sentence,
      unresolved: [...contentStems(nextQuestion)].filter((stem) => !bridgeStems.has(stem)),
      score: 1,
    });
    general.current = nextQuestion;
  }

  /** Every step's sentences of this question as evidence, in step order (each once). */
  private remember(question: string, candidates: CandidateSet): EvidenceSentence[] {
    const seen = this.evidence.get(question) ?? [];
    const ids = new Set(seen.map((sentence) => sentence.id));
    for (const sentence of evidenceOf(candidates, seen.length)) {
      if (ids.has(sentence.id)) continue;
      ids.add(sentence.id);
      seen.push({ ...sentence, rank: seen.length });
    }
    this.evidence.set(question, seen);
    return seen;
  }

  private planDecision(input: PolicyInput): StepDecision {
    const plan = this.plan(input.question);
    const before = sideStates(plan, input.history.resolved);
    const found: ResolvedFact[] = [];
    const selected: EvidenceItem[] = [];
    let granularity: Granularity = 'triples';
    const transitions: string[] = [];
    for (const state of before) {
      if (state.done) continue;
      const entity = hopEntity(state.entity, input.candidates);
      const relations = state.hop < state.plan.via.length ? [state.plan.via[state.hop] as string] : state.plan.attributes.filter((attribute) => !state.attributes.has(attribute));
      for (const relation of relations) {
        const finding = resolveHop(entity, relation, input.candidates, this.ruleOptions(plan, state.hop >= state.plan.via.length));
        if (!finding) {
          granularity = 'passages';
          continue;
        }
        granularity = coarser(granularity, finding.granularity);
        found.push({ side: state.side, hop: state.hop, subject: state.entity, relation, value: finding.value, valueKey: finding.valueKey, evidenceIds: finding.evidence.map((item) => item.id) });
        for (const item of finding.evidence) if (!selected.some((existing) => existing.id === item.id)) selected.push(item);
        if (state.hop < state.plan.via.length) transitions.push(relation);
      }
    }
    const facts = [...input.history.resolved, ...found];
    const after = sideStates(plan, facts);
    const missing = missingOf(after);
    const resolvedPath = resolvedPathOf(after);
    const intermediateAnswer = found.length > 0 ? found.map((fact) => (plan.sides.length > 1 ? `${fact.subject}: ${fact.value}` : fact.value)).join('; ') : null;
    const base = { granularity: found.length > 0 ? granularity : ('passages' as Granularity), selected, intermediateAnswer, resolvedPath, resolved: found, missing };
    const open = after.filter((state) => !state.done);

    if (plan.kind !== 'none' && open.length === 0) {
      const { answer, reason } = planAnswer(plan, after, this.lexicon);
      if (answer !== null && !input.mustContinue) return { ...base, action: { kind: 'stop', answer, reason: 'answer' } };
      // Every side resolved, yet the values do not decide (a tie, an unreadable date): nothing more to look for.
      if (answer === null && !input.mustContinue) return { ...base, ...unresolvedNote(reason), action: { kind: 'stop', answer: null, reason: 'no-progress' } };
      if (input.mustContinue) {
        return { ...base, action: { kind: 'continue', nextQuery: `${input.question} ${answer ?? ''}`.trim(), transition: 'verify', focus: after.map((state) => state.entity) } };
      }
    }
    if (plan.kind === 'none') {
      if (input.mustContinue) return { ...base, action: { kind: 'continue', nextQuery: input.question, transition: 'retry', focus: input.history.steps.length === 0 ? this.initialFocus(input.question) : [] } };
      const reason = plan.analysis.kind === 'unsplittable' ? plan.analysis.reason : 'no plan';
      return { ...base, note: `unresolved: ${reason}`, action: { kind: 'stop', answer: null, reason: 'no-progress' } };
    }
    const nextQuery = rewriteQuery(plan, after);
    const alreadyAsked = input.query === nextQuery || input.history.steps.some((step) => step.query === nextQuery);
    if (found.length === 0 && alreadyAsked && !input.mustContinue) {
      const { answer, reason } = planAnswer(plan, after, this.lexicon);
      return { ...base, ...(answer === null ? unresolvedNote(reason) : {}), action: { kind: 'stop', answer, reason: 'no-progress' } };
    }
    const transition = transitions.length > 0 ? [...new Set(transitions)].join(', ') : found.length > 0 ? 'next attribute' : 'refocus';
    return { ...base, action: { kind: 'continue', nextQuery, transition, focus: open.map((state) => state.entity) } };
  }

  async finalize(input: FinalInput): Promise<FinalAnswer> {
    const general = this.generals.get(input.question);
    const supporting = input.history.resolved.flatMap((fact) => fact.evidenceIds);
    if (general) {
      if (general.answer !== undefined) return { answer: general.answer, supportingIds: supporting, ...(general.note ? { note: general.note } : {}) };
      // The budget ran out mid-path: read what the last step found, no further bridge.
      const decision = generalStep(general, this.evidence.get(input.question) ?? [], 0);
      const answer = decision.action.kind === 'stop' ? decision.action.answer : null;
      return { answer, supportingIds: [...supporting, ...decision.selected.map((item) => item.id)], ...(decision.note ? { note: decision.note } : {}) };
    }
    const planned = await this.finalizePlan(input);
    if (planned.answer !== null) return planned;
    const fallback = startGeneralState(input.question, { roles: this.lexicon === 'full' });
    const decision = generalStep(fallback, this.evidence.get(input.question) ?? input.evidence.map((item, rank) => ({ id: item.id, passageId: item.passageId, text: item.text, about: '', rank })), 0);
    const answer = decision.action.kind === 'stop' ? decision.action.answer : null;
    return answer === null ? planned : { answer, supportingIds: [...planned.supportingIds, ...decision.selected.map((item) => item.id)], ...(decision.note ? { note: `${decision.note} (relation plan: ${planned.note ?? 'unresolved'})` } : {}) };
  }

  private async finalizePlan(input: FinalInput): Promise<FinalAnswer> {
    const plan = this.plan(input.question);
    const states = sideStates(plan, input.history.resolved);
    const supportingIds = input.history.resolved.flatMap((fact) => fact.evidenceIds);
    const { answer, decided, reason } = planAnswer(plan, states, this.lexicon);
    if (answer !== null || decided || plan.kind !== 'chain') return { answer, supportingIds, ...(answer === null ? unresolvedNote(reason ?? (plan.analysis.kind === 'unsplittable' ? plan.analysis.reason : undefined)) : {}) };
    const read = fromEvidence(plan, states, input.evidence, this.ruleOptions(plan, true));
    return { answer: read, supportingIds, ...(read === null ? unresolvedNote(reason) : {}) };
  }

  /** How a hop's relation is read: the lexicon setting and, for the last hop, the question's answer type. */
  private ruleOptions(plan: ReasoningPlan, answerHop: boolean): RuleOptions {
    return { lexicon: this.lexicon, ...(answerHop ? { answerType: plan.answerType } : {}) };
  }

  usage(): { llmCalls: number; tokens: number } {
    return { llmCalls: 0, tokens: 0 };
  }
}

/**
 * A chain whose last hop stayed unresolved: the latest selected evidence holding a value of the
 * expected type, read with the relation's sentence patterns (or, for a date, the latest date).
 */
function fromEvidence(plan: ReasoningPlan, states: readonly SideState[], evidence: readonly EvidenceItem[], options: RuleOptions): string | null {
  const state = states[0];
  if (!state) return null;
  const relation = state.hop < state.plan.via.length ? (state.plan.via[state.hop] as string) : (state.plan.attributes[0] as string);
  const candidates: CandidateSet = {
    passages: [],
    sentences: evidence.filter((item) => item.kind !== 'triple').map((item, position) => ({ id: item.id, passageId: item.passageId, passageTitle: '', position, text: item.text })),
    triples: [],
    entityPassages: { [entityKey(state.entity)]: [...new Set(evidence.map((item) => item.passageId))] },
    entityAliases: {},
  };
  const finding = resolveHop(hopEntity(state.entity, candidates), relation, candidates, state.hop >= state.plan.via.length ? options : { ...(options.lexicon ? { lexicon: options.lexicon } : {}) });
  if (finding && state.hop >= state.plan.via.length) return finding.value;
  if (plan.answerType === 'date') {
    const date = [...evidence].reverse().flatMap((item) => findAllDates(item.text))[0];
    if (date) return date.text;
  }
  return null;
}

/** The sentence a resolved fact was read from. */
function bridgeSentence(fact: ResolvedFact, seen: readonly EvidenceSentence[]): EvidenceSentence | undefined {
  for (const id of fact.evidenceIds) {
    const sentenceId = sentenceOf(id);
    const sentence = seen.find((candidate) => candidate.id === sentenceId);
    if (sentence) return sentence;
  }
  return undefined;
}

/**
 * Whether the general path may stand on a bridge the plan found: not when the question asks for one
 * of several ("one of the stars of X": any member may be the bridge, the plan's is one guess), nor
 * when the bridge is another form of the subject ("Aston Villa Football Club" for "Aston Villa").
 */
export function planBridgeHolds(question: string, fact: Pick<ResolvedFact, 'subject' | 'value'>): boolean {
  if (/\bone of\b/i.test(question)) return false;
  return !nameWordsWithin(fact.subject, fact.value);
}
