import { describe, expect, it } from 'vitest';
import { carbSentenceKey, matchCarbTuple, parseCarbGold, scoreCarb, type CarbExtraction } from '../../../src/openie-bench/index.js';

const first = 'Tom Bradley joined the railway in 1941 .';
const gold = parseCarbGold([`${first}\tjoined\tTom Bradley\tthe railway\tin 1941`, 'Anna sang .\tsang\tAnna', ''].join('\n'));

function prediction(sentence: string, confidence: number, relation: string, ...argumentsList: string[]): CarbExtraction {
  return { sentence, confidence, relation, arguments: argumentsList };
}

describe('matchCarbTuple (lenient, binarized)', () => {
  it('scores token overlap slot by slot, the gold arguments after arg1 joined', () => {
    const [goldTuple] = gold;
    // relation 1/1; arg1 2/2; arg2: "the railway" against "the railway in 1941" -> 2 of 4 gold words.
    expect(matchCarbTuple(goldTuple as CarbExtraction, prediction(first, 1, 'joined', 'Tom Bradley', 'the railway'))).toEqual([1, 5 / 7]);
    // no relation word shared: no match; fewer than two arguments against a two-argument gold: no match.
    expect(matchCarbTuple(goldTuple as CarbExtraction, prediction(first, 1, 'was', 'the railway', 'Tom Bradley'))).toEqual([0, 0]);
    expect(matchCarbTuple(goldTuple as CarbExtraction, prediction(first, 1, 'joined', 'Tom Bradley'))).toEqual([0, 0]);
  });

  it('lets a predicted "be" match any form of be', () => {
    const goldTuple: CarbExtraction = { sentence: 's', confidence: 1, relation: 'is', arguments: ['Bush', 'President'] };
    expect(matchCarbTuple(goldTuple, prediction('s', 1, 'be', 'Bush', 'President'))).toEqual([1, 1]);
  });
});

describe('scoreCarb', () => {
  it('reproduces a hand-computed precision-recall curve, best F1 and AUC', () => {
    const predictions = [
      prediction('Tom Bradley joined the railway in 1941.', 0.9, 'joined', 'Tom Bradley', 'the railway'),
      prediction(first, 0.5, 'was', 'the railway', 'Tom Bradley'),
      prediction('A sentence without gold .', 0.7, 'is', 'A', 'B'),
    ];
    const score = scoreCarb(gold, predictions);
    // Thresholds 0.5, 0.7, 0.9. Recall: 5/7 of the first sentence's tuple, 0 of the second's, over 2 tuples.
    // At 0.5: the greedy match gives precision 1 to one of two extractions -> 1/2; at 0.7 and 0.9: 1/1.
    expect(score.curve.map((point) => point.confidence)).toEqual([0.5, 0.7, 0.9]);
    expect(score.curve[0]?.precision).toBeCloseTo(0.5, 10);
    expect(score.curve[1]?.precision).toBeCloseTo(1, 10);
    expect(score.curve[2]?.precision).toBeCloseTo(1, 10);
    for (const point of score.curve) expect(point.recall).toBeCloseTo(5 / 14, 10);
    expect(score.best.f1).toBeCloseTo(10 / 19, 10);
    expect(score.best.confidence).toBe(0.7);
    // Area: flat in recall until the added point (recall 0, precision 1): (5/14) * (1 + 1) / 2.
    expect(score.auc).toBeCloseTo(5 / 14, 10);
    expect(score.goldTuples).toBe(2);
    expect(score.scoredExtractions).toBe(2);
  });

  it('pairs sentences ignoring spaces, punctuation and PTB bracket escapes', () => {
    expect(carbSentenceKey('He left -LRB- in 1941 -RRB- .')).toBe(carbSentenceKey('He left (in 1941).'));
  });
});
