import { entityKey } from './entity-key.js';
import type { NounPhrase } from './noun-phrase.js';
import type { ResolutionContext } from './resolution-context.js';

const TITLE_PRONOUNS = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their']);

/** How a phrase was turned into an entity name; undefined name means "not an entity, drop the triple". */
export interface ResolvedEntity {
  name: string | undefined;
  viaPronoun: boolean;
}

/**
 * Resolves a subject phrase to an entity name:
 *  - a title mention, or a name whose key equals the title's (without disambiguator), is the full title;
 *  - a one-word surname of the title ("Levy" for "Shawn Levy") and a name with the title's first and
 *    last word ("Robert Milton Young" for "Robert M. Young (director)") are the title;
 *  - he/she/it/they/his/her are the title when the passage is evidently about it;
 *  - "the film" is the title when the passage's first sentence says the title is a film;
 *  - other pronouns and common-noun subjects are not entities.
 */
export function resolveSubject(phrase: NounPhrase, context: ResolutionContext): ResolvedEntity {
  if (phrase.kind === 'pronoun') {
    const usable = context.pronounsAllowed && context.title !== undefined && TITLE_PRONOUNS.has(phrase.head);
    return { name: usable ? context.title : undefined, viaPronoun: true };
  }
  if (phrase.kind === 'common') {
    const definite = /^the /i.test(phrase.fullText) && phrase.text.split(' ').length === 1;
    const refersToTitle = definite && context.titleClassHead !== undefined && phrase.head === context.titleClassHead;
    return { name: refersToTitle ? context.title : undefined, viaPronoun: true };
  }
  if (phrase.kind !== 'proper') return { name: undefined, viaPronoun: false };
  return { name: titleAlias(phrase, context) ?? subjectAlias(phrase, context) ?? phrase.text, viaPronoun: false };
}

/** Objects: names, dates, numbers and class descriptions; pronouns are dropped. */
export function resolveObject(phrase: NounPhrase, context: ResolutionContext): string | undefined {
  if (phrase.kind === 'pronoun') return undefined;
  if (phrase.kind === 'proper') return titleAlias(phrase, context) ?? phrase.text;
  return phrase.text.length > 0 ? phrase.text : undefined;
}

/** Exact mentions of the title (objects and subjects). */
function titleAlias(phrase: NounPhrase, context: ResolutionContext): string | undefined {
  if (!context.title) return undefined;
  if (phrase.isTitle) return context.title;
  return entityKey(phrase.text) === context.titleBaseKey ? context.title : undefined;
}

/**
 * Shortened or lengthened forms of the title, trusted only as subjects (relatives share surnames):
 * the surname alone ("Levy"), a leading part ("Johann Nicolaus" for "Johann Nicolaus Bach"), and, in
 * the passage's first sentence, the full name with the title's first and last words ("Robert Milton Young").
 */
function subjectAlias(phrase: NounPhrase, context: ResolutionContext): string | undefined {
  const titleWords = context.titleWords;
  if (!context.title) return undefined;
  const key = entityKey(phrase.text);
  if (titleWords.length < 2) return undefined;
  const words = key.split(' ');
  const titleLast = titleWords[titleWords.length - 1];
  if (words.length === 1 && words[0] === titleLast && /^\p{Lu}/u.test(phrase.text)) return context.title;
  if (words.length >= 2 && words.length < titleWords.length && words.every((word, index) => word === titleWords[index])) return context.title;
  if (context.firstSentence && words.length >= 2 && words[0] === titleWords[0] && words[words.length - 1] === titleLast && words.length <= titleWords.length + 2) return context.title;
  return undefined;
}
