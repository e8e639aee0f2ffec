import { entityKey } from '../nlp/entity-key.js';
import { arePersonNameVariants } from '../nlp/person-name-variant.js';
import { parseQuestion } from '../question/parsed-question.js';

/**
 * A test for names that are another form of a name the question uses: a variant of a person's name
 * ("Jonathan Richard Guy Greenwood" for "Jonny Greenwood"), or a name whose words as written in the
 * sentence hold every word of the question's name ('Andrew Alan "Drew" Fuller' for "Drew Fuller").
 * Such a name is the question's own entity, neither a bridge nor an answer. `extentWords`: the
 * sentence's words (lower case) from the name's first word to its last.
 */
export function questionNameVariantTest(question: string): (name: string, extentWords?: readonly string[]) => boolean {
  const keys = parseQuestion(question, 'none').spans.map((span) => entityKey(span.text)).filter((key) => key.includes(' '));
  if (keys.length === 0) return () => false;
  return (name: string, extentWords: readonly string[] = []) => {
    const key = entityKey(name);
    const extent = new Set(extentWords.map((word) => entityKey(word)));
    return keys.some((questionKey) => arePersonNameVariants(questionKey, key) || (extent.size > 0 && questionKey !== key && questionKey.split(' ').every((word) => extent.has(word))));
  };
}
