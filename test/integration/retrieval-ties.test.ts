import { beforeAll, describe, expect, it } from 'vitest';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { testConfig } from '../helpers/test-config.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

// Six passages that score exactly alike for "lighthouse keeper" (same shape, same lengths), written
// one per batch, in opposite orders into two collections. Lucene breaks equal scores by document
// order, i.e. by write order; search must not: both collections must rank identically, by id.
const names = ['Kilo', 'Lima', 'Mike', 'Golf', 'Echo', 'Papa'];
const keepers = ['Abel', 'Bram', 'Cole', 'Dirk', 'Earl', 'Finn'];
const records = names.map((name, index) => ({
  id: `p${index + 1}`,
  title: `Harbour ${name}`,
  text: `Harbour ${name} had one lighthouse keeper. The keeper of Harbour ${name} was Tom ${keepers[index]}.`,
}));
const married = { id: 'm1', title: 'Tom Abel', text: 'The keeper of Harbour Kilo was Tom Abel, who married Jane Roe in Lisbon. Jane Roe sailed to Porto.' };

describe('search results do not depend on the order the index was written in', () => {
  const config = testConfig({ ingest: { batchSize: 1, concurrency: 1 } });
  const {
    stores: [forward, backward],
  } = useScratchCollections(config, ['test-ties-forward', 'test-ties-backward']);

  beforeAll(async () => {
    await runIngest(config, forward, { records: [...records, married] });
    await runIngest(config, backward, { records: [married, ...records].reverse() });
  });

  it('passages, sentences, triples and entities come back in the same order from both builds', async () => {
    const searches = [
      (store: Neo4jRetrievalStore) => store.searchPassages('lighthouse keeper', 2).then((hits) => hits.map((hit) => [hit.id, hit.score])),
      (store: Neo4jRetrievalStore) => store.searchSentences('lighthouse keeper', 3).then((hits) => hits.map((hit) => [hit.id, hit.score])),
      (store: Neo4jRetrievalStore) => store.searchTriples('keeper', 3).then((hits) => hits.map((hit) => [hit.id, hit.score])),
      (store: Neo4jRetrievalStore) => store.searchEntities('harbour', 3).then((hits) => hits.map((hit) => [hit.key, hit.score])),
    ];
    for (const run of searches) {
      const fromForward = await run(new Neo4jRetrievalStore(forward));
      const fromBackward = await run(new Neo4jRetrievalStore(backward));
      expect(fromForward.length).toBeGreaterThan(1);
      // The fixture really has ties at the cut (otherwise this test would prove nothing).
      expect(new Set(fromForward.map(([, score]) => score)).size).toBe(1);
      expect(fromBackward).toEqual(fromForward);
      const ids = fromForward.map(([id]) => String(id));
      expect(ids).toEqual([...ids].sort());
    }
  });

  it("lists a passage's entities in text order (Neo4j returns relationships in storage order)", async () => {
    for (const store of [forward, backward]) {
      const [content] = await new Neo4jRetrievalStore(store).passageContents(['m1']);
      expect(content!.entities.map((entity) => entity.name)).toEqual(['Tom Abel', 'Harbour Kilo', 'Jane Roe', 'Lisbon', 'Porto']);
    }
  });

  it('keeps the smallest ids among tied hits, whatever Lucene returned first', async () => {
    const hits = await new Neo4jRetrievalStore(backward).searchPassages('lighthouse keeper', 2);
    expect(hits.map((hit) => hit.id)).toEqual(['p1', 'p2']);
  });
});
