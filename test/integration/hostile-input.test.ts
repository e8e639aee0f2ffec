import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { MAX_QUESTION_LENGTH, search } from '../../src/modes/search.js';
import { modeNames } from '../../src/modes/mode-registry.js';
import { InputError } from '../../src/errors/input-error.js';
import '../../src/modes/all-modes.js';
import { fuzzStrings } from '../helpers/fuzz-strings.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-hostile-'));

/**
 * The documented rule (README, "Hostile input"): a question is rejected with an InputError (CLI: exit
 * 2 and one line) only when it is empty or whitespace-only, longer than MAX_QUESTION_LENGTH
 * characters, or has no searchable word at all (no letter, mark or digit, in any script: `*`, `~`,
 * `\\`, punctuation or emoji alone). Every other question — Lucene or Cypher syntax, any script, emoji
 * around words — is answered. Returns the reason a question is rejected, or undefined.
 */
function rejectionReason(question: string): RegExp | undefined {
  if (question.trim().length === 0) return /the question is empty/;
  if (question.length > MAX_QUESTION_LENGTH) return /characters long; the limit is 4000/;
  if (!/[\p{L}\p{M}\p{N}]/u.test(question.normalize('NFC'))) return /has no searchable words/;
  return undefined;
}

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
  'ジョン・レノンの父親はどこで生まれましたか',
  'أين ولد والد مؤسس فيرساتشي؟',
  'वर्साचे के संस्थापक के पिता का जन्म कहाँ हुआ था?',
  '🙂🙂 who directed Polish Wedding? 🎬',
  '🙂🎬👍',
  'Lothair II\u0000 mother',
];

// The rule itself, on the questions above: these and only these are rejected.
const expectedRejected = ['*', '~', '\\', 'Where was the father of the founder of Versace born? '.repeat(180).slice(0, 9990), '', '   \t\n ', '🙂🎬👍'];

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

  it('the rule rejects exactly the empty, too long and wordless questions of the list', () => {
    expect(hostileQuestions.filter((question) => rejectionReason(question) !== undefined)).toEqual(expectedRejected);
  });

  it('every mode answers each hostile question with words (any script, emoji around words) and rejects the others by the rule, in bounded time', async () => {
    for (const mode of modeNames()) {
      for (const question of hostileQuestions) {
        const label = `${mode}: ${JSON.stringify(question.slice(0, 40))}`;
        const reason = rejectionReason(question);
        const started = performance.now();
        const outcome = await search(store, question, { mode, topK: 5 }).then(
          (result) => ({ result }),
          (error: unknown) => ({ error }),
        );
        if (reason === undefined) {
          expect('result' in outcome ? 'answered' : String((outcome as { error: unknown }).error), label).toBe('answered');
          expect(Array.isArray((outcome as { result: { passages: unknown[] } }).result.passages), label).toBe(true);
        } else {
          expect((outcome as { error?: unknown }).error, label).toBeInstanceOf(InputError);
          expect(((outcome as { error: Error }).error).message, label).toMatch(reason);
        }
        expect(performance.now() - started, label).toBeLessThan(10_000);
      }
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  });

  it('a question in another script finds the passage written in it (the index tokenizes non-Latin text)', async () => {
    const collection = graph.forCollection('hostile-scripts');
    const scripts = new Neo4jRetrievalStore(collection);
    try {
      await collection.reset();
      await runIngest(config, collection, {
        records: [
          { id: 'ja', title: '東京', text: '東京は日本の首都です。' },
          { id: 'ru', title: 'Москва', text: 'Москва — столица России.' },
          { id: 'ar', title: 'القاهرة', text: 'القاهرة هي عاصمة مصر.' },
          { id: 'en', title: 'Paris', text: 'Paris is the capital of France.' },
        ],
      });
      for (const [question, id] of [
        ['日本の首都はどこですか', 'ja'],
        ['Какая столица России?', 'ru'],
        ['ما هي عاصمة مصر؟', 'ar'],
        ['🙂 capital of France? 🇫🇷', 'en'],
      ] as const) {
        const result = await search(scripts, question, { mode: 'single', topK: 1 });
        expect(result.passages[0]?.id, question).toBe(id);
      }
    } finally {
      await collection.reset();
    }
  });

  it('the CLI: rejected questions exit 2 with a one-line reason, the others answer, never a stack trace', async () => {
    const cases: Array<[string, number]> = [
      ['', 2],
      ['   ', 2],
      ['*', 2],
      ['~', 2],
      ['\\', 2],
      ['🙂🎬', 2],
      ['x'.repeat(10_000), 2],
      ['title:x AND (', 0],
      ["'}) DETACH DELETE n //", 0],
      ['🙂 Где родился Lothair?', 0],
      ['東京の創設者は誰ですか', 0],
      ['أين ولد والد مؤسس فيرساتشي؟', 0],
    ];
    for (const [question, code] of cases) {
      expect(rejectionReason(question) === undefined ? 0 : 2, question.slice(0, 30)).toBe(code);
      const result = await runCli(['query', question, '--mode', 'auto', '--json']);
      expect(result.code, question.slice(0, 30)).toBe(code);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      if (code === 2) {
        const lines = result.stderr.trim().split('\n').filter((line) => !line.startsWith('hint:'));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(rejectionReason(question)!);
      } else expect(JSON.parse(result.stdout).mode).toBe('auto');
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  // A CLI process per case (each loads the NLP model): generous, so a loaded machine does not fail it.
  }, 600_000);

  it('a few hundred fuzzed questions through every mode: answered, or rejected only by the rule', async () => {
    for (const question of fuzzStrings(150, 7)) {
      const reason = rejectionReason(question);
      for (const mode of modeNames()) {
        const label = `${mode}: ${JSON.stringify(question.slice(0, 40))}`;
        const error = await search(store, question, { mode, topK: 3 }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        if (reason === undefined) expect(error, label).toBeUndefined();
        else {
          expect(error, label).toBeInstanceOf(InputError);
          expect((error as Error).message, label).toMatch(reason);
        }
      }
    }
    expect(await graph.fingerprint()).toBe(fingerprint);
  // 900 searches (150 fuzzed questions × every mode): about a minute on an idle machine, several on a loaded one.
  }, 600_000);

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

  it('100,000 tiny records stream through the CLI under a 96 MB heap', async () => {
    // The CLI's live heap is ~46 MB once loaded (code, NLP model; under 48 MB it cannot start). The
    // duplicate-id check keeps 24–48 bytes per distinct id (SeenIds); when it kept a Map of id and
    // "file:line" strings (~160 bytes an id) this run ran out of a 64 MB heap after 62,500 records.
    // A reader or queue that held records (a few hundred bytes each) would not fit either. 96 MB since
    // stop 16: wink now re-learns each document's unknown words (src/nlp/wink.ts) and is rebuilt every
    // 100,000 of them, which needs room for a second model copy for a moment.
    const file = join(directory, 'tiny.jsonl');
    writeFileSync(file, Array.from({ length: 100_000 }, (_, index) => JSON.stringify({ id: `tiny-${index}`, text: `Item ${index} is small.` })).join('\n'));
    const result = await runCli(
      ['ingest', file, '--json', '--no-progress'],
      { HOPGRAPH_QUEUE: config.ingest.queue, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=96`.trim() },
      400_000,
    );
    expect(result.stderr).not.toMatch(/heap out of memory/);
    expect(result.code, result.stderr.slice(-2000)).toBe(0);
    const summary = JSON.parse(result.stdout) as { accepted: number; rejected: number; passages: number; failedBatches: unknown[] };
    expect(summary).toMatchObject({ accepted: 100_000, rejected: 0, passages: 100_000, failedBatches: [] });
    expect((await graph.stats()).labels.Passage).toBeGreaterThanOrEqual(100_000);
  }, 420_000);
});
