// Shortest evidence paths between two entities through the triples that link them, with the
// sentences stating each triple: how the index connects a question's entity to its answer.
// In Neo4j Browser:   :param collection => 'default'   :param fromKey => 'lothair ii'   :param toKey => 'hugh of tours'
MATCH (a:Entity {collection: $collection, key: $fromKey}), (b:Entity {collection: $collection, key: $toKey})
MATCH path = ALL SHORTEST (a)(()<-[:SUBJECT|OBJECT]-(:Triple)-[:SUBJECT|OBJECT]->()){1,4}(b)
UNWIND [n IN nodes(path) WHERE n:Triple] AS t
MATCH (s:Sentence)-[ht:HAS_TRIPLE]->(t)
RETURN path, s, ht
LIMIT 20;
