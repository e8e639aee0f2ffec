import type { CarbExtraction } from './carb-extraction.js';
import type { CarbCurvePoint, CarbScore } from './carb-score.js';
import { carbSentenceKey } from './carb-sentence-key.js';
import { matchCarbTuple, type TupleMatch } from './match-carb-tuple.js';

function groupBySentence(extractions: readonly CarbExtraction[]): Map<string, CarbExtraction[]> {
  const groups = new Map<string, CarbExtraction[]>();
  for (const extraction of extractions) {
    const key = carbSentenceKey(extraction.sentence);
    const group = groups.get(key);
    if (group) group.push(extraction);
    else groups.set(key, [extraction]);
  }
  return groups;
}

function f1(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/**
 * Greedy one-to-one matching for precision (the official "optimised global match"): repeatedly take the
 * unused (gold, extraction) pair with the highest match precision, min(gold, extractions) times.
 */
function matchedPrecision(scores: readonly TupleMatch[][], selected: readonly number[]): number {
  const usedRows = new Set<number>();
  const usedColumns = new Set<number>();
  let total = 0;
  const rounds = Math.min(scores.length, selected.length);
  for (let round = 0; round < rounds; round++) {
    let bestRow = -1;
    let bestColumn = -1;
    let bestPrecision = -1;
    for (let row = 0; row < scores.length; row++) {
      if (usedRows.has(row)) continue;
      const scoreRow = scores[row] as TupleMatch[];
      for (const column of selected) {
        if (usedColumns.has(column)) continue;
        const precision = (scoreRow[column] as TupleMatch)[0];
        if (precision > bestPrecision) {
          bestPrecision = precision;
          bestRow = row;
          bestColumn = column;
        }
      }
    }
    usedRows.add(bestRow);
    usedColumns.add(bestColumn);
    total += bestPrecision;
  }
  return total;
}

/** Trapezoid area under precision over recall, the points given in any monotone order of recall. */
function areaUnderCurve(recalls: readonly number[], precisions: readonly number[]): number {
  let area = 0;
  for (let index = 1; index < recalls.length; index++) {
    area += ((recalls[index] as number) - (recalls[index - 1] as number)) * (((precisions[index] as number) + (precisions[index - 1] as number)) / 2);
  }
  return Math.abs(area);
}

/**
 * CaRB's scorer (Bhardwaj, Aggarwal and Mausam, EMNLP 2019; `Benchmark.compare` of the official carb.py
 * with its default matcher, see `matchCarbTuple`). Sentences are paired by `carbSentenceKey`; every distinct
 * predicted confidence is a threshold. At a threshold, per gold sentence:
 *  - recall numerator: for each gold tuple, the best match recall among the extractions at or above it;
 *  - precision numerator: greedy one-to-one matching by match precision; denominator: the extractions kept;
 * summed over sentences (a precision with no extraction counts as 1). Best F1 over thresholds; AUC over the
 * curve with (recall 0, precision 1) added.
 */
export function scoreCarb(gold: readonly CarbExtraction[], predictions: readonly CarbExtraction[]): CarbScore {
  const goldBySentence = groupBySentence(gold);
  const predictedBySentence = groupBySentence(predictions);
  const thresholds = [...new Set(predictions.map((extraction) => extraction.confidence))].sort((left, right) => left - right);
  const thresholdIndex = new Map(thresholds.map((confidence, index) => [confidence, index]));
  const precisionNumerators = new Float64Array(thresholds.length);
  const precisionDenominators = new Float64Array(thresholds.length);
  const recallNumerators = new Float64Array(thresholds.length);
  const recallDenominators = new Float64Array(thresholds.length);
  let scoredExtractions = 0;
  for (const [key, goldTuples] of goldBySentence) {
    const extractions = predictedBySentence.get(key) ?? [];
    scoredExtractions += extractions.length;
    const scores = goldTuples.map((tuple) => extractions.map((extraction) => matchCarbTuple(tuple, extraction)));
    const confidences = extractions.map((extraction) => extraction.confidence).sort((left, right) => left - right);
    let previous = 0;
    for (const confidence of confidences) {
      const at = thresholdIndex.get(confidence) as number;
      if (at < previous) continue;
      const selected: number[] = [];
      extractions.forEach((extraction, index) => {
        if (extraction.confidence >= confidence) selected.push(index);
      });
      let recall = 0;
      for (const row of scores) {
        let best = 0;
        for (const column of selected) best = Math.max(best, (row[column] as TupleMatch)[1]);
        recall += best;
      }
      const precision = matchedPrecision(scores, selected);
      for (let index = previous; index <= at; index++) {
        precisionNumerators[index] = (precisionNumerators[index] as number) + precision;
        precisionDenominators[index] = (precisionDenominators[index] as number) + selected.length;
        recallNumerators[index] = (recallNumerators[index] as number) + recall;
        recallDenominators[index] = (recallDenominators[index] as number) + goldTuples.length;
      }
      previous = at + 1;
    }
    for (let index = previous; index < thresholds.length; index++) recallDenominators[index] = (recallDenominators[index] as number) + goldTuples.length;
  }
  const curve: CarbCurvePoint[] = thresholds.map((confidence, index) => {
    const precisionDenominator = precisionDenominators[index] as number;
    const recallDenominator = recallDenominators[index] as number;
    return {
      confidence,
      precision: precisionDenominator > 0 ? (precisionNumerators[index] as number) / precisionDenominator : 1,
      recall: recallDenominator > 0 ? (recallNumerators[index] as number) / recallDenominator : 0,
    };
  });
  let best = { confidence: 0, precision: 0, recall: 0, f1: 0 };
  for (const point of curve) {
    const score = f1(point.precision, point.recall);
    if (score > best.f1) best = { ...point, f1: score };
  }
  const auc = curve.length === 0 ? 0 : areaUnderCurve([...curve.map((point) => point.recall), 0], [...curve.map((point) => point.precision), 1]);
  return { auc, best, curve, goldSentences: goldBySentence.size, goldTuples: gold.length, scoredExtractions };
}
