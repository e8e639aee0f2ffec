import { entityKey } from './entity-key.js';
import type { NounPhrase } from './noun-phrase.js';
import type { ResolutionContext } from './resolution-context.js';
import type { SentenceFrame } from './sentence-frame.js';

/**
 * An encyclopedia passage's first sentence names its title, often in a longer or different form
 * ("Alexander B. H. Cox (born 1954) is ..." under "Alex Cox"). When the title itself is not mentioned
 * there, the sentence's opening name is read as the title if it shares a word with the title, or if
 * the sentence says it is "(professionally) known as" the title.
 */
export function markLeadSubject(frame: SentenceFrame, context: ResolutionContext): void {
  if (!context.firstSentence || !context.title) return;
  const first = frame.items[0];
  if (first?.type !== 'phrase' || first.phrase.kind !== 'proper' || first.phrase.isTitle) return;
  if (frame.items.some((item) => item.type === 'phrase' && (item.phrase.isTitle || entityKey(item.phrase.text) === context.titleBaseKey))) {
    if (!knownAsTitle(frame, context)) return;
  } else if (!sharesWord(first.phrase, context) && !knownAsTitle(frame, context)) return;
  first.phrase.isTitle = true;
}

function sharesWord(phrase: NounPhrase, context: ResolutionContext): boolean {
  const words = entityKey(phrase.text).split(' ');
  return words.some((word) => word.length > 2 && word !== 'the' && context.titleWords.includes(word));
}

function knownAsTitle(frame: SentenceFrame, context: ResolutionContext): boolean {
  const items = frame.items;
  for (let index = 0; index + 2 < items.length; index++) {
    const known = items[index];
    const as = items[index + 1];
    const name = items[index + 2];
    if (known?.type !== 'word' || known.token.lower !== 'known' || as?.type !== 'word' || as.token.lower !== 'as' || name?.type !== 'phrase') continue;
    if (name.phrase.isTitle || entityKey(name.phrase.text) === context.titleBaseKey) return true;
  }
  return false;
}
