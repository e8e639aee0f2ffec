import { entityKey } from './entity-key.js';
import type { ReferenceSentence } from './resolve-reference.js';

/** What subject resolution knows about the passage a sentence comes from. */
export interface ResolutionContext {
  title?: string;
  /** entityKey of the title without its trailing "(disambiguator)". */
  titleBaseKey?: string;
  /** Lower-cased words of the title base, for surname and first/last-word matches. */
  titleWords: string[];
  /** True while reading the passage's first sentence (the lead, which gives full names). */
  firstSentence: boolean;
  /** Whether he/she/it/they may be read as the title (the passage is evidently about it). */
  pronounsAllowed: boolean;
  /**
   * Passage analysis only: the sentence being read with what the passage has said so far, so pronouns
   * and "the <noun>" are read as the entity they refer to (`resolveReference`). Without it (one
   * sentence read alone), pronouns are the title when `pronounsAllowed`.
   */
  reference?: ReferenceSentence;
}

/** "Illusions (1982 film)" -> "Illusions". */
export function titleBase(title: string): string {
  return title.replace(/\s*\([^()]*\)\s*$/, '').trim() || title;
}

export function createResolutionContext(title: string | undefined): ResolutionContext {
  if (!title) return { titleWords: [], pronounsAllowed: false, firstSentence: true };
  const base = titleBase(title);
  return {
    title,
    titleBaseKey: entityKey(base),
    titleWords: entityKey(base).split(' ').filter((word) => word.length > 0),
    pronounsAllowed: false,
    firstSentence: true,
  };
}
