import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import neo4j, { type Driver } from 'neo4j-driver';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { collectionIndexNames, collectionLabels, collectionTag, FULL_TEXT_KINDS } from '../../src/graph/collection.js';
import { createHopgraph } from '../../src/index.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';
import { testConfig } from '../helpers/test-config.js';

// An index built before collections existed: nodes without `collection` or collection labels,
// single-property id constraints, four shared full-text indexes. The first applySchema must turn it
// into the `default` collection with its own full-text indexes, losing nothing, and a second one
// must change nothing.
// The legacy DDL below is what earlier releases' cypher/schema.cypher created.
const legacySchema = [
  'CREATE CONSTRAINT passage_id FOR (n:Passage) REQUIRE n.id IS UNIQUE',
  'CREATE CONSTRAINT sentence_id FOR (n:Sentence) REQUIRE n.id IS UNIQUE',
  'CREATE CONSTRAINT triple_id FOR (n:Triple) REQUIRE n.id IS UNIQUE',
  'CREATE CONSTRAINT entity_key FOR (n:Entity) REQUIRE n.key IS UNIQUE',
  'CREATE CONSTRAINT meta_key FOR (n:HopgraphMeta) REQUIRE n.key IS UNIQUE',
  "CREATE FULLTEXT INDEX passage_text FOR (n:Passage) ON EACH [n.title, n.text] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
  "CREATE FULLTEXT INDEX sentence_text FOR (n:Sentence) ON EACH [n.text] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
  "CREATE FULLTEXT INDEX triple_text FOR (n:Triple) ON EACH [n.text] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
  "CREATE FULLTEXT INDEX entity_name FOR (n:Entity) ON EACH [n.name] OPTIONS {indexConfig: {`fulltext.analyzer`: 'standard-folding'}}",
];
const currentSchema = {
  constraints: ['passage_collection_id', 'sentence_collection_id', 'triple_collection_id', 'entity_collection_key', 'meta_collection_key'],
};
const sharedIndexes = ['passage_text', 'sentence_text', 'triple_text', 'entity_name'];

/** Takes away what each collection has of its own: labels and full-text indexes. */
async function removeCollectionLabelsAndIndexes(driver: Driver, collections: string[]): Promise<void> {
  for (const collection of collections) {
    const labels = collectionLabels(collection);
    for (const kind of FULL_TEXT_KINDS) await driver.executeQuery('MATCH (n:$($label)) REMOVE n:$($label)', { label: labels[kind] });
    for (const name of Object.values(collectionIndexNames(collection))) await driver.executeQuery(`DROP INDEX ${name}`);
  }
}

async function fullTextIndexNames(driver: Driver): Promise<string[]> {
  return (await driver.executeQuery('SHOW FULLTEXT INDEXES YIELD name RETURN collect(name) AS names')).records[0]?.get('names') as string[];
}

/** Nodes of the four full-text kinds in `collection` that lack its label. */
async function unlabelled(driver: Driver, collection: string): Promise<number> {
  const labels = collectionLabels(collection);
  let missing = 0;
  for (const [kind, base] of [['passage', 'Passage'], ['sentence', 'Sentence'], ['triple', 'Triple'], ['entity', 'Entity']] as const) {
    const result = await driver.executeQuery('MATCH (n:$($base) {collection: $collection}) WHERE NOT $label IN labels(n) RETURN count(n) AS count', { base, collection, label: labels[kind] });
    missing += (result.records[0]?.get('count') as { toNumber(): number }).toNumber();
  }
  return missing;
}

describe('an index from before collections is migrated into `default`', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config);
  let driver: Driver;
  let fingerprint = '';
  let stats: Awaited<ReturnType<Neo4jGraphStore['stats']>>;

  beforeAll(async () => {
    driver = neo4j.driver(config.neo4j.uri, neo4j.auth.basic(config.neo4j.username, config.neo4j.password));
    await store.applySchema();
    await store.resetAll();
    await runIngest(config, store, { files: [excerptFile] });
    fingerprint = await store.fingerprint();
    stats = await store.stats();
    // Make it legacy: strip the collection properties, swap the schema for the old one.
    await removeCollectionLabelsAndIndexes(driver, ['default']);
    await driver.executeQuery('MATCH (n) REMOVE n.collection');
    for (const name of currentSchema.constraints) await driver.executeQuery(`DROP CONSTRAINT ${name}`);
    for (const statement of legacySchema) await driver.executeQuery(statement);
    await driver.executeQuery('CALL db.awaitIndexes(300)');
  });
  afterAll(async () => {
    await store.close();
    await driver.close();
  });

  it('keeps every node, scopes it to `default`, and recreates the scoped constraints and indexes', async () => {
    const before = await driver.executeQuery('MATCH (n) RETURN count(n) AS nodes');
    await store.applySchema();
    const after = await driver.executeQuery('MATCH (n) RETURN count(n) AS nodes, count(n.collection) AS scoped');
    expect(after.records[0]?.get('nodes')).toEqual(before.records[0]?.get('nodes'));
    expect(after.records[0]?.get('scoped')).toEqual(after.records[0]?.get('nodes'));

    const constraints = await driver.executeQuery('SHOW CONSTRAINTS YIELD name RETURN collect(name) AS names');
    const constraintNames = constraints.records[0]?.get('names') as string[];
    for (const name of currentSchema.constraints) expect(constraintNames).toContain(name);
    for (const name of ['passage_id', 'sentence_id', 'triple_id', 'entity_key', 'meta_key']) expect(constraintNames).not.toContain(name);
    const indexes = await fullTextIndexNames(driver);
    for (const name of Object.values(collectionIndexNames('default'))) expect(indexes).toContain(name);
    for (const name of sharedIndexes) expect(indexes).not.toContain(name);
    expect(await unlabelled(driver, 'default')).toBe(0);

    expect(await store.fingerprint()).toBe(fingerprint);
    expect(await store.stats()).toEqual(stats);
    expect(await store.orphans()).toEqual(NO_ORPHANS);
    expect((await store.collections()).map((collection) => collection.name)).toEqual(['default']);
  });

  it('searches the migrated index, re-ingesting it is a no-op, and a second applySchema changes nothing', async () => {
    const hg = await createHopgraph({ config: { ingest: { queue: config.ingest.queue } } });
    try {
      const result = await hg.search("When did Lothair Ii's mother die?", { mode: 'single', topK: 5 });
      expect(result.passages.length).toBe(5);
      expect(result.passages.map((passage) => passage.title)).toContain('Lothair II');
      expect(await hg.ingest(excerptFile)).toMatchObject({ passages: 150, unchanged: 150 });
    } finally {
      await hg.close();
    }
    await store.applySchema();
    expect(await store.fingerprint()).toBe(fingerprint);
  });
});

// The previous release: collections, but four full-text indexes shared by all of them, each node
// carrying `collectionTag` (the hex tag) for a Lucene filter clause. applySchema must give each
// collection its labels and own indexes, drop the shared ones and the property, and lose nothing.
describe('collections sharing full-text indexes get their own', () => {
  const config = testConfig();
  const root = new Neo4jGraphStore(config);
  const collections = ['test-shared-a', 'test-shared-b'];
  let driver: Driver;
  const fingerprints = new Map<string, string>();

  beforeAll(async () => {
    driver = neo4j.driver(config.neo4j.uri, neo4j.auth.basic(config.neo4j.username, config.neo4j.password));
    await root.applySchema();
    await root.resetAll();
    await runIngest(config, root.forCollection(collections[0]!), { files: [excerptFile] });
    await runIngest(config, root.forCollection(collections[1]!), {
      records: [{ id: 'b1', title: 'Quokka Tower', text: 'Quokka Tower was designed by Ottoline Brennan. Lothair II never saw it.' }],
    });
    for (const name of collections) fingerprints.set(name, await root.forCollection(name).fingerprint());
    await removeCollectionLabelsAndIndexes(driver, collections);
    for (const name of collections) {
      await driver.executeQuery('MATCH (n {collection: $collection}) WHERE n:Passage OR n:Sentence OR n:Triple OR n:Entity SET n.collectionTag = $tag', { collection: name, tag: collectionTag(name) });
    }
    for (const statement of [
      "CREATE FULLTEXT INDEX passage_text FOR (n:Passage) ON EACH [n.title, n.text, n.collectionTag] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
      "CREATE FULLTEXT INDEX sentence_text FOR (n:Sentence) ON EACH [n.text, n.collectionTag] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
      "CREATE FULLTEXT INDEX triple_text FOR (n:Triple) ON EACH [n.text, n.collectionTag] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
      "CREATE FULLTEXT INDEX entity_name FOR (n:Entity) ON EACH [n.name, n.collectionTag] OPTIONS {indexConfig: {`fulltext.analyzer`: 'standard-folding'}}",
    ]) {
      await driver.executeQuery(statement);
    }
    await driver.executeQuery('CALL db.awaitIndexes(300)');
  });
  afterAll(async () => {
    await root.resetAll();
    await root.close();
    await driver.close();
  });

  it('labels every node, creates each collection its indexes, drops the shared ones, and searches each collection alone', async () => {
    // A fresh process: nothing cached about which indexes exist.
    const fresh = new Neo4jGraphStore(config);
    try {
      // Before the migration, a search says what to do instead of finding nothing.
      await expect(new Neo4jRetrievalStore(fresh.forCollection(collections[0]!)).searchPassages('Lothair II', 5)).rejects.toMatchObject({
        code: 'HOPGRAPH_SCHEMA_OUTDATED',
        hint: expect.stringContaining('hopgraph up'),
      });
      await fresh.applySchema();
      const indexes = await fullTextIndexNames(driver);
      for (const name of sharedIndexes) expect(indexes).not.toContain(name);
      for (const name of collections) {
        for (const index of Object.values(collectionIndexNames(name))) expect(indexes).toContain(index);
        expect(await unlabelled(driver, name)).toBe(0);
        expect(await fresh.forCollection(name).fingerprint()).toBe(fingerprints.get(name));
      }
      const tagged = await driver.executeQuery('MATCH (n) WHERE n.collectionTag IS NOT NULL RETURN count(n) AS count');
      expect((tagged.records[0]?.get('count') as { toNumber(): number }).toNumber()).toBe(0);
    } finally {
      await fresh.close();
    }
    const hg = await createHopgraph({ config: { ingest: { queue: config.ingest.queue }, collection: collections[1] } });
    try {
      const hits = await hg.search('Lothair II', { mode: 'single', topK: 5 });
      expect(hits.passages.map((passage) => passage.id)).toEqual(['b1']);
      const other = await hg.withCollection(collections[0]!).search('Lothair II', { mode: 'single', topK: 5 });
      expect(other.passages.map((passage) => passage.title)).toContain('Lothair II');
      expect(other.passages.map((passage) => passage.id)).not.toContain('b1');
    } finally {
      await hg.close();
    }
  });
});
