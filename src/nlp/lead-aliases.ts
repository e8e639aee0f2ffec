import { mainVerbIndex } from './learn-passage-discourse.js';
import type { NounPhrase } from './noun-phrase.js';
import type { SentenceFrame } from './sentence-frame.js';
import { isCapitalized, type Token } from './token.js';

/** Participles that give the subject another name: "known as", "nicknamed", "born Ashot Malakian". */
const ALIAS_PARTICIPLES: ReadonlySet<string> = new Set(['known', 'called', 'nicknamed', 'credited', 'dubbed', 'styled', 'born']);
/** Words between the participle and the name: "known professionally as", "better known by his screen name". */
const ALIAS_FILLERS: ReadonlySet<string> = new Set(['as', 'by', 'under', 'simply', 'professionally', 'mononymously', 'popularly', 'commonly', 'also', 'widely', 'locally', 'informally', 'affectionately']);

/**
 * The other names a lead sentence gives its subject in the subject's own aside, before the main
 * verb: "Eric Marlon Bishop (born …), known professionally as Jamie Foxx, is …" → Jamie Foxx;
 * "Oswiu, also known as Oswy or Oswig (…), was …" → Oswy, Oswig; "… better known by his screen name
 * J. Sasikumar, was …"; "Henri Verneuil, born Ashot Malakian (…), was …". A title would name the
 * passage for these; without one the passage is about them too. Only proper names, and none after
 * the main verb ("… is a game known as X in Japan" names a release, not the subject's aside).
 */
export function leadAliases(frame: SentenceFrame): string[] {
  const end = mainVerbIndex(frame);
  const names: string[] = [];
  const items = frame.items;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (item?.type !== 'word' || item.index >= end || !ALIAS_PARTICIPLES.has(item.token.lower)) continue;
    let next = index + 1;
    while (next < items.length && isFiller(items[next]!, item.token.lower)) next++;
    for (;;) {
      const name = properName(items[next]);
      if (!name || name.start >= end) break;
      names.push(name.text);
      const joiner = items[next + 1];
      if (joiner?.type !== 'word' || !['or', 'and', ','].includes(joiner.token.lower)) break;
      next += 2;
    }
  }
  return [...new Set(names)];
}

function isFiller(item: SentenceFrame['items'][number], participle: string): boolean {
  if (item.type === 'word') return participle !== 'born' && ALIAS_FILLERS.has(item.token.lower);
  // "by his screen name", "under the pen name"
  return item.phrase.kind === 'common' && item.phrase.head === 'name';
}

function properName(item: SentenceFrame['items'][number] | undefined): NounPhrase | undefined {
  if (item?.type !== 'phrase' || item.phrase.kind !== 'proper' || /\d/.test(item.phrase.text)) return undefined;
  return item.phrase;
}

/** Quotation marks around a nickname, straight or typographic. */
const QUOTES: ReadonlySet<string> = new Set(['"', '“', '”', '„', '«', '»']);
/** Most words a quoted nickname holds ("M. Night"). */
const NICKNAME_WORDS = 3;

/**
 * The name a lead sentence gives its subject with a nickname in quotes inside the full name, as the
 * nickname and the family name after it: 'William Thomas "Billy" Murray (May 25, 1877 – …) was …'
 * → Billy Murray; 'Manoj Nelliyattu "M. Night" Shyamalan' → M. Night Shyamalan; 'Henry J. "Red"
 * Krause, Jr.' → Red Krause. Only when the sentence opens with the name (every word before the
 * opening quote capitalised) and capitalised words follow the closing one: the name the person is
 * known by, which a title would give and which other passages use ("directed by Billy Murray").
 */
export function quotedNickname(tokens: readonly Token[]): string | undefined {
  const open = tokens.findIndex((token) => QUOTES.has(token.text));
  if (open < 1 || !tokens.slice(0, open).every((token) => isCapitalized(token))) return undefined;
  const close = tokens.findIndex((token, index) => index > open && QUOTES.has(token.text));
  const inner = tokens.slice(open + 1, close);
  if (close < 0 || inner.length === 0 || inner.length > NICKNAME_WORDS || !inner.every((token) => isCapitalized(token))) return undefined;
  const family: Token[] = [];
  for (let index = close + 1; index < tokens.length && isCapitalized(tokens[index] as Token) && /\p{L}/u.test((tokens[index] as Token).text); index++) family.push(tokens[index] as Token);
  if (family.length === 0) return undefined;
  return [...inner, ...family].map((token) => token.text).join(' ');
}
