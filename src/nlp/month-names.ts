/**
 * The English month names and their written abbreviations: the one list that date finding (tokens),
 * date parsing (text), entity keys and answer reading share.
 */
export const MONTH_NAMES: readonly string[] = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
];

/** Abbreviations as texts write them, lower-case and without the period ("sept" beside "sep"; May has none). */
const ABBREVIATIONS: ReadonlyArray<readonly [string, number]> = [
  ...MONTH_NAMES.map((name, index) => [name.slice(0, 3).toLowerCase(), index + 1] as const).filter(([abbreviation]) => abbreviation !== 'may'),
  ['sept', 9],
];

const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map([
  ...MONTH_NAMES.map((name, index) => [name.toLowerCase(), index + 1] as const),
  ...ABBREVIATIONS,
]);

/** Regular-expression alternation of the full names, capitalized ("January|February|…"). */
export const MONTH_NAME_PATTERN = MONTH_NAMES.join('|');

/** Regular-expression alternation of the full names and the abbreviations ("January|…|Jan|…|Sept"); case as written here. */
export const MONTH_WORD_PATTERN = [
  ...MONTH_NAMES,
  ...ABBREVIATIONS.map(([abbreviation]) => abbreviation[0]?.toUpperCase() + abbreviation.slice(1)),
].join('|');

/** The month's number (1-12) of a full name or abbreviation, any case, with or without a final period. */
export function monthNumber(word: string): number | undefined {
  return MONTH_NUMBERS.get(word.toLowerCase().replace(/\.$/, ''));
}

/** True for an abbreviation ("Jan", "sept."), any case, with or without a final period. */
export function isAbbreviatedMonth(word: string): boolean {
  const bare = word.toLowerCase().replace(/\.$/, '');
  return ABBREVIATIONS.some(([abbreviation]) => abbreviation === bare);
}

/** True for a full month name written capitalized ("May", not "may"). */
export function isMonthName(word: string): boolean {
  return MONTH_NAMES.includes(word);
}
