import { describe, expect, it } from 'vitest';
import { questionNameVariantTest } from '../../../src/answer/question-name-variants.js';

// HotpotQA and 2Wiki dev questions (../shared/datasets).
describe('questionNameVariantTest: another form of a name the question uses', () => {
  it('knows the initials of a name the question writes out', () => {
    const test = questionNameVariantTest("The Women's National Basketball League includes the Adelaide team that was formed in what year?");
    expect(test('WNBL')).toBe(true);
    expect(test('NBA')).toBe(false);
    expect(test('Adelaide Lightning')).toBe(false);
  });

  it('knows a fuller form of a person\'s name', () => {
    const test = questionNameVariantTest('Drew Fuller stared in a series that originally broadcast on what station?');
    expect(test('Andrew Alan Fuller', ['andrew', 'alan', 'drew', 'fuller'])).toBe(true);
    expect(test('The WB')).toBe(false);
  });

  // ../shared/datasets/musique (2hop__..., "the country where Buyende is located").
  it('knows the name with the noun of its administrative division, but not another place named after it', () => {
    const test = questionNameVariantTest('Who is the current opposition leader in the country where Buyende is located?');
    expect(test('Buyende District')).toBe(true);
    expect(test('Uganda')).toBe(false);
    const kansas = questionNameVariantTest('What river flows through Kansas?');
    expect(kansas('Kansas City')).toBe(false);
    expect(kansas('Kansas County')).toBe(true);
  });
});
