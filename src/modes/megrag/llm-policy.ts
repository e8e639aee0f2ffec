import { z } from 'zod';
import type { LlmContext } from '../../llm/llm-context.js';
import type { LlmUsage } from '../../llm/llm-usage.js';
import { MEGRAG_FINAL_PROMPT, MEGRAG_STEP_PROMPT } from '../../llm/prompts.js';
import { structuredCall } from '../../llm/structured-call.js';
import { entityKey } from '../../nlp/index.js';
import type { ModeEvent } from '../retrieval-mode.js';
import { tripleText, type EvidenceItem } from './candidate-set.js';
import type { Granularity } from './granularity.js';
import type { HeuristicPolicy } from './heuristic-policy.js';
import { buildPromptView } from './llm-prompt-view.js';
import type { ReasoningHistory, ResolvedFact } from './reasoning-history.js';
import type { FinalAnswer, FinalInput, PolicyInput, ReasoningPolicy, StepDecision } from './reasoning-policy.js';

const stepSchema = z.object({
  granularity: z.enum(['triples', 'sentences', 'passages']),
  selected: z.array(z.string()).max(50),
  intermediateAnswer: z.string().default(''),
  resolvedPath: z.string().default(''),
  missing: z.string().default(''),
  stop: z.boolean(),
  answer: z.string().default(''),
  nextQuery: z.string().default(''),
  transition: z.string().default(''),
});

const finalSchema = z.object({
  answer: z.string().default(''),
  supporting: z.array(z.string()).max(100).default([]),
});

export { LLM_VIEW_LIMITS } from './llm-prompt-view.js';
/** Evidence items (in path order, the latest kept) and characters per item the final resolver sees. */
const FINAL_EVIDENCE_ITEMS = 40;
const FINAL_EVIDENCE_CHARACTERS = 400;

/** H_i as the heuristic reads it: only its own facts, placed in its question plan (LLM facts are not). */
function heuristicView(history: ReasoningHistory): ReasoningHistory {
  return { ...history, resolved: history.resolved.filter((fact) => fact.origin !== 'llm') };
}

/** H_i as the model reads it: each step's query, evidence text, b_i, h_i and r_i, the latest h_i and m_i. */
/**
 * The entities the next query is about: the step's intermediate answer, else the latest one of the
 * history (a step that found nothing keeps the bridge entity in focus, so a repeated sub-question
 * still gets the entity's own page and linked triples).
 */
function nextFocus(intermediate: string | null, history: ReasoningHistory): string[] {
  const latest = intermediate ?? [...history.steps].reverse().find((step) => step.intermediateAnswer)?.intermediateAnswer ?? null;
  return latest ? [latest] : [];
}

function promptHistory(history: ReasoningHistory): unknown {
  return {
    steps: history.steps.map((step) => ({
      query: step.query,
      selected: step.selected.map((item) => item.text),
      intermediateAnswer: step.intermediateAnswer,
      resolvedPath: step.resolvedPath,
      transition: step.transition,
    })),
    resolvedPath: history.steps.at(-1)?.resolvedPath ?? '',
    missing: history.missing,
  };
}

/**
 * The `llm` policy: one structured call per step returning every StepDecision field at once,
 * validated (one repair attempt inside structuredCall). A step whose call fails — no LLM, timeout,
 * budget spent, invalid output, evidence ids that are not among the candidates, a stop without an
 * answer — is decided by the heuristic policy instead, and the step's note says so. The evidence
 * the model selects becomes the step's resolved fact (origin 'llm'), so the answer's supporting ids
 * are the LLM's own. At the budget, `finalize` makes one more structured call over the ordered
 * selected evidence (validated; the heuristic's resolver on any failure).
 */
export class LlmPolicy implements ReasoningPolicy {
  readonly name = 'llm';
  /** Ids of the items shown in this run's earlier prompts (the view prefers new ones on ties). */
  private readonly shown = new Set<string>();

  constructor(
    private readonly fallback: HeuristicPolicy,
    private readonly llm: LlmContext | undefined,
    private readonly meter: LlmUsage | undefined,
    private readonly emit: (event: ModeEvent) => void = () => undefined,
  ) {}

  initialFocus(question: string): string[] {
    return this.fallback.initialFocus(question);
  }

  async decide(input: PolicyInput): Promise<StepDecision> {
    if (!this.llm || !this.meter) return this.fallBack(input, 'no LLM is configured (set OPENAI_BASE_URL)');
    if (input.step === 1) this.shown.clear();
    const { triples, sentences, passages } = buildPromptView(input.candidates, input.query, this.shown);
    for (const item of [...triples, ...sentences, ...passages]) this.shown.add(item.id);
    const payload = {
      question: input.question,
      query: input.query,
      step: input.step,
      budget: input.budget,
      mustContinue: input.mustContinue,
      history: promptHistory(input.history),
      triples: triples.map((triple) => ({ id: triple.id, text: tripleText(triple) })),
      sentences: sentences.map((sentence) => ({ id: sentence.id, text: sentence.text })),
      passages: passages.map((passage) => ({ id: passage.id, title: passage.title, text: passage.excerpt })),
    };
    try {
      const { value, repaired } = await structuredCall(MEGRAG_STEP_PROMPT, JSON.stringify(payload), stepSchema, {
        model: this.llm.model,
        cache: this.llm.cache,
        usage: this.meter,
        role: 'reasoning',
      });
      const byId = new Map<string, EvidenceItem>();
      for (const triple of triples) byId.set(triple.id, { kind: 'triple', id: triple.id, text: tripleText(triple), passageId: triple.passageId });
      for (const sentence of sentences) byId.set(sentence.id, { kind: 'sentence', id: sentence.id, text: sentence.text, passageId: sentence.passageId });
      for (const passage of passages) byId.set(passage.id, { kind: 'passage', id: passage.id, text: passage.text, passageId: passage.id });
      const selected = [...new Set(value.selected)].map((id) => byId.get(id)).filter((item): item is EvidenceItem => item !== undefined);
      if (value.selected.length > 0 && selected.length === 0) return this.fallBack(input, 'the LLM selected evidence ids that are not among the candidates');
      if (value.stop && !value.answer.trim()) return this.fallBack(input, 'the LLM stopped without an answer');
      const stop = value.stop && !input.mustContinue;
      // A forced run (mustContinue) goes on after the model's answer: with its next query, else the same one.
      const nextQuery = value.nextQuery.trim() || (value.stop ? input.query : '');
      if (!stop && !nextQuery) return this.fallBack(input, 'the LLM neither stopped nor gave a next query');
      const intermediate = value.intermediateAnswer.trim() || (value.stop ? value.answer.trim() : '') || null;
      const transition = value.transition.trim() || 'next';
      return {
        granularity: value.granularity as Granularity,
        selected,
        intermediateAnswer: intermediate,
        // h_i: the model's own path, else the previous step's (never empty once something is resolved).
        resolvedPath: value.resolvedPath.trim() || input.history.steps.at(-1)?.resolvedPath || '',
        resolved: this.resolvedFact(input, selected, intermediate ?? (stop ? value.answer.trim() : null), stop ? 'answer' : transition),
        missing: value.missing.trim() ? [value.missing.trim()] : [],
        action: stop
          ? { kind: 'stop', answer: value.answer.trim(), reason: 'answer' }
          : { kind: 'continue', nextQuery, transition, focus: nextFocus(intermediate, input.history) },
        note: repaired ? 'llm (repaired once)' : 'llm',
      };
    } catch (error) {
      return this.fallBack(input, (error as Error).message);
    }
  }

  async finalize(input: FinalInput): Promise<FinalAnswer> {
    if (!this.llm || !this.meter) return this.finalizeByHeuristic(input, 'no LLM is configured');
    if (input.evidence.length === 0) return this.finalizeByHeuristic(input, 'no evidence was selected');
    const evidence = input.evidence.slice(-FINAL_EVIDENCE_ITEMS);
    const payload = {
      question: input.question,
      resolvedPath: input.history.steps.at(-1)?.resolvedPath ?? '',
      steps: input.history.steps.map((step) => ({ query: step.query, intermediateAnswer: step.intermediateAnswer })),
      evidence: evidence.map((item) => ({ id: item.id, text: item.text.slice(0, FINAL_EVIDENCE_CHARACTERS) })),
    };
    try {
      const { value, repaired } = await structuredCall(MEGRAG_FINAL_PROMPT, JSON.stringify(payload), finalSchema, {
        model: this.llm.model,
        cache: this.llm.cache,
        usage: this.meter,
        role: 'reasoning',
      });
      const answer = value.answer.trim();
      if (!answer) return this.finalizeByHeuristic(input, 'the LLM final resolver found no answer in the evidence');
      const known = new Set(evidence.map((item) => item.id));
      const supportingIds = [...new Set(value.supporting)].filter((id) => known.has(id));
      if (supportingIds.length === 0) return this.finalizeByHeuristic(input, 'the LLM final resolver named none of the selected evidence');
      return { answer, supportingIds, note: repaired ? 'llm final resolver (repaired once)' : 'llm final resolver' };
    } catch (error) {
      return this.finalizeByHeuristic(input, (error as Error).message);
    }
  }

  usage(): { llmCalls: number; tokens: number } {
    return { llmCalls: this.meter?.calls ?? 0, tokens: this.meter?.tokens ?? 0 };
  }

  /** The step's one resolved edge: from the previous intermediate answer (or q_i) to b_i, resting on Z_i. */
  private resolvedFact(input: PolicyInput, selected: readonly EvidenceItem[], value: string | null, relation: string): ResolvedFact[] {
    if (selected.length === 0) return [];
    const hop = input.history.resolved.filter((fact) => fact.origin === 'llm').length;
    const subject = input.history.steps.at(-1)?.intermediateAnswer ?? input.query;
    const resolvedValue = value ?? '';
    return [{ side: 0, hop, subject, relation, value: resolvedValue, valueKey: entityKey(resolvedValue), evidenceIds: selected.map((item) => item.id), origin: 'llm' }];
  }

  private async fallBack(input: PolicyInput, reason: string): Promise<StepDecision> {
    this.emit({ type: 'warning', message: `megrag step ${input.step}: llm policy fell back to the heuristic: ${reason}` });
    const decision = await this.fallback.decide({ ...input, history: heuristicView(input.history) });
    return { ...decision, note: `heuristic fallback: ${reason}${decision.note ? `; ${decision.note}` : ''}` };
  }

  private async finalizeByHeuristic(input: FinalInput, reason: string): Promise<FinalAnswer> {
    this.emit({ type: 'warning', message: `megrag: the llm final resolver fell back to the heuristic: ${reason}` });
    const final = await this.fallback.finalize({ ...input, history: heuristicView(input.history) });
    return { ...final, note: `heuristic final resolver (fallback: ${reason})${final.note ? `; ${final.note}` : ''}` };
  }
}
