/**
 * Cypher about passage vectors that is not part of writing a batch: which passages of a collection
 * lack a vector of its recorded embedding model (dense search refuses to run over them silently,
 * ingest reports them, `--reembed` re-embeds them from their stored text).
 */

/** A passage `p` without a vector of `$model` (none, or another model's). A constant, never user text. */
const LACKS_MODEL_VECTOR = '(p.embedding IS NULL OR p.embeddingModel IS NULL OR p.embeddingModel <> $model)';

/** How many passages of the collection have no vector of `$model`. */
export const COUNT_PASSAGES_WITHOUT_VECTORS = `
MATCH (p:Passage {collection: $collection})
WHERE ${LACKS_MODEL_VECTOR}
RETURN count(p) AS count`;

/** The next page (by id, after `$after`) of those passages, with their stored title and text. */
export const PASSAGES_WITHOUT_VECTORS_PAGE = `
MATCH (p:Passage)
WHERE p.collection = $collection AND p.id > $after
  AND ${LACKS_MODEL_VECTOR}
RETURN p.id AS id, coalesce(p.title, '') AS title, p.text AS text
ORDER BY p.id
LIMIT $limit`;
