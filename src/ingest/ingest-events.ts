/** Typed progress events of an ingestion run (the CLI draws its progress bar from them). */
export type IngestEvent =
  | { type: 'ingest-start'; files: string[]; bytesTotal: number }
  | { type: 'batch-enqueued'; jobId: string; records: number; enqueuedRecords: number }
  | {
      type: 'batch-done';
      jobId: string;
      passages: number;
      unchanged: number;
      sentences: number;
      triples: number;
      bytesDone: number;
      bytesTotal: number;
      elapsedMs: number;
    }
  | { type: 'batch-failed'; jobId: string; reason: string }
  /** `--triples both`: the LLM failed for some passages of a batch; they were written with their rule triples. */
  | { type: 'llm-extraction-failed'; jobId: string; passages: number; reason: string }
  | { type: 'record-rejected'; file: string; line: number; reason: string }
  | { type: 'ingest-end'; interrupted: boolean };
