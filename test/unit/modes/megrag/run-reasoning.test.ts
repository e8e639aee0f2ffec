import { describe, expect, it } from 'vitest';
import type { ReasoningPolicy, StepDecision } from '../../../../src/modes/megrag/reasoning-policy.js';
import { runReasoning } from '../../../../src/modes/megrag/run-reasoning.js';
import { FakeRetrievalStore, type FakePassage } from '../rarag/fake-retrieval-store.js';

// Six passages that all match the sub-question, ranked by how many of its words they hold.
const passages: FakePassage[] = Array.from({ length: 6 }, (_, index) => ({
  id: `p${index}`,
  title: '',
  sentences: [`${['lake', 'lake river', 'lake river source', 'lake river source mountain', 'lake river source mountain range', 'lake river source mountain range north'][5 - index]} text ${index}.`],
}));

/** A policy that asks the same sub-question three times (as a model does when the answer is not among the candidates) and records what it was shown. */
function repeatingPolicy(shown: string[][]): ReasoningPolicy {
  const decide = async (input: { query: string; candidates: { passages: Array<{ id: string }> } }): Promise<StepDecision> => {
    shown.push(input.candidates.passages.map((passage) => passage.id));
    return {
      granularity: 'passages',
      selected: [],
      intermediateAnswer: null,
      resolvedPath: '',
      resolved: [],
      missing: ['the source'],
      action: { kind: 'continue', nextQuery: 'Where is the source of the lake river in the mountain range north?', transition: 'same', focus: [] },
    };
  };
  return { name: 'repeating', initialFocus: () => [], decide, finalize: async () => ({ answer: null, supportingIds: [] }), usage: () => ({ llmCalls: 0, tokens: 0 }) };
}

describe('megrag loop: a repeated query also reads the next page of its ranking', () => {
  it('shows ranks 1-2, then 1-4, then 1-6 for the same sub-question, and says how many pages in the trace', async () => {
    const shown: string[][] = [];
    const run = await runReasoning(new FakeRetrievalStore(passages), 'Where is the source of the lake river in the mountain range north?', repeatingPolicy(shown), {
      budget: 3,
      sizes: { passages: 2, sentences: 10, triples: 10 },
      forceSteps: false,
      recordTrajectories: false,
    });
    expect(shown).toEqual([['p0', 'p1'], ['p0', 'p1', 'p2', 'p3'], ['p0', 'p1', 'p2', 'p3', 'p4', 'p5']]);
    expect(run.steps.map((step) => step.page)).toEqual([undefined, 2, 3]);
  });
});
