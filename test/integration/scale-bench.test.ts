import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchScale, formatScaleReport, ScaleBenchModeError } from '../../src/bench/scale-bench.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import '../../src/modes/all-modes.js';
import { excerptFile, excerptQuestionsFile } from '../helpers/excerpt-index.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const directory = mkdtempSync(join(tmpdir(), 'hopgraph-scale-bench-'));

/** A questions file: the excerpt's first `good` questions, then `broken` ones with no searchable word. */
function questionsFile(name: string, good: number, broken: number): string {
  const all = readFileSync(excerptQuestionsFile, 'utf8').trim().split('\n');
  const template = JSON.parse(all[0]!) as Record<string, unknown>;
  const lines = all.slice(0, good);
  for (let index = 0; index < broken; index += 1) lines.push(JSON.stringify({ ...template, id: `broken-${index}`, question: '* ~ ?' }));
  const file = join(directory, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('hopgraph bench scale at small sizes (the reporting, not the figures)', () => {
  const config = testConfig();
  const { stores } = useScratchCollections(config, ['scale-bench-test'] as const);
  const [graph] = stores;
  const retrieval = new Neo4jRetrievalStore(graph);
  const options = { sources: [excerptFile], modes: ['single', 'hop-rrf'], questionLimit: 10, workDirectory: directory, log: () => undefined };

  it('counts failed questions per mode, reports the collection own counts and the peak heap', async () => {
    const report = await benchScale(config, graph, retrieval, { ...options, sizes: [80, 40], questions: questionsFile('some-broken.jsonl', 3, 2) });
    expect(report.questions).toBe(5);
    expect(report.stages.map((stage) => stage.passages)).toEqual([40, 80]);
    const stats = await graph.stats();
    expect(stats.labels.Passage).toBe(80);
    const last = report.stages[1]!;
    expect(last.nodes).toBe(Object.values(stats.labels).reduce((total, count) => total + count, 0));
    expect(last.relationships).toBe(Object.values(stats.relationships).reduce((total, count) => total + count, 0));
    expect(report.stages[0]!.nodes).toBeLessThan(last.nodes);
    for (const stage of report.stages) {
      // The two questions without a word fail in every mode; the three real ones answer.
      expect(stage.errors).toEqual({ single: 2, 'hop-rrf': 2 });
      expect(stage.ingestPeakHeapMb).toBeGreaterThan(0);
      expect(stage.ingestPeakHeapMb).toBeLessThan(stage.ingestPeakRssMb);
    }
    const table = formatScaleReport(report);
    expect(table.split('\n')[0]).toContain('| nodes | relationships | DB folder MB (all collections) |');
    expect(table).toContain('peak heap MB');
    expect(table.split('\n')[3]).toContain(`| ${last.nodes.toLocaleString('en-US')} | ${last.relationships.toLocaleString('en-US')} |`);
    expect(table.split('\n')[3]).toMatch(/ \/ [\d.]+ \(2 of 5 failed\) \|$/);
  });

  it('fails loudly, naming the mode, when a mode fails on every question', async () => {
    const run = benchScale(config, graph, retrieval, { ...options, sizes: [30], questions: questionsFile('all-broken.jsonl', 0, 3) });
    await expect(run).rejects.toBeInstanceOf(ScaleBenchModeError);
    await expect(run).rejects.toThrow(/mode single failed on all 3 questions at 30 passages; the first error: the query "\* ~ \?" has no searchable words/);
  });
});
