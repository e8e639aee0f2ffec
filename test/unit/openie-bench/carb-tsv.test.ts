import { describe, expect, it } from 'vitest';
import { formatCarbLine, parseCarbLine, parseCarbPredictions, type CarbExtraction } from '../../../src/openie-bench/index.js';

describe("CaRB's tab-separated format", () => {
  it('round-trips an extraction, keeping the sentence exactly as given', () => {
    const extraction: CarbExtraction = {
      sentence: "It was a notable influence on John Buchan and Ken Follett , who described it as `` an open-air adventure thriller '' .",
      confidence: 0.55,
      relation: 'described',
      arguments: ['Ken Follett', "it as `` an open-air adventure thriller ''", 'in 1915'],
    };
    const line = formatCarbLine(extraction);
    expect(line.split('\t')).toEqual([extraction.sentence, '0.55', 'described', 'Ken Follett', "it as `` an open-air adventure thriller ''", 'in 1915']);
    expect(parseCarbLine(line)).toEqual(extraction);
    expect(parseCarbPredictions(`${line}\n\n${line}\n`)).toEqual([extraction, extraction]);
  });

  it('replaces tabs inside fields and skips lines without a relation', () => {
    const line = formatCarbLine({ sentence: 'A\tB', confidence: 1, relation: 'is', arguments: ['A', 'B'] });
    expect(line).toBe('A B\t1\tis\tA\tB');
    expect(parseCarbLine('only a sentence\t0.5')).toBeUndefined();
  });
});
