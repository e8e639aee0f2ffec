import { describe, expect, it } from 'vitest';
import { extractSentence } from '../../../src/nlp/index.js';
import { extractCarb } from '../../../src/openie-bench/extract-carb.js';

describe('extractCarb: the two views of one reading, in CaRB shape', () => {
  const sentence = 'Bertha , daughter of Lothair II , married Theobald of Arles and Hugh of Provence .';

  it('clause view (default): one extraction per clause with full spans', () => {
    expect(extractCarb(sentence).map((extraction) => [extraction.relation, ...extraction.arguments])).toEqual([['married', 'Bertha', 'Theobald of Arles and Hugh of Provence']]);
  });

  it('index view: exactly the entity triples ingestion stores, with their confidences', () => {
    const { triples } = extractSentence(sentence);
    const index = extractCarb(sentence, { view: 'index' });
    expect(index.map((extraction) => [extraction.relation, ...extraction.arguments, extraction.confidence])).toEqual(triples.map((triple) => [triple.relation, triple.subject, triple.object, triple.confidence]));
    expect(index.map((extraction) => `${extraction.arguments[0]} | ${extraction.relation} | ${extraction.arguments[1]}`)).toEqual(
      expect.arrayContaining(['Bertha | is daughter of | Lothair II', 'Bertha | married | Theobald of Arles', 'Bertha | married | Hugh of Provence']),
    );
    expect(index.every((extraction) => extraction.sentence === sentence)).toBe(true);
  });
});
