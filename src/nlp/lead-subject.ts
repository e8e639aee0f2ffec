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

/** Words that make "X is a ..." generic or anaphoric rather than a definition of a named thing ("The film is ...", "Both species are ..."). */
const NOT_DEFINING_DETERMINERS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'his', 'her', 'their', 'our', 'my', 'your',
  'some', 'many', 'most', 'all', 'both', 'each', 'every', 'several', 'other', 'others', 'another', 'such', 'no', 'few', 'any',
]);

/**
 * An untitled passage that opens by defining something — "Navarretia cotulifolia is a species of
 * ...", "The Japp–Maitland condensation is an organic reaction", "Formula 1 97 is the second game" —
 * is about that thing even when the chunker read it as a common noun phrase: the opening phrase,
 * directly followed by a form of "be" and a noun phrase, is read as a name. Not when it is a
 * description a determiner makes generic or anaphoric and nothing in it is capitalized or a number
 * ("The film is a ...", "Both species are ..."), nor when "be" opens a passive or a prepositional
 * phrase ("was released", "was from"). Titled passages keep their title as their subject.
 */
export function markDefinedSubject(frame: SentenceFrame, context: ResolutionContext): void {
  if (!context.firstSentence || context.title) return;
  const [first, verb, complement] = frame.items;
  if (first?.type !== 'phrase' || first.phrase.kind !== 'common') return;
  if (verb?.type !== 'word' || verb.token.pos !== 'AUX' || verb.token.lemma !== 'be') return;
  if (complement?.type !== 'phrase' || (complement.phrase.kind !== 'common' && complement.phrase.kind !== 'proper')) return;
  const phrase = first.phrase;
  const opening = phrase.fullText.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (NOT_DEFINING_DETERMINERS.has(opening) && !/[\d\p{Lu}]/u.test(phrase.text)) return;
  phrase.kind = 'proper';
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
