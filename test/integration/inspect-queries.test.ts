import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { testConfig } from '../helpers/test-config.js';

const inspectDirectory = fileURLToPath(new URL('../../cypher/inspect/', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const parameters = { collection: 'default', words: 'Lothair mother', passageId: '2wiki-p00004', entityKey: 'lothair ii', fromKey: 'lothair ii', toKey: 'hugh of tours', runId: null };

describe('cypher/inspect: the Browser queries run on a real index', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config);
  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
    await runIngest(config, store, { files: [excerpt] });
  });
  afterAll(async () => store.close());

  for (const file of readdirSync(inspectDirectory).filter((name) => name.endsWith('.cypher'))) {
    it(`${file} has a comment saying what it shows and runs`, async () => {
      const text = readFileSync(`${inspectDirectory}${file}`, 'utf8');
      expect(text.trimStart().startsWith('//')).toBe(true);
      const query = text.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n').trim().replace(/;$/, '');
      const records = await store.read(file, async (transaction) => (await transaction.run(query, parameters)).records);
      if (file === 'orphans.cypher') {
        expect(records[0]!.toObject()).toEqual({
          sentencesWithoutPassage: 0,
          triplesWithoutSentence: 0,
          triplesWithoutArguments: 0,
          entitiesWithoutLinks: 0,
          passagesWithoutSentences: 0,
          linksAcrossCollections: 0,
        });
      } else if (file === 'search.cypher') {
        // The collection's own index, ranked like `single`: Lothair II's page first.
        expect(records[0]!.get('title')).toBe('Lothair II');
        const scores = records.map((record) => record.get('score') as number);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      } else if (file !== 'megrag-path.cypher') {
        expect(records.length).toBeGreaterThan(0);
      }
    });
  }
});
