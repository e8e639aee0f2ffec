import { entityInOrigins, inOrigins } from './retrieval-queries.js';

/**
 * Cypher for the graph-query API (`hg.graph.*`, `hopgraph graph ...`): constants with parameters.
 * Start nodes are matched within `$collection`; relationships never leave a collection.
 *
 * Every query takes the origin scope as `$originPattern` / `$excludeOriginPattern` (regular
 * expressions compiled from the user's globs, null for none; see `inOrigins`): a triple is in
 * scope when its passage passes, a sentence when its passage does. Unscoped, the checks are two
 * null tests and no subquery runs.
 */

const UNSCOPED = '($originPattern IS NULL AND $excludeOriginPattern IS NULL)';

/** Whether the triple bound to `triple` (a variable name of these queries, never user text) is in scope. */
function tripleInScope(triple: string): string {
  return `(${UNSCOPED} OR EXISTS { MATCH (scopePassage:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(${triple}) WHERE ${inOrigins('scopePassage')} })`;
}

function sentenceInScope(sentence: string): string {
  return `(${UNSCOPED} OR EXISTS { MATCH (scopePassage:Passage)-[:HAS_SENTENCE]->(${sentence}) WHERE ${inOrigins('scopePassage')} })`;
}

/** Returns a triple as a TripleView map; `t` must be bound. */
const TRIPLE_VIEW = `{
  id: t.id, subject: t.subject, relation: t.relation, object: t.object, confidence: t.confidence, negated: t.negated,
  subjectKey: head([(t)-[:SUBJECT]->(viewSubject:Entity) | viewSubject.key]),
  objectKey: head([(t)-[:OBJECT]->(viewObject:Entity) | viewObject.key]),
  sentence: head([(viewSentence:Sentence)-[:HAS_TRIPLE]->(t) | {id: viewSentence.id, text: viewSentence.text}]),
  passage: head([(viewPassage:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t) | {id: viewPassage.id, title: viewPassage.title}])
}`;

/**
 * An entity by key. Its aliases are the other surface forms that normalized to its key: the names
 * of the triples' subjects and objects, of its mentions in sentences (`MENTIONS {name}`) and of the
 * passage titles about it (`ABOUT {name}`), distinct, in order, at most `$aliasLimit`.
 */
export const ENTITY_VIEW = `
MATCH (e:Entity {collection: $collection, key: $key})
WHERE ${UNSCOPED} OR ${entityInOrigins('e')}
RETURN e.key AS key, e.name AS name,
  COLLECT {
    CALL (e) {
      MATCH (e)<-[:SUBJECT]-(t:Triple) WHERE ${tripleInScope('t')} RETURN t.subject AS form
      UNION
      MATCH (e)<-[:OBJECT]-(t:Triple) WHERE ${tripleInScope('t')} RETURN t.object AS form
      UNION
      MATCH (e)<-[mention:MENTIONS]-(s:Sentence) WHERE ${sentenceInScope('s')} RETURN mention.name AS form
      UNION
      MATCH (e)<-[about:ABOUT]-(p:Passage) WHERE ${inOrigins('p')} RETURN about.name AS form
    }
    WITH form WHERE form IS NOT NULL AND form <> e.name
    RETURN form ORDER BY form LIMIT $aliasLimit
  } AS aliases,
  [(p:Passage)-[:ABOUT]->(e) WHERE ${inOrigins('p')} | {id: p.id, title: p.title}] AS passages,
  COUNT { MATCH (e)<-[:SUBJECT|OBJECT]-(t:Triple) WHERE ${tripleInScope('t')} } AS tripleCount,
  COUNT { MATCH (e)<-[:MENTIONS]-(s:Sentence) WHERE ${sentenceInScope('s')} } AS mentionCount`;

export const TRIPLES_BY_SUBJECT = `
MATCH (:Entity {collection: $collection, key: $subjectKey})<-[:SUBJECT]-(t:Triple)
WHERE ($objectKey IS NULL OR EXISTS { (t)-[:OBJECT]->(:Entity {collection: $collection, key: $objectKey}) })
  AND ($relation IS NULL OR toLower(t.relation) CONTAINS $relation)
  AND ${tripleInScope('t')}
RETURN ${TRIPLE_VIEW} AS triple
ORDER BY triple.confidence DESC, triple.id
LIMIT $limit`;

export const TRIPLES_BY_OBJECT = `
MATCH (:Entity {collection: $collection, key: $objectKey})<-[:OBJECT]-(t:Triple)
WHERE ($relation IS NULL OR toLower(t.relation) CONTAINS $relation)
RETURN ${TRIPLE_VIEW} AS triple
ORDER BY triple.confidence DESC, triple.id
LIMIT $limit`;

export const TRIPLES_BY_RELATION = `
MATCH (t:Triple {collection: $collection})
WHERE toLower(t.relation) CONTAINS $relation AND ${tripleInScope('t')}
RETURN ${TRIPLE_VIEW} AS triple
ORDER BY triple.confidence DESC, triple.id
LIMIT $limit`;

/** Breadth-first over the entity graph (entity -triple- entity), one level per query. */
export const NEIGHBOR_LEVEL = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})<-[:SUBJECT|OBJECT]-(t:Triple)-[:SUBJECT|OBJECT]->(n:Entity)
WHERE n <> e AND NOT n.key IN $visited AND ${tripleInScope('t')}
WITH n, min(t.id) AS tripleId, key
WITH n, tripleId, key ORDER BY n.key, tripleId
WITH n, head(collect({tripleId: tripleId, from: key})) AS first
MATCH (t:Triple {collection: $collection, id: first.tripleId})
RETURN {key: n.key, name: n.name} AS entity, first.from AS fromKey, ${TRIPLE_VIEW} AS via
ORDER BY via.confidence DESC, entity.key
LIMIT $limit`;

/**
 * Shortest evidence paths between two entities, alternating Entity and Triple nodes; in a scope,
 * the shortest of the paths whose every triple is in it (the scope is part of the pattern, so a
 * longer path within it is found when the shortest ones leave it). Variable-length
 * bounds cannot be parameters in Cypher, so there is one constant per allowed maxHops (1–4) —
 * selected by a validated integer, never built from user text.
 */
function shortestPathsQuery(maxHops: number): string {
  return `
MATCH (a:Entity {collection: $collection, key: $fromKey}), (b:Entity {collection: $collection, key: $toKey})
MATCH path = ALL SHORTEST (a)(()<-[:SUBJECT|OBJECT]-(step:Triple WHERE ${tripleInScope('step')})-[:SUBJECT|OBJECT]->()){1,${maxHops}}(b)
WITH path LIMIT $limit
RETURN [n IN nodes(path) WHERE n:Entity | {key: n.key, name: n.name}] AS entities,
       [t IN nodes(path) WHERE t:Triple | ${TRIPLE_VIEW}] AS edges`;
}

export const SHORTEST_PATHS: Record<number, string> = {
  1: shortestPathsQuery(1),
  2: shortestPathsQuery(2),
  3: shortestPathsQuery(3),
  4: shortestPathsQuery(4),
};
