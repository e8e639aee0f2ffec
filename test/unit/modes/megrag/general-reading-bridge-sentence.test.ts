import { describe, expect, it } from 'vitest';
import { HeuristicPolicy } from '../../../../src/modes/megrag/heuristic-policy.js';
import { candidateSet } from './candidate-fixtures.js';
import { emptyHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import { after, input } from './policy-steps.js';

// A 2Wiki dev question and its two gold passages (../shared/datasets/2wiki, 2wiki-p02304 and 2wiki-p02303).
const QUESTION = "When did Cristina Rodríguez's father die?";
const CRISTINA = {
  id: 'cristina',
  title: 'Cristina Rodríguez (noble)',
  sentences: ['Cristina Rodríguez (born c. 1075) was a daughter of El Cid and Jimena Díaz.'],
};
const CID = {
  id: 'cid',
  title: 'El Cid',
  sentences: ['Rodrigo Díaz de Vivar (10 July 1099) was a Castilian knight and warlord in medieval Spain.', 'El Cid died in Valencia.'],
};

describe('megrag heuristic policy: the sentence that gave the bridge', () => {
  it('answers the next hop from another sentence when one mentions the bridge, else from that sentence', () => {
    const policy = new HeuristicPolicy('full');
    const first = policy.decideNow(input(QUESTION, candidateSet([CRISTINA])));
    expect(first.intermediateAnswer).toBe('El Cid');
    const history = after(emptyHistory(), QUESTION, first);
    // "(born c. 1075)" in the bridge's own sentence is Cristina's, not her father's.
    const second = policy.decideNow(input(QUESTION, candidateSet([CRISTINA, CID]), history, 'When did El Cid die?'));
    expect(second.action).toEqual({ kind: 'stop', answer: '10 July 1099', reason: 'answer' });
  });
});
