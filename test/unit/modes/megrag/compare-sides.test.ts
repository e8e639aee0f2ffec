import { describe, expect, it } from 'vitest';
import { compareSides } from '../../../../src/modes/megrag/compare-sides.js';
import { HeuristicPolicy } from '../../../../src/modes/megrag/heuristic-policy.js';
import type { SideState } from '../../../../src/modes/megrag/plan-state.js';
import { emptyHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import { candidateSet } from './candidate-fixtures.js';

/** One resolved (or unresolved, value undefined) side of a comparison on `attribute`. */
function side(index: number, subject: string, attribute: string, value: string | undefined): SideState {
  const attributes = new Map();
  if (value !== undefined) attributes.set(attribute, { side: index, hop: 0, subject, relation: attribute, value, valueKey: value.toLowerCase(), evidenceIds: [`e${index}`] });
  return { side: index, plan: { subject, via: [], attributes: [attribute] }, entity: subject, hop: 0, attributes, path: [], done: value !== undefined };
}

describe('compareSides: an answer only from evidence on every side', () => {
  it('answers from both sides', () => {
    expect(compareSides([side(0, 'A', 'release date', '1961'), side(1, 'B', 'release date', '1946')], 'release date', 'earlier', false)).toEqual({ answer: 'B', decided: true });
    expect(compareSides([side(0, 'A', 'nationality', 'Danish'), side(1, 'B', 'nationality', 'Denmark')], 'nationality', 'same', true)).toEqual({ answer: 'yes', decided: true });
    expect(compareSides([side(0, 'A', 'nationality', 'Danish'), side(1, 'B', 'nationality', 'French')], 'nationality', 'same', true)).toEqual({ answer: 'no', decided: true });
  });

  it('answers null with the reason when a yes/no side is unresolved (no "yes" default)', () => {
    const outcome = compareSides([side(0, 'A', 'nationality', 'Danish'), side(1, 'B', 'nationality', undefined)], 'nationality', 'same', true);
    expect(outcome).toEqual({ answer: null, decided: false, reason: 'no nationality found for B' });
  });

  it('answers null when no side or only one side of an ordering is resolved (no first-named subject)', () => {
    expect(compareSides([side(0, 'A', 'release date', undefined), side(1, 'B', 'release date', undefined)], 'release date', 'earlier', false)).toEqual({
      answer: null,
      decided: false,
      reason: 'no release date found for A and B',
    });
    expect(compareSides([side(0, 'A', 'release date', '1961'), side(1, 'B', 'release date', undefined)], 'release date', 'earlier', false).answer).toBeNull();
  });

  it('answers null when the values tie at the precision found', () => {
    const outcome = compareSides([side(0, 'A', 'release date', '1946'), side(1, 'B', 'release date', '5 May 1946')], 'release date', 'earlier', false);
    expect(outcome.answer).toBeNull();
    expect(outcome.reason).toContain('do not differ');
  });
});

describe('heuristic policy: an unresolved comparison', () => {
  it('stops with answer null and says why in the note, with either lexicon', async () => {
    const question = 'Are Anna Berg and Lars Holm of the same nationality?'; // constructed
    const pages = candidateSet([{ id: 'a', title: 'Anna Berg', sentences: ['Anna Berg (born 1950) is a Danish painter.'] }], { 'Anna Berg': ['a'] });
    for (const lexicon of ['full', 'none'] as const) {
      const policy = new HeuristicPolicy(lexicon);
      const first = policy.decideNow({ question, query: question, step: 1, budget: 4, history: emptyHistory(), candidates: pages, mustContinue: false });
      expect(first.action.kind).toBe('continue');
      const final = await policy.finalize({ question, history: emptyHistory(), evidence: [] });
      expect(final.answer).toBeNull();
      expect(final.note).toMatch(/^unresolved: no .* found for /);
    }
  });
});
