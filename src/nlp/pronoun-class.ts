import type { Gender } from './entity-kind.js';

/** What a third-person pronoun can refer to: a man, a woman, a (non-person) thing, or a group ("they"). */
export type PronounClass = { kind: 'person'; gender: Gender } | { kind: 'thing' } | { kind: 'group' };

const CLASSES: Record<string, PronounClass> = {
  he: { kind: 'person', gender: 'male' },
  him: { kind: 'person', gender: 'male' },
  his: { kind: 'person', gender: 'male' },
  she: { kind: 'person', gender: 'female' },
  her: { kind: 'person', gender: 'female' },
  it: { kind: 'thing' },
  its: { kind: 'thing' },
  they: { kind: 'group' },
  them: { kind: 'group' },
  their: { kind: 'group' },
};

/** The class of a lower-cased pronoun or possessive determiner; undefined for "who", "which", "I", "we"…. */
export function pronounClass(word: string): PronounClass | undefined {
  return CLASSES[word];
}
