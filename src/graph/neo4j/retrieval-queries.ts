/**
 * Cypher for the retrieval primitives: constants with parameters, one round trip each, all within
 * `$collection`. Full-text queries go to the collection's own index (`$index`, see
 * `collectionIndexNames`); the `WHERE node.collection` checks keep results exact regardless.
 */

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

export const PASSAGE_CONTENTS = `
UNWIND range(0, size($ids) - 1) AS index
MATCH (p:Passage {collection: $collection, id: $ids[index]})
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
WHERE p IS NOT NULL
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

export const NEIGHBOUR_SENTENCES = `
UNWIND $ids AS sentenceId
MATCH (p:Passage)-[:HAS_SENTENCE]->(s:Sentence {collection: $collection, id: sentenceId})
MATCH (p)-[:HAS_SENTENCE]->(n:Sentence)
WHERE abs(n.position - s.position) <= $window
RETURN DISTINCT n.id AS id, n.text AS text, n.position AS position, p.id AS passageId, p.title AS passageTitle, 0.0 AS score
ORDER BY passageId, position`;

export const PASSAGES_ABOUT = `
UNWIND range(0, size($keys) - 1) AS index
MATCH (e:Entity {collection: $collection, key: $keys[index]})<-[:ABOUT]-(p:Passage)
RETURN p.id AS id, p.title AS title, 1.0 AS score, e.key AS about
ORDER BY index, id`;

/**
 * The vector index spans all collections and Neo4j 5.26 cannot filter inside it: the caller asks
 * for `$candidates` nearest passages (more than `$limit`) and keeps the collection's best `$limit`;
 * `candidates` tells it whether the index had more to give.
 */
export const VECTOR_PASSAGES = `
CALL db.index.vector.queryNodes('passage_embedding', $candidates, $vector) YIELD node, score
WITH collect({node: node, score: score}) AS hits
RETURN [hit IN hits WHERE hit.node.collection = $collection | {id: hit.node.id, title: hit.node.title, score: hit.score}][0..$limit] AS passages,
       size(hits) AS candidates`;

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
WITH e, p, min(rank) AS rank ORDER BY rank, p.id
WITH e, collect(p)[0..$perEntity] AS passages
UNWIND passages AS p
WITH DISTINCT p
RETURN ${PASSAGE_LINKS_PROJECTION} AS passage
ORDER BY passage.id`;
