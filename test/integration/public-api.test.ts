import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHopgraph, type Hopgraph } from '../../src/index.js';
import { InputError } from '../../src/errors/input-error.js';
import { testConfig } from '../helpers/test-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));

describe('public API: createHopgraph and hg.graph.* against the real Neo4j', () => {
  let hg: Hopgraph;
  const queue = testConfig().ingest.queue;

  beforeAll(async () => {
    hg = await createHopgraph({ config: { ingest: { queue } } });
    const { Neo4jGraphStore } = await import('../../src/graph/neo4j/neo4j-graph-store.js');
    const store = new Neo4jGraphStore(hg.config);
    await store.applySchema();
    await store.reset();
    await store.close();
    await hg.ingest(excerpt);
  });
  afterAll(async () => {
    await hg.close();
  });

  it('ingests records given directly, naming bad ones <records>:N', async () => {
    const summary = await hg.ingest([{ id: 'api-1', title: 'Api Test', text: 'Api Test was founded by Jane Roe in 1999.' }, { id: 'api-2' }, 42]);
    expect(summary).toMatchObject({ accepted: 1, rejected: 2, passages: 1 });
    expect(summary.errors).toEqual([
      { file: '<records>', line: 2, reason: 'missing field "text"' },
      { file: '<records>', line: 3, reason: 'expected a JSON object, got number' },
    ]);
    expect((await hg.graph.triples({ subject: 'api test', relation: 'founded', limit: 5 })).map((triple) => triple.object)).toContain('Jane Roe');
  });

  it('searches and answers through the same typed result', async () => {
    const result = await hg.search("When did Lothair Ii's mother die?", { mode: 'single', topK: 2 });
    expect(result.passages[0]?.id).toBe('2wiki-p00004');
    const answered = await hg.answer("When did Lothair Ii's mother die?", { topK: 2 });
    expect(answered.passages.length).toBeGreaterThan(0);
  });

  it('resolves an entity by normalized key with its passages and counts', async () => {
    const entity = await hg.graph.entity('  LOTHAIR ii ');
    expect(entity).toMatchObject({ key: 'lothair ii', name: 'Lothair II', passages: [{ id: '2wiki-p00004', title: 'Lothair II' }] });
    expect(entity!.tripleCount).toBeGreaterThan(2);
    expect(await hg.graph.entity('No Such Entity Anywhere')).toBeNull();
  });

  it('matches triple patterns, each triple backed by its sentence and passage', async () => {
    const bySubject = await hg.graph.triples({ subject: 'Ermengarde of Tours', limit: 10 });
    expect(bySubject.length).toBeGreaterThan(0);
    for (const triple of bySubject) {
      expect(triple.subjectKey).toBe('ermengarde of tours');
      expect(triple.sentence.text.length).toBeGreaterThan(0);
      expect(triple.passage.id).toMatch(/^2wiki-p/);
    }
    const byRelation = await hg.graph.triples({ relation: 'DIED ON', limit: 5 });
    expect(byRelation.every((triple) => triple.relation.toLowerCase().includes('died on'))).toBe(true);
    const both = await hg.graph.triples({ subject: 'Lothair II', object: 'Ermengarde of Tours' });
    expect(both.every((triple) => triple.objectKey === 'ermengarde of tours')).toBe(true);
    await expect(hg.graph.triples({})).rejects.toBeInstanceOf(InputError);
    await expect(hg.graph.triples({ subject: 'x', limit: 0 })).rejects.toThrow(/limit must be an integer/);
  });

  it('walks neighbours by depth and finds evidence paths', async () => {
    const neighbors = await hg.graph.neighbors('Lothair II', { depth: 2, limit: 30 });
    expect(neighbors.some((neighbor) => neighbor.entity.key === 'ermengarde of tours' && neighbor.depth === 1)).toBe(true);
    expect(neighbors.every((neighbor) => neighbor.depth >= 1 && neighbor.depth <= 2)).toBe(true);
    const paths = await hg.graph.paths('Lothair II', 'Hugh of Tours', { maxHops: 3 });
    expect(paths.length).toBeGreaterThan(0);
    const path = paths[0]!;
    expect(path.entities[0]!.key).toBe('lothair ii');
    expect(path.entities.at(-1)!.key).toBe('hugh of tours');
    expect(path.edges).toHaveLength(path.entities.length - 1);
    expect(path.edges.every((edge) => edge.sentence.id.length > 0)).toBe(true);
    await expect(hg.graph.paths('a', 'b', { maxHops: 9 })).rejects.toThrow(/maxHops/);
  });

  it('returns a passage with its sentences and triples', async () => {
    const passage = await hg.graph.passage('2wiki-p00005');
    expect(passage?.title).toBe('Ermengarde of Tours');
    expect(passage!.sentences.length).toBeGreaterThan(1);
    expect(await hg.graph.passage('missing')).toBeNull();
  });

  it('the plain-ESM example runs from the built package and exits by itself', () => {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const run = spawnSync(process.execPath, ['examples/basic-usage.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, HOPGRAPH_QUEUE: queue }, timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('ingested 150 passages');
    expect(run.stdout).toContain('path: Lothair II → Ermengarde of Tours → Hugh of Tours');
  });
});
