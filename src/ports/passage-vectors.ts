/**
 * Which passages of a collection lack a vector of a model: checked before dense search (every
 * passage must be findable), reported after an ingest, and re-embedded by `reembed`.
 */
export interface PassageVectors {
  readonly collection: string;
  /** How many passages of this collection have no vector of `model` (none, or another model's). */
  countPassagesWithoutVectors(model: string): Promise<number>;
  /** Those passages, the first `limit` after the id `after` (id order), with their stored title and text. */
  passagesWithoutVectors(model: string, page: { after?: string; limit: number }): Promise<Array<{ id: string; title: string; text: string }>>;
}
