// An entity's neighbourhood: the triples it takes part in (as subject or object), the entities at
// their other end, and the sentences and passages that state them.
// In Neo4j Browser:   :param collection => 'default'   :param entityKey => 'lothair ii'   (keys are lower-case normalized names)
MATCH (e:Entity {collection: $collection, key: $entityKey})<-[role:SUBJECT|OBJECT]-(t:Triple)-[otherRole:SUBJECT|OBJECT]->(other:Entity)
WHERE other <> e
MATCH (s:Sentence)-[ht:HAS_TRIPLE]->(t)
MATCH (p:Passage)-[hs:HAS_SENTENCE]->(s)
RETURN e, role, t, otherRole, other, ht, s, hs, p
LIMIT 300;
