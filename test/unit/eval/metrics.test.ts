import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exactMatch, normalizeAnswer, scoreAnswer, tokenF1 } from '../../../src/eval/answer-metrics.js';
import { mean, percentile, recallAtK } from '../../../src/eval/retrieval-metrics.js';
import { readBenchQuestions } from '../../../src/eval/bench-question.js';

describe('answer metrics (SQuAD normalization)', () => {
  it('normalizes case, punctuation, articles and spaces', () => {
    expect(normalizeAnswer('  The  Eiffel-Tower, Paris! ')).toBe('eiffel tower paris');
    expect(normalizeAnswer('An apple a day')).toBe('apple day');
  });

  it('exact match after normalization', () => {
    expect(exactMatch('the 20 March 851.', '20 March 851')).toBe(true);
    expect(exactMatch('March 851', '20 March 851')).toBe(false);
  });

  it('token F1 by hand', () => {
    // prediction "march 851" vs gold "20 march 851": common 2, precision 2/2, recall 2/3 → F1 0.8
    expect(tokenF1('March 851', '20 March 851')).toBeCloseTo(0.8, 12);
    // repeated tokens count once per occurrence: "a a b" vs "a b b" → common 2 (a, b), P 2/3, R 2/3
    expect(tokenF1('x x y', 'x y y')).toBeCloseTo(2 / 3, 12);
    expect(tokenF1('Paris', 'London')).toBe(0);
    expect(tokenF1('the', 'a')).toBe(1);
  });

  it('takes the best over answer aliases, zero for no answer', () => {
    expect(scoreAnswer('USA', ['United States', 'USA'])).toEqual({ em: 1, f1: 1 });
    // "united states of america" vs "united states": common 2, precision 2/4, recall 2/2 → F1 2/3
    expect(scoreAnswer('United States of America', ['United States', 'USA']).f1).toBeCloseTo(2 / 3, 12);
    expect(scoreAnswer(null, ['x'])).toEqual({ em: 0, f1: 0 });
  });
});

describe('retrieval metrics', () => {
  it('recall@k is the share of gold passages in the first k', () => {
    expect(recallAtK(['a', 'b', 'c', 'd'], ['b', 'd'], 2)).toBe(0.5);
    expect(recallAtK(['a', 'b', 'c', 'd'], ['b', 'd'], 4)).toBe(1);
    expect(recallAtK(['a'], ['b', 'b'], 5)).toBe(0);
    expect(recallAtK([], [], 5)).toBe(0);
  });

  it('nearest-rank percentiles and mean', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([], 50)).toBe(0);
    expect(mean([1, 2, 3, 6])).toBe(3);
  });
});

describe('readBenchQuestions', () => {
  it('reads the normalized format and names a bad line and field', () => {
    const directory = mkdtempSync(join(tmpdir(), 'hopgraph-questions-'));
    const good = join(directory, 'good.jsonl');
    writeFileSync(good, '{"id": "q1", "question": "Who?", "answer": "X", "answer_aliases": ["Y"], "type": "bridge", "hops": 2, "gold": ["p1", "p2"]}\n\n');
    expect(readBenchQuestions(good)).toEqual([{ id: 'q1', question: 'Who?', answer: 'X', answerAliases: ['Y'], type: 'bridge', hops: 2, gold: ['p1', 'p2'] }]);
    const bad = join(directory, 'bad.jsonl');
    writeFileSync(bad, '{"id": "q1", "question": "Who?", "gold": ["p1"]}\n{"id": "q2", "question": "Who?", "gold": "p1"}\n');
    expect(() => readBenchQuestions(bad)).toThrow(/bad\.jsonl:2: field "gold"/);
  });
});
