import { entityKey } from './entity-key.js';
import type { ExtractedTriple } from './extracted-triple.js';
import type { ResolutionContext } from './resolution-context.js';
import { resolveObjectReference, resolveSubject } from './resolve-entity.js';
import { applyAppositiveRule } from './rules/appositive-rule.js';
import { applyLifeDatesRule } from './rules/life-dates-rule.js';
import { applyPossessiveRule } from './rules/possessive-rule.js';
import { applyRelationRule } from './rules/relation-rule.js';
import { scoreConfidence } from './score-confidence.js';
import type { SentenceFrame } from './sentence-frame.js';
import type { TripleDraft } from './triple-draft.js';

/** Rules whose object describes its subject ("X is a company"): a definite object there is a description, not a reference. */
const DESCRIPTION_RULES = new Set(['copula', 'copula-modifier', 'appositive']);

/** Runs every rule on a chunked sentence. Appositives and possessives run first because they record which entity a description belongs to. */
export function draftFrameTriples(frame: SentenceFrame): TripleDraft[] {
  return [...applyAppositiveRule(frame), ...applyPossessiveRule(frame), ...applyLifeDatesRule(frame), ...applyRelationRule(frame)];
}

/**
 * Resolves drafts' subjects/objects to entity names, scores and deduplicates (same subject key,
 * relation, object key: the most confident wins).
 */
export function resolveFrameTriples(drafts: readonly TripleDraft[], context: ResolutionContext): ExtractedTriple[] {
  const byKey = new Map<string, ExtractedTriple>();
  for (const draft of drafts) {
    const subject = resolveSubject(draft.subject, context);
    const object = resolveObjectReference(draft.object, context, DESCRIPTION_RULES.has(draft.rule));
    if (!subject.name || !object.name) continue;
    const subjectKey = entityKey(subject.name);
    const objectKey = entityKey(object.name);
    if (subjectKey === objectKey || subjectKey.length === 0 || objectKey.length === 0) continue;
    const triple: ExtractedTriple = {
      subject: subject.name,
      relation: draft.relation,
      object: object.name,
      negated: draft.negated,
      passive: draft.passive,
      confidence: scoreConfidence(draft, subject.viaPronoun || object.viaPronoun),
      rule: draft.rule,
    };
    if (subject.surface !== undefined) triple.subjectSurface = subject.surface;
    if (object.surface !== undefined) triple.objectSurface = object.surface;
    const key = `${subjectKey}\u0000${draft.relation}\u0000${objectKey}`;
    const existing = byKey.get(key);
    if (!existing || existing.confidence < triple.confidence) byKey.set(key, triple);
  }
  return [...byKey.values()];
}

/** Drafts and resolves a sentence's triples in one step (a sentence read alone). */
export function extractFrameTriples(frame: SentenceFrame, context: ResolutionContext): ExtractedTriple[] {
  return resolveFrameTriples(draftFrameTriples(frame), context);
}
