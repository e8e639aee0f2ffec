import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHopgraph, type Hopgraph } from '../../src/index.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';
import { runCli } from '../helpers/run-cli.js';
import { testConfig } from '../helpers/test-config.js';

// Two collections in one Neo4j: `alpha` holds the 2Wiki excerpt, `beta` a few passages of its own —
// one of them under an id alpha also uses, with other text. Neither may ever see the other.
const alpha = 'test-alpha';
const beta = 'test-beta';
const sharedId = '2wiki-p00004';
const betaRecords = [
  { id: sharedId, title: 'Quokka Tower', text: 'Quokka Tower was designed by Ottoline Brennan. It stands in Zanzibar City.' },
  { id: 'beta-2', title: 'Ottoline Brennan', text: 'Ottoline Brennan was born in Valparaiso. She studied architecture in Lisbon.' },
  { id: 'beta-3', title: 'Valparaiso Lighthouse', text: 'The Valparaiso Lighthouse was painted by Ottoline Brennan in 1911.' },
];
const betaIds = new Set(betaRecords.map((record) => record.id));
const betaQuestion = 'Where was the designer of Quokka Tower born?';
const alphaQuestion = "When did Lothair Ii's mother die?";
const modes = ['single', 'rarag', 'hop-rrf', 'megrag', 'auto'];

describe('collections: several indexes in one Neo4j, fully isolated', () => {
  const config = testConfig();
  const root = new Neo4jGraphStore(config);
  let hgAlpha: Hopgraph;
  let hgBeta: Hopgraph;

  beforeAll(async () => {
    await root.applySchema();
    for (const name of [alpha, beta, `${alpha}-copy`]) await root.forCollection(name).reset();
    hgAlpha = await createHopgraph({ config: { ingest: { queue: config.ingest.queue }, collection: alpha } });
    hgBeta = hgAlpha.withCollection(beta);
    expect((await hgAlpha.ingest(excerptFile)).failedBatches).toEqual([]);
    expect((await hgBeta.ingest(betaRecords)).passages).toBe(3);
  });
  afterAll(async () => {
    for (const name of [alpha, beta, `${alpha}-copy`]) await root.forCollection(name).reset();
    await hgBeta.close(); // a no-op on a derived handle: the root handle owns the connections
    await hgAlpha.close();
    await root.close();
  });

  it('ids only need to be unique within a collection; counts and integrity are per collection', async () => {
    expect((await hgAlpha.graph.passage(sharedId))?.title).toBe('Lothair II');
    expect((await hgBeta.graph.passage(sharedId))?.title).toBe('Quokka Tower');
    expect((await hgAlpha.stats()).labels.Passage).toBe(150);
    expect((await hgBeta.stats()).labels.Passage).toBe(3);
    expect(await root.forCollection(alpha).orphans()).toEqual(NO_ORPHANS);
    expect(await root.forCollection(beta).orphans()).toEqual(NO_ORPHANS);
    const listed = await hgAlpha.collections();
    expect(listed.find((entry) => entry.name === alpha)?.labels.Passage).toBe(150);
    expect(listed.find((entry) => entry.name === beta)?.labels).toMatchObject({ Passage: 3, Sentence: 5 });
    // The listing counts every collection at once; it must agree with each collection's own stats.
    for (const name of [alpha, beta]) expect(listed.find((entry) => entry.name === name)).toEqual({ name, ...(await root.forCollection(name).stats()) });
  });

  it('the same content in two collections has the same fingerprint (the name is not part of it)', async () => {
    const copy = hgAlpha.withCollection(`${alpha}-copy`);
    await copy.ingest(excerptFile);
    expect(await root.forCollection(`${alpha}-copy`).fingerprint()).toBe(await root.forCollection(alpha).fingerprint());
    await copy.reset();
  });

  for (const mode of modes) {
    it(`${mode}: each collection retrieves only its own passages`, async () => {
      const inBeta = await hgBeta.search(betaQuestion, { mode, topK: 5 });
      expect(inBeta.passages.length).toBeGreaterThan(0);
      for (const passage of inBeta.passages) expect(betaIds.has(passage.id), passage.id).toBe(true);
      expect(inBeta.passages.map((passage) => passage.title)).toContain('Quokka Tower');

      // alpha has no Quokka Tower: whatever it returns is alpha's (its shared id has alpha's title).
      const inAlpha = await hgAlpha.search(betaQuestion, { mode, topK: 5 });
      for (const passage of inAlpha.passages) {
        expect(passage.id.startsWith('beta-'), passage.id).toBe(false);
        expect(passage.title).not.toBe('Quokka Tower');
      }
      const alphaAnswer = await hgAlpha.search(alphaQuestion, { mode, topK: 5 });
      expect(alphaAnswer.passages.map((passage) => passage.title)).toContain('Lothair II');
      const betaOnAlphaQuestion = await hgBeta.search(alphaQuestion, { mode, topK: 5 }).catch(() => undefined);
      for (const passage of betaOnAlphaQuestion?.passages ?? []) expect(betaIds.has(passage.id), passage.id).toBe(true);
    });
  }

  it('graph queries see only their collection: entities, triples, neighbours, paths', async () => {
    expect(await hgAlpha.graph.entity('Ottoline Brennan')).toBeNull();
    const brennan = await hgBeta.graph.entity('Ottoline Brennan');
    expect(brennan?.passages.map((passage) => passage.id)).toEqual(['beta-2']);
    expect(await hgAlpha.graph.triples({ subject: 'Quokka Tower', limit: 10 })).toEqual([]);
    expect((await hgBeta.graph.triples({ subject: 'Quokka Tower', limit: 10 })).map((triple) => triple.object)).toContain('Ottoline Brennan');
    expect(await hgAlpha.graph.neighbors('Ottoline Brennan')).toEqual([]);
    const neighbours = await hgBeta.graph.neighbors('Ottoline Brennan', { depth: 2 });
    for (const neighbour of neighbours) expect(betaIds.has(neighbour.via.passage.id)).toBe(true);
    expect(await hgAlpha.graph.paths('Quokka Tower', 'Valparaiso')).toEqual([]);
    const paths = await hgBeta.graph.paths('Quokka Tower', 'Valparaiso', { maxHops: 2 });
    expect(paths.length).toBeGreaterThan(0);
    // Relation-only patterns scan a collection's triples, never another's.
    for (const triple of await hgAlpha.graph.triples({ relation: 'designed', limit: 100 })) expect(betaIds.has(triple.passage.id) && triple.passage.id !== sharedId).toBe(false);
  });

  it('deleting from one collection leaves the other untouched; resetting one collection leaves the other', async () => {
    const alphaStore = root.forCollection(alpha);
    const alphaBefore = await alphaStore.fingerprint();
    await hgBeta.delete([sharedId]);
    expect(await hgBeta.graph.passage(sharedId)).toBeNull();
    expect(await alphaStore.fingerprint()).toBe(alphaBefore);
    expect(await root.forCollection(beta).orphans()).toEqual(NO_ORPHANS);

    const { code, stdout } = await runCli(['reset', '--collection', beta, '--yes'], { HOPGRAPH_QUEUE: config.ingest.queue });
    expect(code, stdout).toBe(0);
    expect((await hgBeta.stats()).labels).toEqual({ Passage: 0, Sentence: 0, Triple: 0, Entity: 0 });
    expect(await alphaStore.fingerprint()).toBe(alphaBefore);
    expect((await hgAlpha.collections()).map((entry) => entry.name)).not.toContain(beta);
    await hgBeta.ingest(betaRecords);
  });

  it('the CLI: collections lists them, --collection scopes query and stats, bad names are refused', async () => {
    const listed = await runCli(['collections', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const collections = JSON.parse(listed.stdout) as Array<{ name: string; labels: Record<string, number> }>;
    expect(collections.find((entry) => entry.name === beta)?.labels.Passage).toBe(3);

    const query = await runCli(['query', betaQuestion, '--collection', beta, '--json']);
    expect(query.code, query.stderr).toBe(0);
    for (const passage of (JSON.parse(query.stdout) as { passages: Array<{ id: string }> }).passages) expect(betaIds.has(passage.id)).toBe(true);

    const stats = await runCli(['stats', '--json'], { HOPGRAPH_COLLECTION: beta });
    expect(JSON.parse(stats.stdout)).toMatchObject({ collection: beta, labels: { Passage: 3 } });

    const refused = await runCli(['stats', '--collection', 'no spaces/or slashes']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/collection/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });
});
