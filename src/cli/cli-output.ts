import { isHopgraphError } from '../errors/hopgraph-error.js';

/** Exit codes: 0 success, 1 failure, 2 bad input (some records or the question rejected), 130 interrupted. */
export const EXIT_FAILURE = 1;
export const EXIT_INPUT_REJECTED = 2;
export const EXIT_INTERRUPTED = 130;

/** Prints an error as one line plus a hint, never a stack (set HOPGRAPH_DEBUG=1 for the stack). */
export function printError(error: unknown): void {
  if (isHopgraphError(error)) {
    process.stderr.write(`hopgraph: error [${error.code}]: ${error.message}\n`);
    if (error.hint) process.stderr.write(`hint: ${error.hint}\n`);
  } else {
    process.stderr.write(`hopgraph: error: ${(error as Error)?.message ?? String(error)}\n`);
  }
  if (process.env.HOPGRAPH_DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
