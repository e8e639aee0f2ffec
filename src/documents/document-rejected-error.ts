import { HopgraphError } from '../errors/hopgraph-error.js';

/**
 * A document file hopgraph cannot (or will not) read: corrupt or encrypted PDF, binary content,
 * invalid UTF-8, over the size limit, nested too deeply, no text. The ingest reports it as
 * `path: reason`, counts it as rejected and goes on with the other files. Never retriable.
 */
export class DocumentRejectedError extends HopgraphError {
  constructor(readonly reason: string) {
    super('HOPGRAPH_DOCUMENT_REJECTED', reason, { retriable: false });
  }
}
