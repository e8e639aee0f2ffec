// The most connected entities: how many triples name each one and how many sentences mention it
// (a table; hubs such as countries and years are expected at the top).
// In Neo4j Browser:   :param collection => 'default'
MATCH (e:Entity {collection: $collection})
RETURN e.name AS entity, e.key AS key,
       COUNT { (e)<-[:SUBJECT|OBJECT]-(:Triple) } AS triples,
       COUNT { (e)<-[:MENTIONS]-(:Sentence) } AS mentions,
       COUNT { (e)<-[:ABOUT]-(:Passage) } AS passagesAbout
ORDER BY triples + mentions DESC
LIMIT 25;
