import { beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

// Each collection has its own full-text indexes, so BM25's statistics are its own: loading another
// collection full of the same words, and removing it again, must not move a single score.
const queries = ["When did Lothair Ii's mother die?", 'Who directed the film Polish Wedding?', 'Ermengarde of Tours'];

async function snapshot(store: Neo4jRetrievalStore): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const query of queries) {
    results.push(await store.searchPassages(query, 10));
    results.push(await store.searchSentences(query, 10));
    results.push(await store.searchTriples(query, 10));
    results.push(await store.searchEntities(query, 10));
  }
  return results;
}

describe('BM25 scores of a collection do not depend on other collections', () => {
  const config = testConfig();
  const {
    stores: [measured, other],
  } = useScratchCollections(config, ['test-scores-measured', 'test-scores-other']);

  beforeAll(async () => {
    await runIngest(config, measured, { files: [excerptFile] });
  });

  it('gives identical hits and scores before, while and after another collection with the same vocabulary is loaded', async () => {
    const retrieval = new Neo4jRetrievalStore(measured);
    const before = await snapshot(retrieval);
    expect((before[0] as unknown[]).length).toBeGreaterThan(0);
    await runIngest(config, other, {
      files: [excerptFile],
      records: [
        { id: 'x1', title: 'Lothair II mother', text: 'Lothair II and his mother Ermengarde of Tours died. Polish Wedding was directed again.' },
        { id: 'x2', title: 'Mother of Lothair', text: 'The mother of Lothair II died in 851. Ermengarde of Tours, Ermengarde, Ermengarde.' },
      ],
    });
    expect(await snapshot(retrieval)).toEqual(before);
    await other.reset();
    expect(await snapshot(retrieval)).toEqual(before);
  });

  it('finds nothing, without an error, in a collection another process has just reset', async () => {
    const otherProcess = new Neo4jGraphStore(config);
    const elsewhere = otherProcess.forCollection('test-scores-other');
    try {
      await runIngest(config, other, { records: [{ id: 'r1', title: 'Reset Me', text: 'Reset Me was a lighthouse in Lisbon.' }] });
      const retrieval = new Neo4jRetrievalStore(other);
      expect((await retrieval.searchPassages('lighthouse', 5)).map((hit) => hit.id)).toEqual(['r1']);
      await elsewhere.reset(); // its own driver: this process still believes the indexes exist
      expect(await retrieval.searchPassages('lighthouse', 5)).toEqual([]);
      expect(await retrieval.searchEntities('Reset Me', 5)).toEqual([]);
    } finally {
      await otherProcess.close();
    }
  });
});
