/** English function words: they carry no content a sentence must share with the question. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'as', 'into', 'onto', 'upon', 'about', 'over', 'under', 'between',
  'through', 'during', 'before', 'after', 'since', 'until', 'against', 'among', 'within', 'without', 'and', 'or', 'but', 'nor', 'so', 'yet',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done', 'has', 'have', 'had', 'having', 'can', 'could', 'will',
  'would', 'shall', 'should', 'may', 'might', 'must', 'who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how', 'that', 'this',
  'these', 'those', 'it', 'its', 'he', 'him', 'his', 'she', 'her', 'hers', 'they', 'them', 'their', 'theirs', 'we', 'us', 'our', 'you', 'your',
  'i', 'me', 'my', 'there', 'here', 'than', 'then', 'also', 'both', 'either', 'neither', 'not', 'no', 'yes', 'if', 'whether', 'one', 'ones',
  'same', 'other', 'another', 'such', 'some', 'any', 'each', 'every', 'all', 'more', 'most', 'less', 'least', 'very', 'much', 'many', 's',
  'name', 'named', 'called', 'known', 'did', 'get', 'got', 'de', 'la', 'le', 'du', 'von', 'van', 'der',
]);

/** One content word of a question, as matched against evidence. */
export interface QuestionTerm {
  /** The word's stem (see `stemOf`). */
  stem: string;
  /** The word as the question writes it. */
  text: string;
  /** Index among the question's words (for alignment). */
  position: number;
  /** Capitalized (part of a name): names weigh more than common words. */
  inName: boolean;
}

/** The words of a text, lower-cased, in order (letters and digits; inner apostrophes, dots and hyphens kept). */
export function wordsOf(text: string): string[] {
  return [...text.toLowerCase().replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)].map((match) => match[0].replace(/'s$/, ''));
}

/**
 * English verbs whose forms the endings below do not join, and the nouns made from them ("died",
 * "death"; "born", "birth"; "wrote", "written", "writer"): general English, like a lemmatizer's list
 * of exceptions, so that "the place of death of X" aligns with "X died in Y".
 */
const IRREGULAR_FAMILIES: readonly (readonly string[])[] = [
  ['die', 'died', 'dies', 'dying', 'death', 'dead'],
  ['born', 'birth', 'births', 'birthplace'],
  ['write', 'wrote', 'written', 'writes', 'writing', 'writer', 'writers'],
  ['marry', 'married', 'marries', 'marriage', 'marrying'],
  ['bury', 'buried', 'burial', 'buries'],
  ['begin', 'began', 'begun', 'begins', 'beginning'],
  ['win', 'won', 'wins', 'winning', 'winner', 'winners'],
  ['sing', 'sang', 'sung', 'sings', 'singing', 'singer', 'singers'],
  ['teach', 'taught', 'teaches', 'teaching', 'teacher'],
  ['sell', 'sold', 'sells', 'selling', 'sale', 'sales', 'seller'],
  ['buy', 'bought', 'buys', 'buying', 'buyer'],
  ['build', 'built', 'builds', 'building', 'builder'],
  ['hold', 'held', 'holds', 'holding'],
  ['play', 'played', 'plays', 'playing', 'player', 'players'],
  ['educate', 'educated', 'education'],
  ['locate', 'located', 'location'],
];
const IRREGULAR_STEMS: ReadonlyMap<string, string> = new Map(IRREGULAR_FAMILIES.flatMap((family) => family.map((form) => [form, family[0]!] as const)));

/** "akinoshū" -> "akinoshu", "grünberg" -> "grunberg": a question may write a name without its accents. */
function foldAccents(word: string): string {
  return /[^\u0000-\u007f]/.test(word) ? word.normalize('NFD').replace(/\p{M}+/gu, '') : word;
}

/**
 * A light stem, so that "published"/"publishes", "cities"/"city" and "directed"/"directs" meet: common
 * English inflection endings removed from words longer than four letters. Not a lemmatizer.
 */
export function stemOf(word: string): string {
  let stem = foldAccents(word.toLowerCase()).replace(/'s$/, '');
  const irregular = IRREGULAR_STEMS.get(stem);
  if (irregular) return irregular;
  if (stem.length <= 4) return stem;
  if (stem.endsWith('ies') && stem.length > 5) return `${stem.slice(0, -3)}y`;
  for (const ending of ['ing', 'ed', 'es', 's']) {
    if (stem.endsWith(ending) && stem.length - ending.length >= 4 && !stem.endsWith('ss')) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  stem = stem.replace(/e$/, '');
  // Agent nouns meet their verbs: "director"/"directed", "composer"/"composed", "founder"/"founded".
  if (stem.length >= 7 && /(?:or|er)$/.test(stem)) stem = stem.slice(0, -2);
  return stem;
}

/** Whether a lower-cased word is a function word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The content words of a question (see QuestionTerm), unique by stem, in order. */
export function questionTerms(question: string): QuestionTerm[] {
  const terms: QuestionTerm[] = [];
  const seen = new Set<string>();
  const raw = [...question.replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)].map((match) => match[0].replace(/'[sS]$/, ''));
  raw.forEach((word, position) => {
    const lower = word.toLowerCase();
    if (STOP_WORDS.has(lower) || lower.length < 2) return;
    const stem = stemOf(lower);
    if (seen.has(stem)) return;
    seen.add(stem);
    terms.push({ stem, text: word, position, inName: /^[\p{Lu}\p{N}]/u.test(word) && position > 0 });
  });
  return terms;
}

/** The stems of a text's content words. */
export function contentStems(text: string): Set<string> {
  return new Set(wordsOf(text).filter((word) => !STOP_WORDS.has(word)).map(stemOf));
}
