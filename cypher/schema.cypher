// hopgraph index schema (Neo4j 5.26 Community). Applied idempotently by `hopgraph up`/`ingest`
// (Neo4jSchema.apply, src/graph/neo4j/neo4j-schema.ts); statements are separated by semicolons at the end of a line.
//
// (:Passage {collection, id, title, subjectNames, text, hash})-[:HAS_SENTENCE {position}]->(:Sentence {collection, id, text, position})
// (:Sentence)-[:NEXT]->(:Sentence)
// Passage.subjectNames: the names an untitled passage is about ('' when titled), full-text indexed beside title and text.
// (:Sentence)-[:HAS_TRIPLE]->(:Triple {collection, id, subject, relation, object, text, negated, passive, confidence, rule})
// (:Triple)-[:SUBJECT]->(:Entity {collection, key, name}),  (:Triple)-[:OBJECT]->(:Entity)
// (:Sentence)-[:MENTIONS]->(:Entity),                       (:Passage)-[:ABOUT]->(:Entity)   (the title entity)
// (:Document {collection, path, title, format, hash, ingestKey})-[:HAS_PASSAGE {position}]->(:Passage)   (a document file's
//   passages in order; each such passage carries its provenance: sourcePath, sourceSection, sourceStart, sourceEnd,
//   sourceStartLine, sourceEndLine, sourcePage, sourcePageEnd — see src/graph/neo4j/document-queries.ts)
//
// Collections: every node carries `collection` (its name); passages, sentences, triples and entities
// also carry a label of their collection's own (`Passage_<tag>`, …, see src/graph/collection.ts).
// Ids and keys are unique within a collection; relationships never cross collections.

// Composite uniqueness constraints (Community): each also gives MERGE/MATCH by (collection, id) an index.
CREATE CONSTRAINT passage_collection_id IF NOT EXISTS FOR (n:Passage) REQUIRE (n.collection, n.id) IS UNIQUE;
CREATE CONSTRAINT sentence_collection_id IF NOT EXISTS FOR (n:Sentence) REQUIRE (n.collection, n.id) IS UNIQUE;
CREATE CONSTRAINT triple_collection_id IF NOT EXISTS FOR (n:Triple) REQUIRE (n.collection, n.id) IS UNIQUE;
CREATE CONSTRAINT entity_collection_key IF NOT EXISTS FOR (n:Entity) REQUIRE (n.collection, n.key) IS UNIQUE;
// Document files (by path relative to the ingest root) within a collection.
CREATE CONSTRAINT document_collection_path IF NOT EXISTS FOR (n:Document) REQUIRE (n.collection, n.path) IS UNIQUE;
// Persisted megrag reasoning paths: (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT]->(:Step), (:Step)-[:SELECTED]->(evidence).
CREATE CONSTRAINT run_id IF NOT EXISTS FOR (n:Run) REQUIRE n.id IS UNIQUE;
CREATE INDEX step_run IF NOT EXISTS FOR (n:Step) ON (n.runId, n.index);
// Facts about a collection (e.g. its embedding model, the content hash of the corpus the bench built it from).
CREATE CONSTRAINT meta_collection_key IF NOT EXISTS FOR (n:HopgraphMeta) REQUIRE (n.collection, n.key) IS UNIQUE;

// Full-text (Lucene, BM25) indexes: four per collection, created when a collection is first
// written (src/graph/neo4j/full-text-index-queries.ts), over the collection's own labels, so that
// each collection's BM25 statistics are its own.
