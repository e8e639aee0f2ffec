import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import neo4j, { type Driver } from 'neo4j-driver';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { createHopgraph } from '../../src/index.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';
import { testConfig } from '../helpers/test-config.js';

// An index built before collections existed: nodes without `collection`/`collectionTag`,
// single-property id constraints, full-text indexes without the tag. The first applySchema must
// turn it into the `default` collection, losing nothing, and a second one must change nothing.
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
  indexes: ['passage_text', 'sentence_text', 'triple_text', 'entity_name'],
};

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
    await driver.executeQuery('MATCH (n) REMOVE n.collection, n.collectionTag');
    for (const name of currentSchema.constraints) await driver.executeQuery(`DROP CONSTRAINT ${name}`);
    for (const name of currentSchema.indexes) await driver.executeQuery(`DROP INDEX ${name}`);
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
    const indexes = await driver.executeQuery("SHOW FULLTEXT INDEXES YIELD name, properties WHERE name = 'passage_text' RETURN properties");
    expect(indexes.records[0]?.get('properties')).toContain('collectionTag');

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
