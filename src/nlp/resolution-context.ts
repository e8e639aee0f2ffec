import { entityKey } from './entity-key.js';

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
  /** Head noun of the title's class ("film" from "X is a 1998 American drama film"): "The film" then means the title. */
  titleClassHead?: string;
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
