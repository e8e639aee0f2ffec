import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { search } from '../../src/modes/search.js';
import { modeNames } from '../../src/modes/mode-registry.js';
import { InputError } from '../../src/errors/input-error.js';
import '../../src/modes/all-modes.js';
import { fuzzStrings } from '../helpers/fuzz-strings.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-hostile-'));

const hostileQuestions = [
  'title:x AND (',
  '*',
  '~',
  '\\',
  "'}) DETACH DELETE n //",
  'MATCH (n) DETACH DELETE n RETURN 1',
  '"unbalanced quote of Lothair',
  'Where was the father of the founder of Versace born? '.repeat(180).slice(0, 9990),
  '',
  '   \t\n ',
  'Где родился отец основателя Версаче?',
  '東京の創設者は誰ですか',
  '🙂🙂 who directed Polish Wedding? 🎬',
  'Lothair II\u0000 mother',
];

describe('hostile questions and corpora never crash, never alter the graph, and stay bounded', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  let fingerprint = '';

  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerpt] });
    fingerprint = await graph.fingerprint();
  });
  afterAll(async () => graph.close());

  it('every mode answers or rejects each hostile question with an InputError, in bounded time', async () => {
    for (const mode of modeNames()) {
      for (const question of hostileQuestions) {
        const started = performance.now();
        try {
          const result = await search(store, question, { mode, topK: 5 });
          expect(Array.isArray(result.passages)).toBe(true);
        } catch (error) {
          expect(error, `${mode}: ${JSON.stringify(question.slice(0, 40))}`).toBeInstanceOf(InputError);
        }
        expect(performance.now() - started, `${mode}: ${JSON.stringify(question.slice(0, 40))}`).toBeLessThan(10_000);
      }
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  });

  it('the CLI: rejected questions exit 2 with a one-line reason, the others answer, never a stack trace', async () => {
    const cases: Array<[string, number]> = [
      ['', 2],
      ['   ', 2],
      ['*', 2],
      ['x'.repeat(10_000), 2],
      ['title:x AND (', 0],
      ["'}) DETACH DELETE n //", 0],
      ['🙂 Где родился Lothair?', 0],
    ];
    for (const [question, code] of cases) {
      const result = await runCli(['query', question, '--mode', 'auto', '--json']);
      expect(result.code, question.slice(0, 30)).toBe(code);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      if (code === 2) expect(result.stderr.trim().split('\n').filter((line) => !line.startsWith('hint:'))).toHaveLength(1);
      else expect(JSON.parse(result.stdout).mode).toBe('auto');
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  });

  it('a few hundred fuzzed questions through every mode: results or InputError only', async () => {
    for (const question of fuzzStrings(150, 7)) {
      for (const mode of modeNames()) {
        await search(store, question, { mode, topK: 3 }).catch((error: unknown) => expect(error).toBeInstanceOf(InputError));
      }
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  });

  it('broken corpora: a 50 MB line, NUL bytes, numbers and arrays as records, deep nesting, duplicate ids with different text, truncation', async () => {
    const file = join(directory, 'hostile.jsonl');
    const out = createWriteStream(file);
    out.write('{"id": "ok-1", "title": "Fine", "text": "Fine Record was founded by Jane Roe."}\n');
    out.write(`{"id": "huge", "text": "${'y'.repeat(50 * 1024 * 1024)}"}\n`);
    out.write('{"id": "nul", "title": "Nul\\u0000Title", "text": "Text with a NUL\\u0000 inside."}\n');
    out.write('42\n');
    out.write('[{"text": "an array"}]\n');
    out.write(`${'['.repeat(5000)}${']'.repeat(5000)}\n`);
    out.write(`{"id": "deep", "text": "deep", "extra": ${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}\n`);
    out.write('{"id": "ok-1", "title": "Fine", "text": "A different text under the same id."}\n');
    out.write('{"id": "cut", "text": "truncated');
    await new Promise<void>((resolve) => out.end(resolve));
    const started = performance.now();
    const result = await runCli(['ingest', file, '--json', '--no-progress'], { HOPGRAPH_QUEUE: config.ingest.queue });
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(result.code).toBe(2);
    const summary = JSON.parse(result.stdout) as { accepted: number; rejected: number; errors: Array<{ line: number; reason: string }> };
    expect(summary.accepted).toBe(3);
    expect(summary.errors.map((error) => error.line)).toEqual([2, 4, 5, 6, 8, 9]);
    expect(summary.errors[0]!.reason).toMatch(/larger than the limit/);
    expect(summary.errors[4]!.reason).toMatch(/duplicate id "ok-1" .* skipped/);
    expect(summary.errors[5]!.reason).toMatch(/malformed JSON/);
    const nul = await graph.read('test', async (transaction) => (await transaction.run("MATCH (p:Passage {id: 'nul'}) RETURN p.title AS title, p.text AS text")).records[0]!.toObject());
    expect(nul).toEqual({ title: 'NulTitle', text: 'Text with a NUL inside.' });
    const fine = await graph.read('test', async (transaction) => (await transaction.run("MATCH (p:Passage {id: 'ok-1'}) RETURN p.text AS text")).records[0]!.get('text'));
    expect(fine).toBe('Fine Record was founded by Jane Roe.');
  });

  it('100,000 tiny records stream through with bounded memory', async () => {
    const file = join(directory, 'tiny.jsonl');
    writeFileSync(file, Array.from({ length: 100_000 }, (_, index) => JSON.stringify({ id: `tiny-${index}`, text: `Item ${index} is small.` })).join('\n'));
    const summary = await runIngest(config, graph, { files: [file] });
    expect(summary).toMatchObject({ accepted: 100_000, rejected: 0, passages: 100_000, failedBatches: [] });
    expect((await graph.stats()).labels.Passage).toBeGreaterThanOrEqual(100_000);
  });
});
