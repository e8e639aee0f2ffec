import { describe, expect, it } from 'vitest';
import { LlmBudgetExceededError } from '../../../src/llm/llm-errors.js';
import { LlmUsage } from '../../../src/llm/llm-usage.js';

describe('LlmUsage: the per-question meter and budget', () => {
  it('counts returned and failed calls, their retries and tokens', () => {
    const usage = new LlmUsage();
    usage.record(100, 20, 1);
    usage.recordFailure(3);
    expect(usage.counts()).toEqual({ calls: 2, failedCalls: 1, retries: 3, promptTokens: 100, completionTokens: 20, cacheHits: 0 });
    expect(usage.tokens).toBe(120);
  });

  it('refuses a call once calls or tokens are spent', () => {
    const calls = new LlmUsage({ calls: 1, tokens: 1000, ms: 60_000 });
    calls.assertCanCall();
    calls.recordFailure(1);
    expect(() => calls.assertCanCall()).toThrow(LlmBudgetExceededError);
    const tokens = new LlmUsage({ calls: 10, tokens: 100, ms: 60_000 });
    tokens.record(90, 10);
    expect(() => tokens.assertCanCall()).toThrow(/token budget of 100/);
  });

  it('reports the time left (Infinity without a time budget) and refuses a call once it is spent', async () => {
    expect(new LlmUsage().remainingMs).toBe(Number.POSITIVE_INFINITY);
    const usage = new LlmUsage({ calls: 10, tokens: 1000, ms: 30 });
    expect(usage.remainingMs).toBeLessThanOrEqual(30);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(usage.remainingMs).toBe(0);
    expect(() => usage.assertCanCall()).toThrow(/time budget of 30 ms/);
  });
});
