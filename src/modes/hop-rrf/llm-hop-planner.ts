import { z } from 'zod';
import { PLAN_HOP_PROMPT } from '../../llm/prompts.js';
import { structuredCall } from '../../llm/structured-call.js';
import type { ModeContext } from '../retrieval-mode.js';
import type { HopBudget } from './hop-budget.js';
import type { HopPlan, HopPlanner, HopPlanRequest } from './hop-planner.js';

/** The reply PLAN_HOP_PROMPT asks for. */
export const hopPlanReplySchema = z.object({
  follow: z.array(z.string()),
  reason: z.string().default(''),
});

export interface LlmHopPlannerOptions {
  /** The question as asked (sub-queries share it). */
  question: string;
  /** Time one hop's planning may take, repair attempt included (milliseconds). */
  plannerBudgetMs: number;
  /** Entities followed per hop at most. */
  maxFollowUps: number;
  /** The mode's overall budget: planning never runs past it. */
  budget: HopBudget;
}

/**
 * A planner asking the LLM (PLAN_HOP_PROMPT through `structuredCall`) which candidates to follow.
 * Each hop gets min(plannerBudgetMs, what is left of the mode's budget); no LLM, a timeout, an LLM
 * error, or a reply naming no candidate all fall back to the heuristic choice for that hop, with a
 * `warning` event saying why.
 */
export function createLlmHopPlanner(context: ModeContext, options: LlmHopPlannerOptions): HopPlanner {
  return async (request: HopPlanRequest): Promise<HopPlan> => {
    const fallback = (why: string): HopPlan => {
      context.onEvent?.({ type: 'warning', message: `hop-rrf: the LLM hop planner fell back to the heuristic at hop ${request.hop}: ${why}` });
      return { planner: 'heuristic', fallback: why };
    };
    if (!context.llm || !context.llmUsage) return fallback('no LLM is configured');
    const timeoutMs = Math.floor(Math.min(options.plannerBudgetMs, options.budget.remainingMs()));
    if (timeoutMs <= 0) return fallback('no time left in the budget');
    const input = JSON.stringify({ question: options.question, results: request.results, candidates: request.candidates });
    const call = structuredCall(PLAN_HOP_PROMPT, input, hopPlanReplySchema, {
      model: context.llm.model,
      usage: context.llmUsage,
      cache: context.llm.cache,
      role: 'reasoning',
      timeoutMs,
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // The call may still settle after the deadline: its outcome is ignored then, never unhandled.
    call.catch(() => undefined);
    try {
      const outcome = await Promise.race([call, deadline]);
      if (outcome === 'timeout') return fallback(`no reply within ${timeoutMs} ms`);
      const follow = chosenCandidates(outcome.value.follow, request.candidates, options.maxFollowUps);
      if (follow.length === 0) return fallback('the reply names none of the candidates');
      return { planner: 'llm', follow, reason: outcome.value.reason };
    } catch (error) {
      return fallback(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The reply's names that are candidates (compared case- and space-insensitively), in reply order, deduplicated, at most `limit`. */
export function chosenCandidates(names: readonly string[], candidates: readonly string[], limit: number): string[] {
  const normalize = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim();
  const byName = new Map(candidates.map((candidate) => [normalize(candidate), candidate]));
  const chosen: string[] = [];
  for (const name of names) {
    const candidate = byName.get(normalize(name));
    if (candidate !== undefined && !chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen.slice(0, limit);
}
