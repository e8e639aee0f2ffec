import { formatError } from '../errors/format-error.js';

/** Exit codes: 0 success, 1 failure, 2 bad input (some records or the question rejected), 130 interrupted. */
export const EXIT_FAILURE = 1;
export const EXIT_INPUT_REJECTED = 2;
export const EXIT_INTERRUPTED = 130;

/** Prints an error as one line plus a hint, never a stack (set HOPGRAPH_DEBUG=1 for the stack). */
export function printError(error: unknown): void {
  process.stderr.write(formatError(error));
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
