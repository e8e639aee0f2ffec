import { entityKey } from '../../nlp/index.js';
import type { LexiconSetting } from '../../question/index.js';

/** One key a passage about the named entity may be titled under, with how much it is trusted (1 = the name's own key). */
export interface NameVariant {
  key: string;
  trust: number;
}

/** Titles and offices written before a name in running text ("King Oswiu of Northumbria", "Caliph Harun al-Rashid"). */
const HONORIFICS: ReadonlySet<string> = new Set([
  'king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'duke', 'duchess', 'count', 'countess', 'earl', 'baron',
  'baroness', 'lord', 'lady', 'sir', 'dame', 'saint', 'st', 'pope', 'caliph', 'sultan', 'emir', 'shah', 'tsar', 'czar',
  'archduke', 'archduchess', 'infante', 'infanta', 'grand', 'margrave', 'landgrave', 'elector', 'imam', 'sheikh',
  'dr', 'doctor', 'president', 'general', 'admiral', 'bishop', 'archbishop', 'cardinal', 'rev', 'reverend',
  'maharaja', 'raja', 'rajah', 'nawab', 'crown', 'dowager',
  'rapper', 'singer', 'director', 'actor', 'actress', 'producer', 'composer', 'writer', 'poet', 'filmmaker',
]);

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * Keys under which the passage about a name may be titled, most trusted first: the name itself;
 * without a parenthesised part ("Maria Antonia Of Austria (1899–1977)"); without leading titles or
 * offices ("King Dikkha" -> "Dikkha"; lexicon `full` only, they come from a list); before its first
 * comma ("Nicholas the Small, Duke of Ziębice"); without a trailing "of <place>"; and its trailing
 * runs of two or more words ("Emperor Go-Daigo Tennō Kōgon" -> "Go-Daigo Tennō Kōgon"). Keys are
 * entity keys, so the comparison ignores case.
 */
export function nameVariants(name: string, lexicon: LexiconSetting = 'full'): NameVariant[] {
  const variants = new Map<string, number>();
  const add = (text: string, trust: number): void => {
    const key = entityKey(text);
    if (key.length < 3 || /^\d+$/.test(key)) return;
    if ((variants.get(key) ?? 0) < trust) variants.set(key, trust);
  };
  add(name, 1);
  const bare = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  add(bare, 0.9);
  const nameWords = words(bare);
  let start = 0;
  while (lexicon === 'full' && start < nameWords.length - 1 && HONORIFICS.has(entityKey(nameWords[start] as string))) start += 1;
  const withoutTitles = nameWords.slice(start).join(' ');
  if (start > 0) add(withoutTitles, 0.8);
  const beforeComma = withoutTitles.split(',')[0]?.trim() ?? '';
  if (beforeComma !== withoutTitles) add(beforeComma, 0.7);
  const ofAt = words(beforeComma).lastIndexOf('of');
  if (ofAt > 0) add(words(beforeComma).slice(0, ofAt).join(' '), 0.6);
  const tail = words(beforeComma);
  for (let from = 1; from <= tail.length - 2; from += 1) {
    if (/^\p{Lu}/u.test(tail[from] as string)) add(tail.slice(from).join(' '), 0.4);
  }
  return [...variants.entries()].map(([key, trust]) => ({ key, trust })).sort((a, b) => b.trust - a.trust);
}

/** The key of a passage title without its parenthesised disambiguator ("James Young (director)" -> "james young"). */
export function titleBaseKey(title: string): string {
  return entityKey(title.replace(/\s*\([^)]*\)\s*$/, ''));
}
