import { APIConnectionError, APIError } from 'openai';

/** Longest backoff between two attempts, whatever the server's retry-after says (milliseconds). */
const MAX_DELAY_MS = 8000;
/** First backoff; doubled per attempt (the openai SDK's own schedule). */
const BASE_DELAY_MS = 500;

/** A failure worth another attempt: no connection, a timeout, 408, 409, 429 or any 5xx. */
export function isRetriableLlmFailure(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true; // includes APIConnectionTimeoutError
  if (error instanceof APIError && typeof error.status === 'number') return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
  return false;
}

/** The wait before attempt `attempt + 1`: the server's retry-after-ms / retry-after when given, else exponential with jitter. */
export function retryDelayMs(error: unknown, attempt: number): number {
  const headers = error instanceof APIError ? error.headers : undefined;
  const afterMsHeader = headers?.get('retry-after-ms');
  if (afterMsHeader) {
    const afterMs = Number(afterMsHeader);
    if (Number.isFinite(afterMs) && afterMs >= 0) return Math.min(afterMs, MAX_DELAY_MS);
  }
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number(after);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_DELAY_MS);
  }
  const exponential = Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
  return exponential * (1 - Math.random() * 0.25);
}
