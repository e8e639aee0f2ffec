import { HOP_SLOT } from '../../question/index.js';

/** The template with the slot filled by the bridge entity's name ("When did [HOP] die?" -> "When did Ermengarde of Tours die?"). */
export function fillHopSlot(template: string, bridgeName: string): string {
  return template.includes(HOP_SLOT) ? template.split(HOP_SLOT).join(bridgeName) : `${template} ${bridgeName}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The template one hop further in: "Where was the father of [HOP] born?" becomes "Where was [HOP]
 * born?" once the father is known. Folds "the <relation> of [HOP]" (or "[HOP]'s <relation>") around
 * the slot into the slot; when the relation is not written that way, the template is kept.
 */
export function foldTemplate(template: string, relation: string, surface?: string): string {
  for (const word of [surface, relation].filter((value): value is string => Boolean(value))) {
    const name = escapeRegExp(word);
    const slot = escapeRegExp(HOP_SLOT);
    const ofForm = new RegExp(`\\b(?:the |a |an )?${name} of ${slot}`, 'i');
    if (ofForm.test(template)) return template.replace(ofForm, HOP_SLOT);
    const possessive = new RegExp(`${slot}['’]s? ${name}\\b`, 'i');
    if (possessive.test(template)) return template.replace(possessive, HOP_SLOT);
  }
  return template;
}
