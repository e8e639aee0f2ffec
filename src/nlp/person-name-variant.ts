/**
 * Whether two entity keys (see `entityKey`: lower case, words separated by single spaces) can name
 * the same person, as English writing varies a full name: "jonny greenwood" / "jonathan richard guy
 * greenwood", "stephen kay" / "stephen t kay", "m b sreenivasan" / "manamadurai balakrishnan
 * sreenivasan". The last words (the family name) are equal; the first words are equal, one is the
 * other's initial, or the shorter is a short form that shares the other's first three letters
 * ("alex" / "alexander", "jonny" / "jonathan"); every middle word of the name with fewer words
 * matches, in order, a middle word of the other (equal, or as its initial). The name with more words
 * may have middle words the other leaves out; a name of two words may also be the other's middle
 * name and family name (people known by a middle name: "olof palme" / "sven olof joachim palme").
 * A word of address before a name ("sir", "dame", "dr") is not part of it. Names of one word, with digits, or ending in a Roman
 * numeral or a word shorter than three letters are never variants (nothing to anchor on).
 * General English name structure; no list of names.
 */
export function arePersonNameVariants(a: string, b: string): boolean {
  if (a === b) return false;
  const first = nameWords(a);
  const second = nameWords(b);
  if (!first || !second) return false;
  const [shorter, longer] = first.length <= second.length ? [first, second] : [second, first];
  if (shorter.at(-1) !== longer.at(-1)) return false;
  // A person known by a middle name: "olof palme" / "sven olof joachim palme", "ryan adams" / "david ryan adams".
  if (shorter.length === 2 && longer.length >= 3 && longer.slice(1, -1).includes(shorter[0]!) && shorter[0]!.length >= 3) return true;
  if (!givenNamesAgree(shorter[0]!, longer[0]!)) return false;
  // Middle words of the shorter name, in order, among the longer one's.
  const longerMiddle = longer.slice(1, -1);
  let next = 0;
  for (const word of shorter.slice(1, -1)) {
    while (next < longerMiddle.length && !wordsAgree(word, longerMiddle[next]!)) next += 1;
    if (next === longerMiddle.length) return false;
    next += 1;
  }
  return true;
}

/** The family-name word a key would be found by (its last word), or undefined when the key cannot be a person's name. */
export function familyNameOf(key: string): string | undefined {
  return nameWords(key)?.at(-1);
}

const ROMAN_NUMERAL = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;

/** Words of address written before a name ("Sir Kenneth Charles Branagh"): not part of the name. */
const HONORIFICS: ReadonlySet<string> = new Set(['sir', 'dame', 'lord', 'lady', 'dr', 'mr', 'mrs', 'ms', 'prof', 'professor']);

function nameWords(key: string): string[] | undefined {
  const written = key.split(' ');
  const words = written.length > 2 && HONORIFICS.has(written[0]!) ? written.slice(1) : written;
  if (words.length < 2 || words.length > 6) return undefined;
  if (!words.every((word) => /^\p{L}+$/u.test(word))) return undefined;
  const last = words.at(-1)!;
  if (last.length < 3 || ROMAN_NUMERAL.test(last)) return undefined;
  return words;
}

function wordsAgree(word: string, other: string): boolean {
  return word === other || (word.length === 1 && other.startsWith(word)) || (other.length === 1 && word.startsWith(other));
}

function givenNamesAgree(word: string, other: string): boolean {
  if (wordsAgree(word, other)) return true;
  const [short, long] = word.length <= other.length ? [word, other] : [other, word];
  return short.length >= 3 && short.length <= 5 && long.slice(0, 3) === short.slice(0, 3);
}
