import { phraseAt, wordAt, type SentenceFrame } from '../sentence-frame.js';
import type { TripleDraft } from '../triple-draft.js';
import { modifierVariants } from './modifier-variants.js';

/**
 * Appositives (rule 'appositive'): a name followed by a comma and a common-noun description.
 *   "Hugo, an Italian designer, ..."           -> (Hugo, is, Italian designer)
 *   "Bertha, daughter of Lothair II"           -> (Bertha, is, daughter), (Bertha, is daughter of, Lothair II)
 * The description is recorded as owned by the name, so a following reduced relative
 * ("..., a film directed by Y") and subject search attach to the name.
 */
export function applyAppositiveRule(frame: SentenceFrame): TripleDraft[] {
  const drafts: TripleDraft[] = [];
  const items = frame.items;
  for (let index = 0; index + 2 < items.length; index++) {
    const name = phraseAt(items, index);
    const comma = wordAt(items, index + 1);
    const description = phraseAt(items, index + 2);
    if (!name || name.kind !== 'proper' || comma?.text !== ',' || !description || description.kind !== 'common') continue;
    if (frame.possessors.has(description)) continue;
    const closing = wordAt(items, index + 3);
    const preposition = closing?.pos === 'ADP' ? closing : undefined;
    const target = preposition ? phraseAt(items, index + 4) : undefined;
    const end = target ? wordAt(items, index + 5) : closing;
    const closes = end === undefined || end.text === ',' || end.text === '.' || end.text === ';' || end.pos === 'VERB' || (target !== undefined && end.pos === 'ADP');
    if (!closes) continue;
    frame.owners.set(description, name);
    const base = { subject: name, negated: false, passive: false, rule: 'appositive' };
    drafts.push({ ...base, relation: 'is', object: description, strength: 0.65 });
    for (const modifier of modifierVariants(description.modifiers)) {
      drafts.push({ ...base, relation: 'is', object: { ...description, kind: 'adjective', text: modifier, fullText: modifier, head: modifier.toLowerCase(), modifiers: [] }, strength: 0.55 });
    }
    if (preposition && target && (target.kind === 'proper' || target.kind === 'date')) {
      drafts.push({ ...base, relation: `is ${description.fullText.toLowerCase()} ${preposition.lower}`, object: target, strength: 0.75 });
    }
  }
  return drafts;
}
