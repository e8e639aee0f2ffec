import { describe, expect, it } from 'vitest';
import { compareDates, findAllDates, parseDate, yearsBetween } from '../../../src/nlp/parse-date.js';

describe('parseDate', () => {
  it('reads day-first, month-first, month-year and bare years, written the way 2Wiki answers are', () => {
    expect(parseDate('20 March 851')).toEqual({ year: 851, month: 3, day: 20, text: '20 March 851' });
    expect(parseDate('March 20, 851')?.text).toBe('20 March 851');
    expect(parseDate('died on December 8, 1982 in Paris')?.text).toBe('8 December 1982');
    expect(parseDate('Sept. 3rd 1901')?.text).toBe('3 September 1901');
    expect(parseDate('in May 1998')?.text).toBe('May 1998');
    expect(parseDate('1998')?.text).toBe('1998');
    expect(parseDate('no date here')).toBeUndefined();
  });

  it('finds every date in order', () => {
    expect(findAllDates('Albert (August 21, 1901 – April 7, 1988) was born in 1901.').map((date) => date.text)).toEqual(['21 August 1901', '7 April 1988', '1901']);
  });

  it('compares at the precision both dates have', () => {
    const at = (text: string) => parseDate(text)!;
    expect(compareDates(at('1946'), at('1961'))).toBeLessThan(0);
    expect(compareDates(at('20 March 851'), at('March 21, 851'))).toBeLessThan(0);
    expect(compareDates(at('1946'), at('5 May 1946'))).toBe(0);
    expect(Math.round(yearsBetween(at('1 January 1900'), at('1 January 1950')))).toBe(50);
  });
});
