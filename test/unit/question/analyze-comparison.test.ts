// Questions copied from 2WikiMultiHopQA (dev; Apache-2.0) and HotpotQA (distractor; CC BY-SA 4.0).
import { describe, expect, it } from 'vitest';
import { analyzeQuestion, type ComparisonDecomposition } from '../../../src/question/index.js';

function comparison(question: string): ComparisonDecomposition {
  const analysis = analyzeQuestion(question);
  if (analysis.kind !== 'comparison') throw new Error(`expected a comparison, got ${JSON.stringify(analysis)}`);
  return analysis;
}

describe('analyzeQuestion: comparisons', () => {
  it('reads "Which film came out first, A or B?" (2Wiki)', () => {
    const result = comparison('Which film came out earlier, Murder, She Said or Story Of Barbara?');
    expect(result.subjects).toEqual(['Murder, She Said', 'Story Of Barbara']);
    expect(result.attribute).toBe('release date');
    expect(result.comparator).toBe('earlier');
    expect(result.answerType).toBe('entity');
    expect(result.via).toEqual([]);
  });

  it('reads "Are A and B of the same nationality?" as yes/no (2Wiki)', () => {
    const result = comparison('Are Christopher Newton (Criminal) and Frances M. Vega of the same nationality?');
    expect(result.subjects).toEqual(['Christopher Newton (Criminal)', 'Frances M. Vega']);
    expect(result.attribute).toBe('nationality');
    expect(result.comparator).toBe('same');
    expect(result.answerType).toBe('yes-no');
  });

  it('reads birth/death order and "same ... as" (2Wiki)', () => {
    const born = comparison('Who was born first out of Aivar Kuusmaa and Andy Summers?');
    expect(born.subjects).toEqual(['Aivar Kuusmaa', 'Andy Summers']);
    expect(born).toMatchObject({ attribute: 'date of birth', comparator: 'earlier', answerType: 'person' });
    expect(comparison('Was Ausaf Ali or Steven Perry born first?').subjects).toEqual(['Ausaf Ali', 'Steven Perry']);
    const same = comparison('Does Leslie Pietrzyk have the same nationality as Marianne Wiggins?');
    expect(same).toMatchObject({ subjects: ['Leslie Pietrzyk', 'Marianne Wiggins'], comparator: 'same', answerType: 'yes-no' });
    expect(comparison('Are Marufabad and Nasamkhrali both located in the same country?').attribute).toBe('country');
  });

  it('compares subjects through a relation with per-subject chains (2Wiki bridge_comparison)', () => {
    const result = comparison('Which film has the director who died first, The Love Trader or Clancy Of The Mounted?');
    expect(result.subjects).toEqual(['The Love Trader', 'Clancy Of The Mounted']);
    expect(result.via).toEqual(['director']);
    expect(result).toMatchObject({ attribute: 'date of death', comparator: 'earlier' });
    const first = result.subjectChains?.[0];
    expect(first?.relations).toEqual(['director', 'date of death']);
    expect(first?.firstHop).toBe('the director of The Love Trader');
    expect(first?.secondHopTemplate).toBe('What is the date of death of [HOP]?');
    const nationality = comparison('Are director of film Garbo (Film) and director of film Souls At Sea both from the same country?');
    expect(nationality).toMatchObject({ subjects: ['Garbo (Film)', 'Souls At Sea'], via: ['director'], attribute: 'nationality', answerType: 'yes-no' });
  });

  it('keeps titles with "Who", "!" and "?" (2Wiki)', () => {
    expect(comparison('Which film has the director who was born later, Felices 140 or Dr. Who And The Daleks?').subjects).toEqual([
      'Felices 140',
      'Dr. Who And The Daleks',
    ]);
    expect(comparison('Which film has the director died later, The Glass Wall or Where Does It Hurt??').subjects).toEqual([
      'The Glass Wall',
      'Where Does It Hurt?',
    ]);
    expect(comparison('Which film has the director born earlier, Comedy! or Ven Mi Corazón Te Llama?').subjects).toEqual([
      'Comedy!',
      'Ven Mi Corazón Te Llama',
    ]);
  });

  it('reads "both" questions in ordinary case (HotpotQA)', () => {
    const result = comparison('Are Christopher Nolan and Sathish Kalathil both film directors?');
    expect(result).toMatchObject({ subjects: ['Christopher Nolan', 'Sathish Kalathil'], comparator: 'both', attribute: 'film directors', answerType: 'yes-no' });
    expect(comparison('Who is the oldest, Sid Haig or Vic Darchinyan?')).toMatchObject({ comparator: 'older', answerType: 'person' });
  });
});
