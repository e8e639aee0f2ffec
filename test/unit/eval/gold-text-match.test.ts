import { describe, expect, it } from 'vitest';
import { countWordTokens, GoldTextMatcher, recallFromFirstRanks, wordTokens } from '../../../src/eval/gold-text-match.js';

// Real passages (HotpotQA's corpus, from Wikipedia, CC BY-SA 4.0), as the bench meets them.
const demonDice =
  'Demon Dice, originally published as Chaos Progenitus, is a collectible dice game created by Lester Smith (designer of the better-known Dragon Dice) and Tim Brown.';
const arthur = 'Arthur? Arthur! is a 1969 British comedy film directed by Samuel Gallu and starring Shelley Winters, Donald Pleasence and Terry-Thomas.';
const alu = 'In Akkadian and Sumerian mythology, Alû is a vengeful spirit of the Utukku that goes down to the underworld Kur. The demon has no mouth, lips or ears.';

describe('word tokens', () => {
  it('are runs of letters and digits, lower-cased, accents and all', () => {
    expect(wordTokens('Arthur? Arthur! is a 1969 British comedy film')).toEqual(['arthur', 'arthur', 'is', 'a', '1969', 'british', 'comedy', 'film']);
    expect(wordTokens('Alû, the Terry-Thomas film (1969)')).toEqual(['alû', 'the', 'terry', 'thomas', 'film', '1969']);
    expect(countWordTokens(arthur)).toBe(21);
    expect(wordTokens('— … !')).toEqual([]);
  });
});

describe('GoldTextMatcher', () => {
  const matcher = new GoldTextMatcher([demonDice, arthur]);

  it('matches a passage that holds the gold text, alone or packed with other paragraphs', () => {
    expect(matcher.matches(demonDice)).toEqual([0]);
    expect(matcher.matches(`${alu}\n\n${arthur}\n\n${demonDice}`)).toEqual([0, 1]);
    expect(matcher.matches(alu)).toEqual([]);
  });

  it('needs at least half of the distinct tokens: half matches, one fewer does not', () => {
    const tokens = [...new Set(wordTokens(arthur))];
    expect(tokens).toHaveLength(19);
    // 10 of the 19 distinct tokens (⌈19/2⌉) match; 9 do not.
    expect(new GoldTextMatcher([arthur]).matches(tokens.slice(0, 10).join(' '))).toEqual([0]);
    expect(new GoldTextMatcher([arthur]).matches(tokens.slice(0, 9).join(' '))).toEqual([]);
    // An even count: exactly half is enough.
    expect(new GoldTextMatcher(['one two three four']).matches('Two, FOUR.')).toEqual([0]);
  });

  it('reads a chunk split in the middle of a gold paragraph by the half that holds most of it', () => {
    const words = demonDice.split(' ');
    const firstHalf = words.slice(0, Math.ceil(words.length * 0.7)).join(' ');
    const rest = words.slice(Math.ceil(words.length * 0.7)).join(' ');
    expect(matcher.matches(firstHalf)).toEqual([0]);
    expect(matcher.matches(rest)).toEqual([]);
  });

  it('is not fooled by case, punctuation or markup around the words', () => {
    expect(matcher.matches(`## Demon Dice\n\n${demonDice.toUpperCase().replace(/,/g, ' ;')}`)).toEqual([0]);
  });

  it('a stricter share needs more of the words', () => {
    const tokens = [...new Set(wordTokens(arthur))];
    expect(new GoldTextMatcher([arthur], 0.8).matches(tokens.slice(0, 15).join(' '))).toEqual([]);
    expect(new GoldTextMatcher([arthur], 0.8).matches(tokens.slice(0, 16).join(' '))).toEqual([0]);
    expect(new GoldTextMatcher([arthur], 1).matches(tokens.slice(0, 18).join(' '))).toEqual([]);
    expect(new GoldTextMatcher([arthur], 1).matches(arthur)).toEqual([0]);
    expect(() => new GoldTextMatcher([arthur], 0)).toThrow(RangeError);
  });

  it('a gold text without words matches nothing', () => {
    expect(new GoldTextMatcher(['—']).matches('anything at all')).toEqual([]);
  });

  it('first ranks: each gold text at the first passage that matches it; recall counts each once', () => {
    const ranks = matcher.firstRanks([alu, `${arthur} ${demonDice}`, demonDice, arthur]);
    expect(ranks).toEqual([1, 1]);
    expect(recallFromFirstRanks(ranks, 1)).toBe(0);
    expect(recallFromFirstRanks(ranks, 2)).toBe(1);
    expect(recallFromFirstRanks(matcher.firstRanks([alu, arthur]), 5)).toBe(0.5);
    expect(recallFromFirstRanks([], 5)).toBe(0);
  });
});
