import type { ClauseEvidence } from './clause-evidence.js';
import { CLAUSE_CONFIDENCE_MODEL } from './clause-confidence-model.js';
import { CLAUSE_FEATURE_NAMES, type ClauseConfidenceModel } from './clause-confidence-weights.js';

export { CLAUSE_FEATURE_NAMES, type ClauseConfidenceModel };

function clip(value: number, limit: number): number {
  return value > limit ? limit : value;
}

export function clauseFeatures(evidence: ClauseEvidence): number[] {
  const rule = evidence.rule;
  const kind = evidence.subjectKind;
  return [
    rule === 'relative-clause' ? 1 : 0,
    rule === 'coordinated-verb' ? 1 : 0,
    rule === 'reduced-relative' ? 1 : 0,
    rule === 'participle' ? 1 : 0,
    rule === 'copula' ? 1 : 0,
    kind === 'pronoun' ? 1 : 0,
    kind === 'proper' ? 1 : 0,
    kind === 'date' || kind === 'number' ? 1 : 0,
    clip(evidence.subjectTokens, 30) / 10,
    evidence.subjectGap > 0 ? 1 : 0,
    clip(evidence.relationTokens, 15) / 5,
    evidence.relationPreposition ? 1 : 0,
    clip(evidence.coordinatedVerbs - 1, 3),
    evidence.objectTokens === 0 ? 1 : 0,
    clip(evidence.objectTokens, 40) / 10,
    evidence.objectTokens > 12 ? 1 : 0,
    evidence.objectVerb ? 1 : 0,
    evidence.objectComma ? 1 : 0,
    evidence.subjectDeterminer ? 1 : 0,
    evidence.subjectTokens === 1 && kind !== 'proper' && kind !== 'pronoun' ? 1 : 0,
    evidence.relationComma ? 1 : 0,
    evidence.objectClause ? 1 : 0,
    evidence.objectToEnd ? 1 : 0,
    evidence.negated ? 1 : 0,
    evidence.passive ? 1 : 0,
    clip(evidence.sentenceTokens, 90) / 30,
    evidence.clauseCount > 1 ? evidence.clauseIndex / (evidence.clauseCount - 1) : 0,
    clip(evidence.clauseCount, 10) / 5,
  ];
}

const weightVectors = new WeakMap<ClauseConfidenceModel, number[]>();

/** The model's weights in feature order (computed once per model). */
function weightVector(model: ClauseConfidenceModel): number[] {
  let vector = weightVectors.get(model);
  if (!vector) {
    vector = CLAUSE_FEATURE_NAMES.map((name) => model.weights[name]);
    weightVectors.set(model, vector);
  }
  return vector;
}

/** The model's probability, unrounded. */
export function clauseProbability(evidence: ClauseEvidence, model: ClauseConfidenceModel = CLAUSE_CONFIDENCE_MODEL): number {
  const features = clauseFeatures(evidence);
  const weights = weightVector(model);
  let logit = model.intercept;
  for (let index = 0; index < features.length; index++) logit += (weights[index] as number) * (features[index] as number);
  return 1 / (1 + Math.exp(-logit));
}

/**
 * Confidence of a clause extraction: the probability, under a logistic model fit on CaRB's development
 * split by `scripts/fit-openie-confidence.ts`, that the clause matches a gold tuple (weighted by how
 * precisely), rounded to 3 decimals.
 */
export function scoreClauseConfidence(evidence: ClauseEvidence, model: ClauseConfidenceModel = CLAUSE_CONFIDENCE_MODEL): number {
  return Math.round(clauseProbability(evidence, model) * 1000) / 1000;
}
