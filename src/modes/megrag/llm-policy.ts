import { z } from 'zod';
import type { LlmContext } from '../../llm/llm-context.js';
import type { LlmUsage } from '../../llm/llm-usage.js';
import { MEGRAG_STEP_PROMPT } from '../../llm/prompts.js';
import { structuredCall } from '../../llm/structured-call.js';
import type { ModeEvent } from '../retrieval-mode.js';
import { tripleText, type EvidenceItem } from './candidate-set.js';
import type { Granularity } from './granularity.js';
import type { HeuristicPolicy } from './heuristic-policy.js';
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

/** Items per view sent to the model (the prompt stays small enough for 8B-class local models). */
const MAX_TRIPLES = 30;
const MAX_SENTENCES = 20;
const MAX_PASSAGES = 5;
const PASSAGE_CHARACTERS = 400;

/**
 * The `llm` policy: one structured call per step returning every StepDecision field at once,
 * validated (one repair attempt inside structuredCall). A step whose call fails — no LLM, timeout,
 * budget spent, invalid output, evidence ids that are not among the candidates, a stop without an
 * answer — is decided by the heuristic policy instead, and the step's note says so.
 */
export class LlmPolicy implements ReasoningPolicy {
  readonly name = 'llm';
  private calls = 0;

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
    const { candidates } = input;
    const triples = candidates.triples.slice(0, MAX_TRIPLES);
    const sentences = candidates.sentences.slice(0, MAX_SENTENCES);
    const passages = candidates.passages.slice(0, MAX_PASSAGES);
    const payload = {
      question: input.question,
      query: input.query,
      step: input.step,
      budget: input.budget,
      mustContinue: input.mustContinue,
      history: {
        steps: input.history.steps.map((step) => ({ query: step.query, selected: step.selected.map((item) => item.text), intermediateAnswer: step.intermediateAnswer, transition: step.transition })),
        missing: input.history.missing,
      },
      triples: triples.map((triple) => ({ id: triple.id, text: tripleText(triple) })),
      sentences: sentences.map((sentence) => ({ id: sentence.id, text: sentence.text })),
      passages: passages.map((passage) => ({ id: passage.id, title: passage.title, text: passage.text.slice(0, PASSAGE_CHARACTERS) })),
    };
    try {
      this.calls += 1;
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
      const selected = value.selected.map((id) => byId.get(id)).filter((item): item is EvidenceItem => item !== undefined);
      if (value.selected.length > 0 && selected.length === 0) return this.fallBack(input, 'the LLM selected evidence ids that are not among the candidates');
      const stop = value.stop && !input.mustContinue;
      if (stop && !value.answer.trim()) return this.fallBack(input, 'the LLM stopped without an answer');
      if (!stop && !value.nextQuery.trim()) return this.fallBack(input, 'the LLM neither stopped nor gave a next query');
      const intermediate = value.intermediateAnswer.trim() || null;
      return {
        granularity: value.granularity as Granularity,
        selected,
        intermediateAnswer: intermediate,
        resolvedPath: value.resolvedPath,
        resolved: [],
        missing: value.missing.trim() ? [value.missing.trim()] : [],
        action: stop
          ? { kind: 'stop', answer: value.answer.trim(), reason: 'answer' }
          : { kind: 'continue', nextQuery: value.nextQuery.trim(), transition: value.transition.trim() || 'next', focus: intermediate ? [intermediate] : [] },
        ...(repaired ? { note: 'llm (repaired once)' } : { note: 'llm' }),
      };
    } catch (error) {
      return this.fallBack(input, (error as Error).message);
    }
  }

  async finalize(input: FinalInput): Promise<FinalAnswer> {
    return this.fallback.finalize(input);
  }

  usage(): { llmCalls: number; tokens: number } {
    return { llmCalls: this.meter?.calls ?? 0, tokens: this.meter?.tokens ?? 0 };
  }

  private async fallBack(input: PolicyInput, reason: string): Promise<StepDecision> {
    this.emit({ type: 'warning', message: `megrag step ${input.step}: llm policy fell back to the heuristic: ${reason}` });
    const decision = await this.fallback.decide(input);
    return { ...decision, note: `heuristic fallback: ${reason}` };
  }
}
