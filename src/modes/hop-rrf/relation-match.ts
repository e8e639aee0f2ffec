import type { LexiconSetting } from '../../question/index.js';

/**
 * How well a triple's surface relation ("was the second son of", "directed by") expresses a canonical
 * question relation ("mother", "director"). Pure; a small lexicon of English wordings, then shared
 * word stems as the fallback for relations the lexicon does not know.
 */

const KINSHIP_UP = /\b(?:son|sons|daughter|daughters|child|children|born to|heir|parents?|issue of)\b/;

/** Wordings that say the relation outright. */
const STRONG_WORDINGS: Readonly<Record<string, RegExp>> = {
  director: /\bdirect|\bfilmmaker\b/,
  mother: new RegExp(`${KINSHIP_UP.source}|\\bmother\\b`),
  father: new RegExp(`${KINSHIP_UP.source}|\\bfather\\b`),
  parent: new RegExp(`${KINSHIP_UP.source}|\\bmother\\b|\\bfather\\b`),
  spouse: /\bmarri|\bwife\b|\bhusband\b|\bspouse\b|\bwidow|\bconsort\b|\bwed\b|\bwedded\b|\bmarriage\b/,
  child: /\bfather of\b|\bmother of\b|\bparent of\b|\bsons?\b|\bdaughters?\b|\bchild|\bheir\b/,
  sibling: /\bbrother|\bsister|\bsibling|\btwin\b/,
  performer: /\bperform|\bsung\b|\bsang\b|\brecorded\b|\bsong by\b|\bsingle by\b|\balbum by\b|\bsinger\b|\brapper\b/,
  composer: /\bcompos|\bscore\b|\bmusic\b/,
  author: /\bwrit|\bwrote\b|\bauthor|\bnovel by\b|\bbook by\b/,
  screenwriter: /\bwrit|\bscreenplay|\bscript/,
  producer: /\bproduc/,
  founder: /\bfound|\bestablish|\bcreat|\bstarted\b/,
  publisher: /\bpublish/,
  creator: /\bcreat/,
  'educated at': /\beducat|\bstudi|\bstudy|\bgraduat|\battend|\balumn/,
  employer: /\bwork|\bemploy|\bjoined\b|\bserved\b/,
  'cast member': /\bstar|\bcast\b|\bappear/,
  'place of birth': /\bborn\b/,
  'place of death': /\bdied\b|\bdeath\b/,
  'place of burial': /\bburied\b|\binterred\b/,
  nationality: /\bcitizen|\bnational/,
};

/** Wordings that often, not always, mean the relation ("a film by X", "married into"). */
const WEAK_WORDINGS: Readonly<Record<string, RegExp>> = {
  director: /\bby\b/,
  mother: /\bwife\b|\bqueen\b/,
  father: /\bking\b/,
  performer: /\bby\b|\bfeatur|\bartist\b/,
  composer: /\bwritten by\b|\bwriter/,
  author: /\bby\b/,
  publisher: /\bby\b|\breleased\b/,
  creator: /\bby\b/,
  spouse: /\bqueen\b|\bking\b|\bempress\b|\bemperor\b/,
};

/**
 * Relations naming the kind of place the answer is ("country", "state where lived", "location where
 * place"): a place is mostly written after a locative word ("a village in the Demerara region of Guyana").
 */
const PLACE_RELATION = /^(?:country|state|county|city|town|village|region|province|district|territory|continent|island|area|location|place|capital|headquarters)\b/;
const LOCATIVE_WORDING = /\b(?:in|near|located|based|situated|from)\b|\bof$/;

/** Strength of a weak wording. */
export const WEAK_MATCH = 0.4;

const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'a', 'an', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'and', 'is', 'was', 'who', 'what']);

/** Stems (first five letters) of a phrase's content words. */
export function wordStems(phrase: string): string[] {
  return (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map((word) => word.slice(0, 5));
}

/**
 * 1 when the lexicon knows a wording of `relation` found in `surface`, WEAK_MATCH for a wording that
 * only often means it; else (and always with lexicon `none`) the share of the relation's word stems
 * found in the surface's (0 if none).
 */
export function relationMatch(surface: string, relation: string, lexicon: LexiconSetting = 'full'): number {
  const lower = surface.toLowerCase();
  const name = relation.toLowerCase();
  if (lexicon === 'full') {
    if (STRONG_WORDINGS[name]?.test(lower)) return 1;
    if (WEAK_WORDINGS[name]?.test(lower)) return WEAK_MATCH;
    if (PLACE_RELATION.test(name) && !name.startsWith('place of') && LOCATIVE_WORDING.test(lower.trim())) return WEAK_MATCH;
  }
  const wanted = wordStems(relation);
  if (wanted.length === 0) return 0;
  const present = new Set(wordStems(lower));
  return wanted.filter((stem) => present.has(stem)).length / wanted.length;
}
