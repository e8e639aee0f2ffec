import type { TripleDraft } from './triple-draft.js';

/**
 * Confidence = the rule's prior, raised for name-to-name/date triples and lowered for pronoun
 * subjects, class-noun objects, long relation phrases and negation. Clamped to [0.05, 0.99].
 */
export function scoreConfidence(draft: TripleDraft, viaPronoun: boolean): number {
  let score = draft.strength;
  if (draft.subject.kind === 'proper') score += 0.05;
  if (draft.object.kind === 'proper' || draft.object.kind === 'date') score += 0.05;
  if (draft.object.kind === 'common') score -= 0.1;
  if (viaPronoun) score -= 0.1;
  if (draft.relation.split(' ').length > 4) score -= 0.1;
  if (draft.negated) score -= 0.05;
  return Math.round(Math.min(0.99, Math.max(0.05, score)) * 100) / 100;
}
