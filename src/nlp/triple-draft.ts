import type { NounPhrase } from './noun-phrase.js';

/** What a rule produces before subjects are resolved (pronoun -> title) and confidence is scored. */
export interface TripleDraft {
  subject: NounPhrase;
  relation: string;
  object: NounPhrase;
  negated: boolean;
  passive: boolean;
  rule: string;
  /** The rule's own prior confidence in [0,1]; `scoreConfidence` adjusts it. */
  strength: number;
}
