// A passage with its sentences (in order, linked by NEXT), their triples and the entities the triples
// link — the whole cross-granularity index around one passage, as a graph.
// In Neo4j Browser, set the parameters first:   :param collection => 'default'   :param passageId => '2wiki-p00004'
MATCH (p:Passage {collection: $collection, id: $passageId})-[hs:HAS_SENTENCE]->(s:Sentence)
OPTIONAL MATCH (s)-[next:NEXT]->(:Sentence)
OPTIONAL MATCH (s)-[ht:HAS_TRIPLE]->(t:Triple)-[arg:SUBJECT|OBJECT]->(e:Entity)
OPTIONAL MATCH (p)-[about:ABOUT]->(titleEntity:Entity)
RETURN p, hs, s, next, ht, t, arg, e, about, titleEntity;
