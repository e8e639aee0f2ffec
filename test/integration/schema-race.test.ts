import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors/config-error.js';
import { createNeo4jDriver } from '../../src/graph/neo4j/neo4j-connection.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';
import { startWorker, waitForDrain, withQueue } from '../helpers/worker-processes.js';

/**
 * Schema statements run by several processes at once. `CREATE … IF NOT EXISTS` is checked when the
 * statement starts, so two processes creating one index together both pass the check and the later
 * commit used to fail ("An equivalent index already exists"), losing an embedding batch for good.
 */
describe('indexes created by several processes at once (real Neo4j, real worker processes)', () => {
  const config = testConfig({ ingest: { batchSize: 5, concurrency: 2 } });
  // 40 passages in batches of 5: eight embedding batches, six of them in flight at once.
  const records = readFileSync(excerptFile, 'utf8').split('\n').filter((line) => line.trim() !== '').slice(0, 40).map((line) => JSON.parse(line) as { id: string; title: string; text: string });
  const driver = createNeo4jDriver(config);
  const stores = Array.from({ length: 6 }, () => new Neo4jGraphStore(config));
  const dropVectorIndex = () => driver.executeQuery('DROP INDEX passage_embedding IF EXISTS', {}, { database: config.neo4j.database });
  const vectorIndexes = async () =>
    (await driver.executeQuery("SHOW VECTOR INDEXES YIELD name, options WHERE name = 'passage_embedding' RETURN options.indexConfig.`vector.dimensions` AS dimensions", {}, { database: config.neo4j.database })).records.map(
      (record) => Number(record.get('dimensions')),
    );

  beforeAll(async () => {
    await stores[0]!.applySchema();
    await stores[0]!.resetAll();
  });
  afterAll(async () => {
    await stores[0]!.resetAll();
    await Promise.all(stores.map((store) => store.close()));
    await driver.close();
  });

  it('six connections ensuring the vector index together all succeed, without the index and with it; another dimension is still refused', async () => {
    for (let round = 0; round < 5; round++) {
      await dropVectorIndex();
      const without = await Promise.allSettled(stores.map((store) => store.ensureVectorIndex(384)));
      expect(without.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const withIt = await Promise.allSettled(stores.map((store) => store.ensureVectorIndex(384)));
      expect(withIt.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await vectorIndexes()).toEqual([384]);
    }
    await expect(stores[1]!.ensureVectorIndex(768)).rejects.toBeInstanceOf(ConfigError);
    // Two models racing on an empty database: one wins, the other is refused by name, never both written.
    await dropVectorIndex();
    const mixed = await Promise.allSettled(stores.map((store, index) => store.ensureVectorIndex(index % 2 === 0 ? 384 : 768)));
    const [dimensions] = await vectorIndexes();
    for (const [index, outcome] of mixed.entries()) {
      if ((index % 2 === 0 ? 384 : 768) === dimensions) expect(outcome.status).toBe('fulfilled');
      else expect(outcome.status === 'rejected' && outcome.reason instanceof ConfigError).toBe(true);
    }
    await dropVectorIndex();
  });

  it("six connections writing a new collection's full-text indexes together all succeed", async () => {
    for (let round = 0; round < 3; round++) {
      const name = `race-${round}`;
      const outcomes = await Promise.allSettled(stores.map((store) => store.forCollection(name).ensureFullTextIndexes(true)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await stores[0]!.forCollection(name).hasFullTextIndexes(true)).toBe(true);
    }
    const schema = await Promise.allSettled(stores.map((store) => store.applySchema()));
    expect(schema.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('three worker processes embedding at once lose no batch, on a database without the vector index and with it', async () => {
    await dropVectorIndex();
    for (const collection of ['embed-a', 'embed-b']) {
      // embed-a starts without the vector index; embed-b finds the one embed-a's workers made.
      const scoped = { ...config, collection };
      const store = stores[0]!.forCollection(collection);
      const enqueued = await runIngest(scoped, store, { records, wait: false, embed: 'local' });
      expect(enqueued.batches).toBe(8);
      const workers: ChildProcess[] = [];
      await withQueue(scoped, store, workers, async (queue) => {
        for (let index = 0; index < 3; index++) workers.push(startWorker(scoped, 2));
        await waitForDrain(queue, 240_000);
      });
      const counts = await driver.executeQuery(
        'MATCH (p:Passage {collection: $collection}) RETURN count(p) AS passages, count(p.embedding) AS vectors',
        { collection },
        { database: config.neo4j.database },
      );
      expect(counts.records[0]!.toObject()).toEqual({ passages: 40, vectors: 40 });
      expect(await vectorIndexes()).toEqual([384]);
    }
  });
});
