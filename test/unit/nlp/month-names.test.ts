import { describe, expect, it } from 'vitest';
import { isAbbreviatedMonth, isMonthName, MONTH_WORD_PATTERN, monthNumber } from '../../../src/nlp/month-names.js';

describe('month names', () => {
  it('numbers full names and abbreviations in any case, with or without a period', () => {
    expect(monthNumber('January')).toBe(1);
    expect(monthNumber('may')).toBe(5);
    expect(monthNumber('Sept.')).toBe(9);
    expect(monthNumber('sep')).toBe(9);
    expect(monthNumber('DEC')).toBe(12);
    expect(monthNumber('Mayday')).toBeUndefined();
  });

  it('knows May has no abbreviation and only capitalized full names are month names', () => {
    expect(isAbbreviatedMonth('may.')).toBe(false);
    expect(isAbbreviatedMonth('Jan.')).toBe(true);
    expect(isAbbreviatedMonth('sept')).toBe(true);
    expect(isMonthName('May')).toBe(true);
    expect(isMonthName('may')).toBe(false);
    expect(isMonthName('Jan')).toBe(false);
  });

  it('gives a pattern that matches every written form once', () => {
    const word = new RegExp(`^(?:${MONTH_WORD_PATTERN})$`);
    for (const form of ['March', 'Mar', 'Sept', 'Sep', 'Dec']) expect(word.test(form)).toBe(true);
    expect(word.test('Marc')).toBe(false);
  });
});
