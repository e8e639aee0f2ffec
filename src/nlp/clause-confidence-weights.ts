/**
 * Features of a clause for its confidence, in the order of `CLAUSE_FEATURE_NAMES`: indicators of the
 * rule and of the subject's kind, and lengths (clipped so a very long span does not dominate).
 */
export const CLAUSE_FEATURE_NAMES = [
  'rule:relative-clause',
  'rule:coordinated-verb',
  'rule:reduced-relative',
  'rule:participle',
  'rule:copula',
  'subject:pronoun',
  'subject:proper',
  'subject:date-or-number',
  'subject tokens / 10',
  'subject gap > 0',
  'relation tokens / 5',
  'relation preposition',
  'coordinated verbs',
  'object empty',
  'object tokens / 10',
  'object tokens > 12',
  'object verb',
  'object comma',
  'subject determiner',
  'subject one common word',
  'relation comma',
  'object clause',
  'object to sentence end',
  'negated',
  'passive',
  'sentence tokens / 30',
  'clause index / clause count',
  'clause count / 5',
] as const;

/** A logistic model: confidence = 1 / (1 + e^-(intercept + Σ weight · feature)). */
export interface ClauseConfidenceModel {
  intercept: number;
  weights: Record<(typeof CLAUSE_FEATURE_NAMES)[number], number>;
}
