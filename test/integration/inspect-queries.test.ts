import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Path, Record as Neo4jRecord } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHopgraph } from '../../src/index.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import type { MegragTrace } from '../../src/modes/megrag/megrag-trace.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const inspectDirectory = fileURLToPath(new URL('../../cypher/inspect/', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const QUESTION = "When did Lothair Ii's mother die?";
const COLLECTION = 'inspect-queries';
const ORPHANS = 'inspect-orphans';
const ORPHANS_OTHER = 'inspect-orphans-other';
const parameters = { collection: COLLECTION, words: 'Lothair mother', passageId: '2wiki-p00004', entityKey: 'lothair ii', fromKey: 'lothair ii', toKey: 'hugh of tours', runId: null };

/** The query of an inspect file as Browser runs it: without its comment lines and final semicolon. */
function inspectQuery(file: string): { text: string; query: string } {
  const text = readFileSync(`${inspectDirectory}${file}`, 'utf8');
  return { text, query: text.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n').trim().replace(/;$/, '') };
}

describe('cypher/inspect: the Browser queries run on a real index', () => {
  const config = testConfig({ collection: COLLECTION });
  const { root, stores } = useScratchCollections(config, [COLLECTION, ORPHANS, ORPHANS_OTHER] as const);
  const [store, orphanStore] = stores;
  let trace: MegragTrace;

  const run = (file: string, parameterValues: Record<string, unknown> = parameters): Promise<Neo4jRecord[]> =>
    root.read(file, async (transaction) => (await transaction.run(inspectQuery(file).query, parameterValues)).records);

  beforeAll(async () => {
    await runIngest(config, store, { files: [excerpt] });
    // A megrag run persisted through the public API, as a service would.
    const hg = await createHopgraph({ config: { collection: COLLECTION, ingest: { queue: config.ingest.queue } } });
    try {
      const result = await hg.answer(QUESTION, { mode: 'megrag', persist: true });
      trace = result.trace as MegragTrace;
    } finally {
      await hg.close();
    }
  });

  for (const file of readdirSync(inspectDirectory).filter((name) => name.endsWith('.cypher'))) {
    it(`${file} has a comment saying what it shows and runs`, async () => {
      expect(inspectQuery(file).text.trimStart().startsWith('//')).toBe(true);
      const records = await run(file);
      if (file === 'orphans.cypher') {
        // A sound index: no row at all (each row would be one kind of orphan).
        expect(records.map((record) => record.toObject())).toEqual([]);
      } else if (file === 'search.cypher') {
        // The collection's own index, ranked like `single`: Lothair II's page first.
        expect(records[0]!.get('title')).toBe('Lothair II');
        const scores = records.map((record) => record.get('score') as number);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      } else if (file === 'megrag-path.cypher') {
        // The run persisted above: its path from the Run through every step, and each step's evidence.
        expect(trace.runId).toMatch(/\S/);
        const paths = records.map((record) => record.get('path') as Path);
        expect(new Set(paths.map((path) => path.start.properties.id))).toEqual(new Set([trace.runId]));
        expect([...new Set(paths.map((path) => path.end.properties.index as number))].sort()).toEqual(trace.steps.map((step) => step.step));
        expect(new Set(paths.map((path) => path.end.properties.query))).toEqual(new Set(trace.steps.map((step) => step.query)));
        const selected = records.map((record) => record.get('selected') as Path | null).filter((path): path is Path => path !== null);
        expect(new Set(selected.map((path) => path.end.properties.id))).toEqual(new Set(trace.steps.flatMap((step) => step.selected.map((item) => item.id))));
        // A selected triple comes with the sentence and passage it was read from.
        const tripleContexts = records.map((record) => record.get('tripleContext') as Path | null).filter((path): path is Path => path !== null);
        if (trace.steps.some((step) => step.selected.some((item) => item.kind === 'triple'))) {
          expect(tripleContexts.some((path) => path.start.properties.title === 'Lothair II')).toBe(true);
        }
      } else {
        expect(records.length).toBeGreaterThan(0);
      }
    });
  }

  it('orphans.cypher reports each kind of orphan with examples, and nothing once they are gone', async () => {
    await orphanStore.write('make orphans', async (transaction) => {
      await transaction.run(
        `CREATE (:Sentence {collection: $collection, id: 'orphan-sentence', text: 'No passage holds me.'})
         CREATE (:Triple {collection: $collection, id: 'orphan-triple', subject: 'a', relation: 'b', object: 'c'})
         CREATE (:Entity {collection: $collection, key: 'orphan entity', name: 'Orphan Entity'})
         CREATE (:Passage {collection: $collection, id: 'orphan-passage', title: 'Empty', text: ''})
         CREATE (:Passage {collection: $collection, id: 'crossing-passage', title: 'Crossing', text: 'x'})
                -[:HAS_SENTENCE]->(:Sentence {collection: $other, id: 'crossed-sentence', text: 'x'})`,
        { collection: ORPHANS, other: ORPHANS_OTHER },
      );
    });
    const rows = (await run('orphans.cypher', {})).map((record) => record.toObject() as { orphan: string; count: number; examples: string[] });
    expect(rows).toEqual([
      { orphan: 'entity without links', count: 1, examples: [`${ORPHANS}: orphan entity`] },
      { orphan: 'link across collections', count: 1, examples: [`${ORPHANS}: crossing-passage -HAS_SENTENCE-> ${ORPHANS_OTHER}: crossed-sentence`] },
      { orphan: 'passage without sentences', count: 1, examples: [`${ORPHANS}: orphan-passage`] },
      { orphan: 'sentence without passage', count: 1, examples: [`${ORPHANS}: orphan-sentence`] },
      { orphan: 'triple without sentence', count: 1, examples: [`${ORPHANS}: orphan-triple`] },
      { orphan: 'triple without subject or object entity', count: 1, examples: [`${ORPHANS}: orphan-triple`] },
    ]);
    await orphanStore.reset();
    await stores[2].reset();
    expect(await run('orphans.cypher', {})).toEqual([]);
  });
});
