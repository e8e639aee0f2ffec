import { describe, expect, it } from 'vitest';
import { formatBenchReport } from '../../../src/eval/format-bench-report.js';
import { PRIOR_COLUMN, priorAnswer } from '../../../src/eval/prior-answer.js';
import { aggregateOutcomes, type BenchReport, type QuestionOutcome } from '../../../src/eval/run-bench.js';
import type { BenchQuestion } from '../../../src/eval/bench-question.js';
import { CI_METHOD } from '../../../src/eval/confidence-interval.js';

function question(text: string, answer: string): BenchQuestion {
  return { id: text, question: text, answer, answerAliases: [], type: 't', hops: 2, gold: ['p'] };
}

function outcome(benchQuestion: BenchQuestion, mode: string, answer: string | null): QuestionOutcome {
  return { question: benchQuestion, mode, returned: [], ranked: [], answer, llmCalls: 0, tokens: 0, llm: { promptTokens: 0, completionTokens: 0, llmCacheHits: 0, llmRetries: 0, llmFailedCalls: 0 }, ms: 0 };
}

describe('the prior column', () => {
  it('answers yes, the first-named option, or nothing, from the question alone', () => {
    expect(priorAnswer('Are both Kurram Garhi and Trojkrsti located in the same country?')).toBe('yes');
    expect(priorAnswer('Which film came out first, Blind Shaft or The Mask Of Fu Manchu?')).toBe('Blind Shaft');
    expect(priorAnswer('Who was the first president of the association which published Journal of Psychotherapy Integration?')).toBeNull();
  });

  it('is printed with every answering mode\'s EM and F1 above it', () => {
    const questions = [
      question('Are both Kurram Garhi and Trojkrsti located in the same country?', 'no'),
      question('Which film came out first, Blind Shaft or The Mask Of Fu Manchu?', 'Blind Shaft'),
      question('Who was the first president of the association which published Journal of Psychotherapy Integration?', 'G. Stanley Hall'),
      question("When did Lothair Ii's mother die?", '20 March 851'),
    ];
    const prior = aggregateOutcomes(questions.map((item) => outcome(item, PRIOR_COLUMN, priorAnswer(item.question))), [2], true);
    expect(prior.em).toBe(0.25);
    const megrag = aggregateOutcomes(questions.map((item, index) => outcome(item, 'megrag', index === 3 ? null : item.answer)), [2], true);
    const report: BenchReport = { questions: 4, ks: [2], modes: { prior, megrag }, ciMethod: CI_METHOD, budgets: { prior: 'off', megrag: 'off' }, prior };
    const markdown = formatBenchReport(report, 'test');
    expect(markdown).toMatch(/\| prior \| 0\.0 \[0\.0, 0\.0\] .* \| 25\.0 \[/);
    expect(markdown).toContain('above it: megrag +50.0 EM, +50.0 F1.');
  });

  it('counts the questions each mode answers and the exact match among them (an unresolved question is no answer)', () => {
    const questions = [
      question('Which film came out first, Blind Shaft or The Mask Of Fu Manchu?', 'Blind Shaft'),
      question('Who was the first president of the association which published Journal of Psychotherapy Integration?', 'G. Stanley Hall'),
      question("When did Lothair Ii's mother die?", '20 March 851'),
      question('Who is the spouse of the director of Jump for Glory?', 'Miriam Cooper'),
    ];
    const answers = ['Blind Shaft', 'G. Stanley Hall', null, 'Allan Dwan'];
    const megrag = aggregateOutcomes(questions.map((item, index) => outcome(item, 'megrag', answers[index]!)), [2], true);
    expect(megrag.answered).toEqual({ questions: 3, em: 2 / 3 });
    const retrievalOnly = aggregateOutcomes(questions.map((item) => outcome(item, 'single', null)), [2], false);
    expect(retrievalOnly.answered).toBeNull();
    const report: BenchReport = { questions: 4, ks: [2], modes: { single: retrievalOnly, megrag }, ciMethod: CI_METHOD, budgets: { single: 'off', megrag: 'off' } };
    expect(formatBenchReport(report, 'test')).toContain('Answered (the rest unresolved, with the reason in the trace): megrag 3 of 4 (75.0 %), EM 66.7 of those.');
  });
});
