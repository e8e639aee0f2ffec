/**
 * The schema of indexes built before collections existed, and the statement that moves their
 * nodes into the `default` collection (see `Neo4jGraphStore.applySchema`).
 */
export const LEGACY_SCHEMA = {
  constraints: ['passage_id', 'sentence_id', 'triple_id', 'entity_key', 'meta_key'],
  // The full-text indexes of the same names are recreated with `collectionTag`.
  indexes: ['passage_text', 'sentence_text', 'triple_text', 'entity_name'],
} as const;

/** `__LABEL__` is replaced by one of a fixed list of label constants (never user text); the values are parameters. */
export const MIGRATE_LABEL_TO_COLLECTION = `
MATCH (n:__LABEL__) WHERE n.collection IS NULL
CALL (n) { SET n.collection = $collection, n.collectionTag = $tag } IN TRANSACTIONS OF 5000 ROWS`;
