import { HopgraphError } from './hopgraph-error.js';

/**
 * The operation ran past the time its caller allowed (an `AbortSignal.timeout`, the server's
 * per-request timeout) and was stopped. Retriable: a less loaded moment, or a longer timeout, may do.
 */
export class DeadlineExceededError extends HopgraphError {
  constructor(message = 'the operation ran past its deadline and was stopped', cause?: unknown) {
    super('HOPGRAPH_DEADLINE_EXCEEDED', message, {
      retriable: true,
      hint: 'retry, with a longer timeout or a cheaper mode (e.g. topK or maxHops lower)',
      ...(cause === undefined ? {} : { cause }),
    });
  }
}
