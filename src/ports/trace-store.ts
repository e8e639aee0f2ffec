import type { EvidenceKind } from '../modes/megrag/candidate-set.js';
import type { StoppedBy } from '../modes/megrag/megrag-trace.js';

/** A reasoning path as it is persisted: (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT {relation}]->(:Step)... */
export interface PersistedRun {
  id: string;
  question: string;
  answer: string | null;
  mode: string;
  policy: string;
  /** ISO-8601 timestamp. */
  createdAt: string;
  stoppedBy: StoppedBy;
  /** How the final resolver answered, when it ran; null otherwise. */
  finalNote: string | null;
  steps: PersistedStep[];
}

export interface PersistedStep {
  index: number;
  query: string;
  granularity: string;
  intermediateAnswer: string | null;
  /** h_i: the path resolved after this step. */
  resolvedPath: string;
  missing: string[];
  /** The policy's note (e.g. "llm", "heuristic fallback: <why>"); null when there is none. */
  note: string | null;
  /** Relation of the NEXT edge to the following step (null on the last step). */
  transition: string | null;
  /** Selected evidence: (:Step)-[:SELECTED]->(:Triple|:Sentence|:Passage) by id. */
  selected: Array<{ kind: EvidenceKind; id: string }>;
}

/** The port megrag persists its traces through (the Neo4j adapter is Neo4jTraceStore). */
export interface TraceStore {
  /** Writes the run and its steps in one transaction; returns the run id. */
  saveRun(run: PersistedRun): Promise<string>;
}

export function isTraceStore(value: unknown): value is TraceStore {
  return typeof value === 'object' && value !== null && typeof (value as { saveRun?: unknown }).saveRun === 'function';
}
