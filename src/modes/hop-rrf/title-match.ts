import { entityKey } from '../../nlp/index.js';
import type { LexiconSetting } from '../../question/index.js';

/** Words that may stand before a name without being part of the title ("King Oswiu" = "Oswiu"). */
const HONORIFICS: ReadonlySet<string> = new Set([
  'king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'grand', 'duke', 'duchess', 'archduke', 'archduchess',
  'saint', 'st', 'lord', 'lady', 'sir', 'dame', 'pope', 'count', 'countess', 'caliph', 'sultan', 'tsar', 'czar', 'infanta',
  'infante', 'elector', 'margrave', 'landgrave', 'president', 'general', 'admiral', 'captain', 'dr', 'doctor', 'reverend',
  'bishop', 'archbishop', 'cardinal', 'chief', 'emir', 'shah', 'khan', 'rajah', 'maharaja', 'baron', 'baroness', 'earl',
  'viscount', 'marquess', 'marquis', 'prophet', 'imam', 'sheikh', 'senator', 'governor', 'judge', 'mr', 'mrs', 'ms',
]);

/** Key words of a name; single-letter initials dropped ("William E. Bell" = "William Bell"), Roman I, V, X kept. */
function nameWords(text: string): string[] {
  return entityKey(text)
    .split(' ')
    .filter((word) => word.length > 1 || /^[ivx\d]$/.test(word));
}

function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start;
  }
  return -1;
}

/** Words that may continue a name into a longer title of the same entity ("Infanta María" -> "Infanta María de la Paz of Spain"). */
const NAME_CONTINUATIONS: ReadonlySet<string> = new Set(['of', 'de']);

/**
 * Whether a passage title names the entity `name` although their keys differ: the title without its
 * disambiguator ("David Bradley (director)") equals the name, the name adds honorifics or an
 * "of Place" tail to the title ("King Oswiu of Northumbria" -> "Oswiu", "Grand Duchess Olga
 * Constantinovna of Russia" -> "Olga Constantinovna of Russia"), or the title continues a name of
 * two words or more with "of" or "de" ("Infanta María" -> "Infanta María de la Paz of Spain"). Any
 * other word added to either side makes another entity: "United States Army" and "United States v.
 * Binion" are not "United States", "Peter Pan (1924 film)" is not "Peter Pan Live!" (matched as
 * jumps, such titles headed `hop-rrf`'s fusion: HotpotQA R@5 89.4 → 92.4 without them,
 * docs/benchmarks.md stop 42). A name with its own disambiguator must match exactly (that is
 * `passagesAbout`'s job). The honorifics come from a list: with lexicon `none` only the "of Place"
 * tail may be added to a title.
 */
export function titleMatchesName(title: string, name: string, lexicon: LexiconSetting = 'full'): boolean {
  if (/\)\s*$/.test(name)) return false;
  const titleWords = nameWords(title.replace(/\s*\([^)]*\)\s*$/, ''));
  const words = nameWords(name);
  if (titleWords.length === 0 || words.length === 0) return false;
  if (titleWords.join(' ') === words.join(' ')) return true;
  const at = indexOfRun(words, titleWords);
  if (at >= 0) {
    const before = words.slice(0, at);
    const after = words.slice(at + titleWords.length);
    return before.every((word) => lexicon === 'full' && HONORIFICS.has(word)) && (after.length === 0 || after[0] === 'of') && before.length + after.length > 0;
  }
  return words.length >= 2 && indexOfRun(titleWords, words) === 0 && NAME_CONTINUATIONS.has(titleWords[words.length] ?? '');
}
