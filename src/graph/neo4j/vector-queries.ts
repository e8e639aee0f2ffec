/**
 * Cypher about passage vectors that is not part of writing a batch: which passages of a collection
 * lack a vector of its recorded embedding model (dense search refuses to run over them silently,
 * ingest reports them, `--reembed` re-embeds them from their stored text), and the passage vector
 * index itself.
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

/**
 * DDL for the passage vector index `passage_embedding` (cosine; one for the database, over every
 * collection's passages) of `dimensions`. DDL takes no parameters: the dimension
 * is the one value spliced in, an integer checked here (and by the caller, which names the problem).
 */
export function createVectorIndexStatement(dimensions: number): string {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 4096) throw new Error(`unsafe vector dimension ${dimensions}`);
  return `CREATE VECTOR INDEX passage_embedding IF NOT EXISTS FOR (p:Passage) ON (p.embedding) OPTIONS {indexConfig: {\`vector.dimensions\`: ${dimensions}, \`vector.similarity_function\`: 'cosine'}}`;
}

/** The options (dimension among them) of the passage vector index; no row when there is none. */
export const VECTOR_INDEX_OPTIONS = "SHOW VECTOR INDEXES YIELD name, options WHERE name = 'passage_embedding' RETURN options";

/** Drops the passage vector index (when no vectors are left, so the next ingest may use another model). */
export const DROP_VECTOR_INDEX = 'DROP INDEX passage_embedding IF EXISTS';
