import { describe, expect, it } from 'vitest';
import { rebuildWink } from '../../../src/nlp/wink.js';
import { splitSentences } from '../../../src/nlp/index.js';
import { tokenizePassage } from '../../../src/nlp/tokenize-passage.js';

// Source: HotpotQA (CC BY-SA 4.0), passage "Samo's Empire" (hotpotqa-p04711), shortened.
const TEXT =
  "Samo's Empire is a name used for the Slavic tribal union established by King Samo, which existed between 631 and 658 A.D.. The centre of the union was probably in Moravia.";

function reading(): string {
  return JSON.stringify([splitSentences(TEXT), tokenizePassage(TEXT).map((sentence) => sentence.map((token) => `${token.text}/${token.pos}`))]);
}

describe('the process-wide wink instance, rebuilt', () => {
  it('can be rebuilt any number of times, and reads a text as the first instance did', () => {
    const first = reading();
    // wink-eng-lite-web-model's own loader doubles a string on every instance built after the
    // eighth: before the fix the 21st instance of a process failed with "Invalid string length".
    for (let rebuild = 0; rebuild < 30; rebuild += 1) rebuildWink();
    expect(reading()).toBe(first);
    expect(splitSentences(TEXT)).toHaveLength(2);
  }, 60_000);
});
