import { beforeAll, describe, expect, it } from 'vitest';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { nameVariantPages } from '../../src/retrieve/name-variant-pages.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const COLLECTION = 'name-variants';

// Untitled records, as a user's notes are: each page opens with the full name of its subject, and
// other passages name the person as they are known.
const records = [
  { id: 'greenwood', text: 'Jonathan Richard Guy Greenwood (born 5 November 1971) is an English musician and composer. He is the lead guitarist of the band Radiohead.' },
  { id: 'vice-story', text: 'Vice Story is a 2014 crime film. Its score was composed by Jonny Greenwood, and it was shot in Los Angeles.' },
  { id: 'smith-painter', text: 'John Adam Smith (born 1950) is an American painter. He lived in Ohio.' },
  { id: 'smith-actor', text: 'John Bob Smith (born 1960) is an American actor. He lived in Texas.' },
  { id: 'festival', text: 'The festival of 1999 was opened by John Smith and closed by Ira Greenwood.' },
];

describe('pages under another form of a person\'s name (nameVariantPages over the real index)', () => {
  const config = testConfig({ collection: COLLECTION });
  const {
    stores: [graph],
  } = useScratchCollections(config, [COLLECTION] as const);
  const plain = new Neo4jRetrievalStore(graph);
  const store = nameVariantPages(plain);
  beforeAll(async () => {
    const summary = await runIngest(config, graph, { records });
    expect(summary.passages).toBe(records.length);
  });

  it('finds the page that opens with the full name for the short name, and says the key asked for', async () => {
    // Without variants the short name has no page: the page is about the full name.
    expect(await plain.passagesAbout(['jonny greenwood'])).toEqual([]);
    expect((await plain.passagesAbout(['jonathan richard guy greenwood'])).map((hit) => hit.id)).toEqual(['greenwood']);
    const found = await store.passagesAbout(['vice story', 'jonny greenwood']);
    expect(found.map((hit) => [hit.id, hit.about])).toEqual([
      ['vice-story', 'vice story'],
      ['greenwood', 'jonny greenwood'],
    ]);
  });

  it('finds nothing for a name two pages could be (ambiguous) or none is (another given name)', async () => {
    expect(await store.passagesAbout(['john smith'])).toEqual([]);
    expect(await store.passagesAbout(['ira greenwood'])).toEqual([]);
    // A key with a page of its own is answered as before, with no variant added.
    expect((await store.passagesAbout(['john adam smith'])).map((hit) => hit.id)).toEqual(['smith-painter']);
  });

  it('keeps to an origin filter (records have no source path, so a filter on paths excludes them)', async () => {
    const filtered = store.withOrigins!({ origin: ['notes/**'], excludeOrigins: [], include: '^notes/.*$' });
    expect(await filtered.passagesAbout(['jonny greenwood'])).toEqual([]);
  });
});
