import { entityKey } from '../nlp/entity-key.js';
import { arePersonNameVariants } from '../nlp/person-name-variant.js';
import { parseQuestion } from '../question/parsed-question.js';

/** The initials of a name's capitalized words ("Women's National Basketball League" -> "WNBL"). */
function initialsOf(name: string): string {
  return (name.match(/\p{Lu}[\p{L}'’]*/gu) ?? []).filter((word) => !['The', 'A', 'An', 'Of', 'And', 'For'].includes(word)).map((word) => word[0]).join('');
}

/**
 * Whether `key` is `questionKey` with the noun of an administrative division before or after it
 * ("buyende district", "municipality of jimenez"). Not "city" or "state": "Kansas City" and "Mexico
 * City" are other places than Kansas and Mexico.
 */
function withClassNoun(key: string, questionKey: string): boolean {
  const at = key.indexOf(questionKey);
  if (key === questionKey || at < 0) return false;
  if ((at > 0 && key[at - 1] !== ' ') || (at + questionKey.length < key.length && key[at + questionKey.length] !== ' ')) return false;
  const extra = `${key.slice(0, at)} ${key.slice(at + questionKey.length)}`.split(/\s+/).filter(Boolean);
  return extra.some((word) => DIVISION_NOUNS.has(word)) && extra.every((word) => DIVISION_NOUNS.has(word) || word === 'of');
}

const DIVISION_NOUNS: ReadonlySet<string> = new Set(['district', 'municipality', 'county', 'province', 'region', 'parish', 'prefecture', 'governorate', 'department', 'canton', 'commune', 'township', 'borough', 'oblast', 'raion', 'subdistrict', 'municipal']);

/**
 * A test for names that are another form of a name the question uses: a variant of a person's name
 * ("Jonathan Richard Guy Greenwood" for "Jonny Greenwood"), or a name whose words as written in the
 * sentence hold every word of the question's name ('Andrew Alan "Drew" Fuller' for "Drew Fuller"),
 * or the initials of a name the question writes out ("WNBL").
 * Such a name is the question's own entity, neither a bridge nor an answer. `extentWords`: the
 * sentence's words (lower case) from the name's first word to its last.
 */
export function questionNameVariantTest(question: string): (name: string, extentWords?: readonly string[]) => boolean {
  const names = parseQuestion(question, 'none').spans.map((span) => span.text);
  const allKeys = names.map((name) => entityKey(name)).filter((key) => key.length >= 3);
  const keys = allKeys.filter((key) => key.includes(' '));
  const acronyms = new Set(names.map(initialsOf).filter((initials) => initials.length >= 2));
  if (allKeys.length === 0) return () => false;
  return (name: string, extentWords: readonly string[] = []) => {
    // "WNBL" for "the Women's National Basketball League".
    if (acronyms.has(name)) return true;
    const key = entityKey(name);
    // "Buyende District", "Jiménez Municipality" for "Buyende", "Jiménez": the name with its class noun.
    if (allKeys.some((questionKey) => withClassNoun(key, questionKey))) return true;
    const extent = new Set(extentWords.map((word) => entityKey(word)));
    return keys.some((questionKey) => arePersonNameVariants(questionKey, key) || (extent.size > 0 && questionKey !== key && questionKey.split(' ').every((word) => extent.has(word))));
  };
}
