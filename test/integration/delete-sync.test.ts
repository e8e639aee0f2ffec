import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { runDelete } from '../../src/ingest/run-delete.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const records = readFileSync(excerpt, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-sync-'));

function writeCorpus(name: string, items: Array<{ id: string; title: string; text: string }>): string {
  const file = join(directory, name);
  writeFileSync(file, `${items.map((item) => JSON.stringify(item)).join('\n')}\n`);
  return file;
}

describe('deletes and incremental sync give exactly the graph of a fresh ingest', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config);
  let original = '';

  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
    await runIngest(config, store, { files: [excerpt] });
    original = await store.fingerprint();
  });
  afterAll(async () => store.close());

  it('deleting passages removes their sentences, triples and orphaned entities; re-ingesting restores the original fingerprint', async () => {
    const ids = ['2wiki-p00004', '2wiki-p00005', '2wiki-p00100'];
    const summary = await runDelete(config, store, [...ids, 'no-such-passage']);
    expect(summary).toMatchObject({ requested: 4, deleted: 3, failedBatches: [] });
    expect((await store.stats()).labels.Passage).toBe(147);
    expect(await store.orphans()).toEqual(NO_ORPHANS);
    expect(await store.passageHashes(ids)).toEqual(new Map());
    const again = await runDelete(config, store, ids);
    expect(again.deleted).toBe(0);
    const reingest = await runIngest(config, store, { files: [excerpt] });
    expect(reingest).toMatchObject({ passages: 150, unchanged: 147 });
    expect(await store.fingerprint()).toBe(original);
  });

  it('--sync with added, changed and removed records ends as a fresh ingest of the new file, skipping unchanged passages', async () => {
    const removed = new Set(records.slice(10, 20).map((record) => record.id));
    const changed = records
      .filter((record) => !removed.has(record.id))
      .map((record) => (record.id === '2wiki-p00004' || record.id === '2wiki-p00030' ? { ...record, text: `${record.text} It was revised in 2024.` } : record));
    const added = [
      { id: 'new-1', title: 'Gianni Versace', text: 'Gianni Versace was an Italian fashion designer. He was born in Reggio Calabria.' },
      { id: 'new-2', title: 'Versace', text: 'Versace is an Italian luxury fashion company founded by Gianni Versace in 1978.' },
    ];
    const next = writeCorpus('next.jsonl', [...changed, ...added]);
    await store.reset();
    await runIngest(config, store, { files: [next] });
    const fresh = await store.fingerprint();

    await store.reset();
    await runIngest(config, store, { files: [excerpt] });
    const synced = await runIngest(config, store, { files: [next], sync: true });
    expect(synced).toMatchObject({ accepted: 142, passages: 142, unchanged: 138, deleted: 10, failedBatches: [] });
    expect(await store.orphans()).toEqual(NO_ORPHANS);
    expect(await store.fingerprint()).toBe(fresh);
  });

  it('sync deletes nothing when records were rejected (a broken line must not lose its old passage)', async () => {
    const broken = join(directory, 'broken.jsonl');
    writeFileSync(broken, `${JSON.stringify(records[0])}\n{"id": "2wiki-p00001", "text": \n`);
    const before = (await store.stats()).labels.Passage;
    const summary = await runIngest(config, store, { files: [broken], sync: true });
    expect(summary.deleted).toBe(0);
    expect(summary.syncSkipped).toMatch(/1 records were rejected/);
    expect((await store.stats()).labels.Passage).toBe(before);
  });

  it('hopgraph delete --ids-from through the CLI', async () => {
    const idsFile = join(directory, 'ids.txt');
    writeFileSync(idsFile, 'new-1\nnew-2\n\n');
    const result = await runCli(['delete', '--ids-from', idsFile, '--json'], { HOPGRAPH_QUEUE: config.ingest.queue });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ requested: 2, deleted: 2 });
    expect(await store.orphans()).toEqual(NO_ORPHANS);
  });
});
