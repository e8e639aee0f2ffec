/**
 * Cypher about passage vectors that is not part of writing a batch: which passages of a collection
 * lack a vector of its recorded embedding model (dense search refuses to run over them silently,
 * ingest reports them, `--reembed` re-embeds them from their stored text).
 */

/** How many passages of the collection have no vector of `$model` (none, or another model's). */
export const COUNT_PASSAGES_WITHOUT_VECTORS = `
MATCH (p:Passage {collection: $collection})
WHERE p.embedding IS NULL OR p.embeddingModel IS NULL OR p.embeddingModel <> $model
RETURN count(p) AS count`;

/** The next page (by id, after `$after`) of those passages, with their stored title and text. */
export const PASSAGES_WITHOUT_VECTORS_PAGE = `
MATCH (p:Passage)
WHERE p.collection = $collection AND p.id > $after
  AND (p.embedding IS NULL OR p.embeddingModel IS NULL OR p.embeddingModel <> $model)
RETURN p.id AS id, coalesce(p.title, '') AS title, p.text AS text
ORDER BY p.id
LIMIT $limit`;
