import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors/config-error.js';
import { readBenchQuestions } from '../../src/eval/bench-question.js';
import { runBench } from '../../src/eval/run-bench.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { search } from '../../src/modes/search.js';
import type { WalkTrace } from '../../src/modes/walk/walk-mode.js';
import '../../src/modes/all-modes.js';
import { excerptFile, excerptQuestionsFile, useExcerptIndex } from '../helpers/excerpt-index.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';

const question = "When did Lothair II's mother die?";
const gold = ['2wiki-p00004', '2wiki-p00005'];

describe('walk: personalized PageRank over the real index', () => {
  const { config, store } = useExcerptIndex();
  // The same excerpt with every title dropped: the walk must not need them.
  const {
    stores: [untitledGraph],
  } = useScratchCollections(config, ['walk-untitled'] as const);
  const untitled = new Neo4jRetrievalStore(untitledGraph);
  beforeAll(async () => {
    const records = readFileSync(excerptFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const { id, text } = JSON.parse(line) as { id: string; text: string };
        return { id, text };
      });
    await runIngest({ ...config, collection: 'walk-untitled' }, untitledGraph, { records });
  });

  it('seeds on the entities the question names, walks to the bridge passage, and says how', async () => {
    const result = await search(store, question, { mode: 'walk', topK: 5 });
    const trace = result.trace as WalkTrace;
    expect(result.passages.map((passage) => passage.id)).toContain('2wiki-p00004');
    expect(result.rankedIds!.slice(0, 10)).toEqual(expect.arrayContaining(gold));
    expect(trace.seeds.entities.some((seed) => seed.key === 'lothair ii' && seed.via === 'name')).toBe(true);
    expect(trace.seeds.passages.length).toBeGreaterThan(0);
    expect(trace.subgraph.passages).toBeGreaterThan(5);
    expect(trace.subgraph.edges).toBeGreaterThan(trace.subgraph.passages);
    expect(trace.graphShare).toBeGreaterThan(0);
    expect(trace.graphShare).toBeLessThanOrEqual(1);
    for (let index = 1; index < result.passages.length; index++) expect(result.passages[index - 1]!.score).toBeGreaterThanOrEqual(result.passages[index]!.score);
    // Deterministic: the same question, the same ranking and scores.
    const again = await search(store, question, { mode: 'walk', topK: 5 });
    expect(again.passages.map((passage) => [passage.id, passage.score])).toEqual(result.passages.map((passage) => [passage.id, passage.score]));
  });

  it('works on untitled passages: the bridge is reached through mentions', async () => {
    const result = await search(untitled, question, { mode: 'walk', topK: 5 });
    expect(result.passages.every((passage) => passage.title === '')).toBe(true);
    expect(result.rankedIds!.slice(0, 10)).toEqual(expect.arrayContaining(gold));
  });

  it('ranks at least as well as the single-pass baseline on the excerpt questions and reaches more gold passages (one run, side by side)', async () => {
    const questions = readBenchQuestions(excerptQuestionsFile);
    const { report } = await runBench(store, questions, { modes: ['single', 'walk'], ks: [5, 10] });
    expect(report.modes.walk!.recall[5]).toBeGreaterThanOrEqual(report.modes.single!.recall[5]!);
    expect(report.modes.walk!.recall[10]).toBeGreaterThanOrEqual(report.modes.single!.recall[10]!);
    expect(report.modes.walk!.recallAll).toBeGreaterThan(report.modes.single!.recallAll);
  });

  it('validates its options, naming the bad one', async () => {
    await expect(search(store, question, { mode: 'walk', damping: 1.5 } as never)).rejects.toThrow(ConfigError);
    await expect(search(store, question, { mode: 'walk', passageWeight: -1 } as never)).rejects.toThrow(/invalid walk options: passageWeight/);
  });
});
