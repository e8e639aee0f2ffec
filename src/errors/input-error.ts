import { HopgraphError } from './hopgraph-error.js';

/** Bad user input (a corpus record, a question, a file). Never retriable. */
export class InputError extends HopgraphError {
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly field: string | undefined;
  constructor(message: string, location: { file?: string; line?: number; field?: string } = {}, hint?: string) {
    super('HOPGRAPH_INPUT', message, { retriable: false, ...(hint ? { hint } : {}) });
    this.file = location.file;
    this.line = location.line;
    this.field = location.field;
  }
}
