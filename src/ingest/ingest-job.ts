import type { CorpusRecord } from './corpus-record.js';

/** The data of one ingestion job: a batch of accepted records. */
export interface IngestJobData {
  /** The collection the batch is written into (absent: `default`). */
  collection?: string;
  /** Accepted records as read (a document passage carries its topic, document and provenance). */
  records: CorpusRecord[];
  /** Triple extractor: rule-based (default), the LLM, or both (union). */
  triples?: 'rules' | 'llm' | 'both';
  /** Store passage vectors made by this embedding provider (`local` ONNX model or `openai`). */
  embed?: 'local' | 'openai';
  /** The model the ingest recorded on the collection; a worker whose embedder makes another refuses the batch. */
  embeddingModel?: string;
}

/** What a processed batch reports back (the job's return value). */
export interface IngestJobResult {
  passages: number;
  /** Passages whose content hash was already stored: nothing was rewritten. */
  unchanged: number;
  sentences: number;
  triples: number;
  bytes: number;
  /** Ids of non-empty passages that yielded no triple at all (first 20): reported, never silent. */
  passagesWithoutTriples?: string[];
  passagesWithoutTriplesCount?: number;
  llmCalls?: number;
  llmTokens?: number;
  /** `--triples both`: passages whose LLM extraction failed, written with their rule triples only. */
  llmFailedPassages?: number;
  /** The first few of those failures' messages. */
  llmFailures?: string[];
  /** The embedding model of the vectors written, when the batch was embedded. */
  embeddingModel?: string;
  /** Milliseconds spent in NLP and in Neo4j writes. */
  nlpMs: number;
  writeMs: number;
}

export const INGEST_JOB_NAME = 'ingest-batch';
