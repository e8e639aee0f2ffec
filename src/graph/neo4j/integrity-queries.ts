/** Read-only queries that describe the whole index, for fingerprints and integrity checks. */

export const FINGERPRINT_QUERIES = [
  'MATCH (p:Passage) RETURN [p.id, p.title, p.hash] AS line',
  'MATCH (p:Passage)-[r:HAS_SENTENCE]->(s:Sentence) RETURN [p.id, s.id, r.position, s.position, s.text] AS line',
  'MATCH (a:Sentence)-[:NEXT]->(b:Sentence) RETURN [a.id, b.id] AS line',
  'MATCH (s:Sentence)-[:HAS_TRIPLE]->(t:Triple) RETURN [s.id, t.id, t.subject, t.relation, t.object, t.negated, t.passive, t.confidence, t.rule] AS line',
  'MATCH (t:Triple)-[r:SUBJECT|OBJECT]->(e:Entity) RETURN [t.id, type(r), e.key] AS line',
  'MATCH (s:Sentence)-[m:MENTIONS]->(e:Entity) RETURN [s.id, e.key, m.name] AS line',
  'MATCH (p:Passage)-[a:ABOUT]->(e:Entity) RETURN [p.id, e.key, a.name] AS line',
  'MATCH (e:Entity) RETURN [e.key, e.name] AS line',
];

export const ORPHAN_QUERIES: Record<string, string> = {
  sentencesWithoutPassage: 'MATCH (s:Sentence) WHERE NOT EXISTS { (:Passage)-[:HAS_SENTENCE]->(s) } RETURN count(s) AS count',
  triplesWithoutSentence: 'MATCH (t:Triple) WHERE NOT EXISTS { (:Sentence)-[:HAS_TRIPLE]->(t) } RETURN count(t) AS count',
  triplesWithoutArguments: 'MATCH (t:Triple) WHERE NOT EXISTS { (t)-[:SUBJECT]->(:Entity) } OR NOT EXISTS { (t)-[:OBJECT]->(:Entity) } RETURN count(t) AS count',
  entitiesWithoutLinks: 'MATCH (e:Entity) WHERE NOT EXISTS { (e)--() } RETURN count(e) AS count',
};
