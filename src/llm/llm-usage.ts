import { LlmBudgetExceededError } from './llm-errors.js';

/** Counts LLM calls and tokens for one question (or one ingest batch) and enforces its budget. */
export class LlmUsage {
  calls = 0;
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

  /** Milliseconds left in the budget (never negative). */
  get remainingMs(): number {
    return Math.max(0, this.budget.ms - this.elapsedMs);
  }

  /** Throws when one more call would exceed the budget. */
  assertCanCall(): void {
    if (this.calls >= this.budget.calls) throw new LlmBudgetExceededError(`LLM call budget of ${this.budget.calls} calls spent`);
    if (this.tokens >= this.budget.tokens) throw new LlmBudgetExceededError(`LLM token budget of ${this.budget.tokens} tokens spent`);
    if (this.elapsedMs >= this.budget.ms) throw new LlmBudgetExceededError(`LLM time budget of ${this.budget.ms} ms spent`);
  }

  record(promptTokens: number, completionTokens: number): void {
    this.calls += 1;
    this.promptTokens += promptTokens;
    this.completionTokens += completionTokens;
  }
}
