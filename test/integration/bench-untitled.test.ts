import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCorpus } from '../../src/eval/ensure-corpus.js';
import '../../src/modes/all-modes.js';
import { modeNames } from '../../src/modes/mode-registry.js';
import { excerptFile, writeExcerptQuestionsWithin } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';
import { testConfig } from '../helpers/test-config.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

// `bench --corpus FILE --untitled`: the same records with `title` dropped, in a collection of its own
// (the dataset's name + `-untitled`), rebuilt or skipped like `--corpus`; every mode runs on it.
const directory = join(mkdtempSync(join(tmpdir(), 'hopgraph-untitled-')), 'test-untitled-bench');
mkdirSync(directory);
const corpus = join(directory, 'corpus.jsonl');
const lines = readFileSync(excerptFile, 'utf8').trim().split('\n').slice(0, 20);
writeFileSync(corpus, `${lines.join('\n')}\n`);
const records = lines.map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const questions = join(directory, 'questions.jsonl');
writeExcerptQuestionsWithin(questions, records.map((record) => record.id));

interface ReportJson {
  questions: number;
  budgets: Record<string, string>;
  modes: Record<string, { errors: number; recall: Record<string, number>; recallCi: Record<string, [number, number]>; recallAllCi: [number, number] }>;
}

describe('bench --untitled', () => {
  const config = testConfig();
  const {
    stores: [untitled],
  } = useScratchCollections(config, ['test-untitled-bench-untitled']);

  it('builds the collection from the records without titles and runs every registered mode on it', async () => {
    expect(records.every((record) => record.title.length > 0)).toBe(true);
    const modes = modeNames();
    expect(modes).toEqual(expect.arrayContaining(['single', 'rarag', 'hop-rrf', 'megrag']));
    const bench = () => runCli(['bench', '--corpus', corpus, '--untitled', '--questions', questions, '--modes', modes.join(','), '--k', '2,5', '--reproducible', '--json', '--no-progress'], {}, 300_000);

    const first = await bench();
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stderr).toMatch(/collection "test-untitled-bench-untitled" rebuilt from .*corpus\.jsonl without titles \(20 passages/);
    const report = JSON.parse(first.stdout) as ReportJson;
    expect(report.questions).toBeGreaterThan(0);
    expect(Object.keys(report.modes)).toEqual(modes);
    for (const mode of modes) {
      const metrics = report.modes[mode]!;
      expect(metrics.errors, mode).toBe(0);
      const [low, high] = metrics.recallCi['5']!;
      expect(low, mode).toBeLessThanOrEqual(metrics.recall['5']!);
      expect(high, mode).toBeGreaterThanOrEqual(metrics.recall['5']!);
      expect(metrics.recallAllCi).toHaveLength(2);
      expect(report.budgets[mode]).toBe('off');
    }
    expect(report.modes.single!.recall['5']).toBeGreaterThan(0);

    // Same ids, same text, no title.
    const stored = await untitled.passagesWithoutVectors('no-such-model', { limit: 100 });
    expect(stored.map((passage) => passage.id).sort()).toEqual(records.map((record) => record.id).sort());
    for (const passage of stored) {
      expect(passage.title, passage.id).toBe('');
      expect(passage.text).toBe(records.find((record) => record.id === passage.id)!.text);
    }

    // A column's own budgets wins over --reproducible; the header says which column had which.
    const again = await runCli(['bench', '--corpus', corpus, '--untitled', '--questions', questions, '--modes', 'single,hop-rrf:budgets=time', '--reproducible', '--no-progress'], {}, 120_000);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/collection "test-untitled-bench-untitled" already holds .*corpus\.jsonl without titles/);
    expect(again.stdout).toMatch(/Time budgets: off \(reproducible\) for single; on \(wall-clock[^)]*\) for hop-rrf:budgets=time\./);
    expect(again.stdout).toMatch(/\| single \| \d+\.\d \[\d+\.\d, \d+\.\d\] \|/);
  });

  it('the recorded hash tells the untitled build from the titled one', async () => {
    expect((await ensureCorpus(config, untitled, corpus, undefined, { untitled: true })).rebuilt).toBe(false);
    // A titled build of the same file in that collection is another corpus, and back again.
    expect((await ensureCorpus(config, untitled, corpus)).rebuilt).toBe(true);
    expect((await untitled.passagesWithoutVectors('no-such-model', { limit: 100 })).every((passage) => passage.title.length > 0)).toBe(true);
    expect((await ensureCorpus(config, untitled, corpus)).rebuilt).toBe(false);
    expect((await ensureCorpus(config, untitled, corpus, undefined, { untitled: true })).rebuilt).toBe(true);
    expect((await untitled.passagesWithoutVectors('no-such-model', { limit: 100 })).every((passage) => passage.title === '')).toBe(true);
  });

  it('--untitled needs --corpus', async () => {
    const result = await runCli(['bench', '--untitled', '--questions', questions]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--untitled needs --corpus FILE/);
  });
});
