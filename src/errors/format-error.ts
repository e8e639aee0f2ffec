import { isHopgraphError } from './hopgraph-error.js';

/**
 * An error as a person reads it on a terminal: one line with hopgraph's code, then the hint; never a
 * stack, unless HOPGRAPH_DEBUG=1. Ends with a newline.
 */
export function formatError(error: unknown): string {
  const lines = isHopgraphError(error)
    ? [`hopgraph: error [${error.code}]: ${error.message}`, ...(error.hint ? [`hint: ${error.hint}`] : [])]
    : [`hopgraph: error: ${(error as Error)?.message ?? String(error)}`];
  if (process.env.HOPGRAPH_DEBUG === '1' && error instanceof Error && error.stack) lines.push(error.stack);
  return `${lines.join('\n')}\n`;
}
