import { describe, expect, it } from 'vitest';
import { search } from '../../src/modes/search.js';
import { InputError } from '../../src/errors/input-error.js';
import { readBenchQuestions } from '../../src/eval/bench-question.js';
import { runBench } from '../../src/eval/run-bench.js';
import '../../src/modes/all-modes.js';
import { excerptQuestionsFile, useExcerptIndex } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';

const questionsFile = excerptQuestionsFile;

describe('retrieval primitives against the real Neo4j', () => {
  const { graph, store } = useExcerptIndex();

  it('full-text search at every granularity returns ranked hits with scores', async () => {
    const passages = await store.searchPassages('Lothair II mother', 5);
    expect(passages[0]).toMatchObject({ id: '2wiki-p00004', title: 'Lothair II' });
    expect(passages.length).toBeLessThanOrEqual(5);
    for (let index = 1; index < passages.length; index += 1) expect(passages[index - 1]!.score).toBeGreaterThanOrEqual(passages[index]!.score);

    const sentences = await store.searchSentences('second son of Emperor Lothair I', 3);
    expect(sentences[0]).toMatchObject({ passageId: '2wiki-p00004', passageTitle: 'Lothair II', text: 'He was the second son of Emperor Lothair I and Ermengarde of Tours.' });

    const triples = await store.searchTriples('Ermengarde of Tours daughter Hugh', 5);
    expect(triples.length).toBeGreaterThan(0);
    expect(triples.some((triple) => triple.passageId === '2wiki-p00005' && triple.subjectKey === 'ermengarde of tours')).toBe(true);

    const entities = await store.searchEntities('Lothair', 10);
    expect(entities.map((entity) => entity.key)).toContain('lothair ii');
  });

  it('user text never reaches Lucene or Cypher syntax, and hostile text leaves the graph unchanged', async () => {
    const before = await graph.fingerprint();
    for (const text of ['title:x AND (', "'}) DETACH DELETE n //", 'Lothair* OR ~1 \\', 'MATCH (n) DETACH DELETE n', '"unbalanced']) {
      await expect(store.searchPassages(text, 3)).resolves.toBeInstanceOf(Array);
      await expect(store.searchTriples(text, 3)).resolves.toBeInstanceOf(Array);
    }
    await expect(store.searchPassages('*~\\', 3)).rejects.toBeInstanceOf(InputError);
    expect(await graph.fingerprint()).toBe(before);
  });

  it('expands across granularities in one round trip each', async () => {
    const contents = await store.passageContents(['2wiki-p00005', '2wiki-p00004', '2wiki-p00005', 'missing']);
    expect(contents.map((content) => content.id)).toEqual(['2wiki-p00005', '2wiki-p00004']);
    const lothair = contents[1]!;
    expect(lothair.sentences.map((sentence) => sentence.position)).toEqual(lothair.sentences.map((_, index) => index));
    expect(lothair.entities[0]).toEqual({ key: 'lothair ii', name: 'Lothair II' });
    expect(lothair.subjects).toEqual(['Lothair II']);
    expect(lothair.triples.some((triple) => triple.objectKey === 'ermengarde of tours' || triple.subjectKey === 'ermengarde of tours')).toBe(true);

    const sentenceId = lothair.sentences[1]!.id;
    const tripleId = lothair.triples[0]!.id;
    const owners = await store.passagesOf([sentenceId, tripleId, 'nope']);
    expect(owners.get(sentenceId)).toEqual({ id: '2wiki-p00004', title: 'Lothair II' });
    expect(owners.get(tripleId)).toEqual({ id: '2wiki-p00004', title: 'Lothair II' });
    expect(owners.has('nope')).toBe(false);

    const around = await store.entityTriples(['ermengarde of tours'], 50);
    expect(around.length).toBeGreaterThan(1);
    expect(around.every((triple) => triple.subjectKey === 'ermengarde of tours' || triple.objectKey === 'ermengarde of tours')).toBe(true);

    const neighbours = await store.neighbourSentences([sentenceId], 1);
    expect(neighbours.map((sentence) => sentence.position)).toEqual([0, 1, 2].filter((position) => position < lothair.sentences.length));

    const about = await store.passagesAbout(['ermengarde of tours', 'lothair ii', 'nobody at all']);
    expect(about.map((hit) => hit.id)).toEqual(['2wiki-p00005', '2wiki-p00004']);
  });

  it('single mode returns typed, ranked passages with the sentences and triples that matched', async () => {
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'single', topK: 3 });
    expect(result).toMatchObject({ mode: 'single', answer: null, llmCalls: 0, tokens: 0 });
    expect(result.passages).toHaveLength(3);
    expect(result.passages[0]).toMatchObject({ id: '2wiki-p00004', title: 'Lothair II', hop: 0 });
    expect(result.passages[0]!.sentences.length).toBeGreaterThan(0);
    expect(result.ms).toBeGreaterThan(0);
    await expect(search(store, '   ', { mode: 'single' })).rejects.toBeInstanceOf(InputError);
    await expect(search(store, 'x'.repeat(5000), { mode: 'single' })).rejects.toThrow(/limit is 4000/);
    await expect(search(store, 'who', { mode: 'nonsense' })).rejects.toThrow(/unknown mode "nonsense"/);
    await expect(search(store, 'who', { mode: 'single', topK: 0 })).rejects.toThrow(/topK/);
  });

  it('bench smoke: metrics over a real slice, shaped as documented', async () => {
    const questions = readBenchQuestions(questionsFile);
    const { report } = await runBench(store, questions, { modes: ['single'], ks: [2, 5], warmup: 1 });
    expect(report.questions).toBe(questions.length);
    const single = report.modes.single!;
    expect(single.recall['5']).toBeGreaterThanOrEqual(single.recall['2']!);
    expect(single.recall['5']).toBeGreaterThan(0.5);
    expect(single.recall['5']).toBeLessThanOrEqual(1);
    expect(single).toMatchObject({ em: null, f1: null, llmCalls: 0, tokens: 0, errors: 0, avgReturned: 5 });
    expect(Object.keys(single.byType!)).toEqual(expect.arrayContaining(['compositional', 'comparison']));

    const cli = await runCli(['bench', '--questions', questionsFile, '--modes', 'single', '--k', '2,5', '--limit', '3', '--json', '--no-progress']);
    expect(cli.code).toBe(0);
    const parsed = JSON.parse(cli.stdout) as { questions: number; modes: Record<string, { recall: Record<string, number>; latencyMs: { p50: number; p95: number } }> };
    expect(parsed.questions).toBe(3);
    expect(Object.keys(parsed.modes.single!.recall)).toEqual(['2', '5']);
    expect(parsed.modes.single!.latencyMs.p95).toBeGreaterThanOrEqual(parsed.modes.single!.latencyMs.p50);
  });

  it('bench: recall over the whole ranked pool, per-column options, and a loud stop on invalid options', async () => {
    const questions = readBenchQuestions(questionsFile).slice(0, 4);
    const { report, outcomes } = await runBench(store, questions, { modes: ['single', 'rarag', 'hop-rrf:maxHops=1'], ks: [2], warmup: 0 });
    // single ranks only what it returns; rarag ranks a pool larger than the cut-off, and the bench counts it.
    expect(report.modes.single!.avgReturned).toBeLessThanOrEqual(2);
    expect(report.modes.rarag!.avgReturned).toBeGreaterThan(2);
    expect(report.modes.rarag!.recallAll).toBeGreaterThanOrEqual(report.modes.rarag!.recall['2']!);
    for (const outcome of outcomes) expect(outcome.ranked.slice(0, outcome.returned.length)).toEqual(outcome.returned);
    // The column's own option reached the mode: one hop only.
    const hopTraces = outcomes.filter((outcome) => outcome.mode === 'hop-rrf:maxHops=1').map((outcome) => outcome.trace as { chains: { hops: unknown[] }[] });
    expect(hopTraces).toHaveLength(questions.length);
    for (const trace of hopTraces) for (const chain of trace.chains) expect(chain.hops).toHaveLength(1);
    await expect(runBench(store, questions, { modes: ['hop-rrf:maxHops=0'], ks: [2], warmup: 0 })).rejects.toThrow(/bench mode "hop-rrf:maxHops=0".*maxHops/);
  });
});
