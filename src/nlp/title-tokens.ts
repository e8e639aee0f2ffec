import { getWink } from './wink.js';
import { normalizeText } from './normalize-text.js';
import { titleBase } from './resolution-context.js';

/** Lower-cased wink tokens of the title without its disambiguator, to find title mentions token by token. */
export function titleTokens(title: string | undefined): string[] | undefined {
  if (!title) return undefined;
  const nlp = getWink();
  const tokens = nlp.readDoc(normalizeText(titleBase(title))).tokens().out(nlp.its.value) as string[];
  const words = tokens.map((token) => token.toLowerCase()).filter((token) => token !== '"');
  return words.length > 0 ? words : undefined;
}
