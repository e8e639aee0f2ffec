import model from 'wink-eng-lite-web-model';

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

/** The Porter2 (English Snowball) stemmer that ships with wink's English model (`its.stem` uses it). */
const porterStem: (word: string) => string = (model as unknown as { addons: { stem: (word: string) => string } }).addons.stem;

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/**
 * A word's stem, so that "published"/"publishes", "cities"/"city", "eyes"/"eye" and "games"/"game"
 * meet: the Porter2 stemmer (short words too, which a hand-written list of endings left alone,
 * so that "Big Eye's" never met "Big Eyes"), after the irregular families above, and agent nouns
 * meet their verbs ("director"/"directed", "founder"/"founded", "inventor"/"invented"). Words
 * holding other than letters ("2-1", "e.g.") stay as written. Not a lemmatizer.
 */
export function stemOf(word: string): string {
  const lower = foldAccents(word.toLowerCase()).replace(/'s$/, '');
  const irregular = IRREGULAR_STEMS.get(lower);
  if (irregular) return irregular;
  if (lower.length <= 2 || !/^[a-z]+$/.test(lower)) return lower;
  let stem = stemCache.get(lower);
  if (stem === undefined) {
    stem = porterStem(lower);
    if (stem.length >= 7 && /(?:or|er)$/.test(stem)) stem = stem.slice(0, -2);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(lower, stem);
  }
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
