/** Dates as the corpus writes them: "20 March 851", "March 20, 851", "March 1998", "1998", "c. 1450". */
import { MONTH_NAMES, MONTH_WORD_PATTERN, monthNumber } from './month-names.js';

export interface ParsedDate {
  year: number;
  month?: number;
  day?: number;
  /** The date written the way 2Wiki's answers are: "20 March 851", "March 1998", "1998". */
  text: string;
}

const MONTH = `(${MONTH_WORD_PATTERN})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const DAY_MONTH_YEAR = new RegExp(`\\b${DAY}\\s+${MONTH}\\s*,?\\s+(\\d{1,4})\\b`, 'i');
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+${DAY}\\s*,\\s*(\\d{1,4})\\b|\\b${MONTH}\\s+${DAY}\\s+(\\d{3,4})\\b`, 'i');
const MONTH_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{3,4})\\b`, 'i');
const YEAR = /\b(\d{3,4})s?\b/;
const ANY_DATE = new RegExp(`${DAY_MONTH_YEAR.source}|${MONTH_DAY_YEAR.source}|${MONTH_YEAR.source}|\\b(1\\d{3}|20\\d{2}|[1-9]\\d{2})\\b`, 'gi');

function build(year: number, month?: number, day?: number): ParsedDate {
  const monthName = month !== undefined ? MONTH_NAMES[month - 1] : undefined;
  const text = monthName ? (day !== undefined ? `${day} ${monthName} ${year}` : `${monthName} ${year}`) : String(year);
  return { year, ...(month !== undefined ? { month } : {}), ...(day !== undefined ? { day } : {}), text };
}

function validDay(day: number): boolean {
  return day >= 1 && day <= 31;
}

/** The first date in `text`, at the finest precision written; undefined when none. */
export function parseDate(text: string): ParsedDate | undefined {
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  const monthFirst = MONTH_DAY_YEAR.exec(text);
  const candidates: Array<{ index: number; date: ParsedDate }> = [];
  if (dayFirst && validDay(Number(dayFirst[1]))) {
    candidates.push({ index: dayFirst.index, date: build(Number(dayFirst[3]), monthNumber(dayFirst[2] as string), Number(dayFirst[1])) });
  }
  if (monthFirst) {
    const month = (monthFirst[1] ?? monthFirst[4]) as string;
    const day = Number(monthFirst[2] ?? monthFirst[5]);
    const year = Number(monthFirst[3] ?? monthFirst[6]);
    if (validDay(day)) candidates.push({ index: monthFirst.index, date: build(year, monthNumber(month), day) });
  }
  if (candidates.length > 0) return candidates.sort((a, b) => a.index - b.index)[0]?.date;
  const monthYear = MONTH_YEAR.exec(text);
  if (monthYear) return build(Number(monthYear[2]), monthNumber(monthYear[1] as string));
  const year = YEAR.exec(text);
  if (year && (year[1] as string).length >= 3) return build(Number(year[1]));
  return undefined;
}

/** Every date in `text`, in order of appearance. */
export function findAllDates(text: string): ParsedDate[] {
  const dates: ParsedDate[] = [];
  for (const match of text.matchAll(ANY_DATE)) {
    const parsed = parseDate(match[0]);
    if (parsed) dates.push(parsed);
  }
  return dates;
}

/**
 * Orders two dates: negative when `first` is earlier. Compared at the precision both have (a year
 * against a full date compares years); 0 when equal at that precision.
 */
export function compareDates(first: ParsedDate, second: ParsedDate): number {
  if (first.year !== second.year) return first.year - second.year;
  if (first.month === undefined || second.month === undefined) return 0;
  if (first.month !== second.month) return first.month - second.month;
  if (first.day === undefined || second.day === undefined) return 0;
  return first.day - second.day;
}

/** Whole years between two dates (for "who lived longer"), as a fraction. */
export function yearsBetween(start: ParsedDate, end: ParsedDate): number {
  const at = (date: ParsedDate): number => date.year + ((date.month ?? 7) - 1) / 12 + ((date.day ?? 15) - 1) / 365;
  return at(end) - at(start);
}
