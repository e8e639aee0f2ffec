import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCorpus } from '../../src/eval/ensure-corpus.js';
import { runDelete } from '../../src/ingest/run-delete.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

// `bench --corpus` rebuilds the collection unless it holds exactly that file: any ingest or delete
// since the last build means it may not, so the next bench must rebuild.
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-ensure-corpus-'));
const corpus = join(directory, 'corpus.jsonl');
writeFileSync(corpus, `${readFileSync(excerptFile, 'utf8').trim().split('\n').slice(0, 20).join('\n')}\n`);

describe('bench --corpus: rebuild unless the collection holds exactly that corpus', () => {
  const config = testConfig();
  const {
    stores: [store],
  } = useScratchCollections(config, ['test-ensure-corpus']);

  it('builds, then skips, then rebuilds after a delete or an extra ingest', async () => {
    const first = await ensureCorpus(config, store, corpus);
    expect(first.rebuilt).toBe(true);
    expect((await store.stats()).labels.Passage).toBe(20);

    expect((await ensureCorpus(config, store, corpus)).rebuilt).toBe(false);

    await runDelete(config, store, ['2wiki-p00004']);
    expect((await store.stats()).labels.Passage).toBe(19);
    const afterDelete = await ensureCorpus(config, store, corpus);
    expect(afterDelete.rebuilt).toBe(true);
    expect((await store.stats()).labels.Passage).toBe(20);

    await runIngest(config, store, { records: [{ id: 'extra-1', title: 'Extra', text: 'An extra passage that the corpus file does not hold.' }] });
    expect((await ensureCorpus(config, store, corpus)).rebuilt).toBe(true);
    expect((await store.stats()).labels.Passage).toBe(20);

    // A different file is a different corpus.
    const other = join(directory, 'other.jsonl');
    writeFileSync(other, `${readFileSync(corpus, 'utf8').trim().split('\n').slice(0, 10).join('\n')}\n`);
    expect((await ensureCorpus(config, store, other)).rebuilt).toBe(true);
    expect((await store.stats()).labels.Passage).toBe(10);
  });
});
