import { HopgraphError } from './hopgraph-error.js';

/**
 * A graph store operation failed. Keeps the name of the query (never user text spliced into it:
 * every query is parameterized) and whether the driver classified the failure as transient.
 */
export class GraphStoreError extends HopgraphError {
  readonly queryName: string;
  constructor(queryName: string, message: string, options: { retriable: boolean; cause?: unknown; hint?: string }) {
    super(options.retriable ? 'HOPGRAPH_GRAPH_TRANSIENT' : 'HOPGRAPH_GRAPH_FAILED', message, options);
    this.queryName = queryName;
  }
}
