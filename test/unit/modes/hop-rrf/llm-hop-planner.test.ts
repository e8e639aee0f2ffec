import { describe, expect, it } from 'vitest';
import { HopBudget } from '../../../../src/modes/hop-rrf/hop-budget.js';
import { chosenCandidates, createLlmHopPlanner } from '../../../../src/modes/hop-rrf/llm-hop-planner.js';
import type { ModeEvent } from '../../../../src/modes/retrieval-mode.js';
import type { RetrievalStore } from '../../../../src/ports/retrieval-store.js';

describe('chosenCandidates', () => {
  it('keeps the reply names that are candidates, in reply order, once, up to the limit', () => {
    expect(chosenCandidates(['teutberga', 'Nobody', 'Ermengarde  of Tours', 'Teutberga'], ['Ermengarde of Tours', 'Teutberga', 'Boso'], 3)).toEqual(['Teutberga', 'Ermengarde of Tours']);
    expect(chosenCandidates(['A', 'B', 'C'], ['A', 'B', 'C'], 2)).toEqual(['A', 'B']);
    expect(chosenCandidates(['X'], ['A'], 3)).toEqual([]);
  });
});

describe('createLlmHopPlanner', () => {
  it('falls back to the heuristic with a warning when no LLM is configured', async () => {
    const events: ModeEvent[] = [];
    const planner = createLlmHopPlanner({ store: {} as RetrievalStore, onEvent: (event) => events.push(event) }, { question: 'q', plannerBudgetMs: 500, maxFollowUps: 3, budget: new HopBudget(1500) });
    expect(await planner({ hop: 0, results: [], candidates: ['A'] })).toEqual({ planner: 'heuristic', fallback: 'no LLM is configured' });
    expect(events).toEqual([{ type: 'warning', message: 'hop-rrf: the LLM hop planner fell back to the heuristic at hop 0: no LLM is configured' }]);
  });
});
