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
    'MATCH (n {collection: $collection})-[:HAS_SENTENCE|NEXT|HAS_TRIPLE|SUBJECT|OBJECT|MENTIONS|ABOUT|HAS_PASSAGE]-(m) WHERE m.collection <> $collection RETURN count(*) AS count',
};

/** What each count reads: the nodes it starts from and what it counts for each of them. */
const LABEL_COUNTS: Record<string, { label: string; count: string }> = {
  Passage: { label: 'Passage', count: 'count(n)' },
  Sentence: { label: 'Sentence', count: 'count(n)' },
  Triple: { label: 'Triple', count: 'count(n)' },
  Entity: { label: 'Entity', count: 'count(n)' },
};

/** Relationship counts as sums of the start nodes' degrees (no relationship is read). */
const RELATIONSHIP_COUNTS: Record<string, { label: string; count: string }> = {
  HAS_SENTENCE: { label: 'Passage', count: 'sum(COUNT { (n)-[:HAS_SENTENCE]->() })' },
  NEXT: { label: 'Sentence', count: 'sum(COUNT { (n)-[:NEXT]->() })' },
  HAS_TRIPLE: { label: 'Sentence', count: 'sum(COUNT { (n)-[:HAS_TRIPLE]->() })' },
  SUBJECT: { label: 'Triple', count: 'sum(COUNT { (n)-[:SUBJECT]->() })' },
  OBJECT: { label: 'Triple', count: 'sum(COUNT { (n)-[:OBJECT]->() })' },
  MENTIONS: { label: 'Sentence', count: 'sum(COUNT { (n)-[:MENTIONS]->() })' },
  ABOUT: { label: 'Passage', count: 'sum(COUNT { (n)-[:ABOUT]->() })' },
};

type CountSpec = Record<string, { label: string; count: string }>;

/** One collection's count: a seek on (label, collection). */
function scopedCounts(specs: CountSpec): Record<string, string> {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, `MATCH (n:${spec.label} {collection: $collection}) RETURN ${spec.count} AS count`]));
}

/** Every collection's count in one query, grouped by collection (for listing collections). */
function groupedCounts(specs: CountSpec): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, `MATCH (n:${spec.label}) WHERE n.collection IS NOT NULL RETURN n.collection AS name, ${spec.count} AS count`]),
  );
}

/** Node counts per label within the collection. */
export const STATS_LABELS = scopedCounts(LABEL_COUNTS);
/** Relationship counts per type within the collection. */
export const STATS_RELATIONSHIPS = scopedCounts(RELATIONSHIP_COUNTS);
/** The same counts for every collection at once, grouped by `name`. */
export const ALL_COLLECTIONS_STATS_LABELS = groupedCounts(LABEL_COUNTS);
export const ALL_COLLECTIONS_STATS_RELATIONSHIPS = groupedCounts(RELATIONSHIP_COUNTS);
