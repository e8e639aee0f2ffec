// The collections of the database with their passage, sentence, triple and entity counts
// (a table; the same as `hopgraph collections`).
MATCH (p:Passage)
WITH p.collection AS collection, count(*) AS passages
RETURN collection, passages,
       COUNT { MATCH (s:Sentence) WHERE s.collection = collection } AS sentences,
       COUNT { MATCH (t:Triple) WHERE t.collection = collection } AS triples,
       COUNT { MATCH (e:Entity) WHERE e.collection = collection } AS entities
ORDER BY collection;
