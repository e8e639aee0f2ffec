import { describe, expect, it } from 'vitest';
import { comparedDimensions, readQuantities, sideQuantity } from '../../../src/answer/compared-quantity.js';
import { decideEitherOr } from '../../../src/answer/decide-options.js';
import { contentStems, stemOf } from '../../../src/answer/question-terms.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

// Sentences from ../shared/datasets/hotpotqa/corpus.jsonl.
const gasherbrum = 'Gasherbrum II (Urdu: ‎ ); surveyed as K4, is the 13th highest mountain in the world at 8035 m above sea level.';
const langtang = 'At an elevation of 7205 m it is the 106th highest mountain in the world.';

describe('quantities read for a comparison', () => {
  it('reads a measurement with its unit and leaves ordinals and years out', () => {
    expect(readQuantities(gasherbrum, new Set())).toEqual([{ value: 8035, dimension: 'length', strength: 2 }]);
    expect(readQuantities('Its summit is 26,362 ft high; it was first climbed in 1956.', new Set())).toEqual([{ value: 26362 * 0.3048, dimension: 'length', strength: 2 }]);
  });

  it('reads the noun the question counts, digits or a number word', () => {
    const stems = contentStems('Which genus contains more species, Crowea or Dracula?');
    expect(sideQuantity(['There are three species and many subspecies and cultivars.'], stems, [])).toEqual({ value: 3, dimension: stemOf('species'), strength: 3 });
    expect(sideQuantity(['It contains 10 to 20 species that are native to Africa and Eurasia.'], stems, [])?.value).toBe(20);
  });

  it('knows which dimension a comparative asks about', () => {
    expect(comparedDimensions('Which mountain is taller, Gasherbrum II or Langtang Ri?')).toEqual(['length']);
    expect(comparedDimensions('Which satellite was operational for longer, International Ultraviolet Explorer or EXOSAT?')).toEqual(['duration']);
    expect(comparedDimensions('Which genus contains more species, Crowea or Dracula?')).toEqual([]);
  });
});

describe('decideEitherOr by quantity', () => {
  it('compares the heights, not the ranks written before them', () => {
    const decision = decideEitherOr('Which mountain is taller, Gasherbrum II or Langtang Ri?', ['Gasherbrum II', 'Langtang Ri'], [
      sentence('hotpotqa-p01849#s0', 'Gasherbrum II', gasherbrum, 0),
      sentence('hotpotqa-p01851#s1', 'Langtang Ri', langtang, 1),
    ]);
    expect(decision.answer).toBe('Gasherbrum II');
    expect(decision.reason).toContain('length');
  });

  it('answers null when the two sides measure different things', () => {
    const decision = decideEitherOr('Which mountain is taller, Gasherbrum II or Langtang Ri?', ['Gasherbrum II', 'Langtang Ri'], [
      sentence('hotpotqa-p01849#s0', 'Gasherbrum II', gasherbrum, 0),
      sentence('hotpotqa-p01851#s0', 'Langtang Ri', 'Langtang Ri is one of 3 peaks of the Langtang Himal.', 1),
    ]);
    expect(decision.answer).toBeNull();
    expect(decision.reason).toMatch(/measure different things/);
  });
});
