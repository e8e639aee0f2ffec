import type { RejectedRecord } from './corpus-record.js';
import type { IngestJobResult } from './ingest-job.js';

/** What happened to the document files of a run. */
export interface DocumentSummary {
  /** Document files read and chunked. */
  read: number;
  /** Document files skipped: the index holds them with the same content and settings. */
  unchanged: number;
  /** Passages of changed documents that their new version no longer has, deleted. */
  passagesRemoved: number;
  /** `Document` nodes of files no longer in the input, deleted by `sync`. */
  deleted: number;
  /** Files in the given directories not read: unknown extensions, or left out by include/exclude. */
  ignoredFiles: number;
}

/** What `runIngest` reports. */
export interface IngestSummary {
  accepted: number;
  rejected: number;
  errors: RejectedRecord[];
  /** Passages processed by this run (written or found unchanged). */
  passages: number;
  unchanged: number;
  sentences: number;
  triples: number;
  /** Entities in the index after the run. */
  entities: number;
  batches: number;
  failedBatches: Array<{ jobId: string; reason: string }>;
  /** Non-empty passages that yielded no triple (count, and the first ids). */
  passagesWithoutTriples: { count: number; ids: string[] };
  llmCalls: number;
  llmTokens: number;
  /** `--triples both`: passages whose LLM extraction failed (kept with their rule triples), and the first reasons. */
  llmFailures: { passages: number; reasons: string[] };
  /** Passages removed by `sync` because the input no longer has them. */
  deleted: number;
  /**
   * Batches whose completion the run did not hear of (the job was already gone from the queue when
   * it looked): their passages were then found in the graph with their content hash and are counted
   * in `passages`, but their sentences and triples are not in the totals.
   */
  confirmedFromGraph?: number;
  /** Document files (present when the input had any, or a directory). */
  documents?: DocumentSummary;
  /** Why `sync` deleted nothing, when it had to hold back. */
  syncSkipped?: string;
  /** The collection's embedding model after the run (recorded when the ingest started), if any. */
  embeddingModel?: string;
  /**
   * With a recorded model, the collection's passages that have no vector of it after the run (e.g.
   * changed by an `--embed none` ingest): dense search refuses until they are embedded.
   */
  withoutVectors?: { count: number; ids: string[] };
  /** Passages `reembed` took from the collection itself (not in the files) to embed them. */
  reembeddedFromStore?: number;
  enqueuedOnly: boolean;
  interrupted: boolean;
  seconds: number;
}

/** A summary before anything was read; `documents` when the input has document files (or a directory). */
export function emptyIngestSummary(wait: boolean, documents: DocumentSummary | undefined): IngestSummary {
  return {
    accepted: 0,
    rejected: 0,
    errors: [],
    passages: 0,
    unchanged: 0,
    sentences: 0,
    triples: 0,
    entities: 0,
    batches: 0,
    failedBatches: [],
    passagesWithoutTriples: { count: 0, ids: [] },
    llmCalls: 0,
    llmTokens: 0,
    llmFailures: { passages: 0, reasons: [] },
    deleted: 0,
    ...(documents ? { documents } : {}),
    enqueuedOnly: !wait,
    interrupted: false,
    seconds: 0,
  };
}

/** Adds a written batch's counts to the run's totals; the lists keep their first `maxListed` entries. */
export function addBatchResult(summary: IngestSummary, result: IngestJobResult, maxListed: number): void {
  summary.passages += result.passages;
  summary.unchanged += result.unchanged;
  summary.sentences += result.sentences;
  summary.triples += result.triples;
  summary.passagesWithoutTriples.count += result.passagesWithoutTriplesCount ?? 0;
  for (const id of result.passagesWithoutTriples ?? []) if (summary.passagesWithoutTriples.ids.length < maxListed) summary.passagesWithoutTriples.ids.push(id);
  summary.llmCalls += result.llmCalls ?? 0;
  summary.llmTokens += result.llmTokens ?? 0;
  if (result.llmFailedPassages) {
    summary.llmFailures.passages += result.llmFailedPassages;
    for (const reason of result.llmFailures ?? []) if (summary.llmFailures.reasons.length < maxListed) summary.llmFailures.reasons.push(reason);
  }
}
