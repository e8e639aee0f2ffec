import { describe, expect, it } from 'vitest';
import { bootstrapMeanIntervals, CI_METHOD, quantileOfSorted, seededRandom, wilsonInterval } from '../../../src/eval/confidence-interval.js';
import { describeBudgets, formatBenchReport, percentWithInterval } from '../../../src/eval/format-bench-report.js';
import { aggregateOutcomes, type BenchReport, type QuestionOutcome } from '../../../src/eval/run-bench.js';
import { LLM_USAGE_FIELDS } from '../../../src/modes/search-result.js';

describe('Wilson score interval (EM)', () => {
  it('matches hand-computed values', () => {
    // 8 of 10: p = 0.8, z² = 3.8415, centre (0.8 + 0.19207) / 1.38415 = 0.71681,
    // half 1.95996 · √(0.016 + 0.0096037) / 1.38415 = 0.22665 → [0.4902, 0.9433]
    const [low, high] = wilsonInterval(8, 10);
    expect(low).toBeCloseTo(0.4902, 4);
    expect(high).toBeCloseTo(0.9433, 4);
    // 0 of 10: [0, z² / (n + z²)] = [0, 3.8415 / 13.8415] = [0, 0.2775]; 10 of 10 mirrors it, ends exact.
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    // 1 of 2: centre 0.5, half 1.95996 · √(0.125 + 0.9604) / 2.9208 = 0.4055 → [0.0945, 0.9055]
    expect(wilsonInterval(1, 2)[0]).toBeCloseTo(0.0945, 4);
    expect(wilsonInterval(1, 2)[1]).toBeCloseTo(0.9055, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 0]);
  });
});

describe('percentile bootstrap of the mean (recall, F1)', () => {
  it('interpolates quantiles linearly between ranks', () => {
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([0, 10], 0.025)).toBeCloseTo(0.25, 12);
    expect(quantileOfSorted([7], 0.975)).toBe(7);
    expect(quantileOfSorted([], 0.5)).toBe(0);
  });

  it('the seeded generator repeats its sequence and stays in [0, 1)', () => {
    const first = seededRandom(16);
    const second = seededRandom(16);
    const values = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => second())).toEqual(values);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('gives a point for constant values and for one question', () => {
    expect(bootstrapMeanIntervals([[0.5, 0.5, 0.5]])).toEqual([[0.5, 0.5]]);
    expect(bootstrapMeanIntervals([[1]])).toEqual([[1, 1]]);
    expect(bootstrapMeanIntervals([[]])).toEqual([[0, 0]]);
  });

  it('matches the exact resampling distribution of a small case', () => {
    // Values 0, 0, 0, 1: a resample's mean is (ones drawn) / 4, ones ~ Binomial(4, 1/4):
    // P(mean ≤ 0) = 0.316, P(≤ 0.5) = 0.949, P(≤ 0.75) = 0.996 → 2.5 % quantile 0, 97.5 % quantile 0.75.
    expect(bootstrapMeanIntervals([[0, 0, 0, 1]])).toEqual([[0, 0.75]]);
    // Values 0, 1: mean 0 w.p. 1/4, 0.5 w.p. 1/2, 1 w.p. 1/4 → [0, 1].
    expect(bootstrapMeanIntervals([[0, 1]])).toEqual([[0, 1]]);
  });

  it('agrees with the normal interval on many questions', () => {
    // 400 questions, half found: mean 0.5, standard error √(0.25 / 400) = 0.025, ±1.96 · 0.025 = ±0.049.
    const values = Array.from({ length: 400 }, (_, index) => index % 2);
    const [[low, high]] = bootstrapMeanIntervals([values]) as [[number, number]];
    expect(low).toBeGreaterThan(0.5 - 0.049 - 0.01);
    expect(low).toBeLessThan(0.5 - 0.049 + 0.01);
    expect(high).toBeGreaterThan(0.5 + 0.049 - 0.01);
    expect(high).toBeLessThan(0.5 + 0.049 + 0.01);
  });

  it('is deterministic and resamples the same questions for every series', () => {
    const a = [0, 0.5, 1, 1, 0.5, 0, 1, 1, 1, 0.5];
    const mirrored = a.map((value) => 1 - value);
    const [first, same, mirror] = bootstrapMeanIntervals([a, a, mirrored]);
    expect(same).toEqual(first);
    expect(bootstrapMeanIntervals([a])).toEqual([first]);
    // The same draws: the mirrored series' interval is the first one mirrored.
    expect(mirror![0]).toBeCloseTo(1 - first![1], 12);
    expect(mirror![1]).toBeCloseTo(1 - first![0], 12);
    expect(first![0]).toBeLessThanOrEqual(0.65);
    expect(first![1]).toBeGreaterThanOrEqual(0.65);
    expect(() => bootstrapMeanIntervals([[1, 2], [1]])).toThrow(/one value per question/);
  });
});

const noUsage = Object.fromEntries(LLM_USAGE_FIELDS.map((field) => [field, 0])) as QuestionOutcome['llm'];

function outcome(gold: string[], returned: string[], answer: string | null, expected: string): QuestionOutcome {
  return {
    question: { id: gold.join(), question: '?', answer: expected, answerAliases: [], type: 'bridge', hops: 2, gold },
    mode: 'single',
    returned,
    ranked: returned,
    answer,
    llmCalls: 0,
    tokens: 0,
    llm: noUsage,
    ms: 1,
  };
}

describe('bench metrics with intervals', () => {
  it('adds recallCi, recallAllCi, emCi and f1Ci beside the unchanged values', () => {
    const outcomes = [
      outcome(['a', 'b'], ['a', 'b'], 'Paris', 'Paris'),
      outcome(['a', 'b'], ['a', 'x'], 'Lyon', 'Paris'),
      outcome(['c'], ['c'], 'Paris', 'Paris'),
      outcome(['d'], ['x', 'y'], null, 'Rome'),
    ];
    const metrics = aggregateOutcomes(outcomes, [1, 2], true);
    // recall@2 per question 1, 0.5, 1, 0 → 0.625; EM 1, 0, 1, 0 → 0.5
    expect(metrics.recall).toEqual({ '1': 0.5, '2': 0.625 });
    expect(metrics.em).toBe(0.5);
    expect(metrics.emCi).toEqual(wilsonInterval(2, 4));
    expect(metrics.recallCi['2']).toEqual(bootstrapMeanIntervals([[1, 0.5, 1, 0]])[0]);
    expect(metrics.recallAllCi).toEqual(metrics.recallCi['2']);
    expect(metrics.f1Ci).toEqual(bootstrapMeanIntervals([[1, 0, 1, 0]])[0]);
    for (const [low, high] of [...Object.values(metrics.recallCi), metrics.recallAllCi, metrics.emCi!, metrics.f1Ci!]) expect(low).toBeLessThanOrEqual(high);
    const retrievalOnly = aggregateOutcomes(outcomes, [2], false);
    expect(retrievalOnly).toMatchObject({ em: null, emCi: null, f1: null, f1Ci: null });
  });
});

describe('bench report with intervals and budgets', () => {
  it('prints value [low, high] in %', () => {
    expect(percentWithInterval(0.973, [0.959, 0.985])).toBe('97.3 [95.9, 98.5]');
    expect(percentWithInterval(null, null)).toBe('–');
    expect(percentWithInterval(0.5, undefined)).toBe('50.0');
  });

  it('says whether budgets were on, per column when they differ', () => {
    expect(describeBudgets({ single: 'off', 'hop-rrf': 'off' })).toBe('off (reproducible) for every column');
    expect(describeBudgets({ single: 'time' })).toMatch(/^on \(wall-clock.*\) for every column$/);
    expect(describeBudgets({ single: 'off', 'hop-rrf:budgets=time': 'time' })).toMatch(/^off \(reproducible\) for single; on \(wall-clock.*\) for hop-rrf:budgets=time$/);
  });

  it('puts the interval in every recall, EM and F1 cell, budgets in the header, the method in the footer', () => {
    const metrics = aggregateOutcomes([outcome(['a'], ['a'], 'x', 'x'), outcome(['a'], ['b'], 'y', 'x')], [2], true);
    const report: BenchReport = { questions: 2, ks: [2], modes: { single: metrics }, ciMethod: CI_METHOD, budgets: { single: 'off' } };
    const markdown = formatBenchReport(report, 'test');
    const [, emLow, emHigh] = [0, ...wilsonInterval(1, 2)].map((value) => (value * 100).toFixed(1));
    expect(markdown).toContain(`| single | 50.0 [0.0, 100.0] | 50.0 [0.0, 100.0] | 1.0 | 0 | 50.0 [${emLow}, ${emHigh}] | 50.0 [0.0, 100.0] |`);
    expect(markdown).toContain('Time budgets: off (reproducible) for every column.');
    expect(markdown.trim().split('\n').at(-1)).toBe(`${CI_METHOD}.`);
    expect(CI_METHOD).toMatch(/percentile bootstrap over questions \(2000 resamples, seeded\).*Wilson/);
  });
});
