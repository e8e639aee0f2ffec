/**
 * Cypher for writing the index. Every query is a constant with parameters; no user text is ever
 * spliced into Cypher. Rows are prepared by `Neo4jPassageWriter.writePassages`. Every node is matched
 * and created within `$collection`, through the composite (collection, id|key) uniqueness indexes,
 * and gets its collection's own label (`$passageLabel`, …: see `collectionLabels`), which that
 * collection's full-text indexes cover.
 */

/**
 * Upserts passages and returns the ids of those that already existed (their old content must be
 * removed). Existence is read after MERGE has write-locked the node, inside the transaction, so it
 * stays right when the driver re-runs the transaction after a commit whose acknowledgement was lost,
 * and when two workers ever write the same passage (they serialize on the lock). Every stored passage
 * has a hash, so a null hash means MERGE has just created the node.
 */
export const UPSERT_PASSAGES = `
UNWIND $passages AS row
MERGE (p:Passage {collection: $collection, id: row.id})
WITH p, row, p.hash IS NOT NULL AS existed
SET p.title = row.title, p.subjectNames = row.subjectNames, p.text = row.text, p.hash = row.hash, p:$($passageLabel)
REMOVE p.embedding, p.embeddingModel
RETURN collect(CASE WHEN existed THEN p.id END) AS existing`;

/** Stores passage vectors (validated as float vectors by the procedure) and the model that made them. */
export const SET_PASSAGE_EMBEDDINGS = `
UNWIND $rows AS row
MATCH (p:Passage {collection: $collection, id: row.id})
CALL db.create.setNodeVectorProperty(p, 'embedding', row.vector)
SET p.embeddingModel = row.model`;

/** Removes the previous sentences and triples of the given passages; returns the keys of the
 * entities they referenced so that entities left without any relationship can be removed. */
export const DELETE_OLD_CONTENT = `
UNWIND $ids AS id
MATCH (p:Passage {collection: $collection, id: id})
OPTIONAL MATCH (p)-[about:ABOUT]->(titleEntity:Entity)
OPTIONAL MATCH (p)-[:HAS_SENTENCE]->(s:Sentence)
OPTIONAL MATCH (s)-[:HAS_TRIPLE]->(t:Triple)
OPTIONAL MATCH (s)-[:MENTIONS]->(mentioned:Entity)
OPTIONAL MATCH (t)-[:SUBJECT|OBJECT]->(argument:Entity)
WITH collect(DISTINCT about) AS abouts, collect(DISTINCT s) AS sentences, collect(DISTINCT t) AS triples,
     collect(DISTINCT titleEntity.key) + collect(DISTINCT mentioned.key) + collect(DISTINCT argument.key) AS keys
FOREACH (r IN abouts | DELETE r)
FOREACH (t IN triples | DETACH DELETE t)
FOREACH (s IN sentences | DETACH DELETE s)
RETURN keys`;

/**
 * Creates the content of freshly upserted (or emptied) passages in one statement: entities first,
 * merged in the caller's key order (concurrent transactions take their locks in the same order) and
 * collected into a list; then, per passage, its ABOUT link, its sentences with their MENTIONS,
 * triples (with SUBJECT/OBJECT) and NEXT chain. Rows point at entities by list index
 * (`passage-content-rows.ts`), so nothing is looked up by id again. An entity's display name is the
 * smallest surface form seen (by code point), so it does not depend on which worker wrote first; it
 * is only written when it changes, to keep write locks off popular entities. Sentences are new in
 * this transaction and rows are deduplicated, so CREATE cannot duplicate.
 */
export const CREATE_PASSAGE_CONTENT = `
UNWIND $entities AS row
MERGE (e:Entity {collection: $collection, key: row.key})
ON CREATE SET e.name = row.name, e:$($entityLabel)
WITH e, row
FOREACH (_ IN CASE WHEN row.name < e.name THEN [1] ELSE [] END | SET e.name = row.name)
WITH collect(e) AS entities
UNWIND $content AS doc
MATCH (p:Passage {collection: $collection, id: doc.id})
FOREACH (link IN doc.titleLinks | FOREACH (e IN [entities[link.entity]] | CREATE (p)-[:ABOUT {name: link.name}]->(e)))
WITH p, doc, entities
CALL (p, doc, entities) {
  UNWIND doc.sentences AS row
  CREATE (s:Sentence:$($sentenceLabel) {collection: $collection, id: row.id, text: row.text, position: row.position})
  CREATE (p)-[:HAS_SENTENCE {position: row.position}]->(s)
  FOREACH (mention IN row.mentions | FOREACH (e IN [entities[mention.entity]] | CREATE (s)-[:MENTIONS {name: mention.name}]->(e)))
  FOREACH (triple IN row.triples |
    CREATE (t:Triple:$($tripleLabel) {collection: $collection, id: triple.id, subject: triple.subject, relation: triple.relation,
                      object: triple.object, text: triple.text, negated: triple.negated, passive: triple.passive,
                      confidence: triple.confidence, rule: triple.rule})
    CREATE (s)-[:HAS_TRIPLE]->(t)
    FOREACH (subject IN [entities[triple.subjectEntity]] | CREATE (t)-[:SUBJECT]->(subject))
    FOREACH (object IN [entities[triple.objectEntity]] | CREATE (t)-[:OBJECT]->(object)))
  WITH collect(s) AS sentences
  FOREACH (i IN range(0, size(sentences) - 2) |
    FOREACH (a IN [sentences[i]] | FOREACH (b IN [sentences[i + 1]] | CREATE (a)-[:NEXT]->(b))))
}
RETURN count(p) AS passages`;

/** Deletes entities (among the given keys) that nothing refers to any more. */
export const DELETE_ORPHAN_ENTITIES = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})
WHERE NOT EXISTS { (e)--() }
DELETE e
RETURN count(*) AS deleted`;

/**
 * After content was removed, an entity's display name is recomputed as the smallest surface form
 * still referring to it (the same rule as at write time), so the graph after replacements and
 * deletes is exactly the graph a fresh ingest of the remaining passages builds.
 */
export const RECOMPUTE_ENTITY_NAMES = `
UNWIND $keys AS key
MATCH (e:Entity {collection: $collection, key: key})
WITH e, [(e)<-[m:MENTIONS]-(:Sentence) | m.name] + [(e)<-[a:ABOUT]-(:Passage) | a.name]
      + [(e)<-[:SUBJECT]-(t:Triple) | t.subject] + [(e)<-[:OBJECT]-(t:Triple) | t.object] AS forms
WITH e, reduce(smallest = null, form IN forms | CASE WHEN form IS NULL THEN smallest WHEN smallest IS NULL OR form < smallest THEN form ELSE smallest END) AS name
WHERE name IS NOT NULL AND name <> e.name
SET e.name = name`;

/** Deletes passage nodes (their content must have been removed first, in the same transaction). */
export const DELETE_PASSAGE_NODES = `
UNWIND $ids AS id
MATCH (p:Passage {collection: $collection, id: id})
DETACH DELETE p
RETURN count(*) AS deleted`;

/** Passage ids in id order, one page at a time. */
export const PASSAGE_ID_PAGE = `
MATCH (p:Passage)
WHERE p.collection = $collection AND p.id > $after
RETURN p.id AS id
ORDER BY p.id
LIMIT $limit`;

export const PASSAGE_HASHES = `
UNWIND $ids AS id
MATCH (p:Passage {collection: $collection, id: id})
RETURN p.id AS id, p.hash AS hash, CASE WHEN p.embedding IS NULL THEN null ELSE p.embeddingModel END AS embeddingModel`;

/** Every label hopgraph writes (collection labels come on top of these), as a label expression. */
const HOPGRAPH_NODES = 'Passage|Sentence|Triple|Entity|Document|HopgraphMeta|Run|Step';

/** Deletes one collection's nodes (and so their relationships), in batches. */
export const RESET_COLLECTION = `
MATCH (n:${HOPGRAPH_NODES})
WHERE n.collection = $collection
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 1000 ROWS`;

/** Deletes every collection's nodes, in batches. */
export const RESET_ALL = `
MATCH (n:${HOPGRAPH_NODES})
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 1000 ROWS`;

/** Whether any passage of any collection still holds a vector (stops at the first). */
export const ANY_PASSAGE_VECTOR = 'RETURN EXISTS { MATCH (p:Passage) WHERE p.embedding IS NOT NULL } AS any';
