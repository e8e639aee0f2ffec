import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCorpus } from '../../src/eval/ensure-corpus.js';
import { runDelete } from '../../src/ingest/run-delete.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile, writeExcerptQuestionsWithin } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';
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

describe('bench with a dense column on a lexical collection', () => {
  const config = testConfig();
  const collection = 'test-bench-embeds';
  const {
    stores: [store],
  } = useScratchCollections(config, [collection]);
  const questions = join(directory, 'questions.jsonl');
  // The excerpt's questions whose gold passages are all among the 20 of `corpus`.
  writeExcerptQuestionsWithin(
    questions,
    readFileSync(corpus, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: string }).id),
  );

  it('embeds the passages itself, saying so, keeps the corpus record, and embeds nothing the second time', async () => {
    const bench = (modes: string) => runCli(['bench', '--corpus', corpus, '--collection', collection, '--questions', questions, '--modes', modes, '--json', '--no-progress'], {}, 300_000);
    const lexical = await bench('single');
    expect(lexical.code, lexical.stderr + lexical.stdout).toBe(0);
    expect(lexical.stderr).not.toMatch(/embedding/);

    const dense = await bench('single,single@dense,hop-rrf@hybrid');
    expect(dense.code, dense.stderr).toBe(0);
    expect(dense.stderr).toMatch(/already holds/);
    expect(dense.stderr).toMatch(/20 passages of collection "test-bench-embeds" have no bge-small-en-v1\.5 vector and a dense or hybrid column needs them: embedding them now \(local\)/);
    expect(dense.stderr).toMatch(/embedded 20 passages with bge-small-en-v1\.5/);
    const report = JSON.parse(dense.stdout) as { modes: Record<string, unknown> };
    expect(Object.keys(report.modes)).toEqual(['single', 'single@dense', 'hop-rrf@hybrid']);
    expect(await store.countPassagesWithoutVectors('bge-small-en-v1.5')).toBe(0);

    const again = await bench('single@dense');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/already holds/);
    expect(again.stderr).not.toMatch(/embedding/);
  });
});
