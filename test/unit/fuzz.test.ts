import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../src/question/index.js';
import { analyzePassage, extractSentenceTriples } from '../../src/nlp/index.js';
import { toLuceneQuery } from '../../src/retrieve/lucene-query.js';
import { InputError } from '../../src/errors/input-error.js';
import { fuzzStrings } from '../helpers/fuzz-strings.js';

describe('fuzz: generated hostile strings through the decomposer, OpenIE and query building', () => {
  it('every string returns or is rejected with an InputError, quickly', () => {
    const started = performance.now();
    let rejected = 0;
    let checked = 0;
    for (const text of fuzzStrings(3000)) {
      const analysis = analyzeQuestion(text);
      expect(['chain', 'comparison', 'unsplittable']).toContain(analysis.kind);
      expect(Array.isArray(extractSentenceTriples(text))).toBe(true);
      expect(Array.isArray(analyzePassage({ title: text.slice(0, 20), text }).sentences)).toBe(true);
      let query: string | undefined;
      try {
        query = toLuceneQuery(text);
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        rejected += 1;
      }
      if (query !== undefined) {
        // Nothing with a Lucene meaning survives unescaped.
        expect(query, text).not.toMatch(/(^|[^\\])[+\-&|!(){}[\]^"~*?:/]/);
        // The classic query parser reads operators as whole whitespace-separated words.
        expect(query.split(' ').filter((word) => ['AND', 'OR', 'NOT', 'TO'].includes(word)), text).toEqual([]);
      }
      checked += 1;
    }
    expect(checked).toBe(3000);
    expect(rejected).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(60_000);
  });
});
