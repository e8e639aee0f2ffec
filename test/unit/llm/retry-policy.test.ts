import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { isRetriableLlmFailure, retryDelayMs } from '../../../src/llm/retry-policy.js';

const httpError = (status: number, headers: Record<string, string> = {}): APIError => APIError.generate(status, { error: { message: 'x' } }, 'x', new Headers(headers));

describe('the LLM retry policy', () => {
  it('retries 408, 409, 429, 5xx, connection errors and timeouts; not other 4xx or other errors', () => {
    for (const status of [408, 409, 429, 500, 502, 503]) expect(isRetriableLlmFailure(httpError(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetriableLlmFailure(httpError(status))).toBe(false);
    expect(isRetriableLlmFailure(new APIConnectionError({ message: 'refused' }))).toBe(true);
    expect(isRetriableLlmFailure(new APIConnectionTimeoutError())).toBe(true);
    expect(isRetriableLlmFailure(new Error('boom'))).toBe(false);
  });

  it("waits what the server's retry-after-ms or retry-after says, capped at 8 s", () => {
    expect(retryDelayMs(httpError(429, { 'retry-after-ms': '20' }), 1)).toBe(20);
    expect(retryDelayMs(httpError(429, { 'retry-after': '2' }), 1)).toBe(2000);
    expect(retryDelayMs(httpError(429, { 'retry-after': '600' }), 1)).toBe(8000);
  });

  it('otherwise backs off exponentially from 0.5 s with up to 25 % jitter', () => {
    for (const [attempt, full] of [[1, 500], [2, 1000], [3, 2000], [6, 8000]] as const) {
      const delay = retryDelayMs(httpError(503), attempt);
      expect(delay).toBeGreaterThan(full * 0.75 - 1);
      expect(delay).toBeLessThanOrEqual(full);
    }
  });
});
