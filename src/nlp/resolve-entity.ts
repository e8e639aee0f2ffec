import { entityKey } from './entity-key.js';
import type { NounPhrase } from './noun-phrase.js';
import type { ResolutionContext } from './resolution-context.js';
import { isDefiniteDescription, resolveReference } from './resolve-reference.js';

const TITLE_PRONOUNS = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their']);

/** How a phrase was turned into an entity name; undefined name means "not an entity, drop the triple". */
export interface ResolvedEntity {
  name: string | undefined;
  viaPronoun: boolean;
  /** The words as written when the name comes from a reference ("Its", "the company"). */
  surface?: string;
}

/**
 * Resolves a subject phrase to an entity name:
 *  - a title mention, or a name whose key equals the title's (without disambiguator), is the full title;
 *  - a one-word surname of the title ("Levy" for "Shawn Levy") and a name with the title's first and
 *    last word ("Robert Milton Young" for "Robert M. Young (director)") are the title;
 *  - in passage analysis (`context.reference`), pronouns and "the <noun>" are the entity they refer
 *    to (`resolveReference`), or nothing;
 *  - a sentence read alone: he/she/it/they/his/her are the title when `pronounsAllowed`;
 *  - other pronouns and common-noun subjects are not entities.
 */
export function resolveSubject(phrase: NounPhrase, context: ResolutionContext): ResolvedEntity {
  if (context.reference && (phrase.kind === 'pronoun' || phrase.kind === 'common')) {
    const reference = resolveReference(phrase, context.reference);
    return reference ? { name: reference.entity.name, viaPronoun: true, surface: reference.surface } : { name: undefined, viaPronoun: true };
  }
  if (phrase.kind === 'pronoun') {
    const usable = context.pronounsAllowed && context.title !== undefined && TITLE_PRONOUNS.has(phrase.head);
    return { name: usable ? context.title : undefined, viaPronoun: true };
  }
  if (phrase.kind === 'common') return { name: undefined, viaPronoun: true };
  if (phrase.kind !== 'proper') return { name: undefined, viaPronoun: false };
  return { name: titleAlias(phrase, context) ?? subjectAlias(phrase, context) ?? phrase.text, viaPronoun: false };
}

/**
 * Objects: names, dates, numbers and class descriptions. In passage analysis a pronoun object is the
 * entity it refers to (else dropped), and so is "the <noun>" unless `asDescription` (a copula's or
 * appositive's complement describes, it does not refer); elsewhere pronouns are dropped.
 */
export function resolveObject(phrase: NounPhrase, context: ResolutionContext, asDescription = false): string | undefined {
  return resolveObjectReference(phrase, context, asDescription).name;
}

/** `resolveObject` with the surface words of a resolved reference. */
export function resolveObjectReference(phrase: NounPhrase, context: ResolutionContext, asDescription = false): ResolvedEntity {
  if (context.reference && (phrase.kind === 'pronoun' || (!asDescription && isDefiniteDescription(phrase)))) {
    const reference = resolveReference(phrase, context.reference);
    if (reference) return { name: reference.entity.name, viaPronoun: true, surface: reference.surface };
  }
  return { name: plainObject(phrase, context), viaPronoun: false };
}

function plainObject(phrase: NounPhrase, context: ResolutionContext): string | undefined {
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
