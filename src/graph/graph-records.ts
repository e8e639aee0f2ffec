/** What ingestion writes: one passage with its sentences, triples and entity links, ids already derived. */
export interface PassageRecord {
  id: string;
  title: string;
  text: string;
  /** Content hash of title + text: an unchanged passage is skipped on re-ingest. */
  hash: string;
  /** Entity key of the title, when the passage has one. */
  titleEntity: EntityRecord | undefined;
  sentences: SentenceRecord[];
  /** Dense vector of title + text, when ingested with embeddings, and the model that made it. */
  embedding?: { vector: number[]; model: string };
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
