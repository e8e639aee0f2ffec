import { isAbbreviatedMonth, MONTH_NAMES } from './month-names.js';
import type { Token } from './token.js';

/** A token range [start, end] (inclusive) that reads as a calendar date or a year. */
export interface DateSpan {
  start: number;
  end: number;
}

const FULL_NAMES: ReadonlySet<string> = new Set(MONTH_NAMES.map((name) => name.toLowerCase()));
/** Abbreviations read as months only with their period: bare, they are too often something else ("Mar", "Jun"). */
const NEEDS_PERIOD: ReadonlySet<string> = new Set(['mar', 'apr', 'jun', 'jul', 'sep']);

/** A capitalized full month name, or an abbreviation ("Jan", "Sept.", "Mar." but not a bare "Mar"). */
export function isMonth(token: Token | undefined): boolean {
  if (token === undefined || (token.text[0] ?? '') === (token.text[0] ?? '').toLowerCase()) return false;
  if (FULL_NAMES.has(token.lower)) return true;
  if (!isAbbreviatedMonth(token.lower)) return false;
  return token.lower.endsWith('.') || !NEEDS_PERIOD.has(token.lower);
}

function isDay(token: Token | undefined): boolean {
  if (!token || !/^\d{1,2}(st|nd|rd|th)?$/.test(token.lower)) return false;
  const day = parseInt(token.lower, 10);
  return day >= 1 && day <= 31;
}

/** A year after a day and month may have 1-4 digits ("11 November 875"); alone it needs 4 ("1950"). */
function isYear(token: Token | undefined, standalone: boolean): boolean {
  if (!token) return false;
  if (standalone) return /^(1\d{3}|20\d{2})s?$/.test(token.lower);
  return /^\d{1,4}$/.test(token.lower);
}

/**
 * Finds dates in a sentence: "5 May 1950", "May 5, 1950", "May 1950", "5 May", "May 5", and
 * four-digit years (1000-2099, also "1950s"). Spans never overlap; the longest form wins.
 */
export function findDates(tokens: readonly Token[]): DateSpan[] {
  const spans: DateSpan[] = [];
  let index = 0;
  while (index < tokens.length) {
    const length = dateLengthAt(tokens, index);
    if (length > 0) {
      spans.push({ start: index, end: index + length - 1 });
      index += length;
    } else index++;
  }
  return spans;
}

function dateLengthAt(tokens: readonly Token[], index: number): number {
  const first = tokens[index];
  const second = tokens[index + 1];
  const third = tokens[index + 2];
  const fourth = tokens[index + 3];
  if (isDay(first) && isMonth(second)) {
    if (third?.text === ',' && isYear(fourth, false) && fourth?.pos === 'NUM') return 4;
    return isYear(third, false) && third?.pos === 'NUM' ? 3 : 2;
  }
  if (isMonth(first)) {
    if (isDay(second) && third?.text === ',' && isYear(fourth, false)) return 4;
    if (isDay(second) && isYear(third, true)) return 3;
    if (isYear(second, true)) return 2;
    if (isDay(second) && first?.lower !== 'may') return 2;
    return 0;
  }
  return isYear(first, true) ? 1 : 0;
}
