import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { formatBenchReport } from '../../src/eval/format-bench-report.js';
import { runBench } from '../../src/eval/run-bench.js';
import type { BenchQuestion } from '../../src/eval/bench-question.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import '../../src/modes/all-modes.js';
import { useExcerptIndex } from '../helpers/excerpt-index.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';

const questions: BenchQuestion[] = [
  { id: 'q1', question: "When did Lothair Ii's mother die?", answer: '20 March 851', answerAliases: [], type: 'compositional', hops: 2, gold: ['2wiki-p00004', '2wiki-p00005'] },
  { id: 'q2', question: 'Who was the mother of Lothair II?', answer: 'Ermengarde of Tours', answerAliases: [], type: 'compositional', hops: 2, gold: ['2wiki-p00004'] },
];

describe('bench with an LLM-backed column (real client over HTTP to a scripted OpenAI-compatible stub)', () => {
  const { store } = useExcerptIndex();
  const stub = new OpenAiStubServer();
  let llm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 1, timeoutMs: 3000, cache: false } } }));
  });
  afterAll(async () => {
    await llm.close();
    await stub.stop();
  });

  it('reports LLM calls, prompt and completion tokens and retries per question, and none for the non-LLM column', async () => {
    let calls = 0;
    stub.onRequest(() => {
      calls += 1;
      // The first request fails once (retried), every other one answers.
      if (calls === 1) return { status: 503 };
      return {
        content: JSON.stringify({ kind: 'chain', firstHop: 'Who was the mother of Lothair II?', secondHopTemplate: 'When did [HOP] die?', comment: 'bridge: the mother' }),
        promptTokens: 80,
        completionTokens: 25,
      };
    });
    const { report } = await runBench(store, questions, { modes: ['single', 'rarag:decomposer=llm'], ks: [2, 5], warmup: 0, llm });
    const withLlm = report.modes['rarag:decomposer=llm']!;
    expect(withLlm).toMatchObject({ llmCalls: 1, tokens: 105, promptTokens: 80, completionTokens: 25, llmRetries: 0.5, llmFailedCalls: 0, errors: 0 });
    expect(withLlm.recall['5']).toBeGreaterThan(0.5);
    expect(report.modes.single).toMatchObject({ llmCalls: 0, tokens: 0, promptTokens: 0, completionTokens: 0, llmRetries: 0 });
    const markdown = formatBenchReport(report);
    expect(markdown).toContain('| rarag:decomposer=llm |');
    expect(markdown).toMatch(/\| 105 \(80 \+ 25\) \| 0\.0 · 0\.5 · 0\.0 \|/);
  });
});
