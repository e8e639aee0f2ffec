import { entityKey } from './entity-key.js';
import type { ExtractedTriple } from './extracted-triple.js';
import type { ResolutionContext } from './resolution-context.js';
import { resolveObject, resolveSubject } from './resolve-entity.js';
import { applyAppositiveRule } from './rules/appositive-rule.js';
import { applyLifeDatesRule } from './rules/life-dates-rule.js';
import { applyPossessiveRule } from './rules/possessive-rule.js';
import { applyRelationRule } from './rules/relation-rule.js';
import { scoreConfidence } from './score-confidence.js';
import type { SentenceFrame } from './sentence-frame.js';

/**
 * Runs every rule on a chunked sentence, resolves subjects/objects to entity names, scores and
 * deduplicates (same subject key, relation, object key: the most confident wins).
 * Appositives and possessives run first because they record which entity a description belongs to.
 */
export function extractFrameTriples(frame: SentenceFrame, context: ResolutionContext): ExtractedTriple[] {
  const drafts = [...applyAppositiveRule(frame), ...applyPossessiveRule(frame), ...applyLifeDatesRule(frame), ...applyRelationRule(frame)];
  const byKey = new Map<string, ExtractedTriple>();
  for (const draft of drafts) {
    const subject = resolveSubject(draft.subject, context);
    const object = resolveObject(draft.object, context);
    if (!subject.name || !object) continue;
    const subjectKey = entityKey(subject.name);
    const objectKey = entityKey(object);
    if (subjectKey === objectKey || subjectKey.length === 0 || objectKey.length === 0) continue;
    const triple: ExtractedTriple = {
      subject: subject.name,
      relation: draft.relation,
      object,
      negated: draft.negated,
      passive: draft.passive,
      confidence: scoreConfidence(draft, subject.viaPronoun),
      rule: draft.rule,
    };
    const key = `${subjectKey}\u0000${draft.relation}\u0000${objectKey}`;
    const existing = byKey.get(key);
    if (!existing || existing.confidence < triple.confidence) byKey.set(key, triple);
  }
  return [...byKey.values()];
}
