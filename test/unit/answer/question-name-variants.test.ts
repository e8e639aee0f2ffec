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
});
