import { HopgraphError } from './hopgraph-error.js';

/**
 * The caller aborted the operation (its `AbortSignal` fired: an HTTP client that disconnected, a
 * program that gave up). Not retriable: nobody is waiting for the answer any more.
 */
export class CancelledError extends HopgraphError {
  constructor(message = 'the operation was cancelled by its caller', cause?: unknown) {
    super('HOPGRAPH_CANCELLED', message, { retriable: false, ...(cause === undefined ? {} : { cause }) });
  }
}
