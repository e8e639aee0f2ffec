import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetToDocuments } from '../../scripts/dataset-to-documents.js';
import { excerptFile, writeExcerptQuestionsWithin } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';
import { testConfig } from '../helpers/test-config.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

// `bench --corpus DIR`: a dataset turned into a folder of Markdown, text, HTML and PDF files by
// scripts/dataset-to-documents.ts, ingested through the document path into docs-<folder>, scored
// by gold_texts; and the same dataset as records, scored by ids, with the two matchers compared.
const root = mkdtempSync(join(tmpdir(), 'hopgraph-docbench-'));
const dataset = join(root, 'test-docbench-records');
mkdirSync(dataset);
const lines = readFileSync(excerptFile, 'utf8').trim().split('\n').slice(0, 40);
writeFileSync(join(dataset, 'corpus.jsonl'), `${lines.join('\n')}\n`);
const records = lines.map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const questionCount = writeExcerptQuestionsWithin(join(dataset, 'questions.jsonl'), records.map((record) => record.id));
const folder = join(root, 'test-docbench-folder');

interface ReportJson {
  questions: number;
  goldBy: string;
  modes: Record<string, { errors: number; recall: Record<string, number>; recallCi: Record<string, [number, number]>; wordsPerPassage: number; goldAgreement?: { k: number; pairs: number; agree: number; textOnly: number; idOnly: number } }>;
}

describe('bench --corpus DIR (documents) with gold_texts', () => {
  useScratchCollections(testConfig(), ['docs-test-docbench-folder', 'test-docbench-records']);

  it('turns the dataset into a folder of the four formats and a questions file with gold_texts', async () => {
    expect(questionCount).toBeGreaterThan(0);
    const summary = (await datasetToDocuments({ dataset, folder, perFile: 4 })) as { questions: string; pdfPages: number; collection: string };
    expect(summary.collection).toBe('docs-test-docbench-folder');
    expect(readdirSync(folder)).toEqual(['0001.md', '0002.txt', '0003.html', '0004.pdf', '0005.md', '0006.txt', '0007.html', '0008.pdf', '0009.md', '0010.txt']);
    expect(summary.pdfPages).toBeGreaterThanOrEqual(2);
    expect(readFileSync(join(folder, '0001.md'), 'utf8')).toMatch(/^## /);
    expect(readFileSync(join(folder, '0002.txt'), 'utf8')).toBe(`${records.slice(4, 8).map((record) => record.text.replace(/\s+/g, ' ').trim()).join('\n\n')}\n`);
    const questions = readFileSync(summary.questions, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { gold: string[]; gold_texts: string[] });
    expect(questions).toHaveLength(questionCount);
    for (const question of questions) expect(question.gold_texts).toEqual(question.gold.map((id) => records.find((record) => record.id === id)!.text));
    await expect(datasetToDocuments({ dataset, folder, perFile: 4 })).rejects.toThrow(/not empty/);
  });

  it('builds docs-<folder> through the document ingest, scores by gold_texts, and reuses the build', async () => {
    const questions = `${folder}.questions.jsonl`;
    const bench = (extra: string[] = []) => runCli(['bench', '--corpus', folder, '--questions', questions, '--modes', 'single,hop-rrf', '--k', '2,5', '--reproducible', '--json', '--no-progress', ...extra], {}, 300_000);
    const first = await bench();
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stderr).toMatch(/collection "docs-test-docbench-folder" rebuilt from .*test-docbench-folder \(\d+ passages/);
    expect(first.stderr).toContain('bench: 10 documents read, 0 rejected');
    const report = JSON.parse(first.stdout) as ReportJson;
    expect(report.goldBy).toBe('texts');
    expect(report.questions).toBe(questionCount);
    for (const mode of ['single', 'hop-rrf']) {
      const metrics = report.modes[mode]!;
      expect(metrics.errors, mode).toBe(0);
      expect(metrics.recall['5'], mode).toBeGreaterThan(0);
      expect(metrics.recallCi['5']![0]).toBeLessThanOrEqual(metrics.recall['5']!);
      expect(metrics.wordsPerPassage, mode).toBeGreaterThan(20);
      // Gold ids are those of the records: the documents' passages never carry them, so no agreement is reported.
      expect(metrics.goldAgreement, mode).toBeUndefined();
    }

    const again = await bench();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/collection "docs-test-docbench-folder" already holds .*test-docbench-folder/);
    expect(JSON.parse(again.stdout)).toMatchObject({ modes: { single: { recall: report.modes.single!.recall } } });

    // Other chunking is another build; smaller passages show in words/passage.
    const smaller = await bench(['--chunk-words', '40']);
    expect(smaller.code, smaller.stderr).toBe(0);
    expect(smaller.stderr).toMatch(/collection "docs-test-docbench-folder" rebuilt from/);
    expect((JSON.parse(smaller.stdout) as ReportJson).modes.single!.wordsPerPassage).toBeLessThan(report.modes.single!.wordsPerPassage);

    const refused = await runCli(['bench', '--corpus', folder, '--untitled', '--questions', questions, '--no-progress']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--untitled applies to a records file/);
  });

  it('on the records of the same corpus, scored by ids, the text matcher agrees with id matching', async () => {
    const result = await runCli(['bench', '--corpus', join(dataset, 'corpus.jsonl'), '--questions', `${folder}.questions.jsonl`, '--gold', 'ids', '--modes', 'single', '--k', '2,5', '--reproducible', '--json', '--no-progress'], {}, 300_000);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as ReportJson;
    expect(report.goldBy).toBe('ids');
    const agreement = report.modes.single!.goldAgreement!;
    expect(agreement.k).toBe(5);
    expect(agreement.pairs).toBeGreaterThan(0);
    // A record holds its own words: what ids find, texts find too.
    expect(agreement.idOnly).toBe(0);
    expect(agreement.agree / agreement.pairs).toBeGreaterThan(0.8);
  });
});
