import type { PassageVectors } from '../ports/passage-vectors.js';
import { MissingVectorsError } from '../embed/missing-vectors-error.js';

/** How many passage ids the error names. */
const LISTED = 5;

/**
 * Before dense (or hybrid) search over a collection embedded with `model`: fails with
 * `MissingVectorsError`, naming them, when some passages have no vector of that model, rather than
 * letting dense search silently never find them. One count over the collection's passages.
 */
export async function assertPassageVectors(graph: PassageVectors, model: string): Promise<void> {
  const count = await graph.countPassagesWithoutVectors(model);
  if (count === 0) return;
  const listed = await graph.passagesWithoutVectors(model, { limit: LISTED });
  throw new MissingVectorsError(graph.collection, model, count, listed.map((passage) => passage.id));
}
