/** A reasoning path as it is persisted: (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT {relation}]->(:Step)... */
export interface PersistedRun {
  id: string;
  question: string;
  answer: string | null;
  mode: string;
  policy: string;
  /** ISO-8601 timestamp. */
  createdAt: string;
  /** Why the reasoning stopped (megrag's `StoppedBy`). */
  stoppedBy: 'answer' | 'budget' | 'no-progress';
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
  selected: Array<{ kind: 'triple' | 'sentence' | 'passage'; id: string }>;
}

/** The port megrag persists its reasoning paths through (`persist: true`); the Neo4j adapter is Neo4jTraceStore. */
export interface TraceStore {
  /** Writes the run and its steps in one transaction; returns the run id. */
  saveRun(run: PersistedRun): Promise<string>;
}
