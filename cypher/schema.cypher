// hopgraph index schema (Neo4j 5.26 Community). Applied idempotently by `hopgraph up`/`ingest`
// (src/graph/neo4j/apply-schema.ts); statements are separated by semicolons at the end of a line.
//
// (:Passage {id, title, text, hash})-[:HAS_SENTENCE {position}]->(:Sentence {id, text, position})
// (:Sentence)-[:NEXT]->(:Sentence)
// (:Sentence)-[:HAS_TRIPLE]->(:Triple {id, subject, relation, object, text, negated, passive, confidence, rule})
// (:Triple)-[:SUBJECT]->(:Entity {key, name}),  (:Triple)-[:OBJECT]->(:Entity)
// (:Sentence)-[:MENTIONS]->(:Entity),           (:Passage)-[:ABOUT]->(:Entity)   (the title entity)

// Uniqueness constraints: each also gives MERGE/MATCH by id or key an index.
CREATE CONSTRAINT passage_id IF NOT EXISTS FOR (n:Passage) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT sentence_id IF NOT EXISTS FOR (n:Sentence) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT triple_id IF NOT EXISTS FOR (n:Triple) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (n:Entity) REQUIRE n.key IS UNIQUE;
// Persisted megrag reasoning paths: (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT]->(:Step), (:Step)-[:SELECTED]->(evidence).
CREATE CONSTRAINT run_id IF NOT EXISTS FOR (n:Run) REQUIRE n.id IS UNIQUE;
CREATE INDEX step_run IF NOT EXISTS FOR (n:Step) ON (n.runId, n.index);
// Facts about the index itself (e.g. the content hash of the corpus the bench built it from).
CREATE CONSTRAINT meta_key IF NOT EXISTS FOR (n:HopgraphMeta) REQUIRE n.key IS UNIQUE;

// Full-text (Lucene, BM25) indexes at every granularity. The analyzer is 'english' (Lucene's
// EnglishAnalyzer: standard tokenizer, possessive removal, lower-casing, English stop words, Porter
// stemming): multi-hop questions ask "who directed" while passages say "directed by"/"director",
// and stemming lets those meet. Entity names use 'standard-folding' (no stemming, accents folded)
// because names must match as written, "Versace" ≠ "Versac".
CREATE FULLTEXT INDEX passage_text IF NOT EXISTS FOR (n:Passage) ON EACH [n.title, n.text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX sentence_text IF NOT EXISTS FOR (n:Sentence) ON EACH [n.text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX triple_text IF NOT EXISTS FOR (n:Triple) ON EACH [n.text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX entity_name IF NOT EXISTS FOR (n:Entity) ON EACH [n.name]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'standard-folding'}};
