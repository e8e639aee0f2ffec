import { phraseAt, wordAt, type SentenceFrame } from '../sentence-frame.js';
import type { TripleDraft } from '../triple-draft.js';

/**
 * Possessives (rule 'possessive'). Convention: (possessor, relation noun, value).
 *   "X's father Y"           -> (X, father, Y)
 *   "his wife, Anna Smith,"  -> (his -> title, wife, Anna Smith)
 * ("His father was Y" is read by the copula rule with the same convention.)
 */
export function applyPossessiveRule(frame: SentenceFrame): TripleDraft[] {
  const drafts: TripleDraft[] = [];
  const items = frame.items;
  for (let index = 0; index < items.length; index++) {
    const phrase = phraseAt(items, index);
    const possessor = phrase ? frame.possessors.get(phrase) : undefined;
    if (!phrase || !possessor) continue;
    const base = { subject: possessor, negated: false, passive: false, rule: 'possessive', strength: 0.8 };
    if (phrase.kind === 'proper' && phrase.descriptor) {
      drafts.push({ ...base, relation: phrase.descriptor.toLowerCase(), object: phrase });
      continue;
    }
    const comma = wordAt(items, index + 1);
    const name = phraseAt(items, index + (comma?.text === ',' ? 2 : 1));
    if (phrase.kind === 'common' && name?.kind === 'proper' && phrase.text.split(' ').length <= 3) {
      drafts.push({ ...base, relation: phrase.text.toLowerCase(), object: name });
      frame.owners.set(phrase, name);
    }
  }
  return drafts;
}
