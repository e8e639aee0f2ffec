import { entityKey } from '../../nlp/index.js';
import type { LexiconSetting } from '../../question/index.js';
import type { ModeContext } from '../retrieval-mode.js';
import type { HopList } from './decayed-fusion.js';
import { decomposeQuery } from './decompose-query.js';
import { HopBudget } from './hop-budget.js';
import { HopChain } from './hop-chain.js';
import type { HopRrfOptions } from './hop-rrf-options.js';
import type { HopRrfTrace } from './hop-trace.js';
import { heuristicHopPlanner } from './hop-planner.js';
import { createLlmHopPlanner } from './llm-hop-planner.js';

export interface HopRun {
  /** Every chain's ranked list of every hop. */
  lists: HopList[];
  /** Title of every passage seen. */
  titles: Map<string, string>;
  trace: HopRrfTrace;
}

/**
 * Decomposes the question and runs its chains hop by hop, in lock step (the sub-queries of one hop
 * are searched in parallel, sharing one budget), emitting plan / hop-start / hop-end events.
 */
export async function runHops(
  question: string,
  options: HopRrfOptions,
  poolSize: number,
  context: ModeContext,
  budgets: 'time' | 'off' = 'time',
  lexicon: LexiconSetting = 'full',
): Promise<HopRun> {
  const decomposition = decomposeQuery(question, options.decomposeQuery, lexicon);
  // The budget is the hops' (searches and planning). It starts after the question's analysis, which is
  // ≈ 1 ms warm but includes loading the NLP model (≈ 1 s) on a process's first question: charged to
  // the budget, that one-time cost left a one-shot `hopgraph query` a single hop.
  // With budgets off, the hops ignore the clock (maxHops still bounds them): same work on any machine.
  const budget = new HopBudget(budgets === 'off' ? Number.POSITIVE_INFINITY : options.budgetMs);
  const questionEntityKeys = decomposition.subQueries.flatMap((subQuery) => subQuery.entities.map((entity) => entityKey(entity)));
  const planner =
    options.planner === 'llm'
      ? createLlmHopPlanner(context, { question, plannerBudgetMs: options.plannerBudgetMs, maxFollowUps: options.maxFollowUps, budget })
      : heuristicHopPlanner;
  const titles = new Map<string, string>();
  const chains = decomposition.subQueries.map((subQuery) => new HopChain(subQuery, questionEntityKeys, options, titles, lexicon));
  context.onEvent?.({
    type: 'plan',
    mode: 'hop-rrf',
    detail: {
      decomposition: decomposition.kind,
      subQueries: decomposition.subQueries.map((subQuery) => ({ text: subQuery.text, entities: subQuery.entities, relations: subQuery.relations })),
      maxHops: options.maxHops,
      budgetMs: options.budgetMs,
      planner: options.planner,
    },
  });
  let hops = 0;
  for (let hop = 0; hop < options.maxHops; hop++) {
    const active = chains.filter((chain) => chain.active);
    if (active.length === 0) break;
    if (hop > 0 && !budget.allowsHop()) {
      for (const chain of active) chain.stop('budget');
      context.onEvent?.({ type: 'warning', message: `hop-rrf: budget of ${options.budgetMs} ms used up after ${hop} hop(s)` });
      break;
    }
    const queries = active.flatMap((chain) => chain.pendingQueries);
    context.onEvent?.({ type: 'hop-start', hop, queries, elapsedMs: budget.elapsedMs() });
    const found = await Promise.all(active.map((chain) => chain.search(context.store, hop, poolSize)));
    hops = hop + 1;
    context.onEvent?.({ type: 'hop-end', hop, queries, results: new Set(found.flat()).size, elapsedMs: budget.elapsedMs() });
    if (hop + 1 >= options.maxHops) {
      for (const chain of active) chain.stop('max-hops');
    } else if (!budget.allowsHop()) {
      for (const chain of active) chain.stop('budget');
    } else {
      await Promise.all(active.map((chain) => chain.chooseFollowUps(context.store, hop, planner)));
    }
  }
  return {
    lists: chains.flatMap((chain) => chain.lists),
    titles,
    trace: { decomposition: decomposition.kind, chains: chains.map((chain) => chain.trace), hops, elapsedMs: Math.round(budget.elapsedMs()) },
  };
}
