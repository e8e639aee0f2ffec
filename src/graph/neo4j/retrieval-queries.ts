import type { OriginFilter } from '../../ports/origin-filter.js';

/**
 * Cypher for the retrieval primitives: constants with parameters, one round trip each, all within
 * `$collection`. Full-text queries go to the collection's own index (`$index`, see
 * `collectionIndexNames`); the `WHERE node.collection` checks keep results exact regardless.
 */

/**
 * Whether the passage `passage` (a variable name of these queries, never user text) passes the
 * origin filter: `$originPattern` / `$excludeOriginPattern` are regular expressions compiled from
 * the user's globs (`src/retrieve/origin-pattern.ts`), passed as parameters, matched with `=~`
 * (a full match); null means no filter. A passage without `sourcePath` (from a JSONL record) fails
 * an origin pattern and passes an exclusion. Every query that yields passages, or sentences,
 * triples and entities by way of their passages, applies it, so a store scoped to a filter sees
 * only those passages.
 */
export function inOrigins(passage: string): string {
  return `($originPattern IS NULL OR ${passage}.sourcePath =~ $originPattern) AND ($excludeOriginPattern IS NULL OR ${passage}.sourcePath IS NULL OR NOT ${passage}.sourcePath =~ $excludeOriginPattern)`;
}

/** The query parameters `inOrigins` reads, for a filter (null patterns: no filter). */
export function originParametersOf(filter: OriginFilter | undefined): { originPattern: string | null; excludeOriginPattern: string | null } {
  return { originPattern: filter?.include ?? null, excludeOriginPattern: filter?.exclude ?? null };
}

/** Whether a passage that passes the filter links to the entity bound to `entity` (title, mention, or triple). */
export function entityInOrigins(entity: string): string {
  return `(EXISTS { MATCH (p:Passage)-[:ABOUT]->(${entity}) WHERE ${inOrigins('p')} }
      OR EXISTS { MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:MENTIONS]->(${entity}) WHERE ${inOrigins('p')} }
      OR EXISTS { MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(:Triple)-[:SUBJECT|OBJECT]->(${entity}) WHERE ${inOrigins('p')} })`;
}

/*
 * Full-text searches ask Lucene for `$fetch` hits (a margin beyond `$limit`) and keep the best
 * `$limit` by score, then id: Lucene breaks exact score ties by internal document order, which
 * depends on the order batches were written in, so without the id tie-break two builds of the same
 * corpus could rank tied hits differently. The graph is only walked for the hits kept.
 */

export const SEARCH_PASSAGES = `
CALL db.index.fulltext.queryNodes($index, $query, {limit: $fetch}) YIELD node, score
WHERE node.collection = $collection
WITH node, score ORDER BY score DESC, node.id LIMIT $limit
RETURN node.id AS id, node.title AS title, score`;

export const SEARCH_SENTENCES = `
CALL db.index.fulltext.queryNodes($index, $query, {limit: $fetch}) YIELD node, score
WHERE node.collection = $collection
WITH node, score ORDER BY score DESC, node.id LIMIT $limit
MATCH (p:Passage)-[:HAS_SENTENCE]->(node)
RETURN node.id AS id, node.text AS text, node.position AS position, p.id AS passageId, p.title AS passageTitle, score
ORDER BY score DESC, id`;

export const SEARCH_TRIPLES = `
CALL db.index.fulltext.queryNodes($index, $query, {limit: $fetch}) YIELD node, score
WHERE node.collection = $collection
WITH node, score ORDER BY score DESC, node.id LIMIT $limit
MATCH (p:Passage)-[:HAS_SENTENCE]->(s:Sentence)-[:HAS_TRIPLE]->(node)
MATCH (node)-[:SUBJECT]->(a:Entity)
MATCH (node)-[:OBJECT]->(b:Entity)
RETURN node.id AS id, node.subject AS subject, node.relation AS relation, node.object AS object,
       a.key AS subjectKey, b.key AS objectKey, s.id AS sentenceId, p.id AS passageId, score
ORDER BY score DESC, id`;

export const SEARCH_ENTITIES = `
CALL db.index.fulltext.queryNodes($index, $query, {limit: $fetch}) YIELD node, score
WHERE node.collection = $collection
WITH node, score ORDER BY score DESC, node.key LIMIT $limit
RETURN node.key AS key, node.name AS name, score`;

/*
 * The same four searches within an origin filter. Lucene returns its top hits before any WHERE, so
 * the caller over-fetches: it asks for `$options` (`{limit: n}`, widening n while the index has
 * more hits and too few pass; `{}` for all of them as the last resort) and keeps the best `$keep`
 * hits that pass, by score then id. One row: the kept hits and how many Lucene returned (`seen`),
 * which tells the caller whether widening can find more.
 */
function filteredFullTextSearch(kind: { match: string; where: string; tieBreak: string; row: string }): string {
  return `
CALL db.index.fulltext.queryNodes($index, $query, $options) YIELD node, score
WITH collect({node: node, score: score}) AS hits
CALL (hits) {
  UNWIND hits AS hit
  WITH hit.node AS node, hit.score AS score
  WHERE node.collection = $collection
  ${kind.match}
  WHERE ${kind.where}
  WITH * ORDER BY score DESC, ${kind.tieBreak} LIMIT $keep
  RETURN collect(${kind.row}) AS rows
}
RETURN rows, size(hits) AS seen`;
}

export const SEARCH_PASSAGES_IN_ORIGINS = filteredFullTextSearch({
  match: 'WITH node, score, node AS p',
  where: inOrigins('p'),
  tieBreak: 'node.id',
  row: '{id: node.id, title: node.title, score: score}',
});

export const SEARCH_SENTENCES_IN_ORIGINS = filteredFullTextSearch({
  match: 'MATCH (p:Passage)-[:HAS_SENTENCE]->(node)',
  where: inOrigins('p'),
  tieBreak: 'node.id',
  row: '{id: node.id, text: node.text, position: node.position, passageId: p.id, passageTitle: p.title, score: score}',
});

export const SEARCH_TRIPLES_IN_ORIGINS = filteredFullTextSearch({
  match: `MATCH (p:Passage)-[:HAS_SENTENCE]->(s:Sentence)-[:HAS_TRIPLE]->(node)
  MATCH (node)-[:SUBJECT]->(a:Entity)
  MATCH (node)-[:OBJECT]->(b:Entity)`,
  where: inOrigins('p'),
  tieBreak: 'node.id',
  row: `{id: node.id, subject: node.subject, relation: node.relation, object: node.object,
         subjectKey: a.key, objectKey: b.key, sentenceId: s.id, passageId: p.id, score: score}`,
});

/** An entity is found when a passage that passes links to it (title, mention, or triple). */
export const SEARCH_ENTITIES_IN_ORIGINS = filteredFullTextSearch({
  match: 'WITH node, score',
  where: entityInOrigins('node'),
  tieBreak: 'node.key',
  row: '{key: node.key, name: node.name, score: score}',
});

export const PASSAGE_CONTENTS = `
UNWIND range(0, size($ids) - 1) AS index
MATCH (p:Passage {collection: $collection, id: $ids[index]})
WHERE ${inOrigins('p')}
RETURN index, p.id AS id, p.title AS title, p.text AS text,
  [(p)-[:HAS_SENTENCE]->(s:Sentence) | {id: s.id, text: s.text, position: s.position}] AS sentences,
  [(p)-[:HAS_SENTENCE]->(s:Sentence)-[:HAS_TRIPLE]->(t:Triple) | {
     id: t.id, subject: t.subject, relation: t.relation, object: t.object, confidence: t.confidence,
     sentenceId: s.id, position: s.position,
     subjectKey: head([(t)-[:SUBJECT]->(a:Entity) | a.key]), objectKey: head([(t)-[:OBJECT]->(b:Entity) | b.key])}] AS triples,
  [(p)-[:ABOUT]->(e:Entity) | {key: e.key, name: e.name}] AS titleEntities,
  [(p)-[:HAS_SENTENCE]->(s:Sentence)-[:MENTIONS]->(e:Entity) | {key: e.key, name: e.name, position: s.position}] AS mentions
ORDER BY index`;

export const PASSAGES_OF = `
UNWIND $ids AS itemId
OPTIONAL MATCH (p1:Passage)-[:HAS_SENTENCE]->(:Sentence {collection: $collection, id: itemId})
OPTIONAL MATCH (p2:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(:Triple {collection: $collection, id: itemId})
WITH itemId, coalesce(p1, p2) AS p
WHERE p IS NOT NULL AND ${inOrigins('p')}
RETURN itemId, p.id AS id, p.title AS title`;

/** Each entity's best `$perKey` triples (by confidence, then id: the same on every build of a corpus). */
export const ENTITY_TRIPLES = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})
CALL (e) {
  MATCH (e)<-[:SUBJECT|OBJECT]-(t:Triple)
  WITH DISTINCT t ORDER BY t.confidence DESC, t.id
  RETURN t LIMIT $perKey
}
MATCH (p:Passage)-[:HAS_SENTENCE]->(s:Sentence)-[:HAS_TRIPLE]->(t)
MATCH (t)-[:SUBJECT]->(a:Entity)
MATCH (t)-[:OBJECT]->(b:Entity)
RETURN t.id AS id, t.subject AS subject, t.relation AS relation, t.object AS object, a.key AS subjectKey,
       b.key AS objectKey, s.id AS sentenceId, p.id AS passageId, t.confidence AS score
LIMIT $limit`;

/**
 * The same within an origin filter: each entity's best `$perKey` triples among those of passages
 * that pass (the passage is matched before the cut, which the unfiltered query need not do).
 */
export const ENTITY_TRIPLES_IN_ORIGINS = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})
CALL (e) {
  MATCH (e)<-[:SUBJECT|OBJECT]-(t:Triple)<-[:HAS_TRIPLE]-(s:Sentence)<-[:HAS_SENTENCE]-(p:Passage)
  WHERE ${inOrigins('p')}
  WITH DISTINCT t, s, p ORDER BY t.confidence DESC, t.id
  RETURN t, s, p LIMIT $perKey
}
MATCH (t)-[:SUBJECT]->(a:Entity)
MATCH (t)-[:OBJECT]->(b:Entity)
RETURN t.id AS id, t.subject AS subject, t.relation AS relation, t.object AS object, a.key AS subjectKey,
       b.key AS objectKey, s.id AS sentenceId, p.id AS passageId, t.confidence AS score
LIMIT $limit`;

export const NEIGHBOUR_SENTENCES = `
UNWIND $ids AS sentenceId
MATCH (p:Passage)-[:HAS_SENTENCE]->(s:Sentence {collection: $collection, id: sentenceId})
WHERE ${inOrigins('p')}
MATCH (p)-[:HAS_SENTENCE]->(n:Sentence)
WHERE abs(n.position - s.position) <= $window
RETURN DISTINCT n.id AS id, n.text AS text, n.position AS position, p.id AS passageId, p.title AS passageTitle, 0.0 AS score
ORDER BY passageId, position`;

export const PASSAGES_ABOUT = `
UNWIND range(0, size($keys) - 1) AS index
MATCH (e:Entity {collection: $collection, key: $keys[index]})<-[:ABOUT]-(p:Passage)
WHERE ${inOrigins('p')}
RETURN p.id AS id, p.title AS title, 1.0 AS score, e.key AS about
ORDER BY index, id`;

/**
 * Per word, the entities some passage (that passes the origin filter) is about whose name holds
 * that word (full-text over entity names: `$fetch` Lucene hits a word, at most `$perWord` kept, by
 * score then key).
 */
export const ABOUT_ENTITIES_BY_WORD = `
UNWIND $words AS word
CALL (word) {
  CALL db.index.fulltext.queryNodes($index, word, {limit: $fetch}) YIELD node, score
  WHERE node.collection = $collection AND EXISTS { MATCH (p:Passage)-[:ABOUT]->(node) WHERE ${inOrigins('p')} }
  WITH node, score ORDER BY score DESC, node.key LIMIT $perWord
  RETURN node.key AS key, node.name AS name
}
RETURN word, key, name`;

/**
 * The vector index spans all collections and Neo4j 5.26 cannot filter inside it: the caller asks
 * for `$candidates` nearest passages (more than `$limit`) and keeps the collection's best `$limit`
 * that pass the origin filter; `candidates` tells it whether the index had more to give.
 */
export const VECTOR_PASSAGES = `
CALL db.index.vector.queryNodes('passage_embedding', $candidates, $vector) YIELD node, score
WITH collect({node: node, score: score}) AS hits
RETURN [hit IN hits WHERE hit.node.collection = $collection AND ${inOrigins('hit.node')} | {id: hit.node.id, title: hit.node.title, score: hit.score}][0..$limit] AS passages,
       size(hits) AS candidates`;

/**
 * Exact dense search over the passages that pass the origin filter (every vector compared: the
 * function computes the same score as the index). Used when the nearest candidates the vector
 * index gives hold too few passages that pass: a narrow filter in a large collection.
 */
export const VECTOR_PASSAGES_EXACT = `
MATCH (p:Passage {collection: $collection})
WHERE p.embedding IS NOT NULL AND ${inOrigins('p')}
WITH p, vector.similarity.cosine(p.embedding, $vector) AS score
ORDER BY score DESC, p.id
LIMIT $limit
RETURN p.id AS id, p.title AS title, score`;

/*
 * Graph propagation (`walk`): a passage's links are its title entity, the entities its sentences
 * mention and its triples' subject/object entities; an entity's degree is its number of such
 * relationships in the collection (read from Neo4j's per-type degree counts, not by walking them).
 */
const PASSAGE_LINKS_PROJECTION = `{
  id: p.id, title: p.title,
  entities: [(p)-[:ABOUT]->(e:Entity) | {key: e.key, name: e.name, degree: COUNT { (e)<-[:ABOUT|MENTIONS|SUBJECT|OBJECT]-() }}]
          + [(p)-[:HAS_SENTENCE]->(:Sentence)-[:MENTIONS]->(e:Entity) | {key: e.key, name: e.name, degree: COUNT { (e)<-[:ABOUT|MENTIONS|SUBJECT|OBJECT]-() }}],
  pairs: [(p)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t:Triple) | [head([(t)-[:SUBJECT]->(a:Entity) | a.key]), head([(t)-[:OBJECT]->(b:Entity) | b.key])]]
}`;

export const PASSAGE_LINKS = `
UNWIND range(0, size($ids) - 1) AS index
MATCH (p:Passage {collection: $collection, id: $ids[index]})
WHERE ${inOrigins('p')}
RETURN ${PASSAGE_LINKS_PROJECTION} AS passage
ORDER BY index`;

export const ENTITY_PASSAGES = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})
WHERE COUNT { (e)<-[:ABOUT|MENTIONS|SUBJECT|OBJECT]-() } <= $maxDegree
CALL (e) {
  MATCH (p:Passage)-[:ABOUT]->(e)
  RETURN p, 0 AS rank
  UNION
  MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:MENTIONS]->(e)
  RETURN p, 1 AS rank
  UNION
  MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(:Triple)-[:SUBJECT|OBJECT]->(e)
  RETURN p, 1 AS rank
}
WITH e, p, rank WHERE ${inOrigins('p')}
WITH e, p, min(rank) AS rank ORDER BY rank, p.id
WITH e, collect(p)[0..$perEntity] AS passages
UNWIND passages AS p
WITH DISTINCT p
RETURN ${PASSAGE_LINKS_PROJECTION} AS passage
ORDER BY passage.id`;
