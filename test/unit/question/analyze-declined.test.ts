// Questions copied from 2WikiMultiHopQA (dev; Apache-2.0), MuSiQue (answerable; CC BY 4.0) and
// HotpotQA (distractor; CC BY-SA 4.0), except where a comment says "constructed".
import { describe, expect, it } from 'vitest';
import { analyzeQuestion, type Unsplittable } from '../../../src/question/index.js';

function declined(question: string): Unsplittable {
  const analysis = analyzeQuestion(question);
  if (analysis.kind !== 'unsplittable') throw new Error(`expected unsplittable, got ${JSON.stringify(analysis)}`);
  return analysis;
}

describe('analyzeQuestion: declined questions', () => {
  it('declines a yes/no question that is not a comparison', () => {
    // constructed
    const result = declined('Is Paris the capital of France?');
    expect(result.reason).toMatch(/yes\/no/);
    expect(result.answerType).toBe('yes-no');
  });

  it('declines a question without an of/possessive chain (2Wiki, HotpotQA)', () => {
    const marry = declined('Who did Joan Ramon Ii, Count Of Cardona marry?');
    expect(marry.reason).toMatch(/chain/);
    expect(marry.entities).toEqual(['Joan Ramon Ii, Count Of Cardona']);
    expect(declined('Who directed the film that was shot in or around Leland, North Carolina in 1986').reason).toMatch(/chain/);
  });

  it('declines a single relation as one hop and says which (MuSiQue)', () => {
    const result = declined('Who is the wife of Kim Jong-chul?');
    expect(result.reason).toMatch(/single hop/);
    expect(result.singleHop).toEqual({ topicEntity: 'Kim Jong-chul', relation: 'spouse' });
  });

  it('declines a question without a named entity (MuSiQue)', () => {
    expect(declined('What is the continental limit of the continent with the lowest average temperature?').reason).toMatch(/no named entity/);
  });
});
