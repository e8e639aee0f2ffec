import { LlmBudgetExceededError } from './llm-errors.js';

/** The counters a usage meter reports (SearchResult and the ingest summary carry them). */
export interface LlmUsageCounts {
  /** Calls sent to the model (cache hits excluded), failed ones included. */
  calls: number;
  /** Of `calls`, those that ended in an error (after their retries). */
  failedCalls: number;
  /** HTTP attempts beyond the first, over all calls (429, 5xx, timeouts retried by the client). */
  retries: number;
  promptTokens: number;
  completionTokens: number;
  /** Structured calls answered from the reply cache (no model call, no tokens). */
  cacheHits: number;
}

/** Counts LLM calls and tokens for one question (or one ingest batch) and enforces its budget. */
export class LlmUsage implements LlmUsageCounts {
  calls = 0;
  failedCalls = 0;
  retries = 0;
  promptTokens = 0;
  completionTokens = 0;
  cacheHits = 0;
  private readonly started = performance.now();

  constructor(readonly budget: { calls: number; tokens: number; ms: number } = { calls: Number.POSITIVE_INFINITY, tokens: Number.POSITIVE_INFINITY, ms: Number.POSITIVE_INFINITY }) {}

  get tokens(): number {
    return this.promptTokens + this.completionTokens;
  }

  get elapsedMs(): number {
    return performance.now() - this.started;
  }

  /** Milliseconds left in the budget (never negative; Infinity without a time budget). */
  get remainingMs(): number {
    return Math.max(0, this.budget.ms - this.elapsedMs);
  }

  /** Throws when one more call would exceed the budget. */
  assertCanCall(): void {
    if (this.calls >= this.budget.calls) throw new LlmBudgetExceededError(`LLM call budget of ${this.budget.calls} calls spent`);
    if (this.tokens >= this.budget.tokens) throw new LlmBudgetExceededError(`LLM token budget of ${this.budget.tokens} tokens spent`);
    if (this.elapsedMs >= this.budget.ms) throw new LlmBudgetExceededError(`LLM time budget of ${this.budget.ms} ms spent`);
  }

  /** A call that returned: its tokens and the retries it needed. */
  record(promptTokens: number, completionTokens: number, retries = 0): void {
    this.calls += 1;
    this.promptTokens += promptTokens;
    this.completionTokens += completionTokens;
    this.retries += retries;
  }

  /** A call that failed after `attempts` HTTP attempts (no tokens are known). */
  recordFailure(attempts: number): void {
    this.calls += 1;
    this.failedCalls += 1;
    this.retries += Math.max(0, attempts - 1);
  }

  counts(): LlmUsageCounts {
    return { calls: this.calls, failedCalls: this.failedCalls, retries: this.retries, promptTokens: this.promptTokens, completionTokens: this.completionTokens, cacheHits: this.cacheHits };
  }
}
