import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityView, EvidencePath, NeighborView, PassageView, TripleView } from '../../src/ports/graph-queries.js';
import type { GraphStats } from '../../src/ports/graph-records.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const COLLECTION = 'graph-cli';

/** Runs `hopgraph graph <args> --collection graph-cli --json` and parses stdout, failing with stderr if it exits non-zero. */
async function graphJson<T>(...args: string[]): Promise<T> {
  const run = await runCli(['graph', ...args, '--collection', COLLECTION, '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

describe('hopgraph graph ... --json on the ingested excerpt', () => {
  const config = testConfig({ collection: COLLECTION });
  const { stores } = useScratchCollections(config, [COLLECTION] as const);
  const [store] = stores;
  beforeAll(async () => {
    await runIngest(config, store, { files: [excerptFile] });
  });

  it('graph entity: resolved by normalized key, with its passages, counts and aliases from mentions', async () => {
    const lothair = await graphJson<EntityView>('entity', '  LOTHAIR ii ');
    expect(lothair).toMatchObject({ key: 'lothair ii', name: 'Lothair II', passages: [{ id: '2wiki-p00004', title: 'Lothair II' }] });
    expect(lothair.tripleCount).toBeGreaterThan(2);
    // "Ung flukt" is only ever a mention's surface form (no triple names it that way).
    expect(await graphJson<EntityView>('entity', 'ung flukt')).toMatchObject({ name: 'Ung Flukt', aliases: ['Ung flukt'], tripleCount: 0, mentionCount: 2 });
    expect(await graphJson<EntityView | null>('entity', 'No Such Entity Anywhere')).toBeNull();
  });

  it('graph triples: a pattern, each triple with the sentence and passage it came from', async () => {
    const triples = await graphJson<TripleView[]>('triples', '--subject', 'Ermengarde of Tours', '--relation', 'daughter of', '--limit', '5');
    expect(triples.map((triple) => [triple.subject, triple.relation, triple.object])).toEqual([['Ermengarde of Tours', 'was the daughter of', 'Hugh of Tours']]);
    expect(triples[0]).toMatchObject({
      subjectKey: 'ermengarde of tours',
      objectKey: 'hugh of tours',
      passage: { id: '2wiki-p00005', title: 'Ermengarde of Tours' },
      sentence: { text: 'Ermengarde of Tours (d. 20 March 851) was the daughter of Hugh of Tours, a member of the Etichonen family.' },
    });
    const byObject = await graphJson<TripleView[]>('triples', '--object', 'Hugh of Tours', '--limit', '50');
    expect(byObject.every((triple) => triple.objectKey === 'hugh of tours')).toBe(true);
    expect(byObject.map((triple) => triple.subjectKey)).toContain('ermengarde of tours');
  });

  it('graph neighbors: breadth-first by depth', async () => {
    const neighbors = await graphJson<NeighborView[]>('neighbors', 'Lothair II', '--depth', '2', '--limit', '30');
    const ermengarde = neighbors.find((neighbor) => neighbor.entity.key === 'ermengarde of tours');
    expect(ermengarde?.depth).toBe(1);
    expect([ermengarde!.via.subjectKey, ermengarde!.via.objectKey]).toContain('lothair ii');
    expect(neighbors.some((neighbor) => neighbor.depth === 2)).toBe(true);
    expect(neighbors.every((neighbor) => neighbor.depth === 1 || neighbor.depth === 2)).toBe(true);
  });

  it('graph paths: shortest evidence paths, each edge backed by its sentence', async () => {
    const paths = await graphJson<EvidencePath[]>('paths', 'Lothair II', 'Hugh of Tours', '--max-hops', '3');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths[0]!.entities.map((entity) => entity.name)).toEqual(['Lothair II', 'Ermengarde of Tours', 'Hugh of Tours']);
    for (const path of paths) {
      expect(path.edges).toHaveLength(path.entities.length - 1);
      for (const edge of path.edges) expect(edge.sentence.id.startsWith(`${edge.passage.id}#`)).toBe(true);
    }
    const tooFar = await runCli(['graph', 'paths', 'Lothair II', 'Hugh of Tours', '--max-hops', '9', '--collection', COLLECTION, '--json']);
    expect(tooFar.code).not.toBe(0);
    expect(tooFar.stderr).toMatch(/maxHops must be an integer from 1 to 4/);
  });

  it('graph passage: sentences in order and the triples of each', async () => {
    const passage = await graphJson<PassageView>('passage', '2wiki-p00004');
    expect(passage.title).toBe('Lothair II');
    expect(passage.sentences.map((sentence) => sentence.position)).toEqual([0, 1, 2]);
    expect(passage.sentences[1]!.text).toBe('He was the second son of Emperor Lothair I and Ermengarde of Tours.');
    expect(passage.triples).toContainEqual(expect.objectContaining({ subject: 'Lothair II', relation: 'was the king of', object: 'Lotharingia', sentenceId: '2wiki-p00004#s0' }));
    expect(passage.entities[0]).toEqual({ key: 'lothair ii', name: 'Lothair II' });
  });

  it("graph stats: the collection's counts, the same the store reports", async () => {
    const stats = await graphJson<GraphStats>('stats');
    expect(stats.labels.Passage).toBe(150);
    expect(stats).toEqual(await store.stats());
    expect(stats.relationships.HAS_TRIPLE).toBe(stats.labels.Triple);
  });
});
