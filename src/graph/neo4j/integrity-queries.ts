/**
 * Read-only queries that describe one collection ($collection), for stats, fingerprints and
 * integrity checks. Fingerprint lines leave the collection's name out, so the same content in two
 * collections has the same fingerprint.
 */

export const FINGERPRINT_QUERIES = [
  'MATCH (p:Passage {collection: $collection}) RETURN [p.id, p.title, p.hash] AS line',
  'MATCH (p:Passage {collection: $collection})-[r:HAS_SENTENCE]->(s:Sentence) RETURN [p.id, s.id, r.position, s.position, s.text] AS line',
  'MATCH (a:Sentence {collection: $collection})-[:NEXT]->(b:Sentence) RETURN [a.id, b.id] AS line',
  'MATCH (s:Sentence {collection: $collection})-[:HAS_TRIPLE]->(t:Triple) RETURN [s.id, t.id, t.subject, t.relation, t.object, t.negated, t.passive, t.confidence, t.rule] AS line',
  'MATCH (t:Triple {collection: $collection})-[r:SUBJECT|OBJECT]->(e:Entity) RETURN [t.id, type(r), e.key] AS line',
  'MATCH (s:Sentence {collection: $collection})-[m:MENTIONS]->(e:Entity) RETURN [s.id, e.key, m.name] AS line',
  'MATCH (p:Passage {collection: $collection})-[a:ABOUT]->(e:Entity) RETURN [p.id, e.key, a.name] AS line',
  'MATCH (e:Entity {collection: $collection}) RETURN [e.key, e.name] AS line',
];

/** Every check must count 0; the last one also catches a relationship that crosses collections. */
export const ORPHAN_QUERIES: Record<string, string> = {
  sentencesWithoutPassage: 'MATCH (s:Sentence {collection: $collection}) WHERE NOT EXISTS { (:Passage)-[:HAS_SENTENCE]->(s) } RETURN count(s) AS count',
  triplesWithoutSentence: 'MATCH (t:Triple {collection: $collection}) WHERE NOT EXISTS { (:Sentence)-[:HAS_TRIPLE]->(t) } RETURN count(t) AS count',
  triplesWithoutArguments:
    'MATCH (t:Triple {collection: $collection}) WHERE NOT EXISTS { (t)-[:SUBJECT]->(:Entity) } OR NOT EXISTS { (t)-[:OBJECT]->(:Entity) } RETURN count(t) AS count',
  entitiesWithoutLinks: 'MATCH (e:Entity {collection: $collection}) WHERE NOT EXISTS { (e)--() } RETURN count(e) AS count',
  linksAcrossCollections:
    'MATCH (n {collection: $collection})-[:HAS_SENTENCE|NEXT|HAS_TRIPLE|SUBJECT|OBJECT|MENTIONS|ABOUT]-(m) WHERE m.collection <> $collection RETURN count(*) AS count',
};

/** Node counts per label within the collection. */
export const STATS_LABELS: Record<string, string> = {
  Passage: 'MATCH (n:Passage {collection: $collection}) RETURN count(n) AS count',
  Sentence: 'MATCH (n:Sentence {collection: $collection}) RETURN count(n) AS count',
  Triple: 'MATCH (n:Triple {collection: $collection}) RETURN count(n) AS count',
  Entity: 'MATCH (n:Entity {collection: $collection}) RETURN count(n) AS count',
};

/** Relationship counts per type within the collection, as sums of the start nodes' degrees. */
export const STATS_RELATIONSHIPS: Record<string, string> = {
  HAS_SENTENCE: 'MATCH (n:Passage {collection: $collection}) RETURN sum(COUNT { (n)-[:HAS_SENTENCE]->() }) AS count',
  NEXT: 'MATCH (n:Sentence {collection: $collection}) RETURN sum(COUNT { (n)-[:NEXT]->() }) AS count',
  HAS_TRIPLE: 'MATCH (n:Sentence {collection: $collection}) RETURN sum(COUNT { (n)-[:HAS_TRIPLE]->() }) AS count',
  SUBJECT: 'MATCH (n:Triple {collection: $collection}) RETURN sum(COUNT { (n)-[:SUBJECT]->() }) AS count',
  OBJECT: 'MATCH (n:Triple {collection: $collection}) RETURN sum(COUNT { (n)-[:OBJECT]->() }) AS count',
  MENTIONS: 'MATCH (n:Sentence {collection: $collection}) RETURN sum(COUNT { (n)-[:MENTIONS]->() }) AS count',
  ABOUT: 'MATCH (n:Passage {collection: $collection}) RETURN sum(COUNT { (n)-[:ABOUT]->() }) AS count',
};
