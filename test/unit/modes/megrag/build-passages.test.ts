import { describe, expect, it } from 'vitest';
import { buildPassages } from '../../../../src/modes/megrag/build-passages.js';
import type { CandidateSet } from '../../../../src/modes/megrag/candidate-set.js';
import type { ReasoningRun } from '../../../../src/modes/megrag/run-reasoning.js';

function candidates(ids: string[], own: string[] = []): CandidateSet {
  return {
    passages: ids.map((id, rank) => ({ id, title: id, text: '', rank })),
    sentences: [],
    triples: [],
    entityPassages: own.length > 0 ? { entity: own } : {},
    entityAliases: {},
  };
}

function run(sets: CandidateSet[], evidence: ReasoningRun['evidence'] = []): ReasoningRun {
  return { answer: null, stoppedBy: 'answer', steps: [], evidence, candidates: sets, supportingIds: [], trajectories: [], history: { steps: [], resolved: [] } } as unknown as ReasoningRun;
}

describe('megrag result passages', () => {
  const first = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'shared'];
  const second = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'shared'];

  it("keeps each step's order: the top of a step's list outranks a passage two steps found low", () => {
    const ids = buildPassages(run([candidates(first), candidates(second)]), 3).map((passage) => passage.id);
    expect(ids.slice(0, 2)).toEqual(['a1', 'b1']);
    expect(ids.indexOf('shared')).toBeGreaterThan(ids.indexOf('b2'));
    // Still fused: a passage both steps found outranks one only a single step found as low.
    expect(ids.indexOf('shared')).toBeLessThan(ids.indexOf('a9'));
  });

  it("puts the passages of selected evidence first, in path order, then own pages before hits of the same rank", () => {
    const evidence = [{ kind: 'sentence' as const, id: 'b3#s0', text: 'x', passageId: 'b3', step: 2 }];
    const ids = buildPassages(run([candidates(first), candidates(['own', ...second], ['own'])], evidence), 3).map((passage) => passage.id);
    expect(ids[0]).toBe('b3');
    expect(ids.indexOf('own')).toBeLessThan(ids.indexOf('a1'));
  });
});
