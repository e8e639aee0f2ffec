/**
 * Base class of every error hopgraph raises on purpose.
 *
 * `code` is stable (safe to match on), `retriable` tells callers — the BullMQ workers above all —
 * whether trying the same thing again later can succeed, and `hint` says what the user can do.
 */
export class HopgraphError extends Error {
  readonly code: string;
  readonly retriable: boolean;
  readonly hint: string | undefined;

  constructor(code: string, message: string, options: { retriable?: boolean; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.retriable = options.retriable ?? false;
    this.hint = options.hint;
  }
}

export function isHopgraphError(error: unknown): error is HopgraphError {
  return error instanceof HopgraphError;
}
