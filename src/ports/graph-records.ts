import type { SourceSpan } from './source-span.js';

/** What ingestion writes: one passage with its sentences, triples and entity links, ids already derived. */
export interface PassageRecord {
  id: string;
  title: string;
  text: string;
  /** Content hash of title + text: an unchanged passage is skipped on re-ingest. */
  hash: string;
  /** Entity key of the title, when the passage has one. */
  titleEntity: EntityRecord | undefined;
  /** Further entities an untitled passage is about: the subjects its later paragraphs open by defining. */
  aboutEntities?: EntityRecord[];
  sentences: SentenceRecord[];
  /** Dense vector of title + text, when ingested with embeddings, and the model that made it. */
  embedding?: { vector: number[]; model: string };
}

/**
 * Where a passage cut from a document file came from: the document's path relative to the ingest
 * root, the headings above it, its position among the document's passages, and its span in the
 * source (character offsets, lines or pages).
 */
export interface PassageSource extends SourceSpan {
  path: string;
  section: string[];
  position: number;
}

/** A document file as the index records it (`Document` node): its path, title ('' if none) and format. */
export interface DocumentRecord {
  path: string;
  title: string;
  format: string;
}

/** One passage's link to its document, with its provenance (written for unchanged passages too). */
export interface DocumentPassageLink {
  passageId: string;
  document: DocumentRecord;
  source: PassageSource;
}

/** What the index stores about a document once all its passages are written. */
export interface DocumentState {
  path: string;
  /** sha256 of the file (absent until every passage of the document was written). */
  hash?: string;
  /** The chunking and extraction settings the document was ingested with (a change re-reads it). */
  ingestKey?: string;
}

export interface SentenceRecord {
  id: string;
  text: string;
  position: number;
  triples: TripleRecord[];
  mentions: EntityRecord[];
}

export interface TripleRecord {
  id: string;
  subject: string;
  relation: string;
  object: string;
  /** "subject relation object", what the triple full-text index sees. */
  text: string;
  negated: boolean;
  passive: boolean;
  confidence: number;
  rule: string;
  subjectEntity: EntityRecord;
  objectEntity: EntityRecord;
}

export interface EntityRecord {
  key: string;
  name: string;
}

export interface WriteSummary {
  passages: number;
  sentences: number;
  triples: number;
  /** Distinct entities this write linked to (created or already present). */
  entities: number;
}

export interface GraphStats {
  labels: Record<string, number>;
  relationships: Record<string, number>;
}

/** What is stored about a passage's content and vector (`passageHashes`). */
export interface StoredPassageHash {
  hash: string;
  /** The model of the passage's vector, when it has one. */
  embeddingModel?: string;
}

/** One collection and its counts (`hopgraph collections`). */
export interface CollectionSummary extends GraphStats {
  name: string;
}
