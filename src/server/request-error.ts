import { HopgraphError } from '../errors/hopgraph-error.js';

/** A request the HTTP server refuses before any work: no or a wrong key, too large, too many, nothing there. */
export class RequestError extends HopgraphError {
  readonly status: number;
  constructor(status: number, code: string, message: string, options: { retriable?: boolean; hint?: string } = {}) {
    super(code, message, options);
    this.status = status;
  }
}
