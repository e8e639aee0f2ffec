import { MONTH_NAME_PATTERN } from './month-names.js';
/**
 * Normalized key under which the graph merges entity mentions. Conservative: it only merges spellings
 * of the same name, never different names. What it merges:
 *  - case, accents and compatibility forms ("Chávez" = "Chavez", "ﬁ" = "fi");
 *  - punctuation and whitespace runs (collapsed to one space; apostrophes dropped: "O'Hara" = "OHara");
 *  - leading articles "the", "a", "an" ("The Pocket-knife" = "Pocket-knife");
 *  - date spellings: "November 22, 1924" = "22 November 1924" = "22nd November 1924" -> "22 november 1924";
 *  - an inverted person name "Versace, Gianni" -> "gianni versace", only when the part after the comma
 *    is clearly a given name (a common given name, or initials such as "J." / "J. R.").
 * Parenthesised disambiguators are kept ("Illusions (1982 film)" stays distinct from "Illusions").
 */
export function entityKey(name: string): string {
  const text = uninvertPersonName(name.trim());
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const withoutArticle = folded.replace(/^(the|a|an) (?=\S)/, '');
  return canonicalDate(withoutArticle);
}

/**
 * Whether every word of `name` is a word of `other`, compared by entity key: "Aston Villa" is
 * within "Aston Villa Football Club", "Eduardo" within "Eduardo De Filippo" — a shorter or longer
 * form of one name rather than another name.
 */
export function nameWordsWithin(name: string, other: string): boolean {
  const otherWords = new Set(entityKey(other).split(' '));
  return entityKey(name).split(' ').every((word) => otherWords.has(word));
}

const MONTH_PATTERN = MONTH_NAME_PATTERN.toLowerCase();
const MONTH_FIRST = new RegExp(`^(${MONTH_PATTERN}) (\\d{1,2})(?:st|nd|rd|th)? (\\d{1,4})$`);
const DAY_FIRST = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)? (${MONTH_PATTERN}) (\\d{1,4})$`);

function canonicalDate(key: string): string {
  const monthFirst = MONTH_FIRST.exec(key);
  if (monthFirst) return `${parseInt(monthFirst[2] as string, 10)} ${monthFirst[1]} ${monthFirst[3]}`;
  const dayFirst = DAY_FIRST.exec(key);
  if (dayFirst) return `${parseInt(dayFirst[1] as string, 10)} ${dayFirst[2]} ${dayFirst[3]}`;
  return key;
}

/** Common given names (international); the only lexicon used for un-inverting "Surname, Given". */
const GIVEN_NAMES = new Set(
  ('john james robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark paul steven andrew kenneth ' +
    'george edward brian ronald kevin jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott frank brandon benjamin ' +
    'samuel gregory alexander patrick jack dennis jerry tyler aaron henry peter harold douglas arthur carl albert walter louis ralph roger ' +
    'mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa margaret betty sandra ashley dorothy kimberly emily ' +
    'donna michelle carol amanda melissa deborah stephanie rebecca laura sharon cynthia kathleen amy shirley angela helen anna brenda pamela ' +
    'nicole emma samantha katherine christine ruth catherine maria alice julia grace rose marie jean anne jane ' +
    'hans karl friedrich wilhelm heinrich johann otto ernst pierre jacques michel francois giovanni giuseppe gianni luigi marco antonio ' +
    'carlos jose juan luis manuel pedro miguel ivan sergei vladimir nikolai alexei dmitri yuri hiroshi takashi kenji li wei').split(' '),
);

function uninvertPersonName(name: string): string {
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const surname = (parts[0] as string).trim();
  const given = (parts[1] as string).trim();
  if (!/^\p{Lu}[\p{L}'’-]+$/u.test(surname)) return name;
  const givenWords = given.split(/\s+/);
  if (givenWords.length === 0 || givenWords.length > 3) return name;
  const initials = givenWords.every((word) => /^\p{Lu}\.?$/u.test(word) || /^(\p{Lu}\.)+$/u.test(word));
  const knownGiven = GIVEN_NAMES.has((givenWords[0] as string).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()) && givenWords.every((word) => /^\p{Lu}/u.test(word));
  return initials || knownGiven ? `${given} ${surname}` : name;
}
