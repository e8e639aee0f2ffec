/**
 * The schema of indexes built before collections existed, and the statement that moves their
 * nodes into the `default` collection (see `Neo4jSchema.apply`).
 */
export const LEGACY_SCHEMA = {
  constraints: ['passage_id', 'sentence_id', 'triple_id', 'entity_key', 'meta_key'],
  // Full-text indexes of the same names as the later shared ones; each collection now has its own.
  indexes: ['passage_text', 'sentence_text', 'triple_text', 'entity_name'],
} as const;

/** How many of the constraints named `$names` (the legacy ones) exist: the migration runs only when one does. */
export const COUNT_CONSTRAINTS_NAMED = 'SHOW CONSTRAINTS YIELD name WHERE name IN $names RETURN count(*) AS count';

/** How many of the full-text indexes named `$names` (the shared ones) exist. */
export const COUNT_FULL_TEXT_INDEXES_NAMED = 'SHOW FULLTEXT INDEXES YIELD name WHERE name IN $names RETURN count(*) AS count';

/** `__LABEL__` is replaced by one of a fixed list of label constants (never user text); the values are parameters. */
export const MIGRATE_LABEL_TO_COLLECTION = `
MATCH (n:__LABEL__) WHERE n.collection IS NULL
CALL (n) { SET n.collection = $collection } IN TRANSACTIONS OF 5000 ROWS`;

/** Every collection that has nodes of a full-text-indexed kind. */
export const NODE_COLLECTIONS = `
MATCH (n) WHERE (n:Passage OR n:Sentence OR n:Triple OR n:Entity) AND n.collection IS NOT NULL
RETURN DISTINCT n.collection AS name`;

/**
 * Gives one collection's nodes of one kind their collection's label (so its own full-text index
 * covers them) and drops the `collectionTag` property the shared indexes were filtered by.
 * `__LABEL__` is replaced by one of four label constants (never user text).
 */
export const ADD_COLLECTION_LABEL = `
MATCH (n:__LABEL__ {collection: $collection})
CALL (n) { SET n:$($label) REMOVE n.collectionTag } IN TRANSACTIONS OF 5000 ROWS`;

/** The properties of every full-text index (the passage ones read `subjectNames` since stop 37). */
export const FULL_TEXT_INDEX_PROPERTIES = 'SHOW FULLTEXT INDEXES YIELD name, properties RETURN name, properties';

/**
 * Gives one collection's passages written before `subjectNames` existed theirs, by the rule of
 * `passageSubjectNames`: none for a titled passage, else the names of the entities it is `ABOUT`
 * (each link carries the name as the passage wrote it), joined by `$separator`, else the longest
 * name its first sentence mentions at the passage's start (after one of `$articles` at most, not
 * followed by a `$wordCharacter`).
 */
export const BACKFILL_SUBJECT_NAMES = `
MATCH (p:Passage {collection: $collection}) WHERE p.subjectNames IS NULL
CALL (p) {
  OPTIONAL MATCH (p)-[about:ABOUT]->(:Entity)
  WITH p, collect(DISTINCT about.name) AS names
  OPTIONAL MATCH (p)-[:HAS_SENTENCE]->(:Sentence {position: 0})-[mention:MENTIONS]->(:Entity)
  WITH p, names, collect(DISTINCT mention.name) AS mentioned, ltrim(p.text) AS start
  WITH p, names, [name IN mentioned WHERE size(name) > 0 AND any(prefix IN [''] + [article IN $articles WHERE NOT name STARTS WITH article] WHERE
      start STARTS WITH prefix + name AND NOT substring(start, size(prefix + name), 1) =~ $wordCharacter)] AS opening
  WITH p, names, reduce(longest = '', name IN opening | CASE WHEN size(name) > size(longest) THEN name ELSE longest END) AS opening
  SET p.subjectNames = CASE
    WHEN trim(coalesce(p.title, '')) <> '' THEN ''
    WHEN size(names) > 0 THEN reduce(joined = '', name IN names | joined + CASE WHEN joined = '' THEN '' ELSE $separator END + name)
    ELSE opening END
} IN TRANSACTIONS OF 2000 ROWS`;
