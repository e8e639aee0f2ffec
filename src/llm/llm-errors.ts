import { HopgraphError } from '../errors/hopgraph-error.js';

/** The LLM endpoint failed (after the client's own retries): timeouts, 5xx, network. */
export class LlmUnavailableError extends HopgraphError {
  /** HTTP attempts made (1 + retries). */
  readonly attempts: number;
  /** True when the call stopped because its deadline (the question's remaining budget) was reached. */
  readonly deadlineReached: boolean;
  constructor(message: string, cause?: unknown, details: { attempts?: number; deadlineReached?: boolean } = {}) {
    super('HOPGRAPH_LLM_UNAVAILABLE', message, { retriable: true, hint: 'check OPENAI_BASE_URL / OPENAI_API_KEY, or run without the LLM paths', cause });
    this.attempts = details.attempts ?? 1;
    this.deadlineReached = details.deadlineReached ?? false;
  }
}

/** The LLM answered, but not with valid output even after one repair attempt. */
export class LlmOutputError extends HopgraphError {
  readonly reply: string;
  constructor(message: string, reply: string) {
    super('HOPGRAPH_LLM_OUTPUT', message, { retriable: false });
    this.reply = reply.slice(0, 2000);
  }
}

/** The per-question LLM budget (calls, tokens, milliseconds) is spent: callers fall back to non-LLM paths. */
export class LlmBudgetExceededError extends HopgraphError {
  constructor(message: string, cause?: unknown) {
    super('HOPGRAPH_LLM_BUDGET', message, { retriable: false, ...(cause !== undefined ? { cause } : {}) });
  }
}
