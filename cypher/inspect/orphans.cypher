// Integrity check: every count must be 0. Sentences without a passage, triples without a sentence,
// triples missing a subject or object entity, entities nothing refers to, passages without sentences.
// (`hopgraph stats --fingerprint` and the integration tests check the same.) All collections at once;
// the last count finds relationships that cross from one collection into another.
CALL () { MATCH (s:Sentence) WHERE NOT EXISTS { (:Passage)-[:HAS_SENTENCE]->(s) } RETURN count(s) AS sentencesWithoutPassage }
CALL () { MATCH (t:Triple) WHERE NOT EXISTS { (:Sentence)-[:HAS_TRIPLE]->(t) } RETURN count(t) AS triplesWithoutSentence }
CALL () { MATCH (t:Triple) WHERE NOT EXISTS { (t)-[:SUBJECT]->(:Entity) } OR NOT EXISTS { (t)-[:OBJECT]->(:Entity) } RETURN count(t) AS triplesWithoutArguments }
CALL () { MATCH (e:Entity) WHERE NOT EXISTS { (e)--() } RETURN count(e) AS entitiesWithoutLinks }
CALL () { MATCH (p:Passage) WHERE NOT EXISTS { (p)-[:HAS_SENTENCE]->() } RETURN count(p) AS passagesWithoutSentences }
CALL () { MATCH (n)-[:HAS_SENTENCE|NEXT|HAS_TRIPLE|SUBJECT|OBJECT|MENTIONS|ABOUT]->(m) WHERE n.collection <> m.collection RETURN count(*) AS linksAcrossCollections }
RETURN sentencesWithoutPassage, triplesWithoutSentence, triplesWithoutArguments, entitiesWithoutLinks, passagesWithoutSentences, linksAcrossCollections;
