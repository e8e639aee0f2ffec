// Integrity check: returns NOTHING on a sound index. Each row is one kind of orphan, with how many
// there are and up to 5 examples as "collection: id": sentences without a passage, triples without
// a sentence, triples missing a subject or object entity, entities nothing refers to, passages
// without sentences, and relationships that cross from one collection into another.
// All collections at once (no parameter). `hopgraph stats --fingerprint` and the tests check the same per collection.
CALL () {
  MATCH (s:Sentence) WHERE NOT EXISTS { (:Passage)-[:HAS_SENTENCE]->(s) }
  RETURN 'sentence without passage' AS orphan, s.collection AS collection, s.id AS example
  UNION ALL
  MATCH (t:Triple) WHERE NOT EXISTS { (:Sentence)-[:HAS_TRIPLE]->(t) }
  RETURN 'triple without sentence' AS orphan, t.collection AS collection, t.id AS example
  UNION ALL
  MATCH (t:Triple) WHERE NOT EXISTS { (t)-[:SUBJECT]->(:Entity) } OR NOT EXISTS { (t)-[:OBJECT]->(:Entity) }
  RETURN 'triple without subject or object entity' AS orphan, t.collection AS collection, t.id AS example
  UNION ALL
  MATCH (e:Entity) WHERE NOT EXISTS { (e)--() }
  RETURN 'entity without links' AS orphan, e.collection AS collection, e.key AS example
  UNION ALL
  MATCH (p:Passage) WHERE NOT EXISTS { (p)-[:HAS_SENTENCE]->() }
  RETURN 'passage without sentences' AS orphan, p.collection AS collection, p.id AS example
  UNION ALL
  MATCH (n)-[r:HAS_SENTENCE|NEXT|HAS_TRIPLE|SUBJECT|OBJECT|MENTIONS|ABOUT]->(m) WHERE n.collection <> m.collection
  RETURN 'link across collections' AS orphan, n.collection AS collection,
         coalesce(n.id, n.key) + ' -' + type(r) + '-> ' + m.collection + ': ' + coalesce(m.id, m.key) AS example
}
WITH orphan, collection, example ORDER BY orphan, collection, example
RETURN orphan, count(*) AS count, collect(coalesce(collection, '(no collection)') + ': ' + coalesce(example, '(no id)'))[..5] AS examples
ORDER BY orphan;
