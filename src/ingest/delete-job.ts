/** A delete job: passages (with their sentences, triples and orphaned entities) to remove. */
export interface DeleteJobData {
  /** The collection the passages are deleted from (absent: `default`). */
  collection?: string;
  ids: string[];
}

export interface DeleteJobResult {
  deleted: number;
}

export const DELETE_JOB_NAME = 'delete-batch';
