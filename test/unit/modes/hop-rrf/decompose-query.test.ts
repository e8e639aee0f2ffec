// Questions copied from 2WikiMultiHopQA (dev; Apache-2.0), except where a comment says "constructed".
import { describe, expect, it } from 'vitest';
import { decomposeQuery } from '../../../../src/modes/hop-rrf/decompose-query.js';

describe('decomposeQuery', () => {
  it('a relation chain is one sub-query following every relation but the answer', () => {
    const result = decomposeQuery("When did Lothair Ii's mother die?");
    expect(result.kind).toBe('chain');
    expect(result.subQueries).toHaveLength(1);
    expect(result.subQueries[0]).toMatchObject({ text: "When did Lothair Ii's mother die?", entities: ['Lothair Ii'], relations: ['mother'] });
    expect(result.subQueries[0]?.words).toEqual(['mother', 'die']);
  });

  it('drops the type word of a typed title from the words to resolve', () => {
    const [subQuery] = decomposeQuery('What nationality is the director of film Blood Street?').subQueries;
    expect(subQuery).toMatchObject({ entities: ['Blood Street'], relations: ['director'] });
    expect(subQuery?.words).not.toContain('film');
  });

  it('a comparison gives one sub-query per subject, sharing the compared words', () => {
    const result = decomposeQuery('Which film came out first, Aas Ka Panchhi or Phoolwari?');
    expect(result.kind).toBe('comparison');
    expect(result.subQueries.map((subQuery) => subQuery.entities)).toEqual([['Aas Ka Panchhi'], ['Phoolwari']]);
    expect(result.subQueries[0]?.text.startsWith('Aas Ka Panchhi')).toBe(true);
    expect(result.subQueries.every((subQuery) => subQuery.relations.length === 0)).toBe(true);
  });

  it('a comparison through a relation follows it from each subject', () => {
    const result = decomposeQuery("Which film has the director who is older, God'S Gift To Women or Aldri Annet Enn Bråk?");
    expect(result.subQueries.map((subQuery) => [subQuery.entities, subQuery.relations])).toEqual([
      [["God'S Gift To Women"], ['director']],
      [['Aldri Annet Enn Bråk'], ['director']],
    ]);
  });

  it('splits named entities joined by "and" outside comparisons (constructed)', () => {
    const result = decomposeQuery('Tell me about Lothair II and Ermengarde of Tours.');
    expect(result.kind).toBe('conjunction');
    expect(result.subQueries.map((subQuery) => subQuery.entities[0])).toEqual(['Lothair II', 'Ermengarde of Tours']);
  });

  it('with split off, a comparison stays one sub-query with all its subjects', () => {
    const result = decomposeQuery('Which film came out first, Aas Ka Panchhi or Phoolwari?', false);
    expect(result.kind).toBe('single');
    expect(result.subQueries).toHaveLength(1);
    expect(result.subQueries[0]?.entities.sort()).toEqual(['Aas Ka Panchhi', 'Phoolwari']);
  });
});
