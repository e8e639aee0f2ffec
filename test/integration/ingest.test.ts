import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';
import { startWorker, waitForDrain, withQueue } from '../helpers/worker-processes.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const excerptLines = readFileSync(excerpt, 'utf8').trim().split('\n');
const directory = mkdtempSync(join(tmpdir(), 'hopgraph-ingest-'));

describe('ingestion into the real Neo4j through the real BullMQ queue', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config);
  let cleanFingerprint = '';

  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
  });
  afterAll(async () => {
    await store.close();
  });

  it('builds the cross-granularity index from a real 2Wiki excerpt', async () => {
    const summary = await runIngest(config, store, { files: [excerpt] });
    expect(summary).toMatchObject({ accepted: 150, rejected: 0, passages: 150, unchanged: 0, failedBatches: [], interrupted: false });
    const stats = await store.stats();
    expect(stats.labels.Passage).toBe(150);
    expect(stats.labels.Sentence).toBe(summary.sentences);
    expect(stats.labels.Triple).toBe(summary.triples);
    expect(stats.relationships.HAS_SENTENCE).toBe(stats.labels.Sentence);
    expect(stats.relationships.HAS_TRIPLE).toBe(stats.labels.Triple);
    expect(stats.relationships.SUBJECT).toBe(stats.labels.Triple);
    expect(stats.relationships.OBJECT).toBe(stats.labels.Triple);
    // Every passage of n sentences has n - 1 NEXT links.
    expect(stats.relationships.NEXT).toBe(stats.labels.Sentence! - 150);
    expect(stats.relationships.ABOUT).toBe(150);
    expect(summary.sentences / 150).toBeGreaterThan(2);
    expect(summary.triples / summary.sentences).toBeGreaterThan(0.8);
    expect(await store.orphans()).toEqual(NO_ORPHANS);

    // The Lothair II passage: its sentences in order, a triple linking Lothair II to his mother's entity.
    const lothair = await store.read('test', async (transaction) =>
      (
        await transaction.run(
          `MATCH (p:Passage {collection: $collection, id: '2wiki-p00004'})-[r:HAS_SENTENCE]->(s:Sentence)
           RETURN p.title AS title, s.text AS text, r.position AS position ORDER BY position`,
          { collection: store.collection },
        )
      ).records.map((record) => ({ title: record.get('title') as string, text: record.get('text') as string })),
    );
    expect(lothair[0]?.title).toBe('Lothair II');
    expect(lothair.map((row) => row.text)).toContain('He was the second son of Emperor Lothair I and Ermengarde of Tours.');
    const linked = await store.read('test', async (transaction) =>
      (
        await transaction.run(
          `MATCH (:Passage {collection: $collection, id: '2wiki-p00004'})-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t:Triple)-[:SUBJECT|OBJECT]->(e:Entity {key: 'ermengarde of tours'})
           RETURN count(t) AS count`,
          { collection: store.collection },
        )
      ).records[0]?.get('count') as number,
    );
    expect(linked).toBeGreaterThan(0);
    cleanFingerprint = await store.fingerprint();
  });

  it('re-ingesting the same file changes nothing', async () => {
    const summary = await runIngest(config, store, { files: [excerpt] });
    expect(summary).toMatchObject({ accepted: 150, passages: 150, unchanged: 150, sentences: 0, triples: 0 });
    expect(await store.fingerprint()).toBe(cleanFingerprint);
  });

  it('a passage whose text changed is replaced without leaving orphans, and changing it back restores the graph', async () => {
    const changed = excerptLines.map((line) => {
      const record = JSON.parse(line) as { id: string; title: string; text: string };
      if (record.id === '2wiki-p00004') record.text = 'Lothair II was a Frankish king. He married Teutberga in 855.';
      return JSON.stringify(record);
    });
    const changedFile = join(directory, 'changed.jsonl');
    writeFileSync(changedFile, `${changed.join('\n')}\n`);
    const summary = await runIngest(config, store, { files: [changedFile] });
    expect(summary).toMatchObject({ passages: 150, unchanged: 149 });
    const texts = await store.read('test', async (transaction) =>
      (await transaction.run(`MATCH (:Passage {collection: $collection, id: '2wiki-p00004'})-[:HAS_SENTENCE]->(s:Sentence) RETURN s.text AS text ORDER BY s.position`, { collection: store.collection })).records.map(
        (record) => record.get('text') as string,
      ),
    );
    expect(texts).toEqual(['Lothair II was a Frankish king.', 'He married Teutberga in 855.']);
    expect(await store.orphans()).toEqual(NO_ORPHANS);
    expect(await store.fingerprint()).not.toBe(cleanFingerprint);
    await runIngest(config, store, { files: [excerpt] });
    expect(await store.fingerprint()).toBe(cleanFingerprint);
  });

  it('two standalone worker processes on one queue build exactly the graph one worker builds', async () => {
    await store.reset();
    const workerConfig = { ...config, ingest: { ...config.ingest, batchSize: 10 } };
    const enqueued = await runIngest(workerConfig, store, { files: [excerpt], wait: false });
    expect(enqueued).toMatchObject({ accepted: 150, batches: 15, enqueuedOnly: true });
    const workers = [startWorker(config, 2), startWorker(config, 2)];
    await withQueue(config, store, workers, (queue) => waitForDrain(queue, 120_000));
    expect(await store.fingerprint()).toBe(cleanFingerprint);
  });

  it('bad input: every broken record is named file:line, the valid ones are all ingested, exit code 2', async () => {
    await store.reset();
    const badFile = join(directory, 'bad.jsonl');
    writeFileSync(
      badFile,
      Buffer.concat([
        Buffer.from(`${excerptLines[0]}\n`),
        Buffer.from('{"id": "broken", "text": \n'),
        Buffer.from('{"id": "no-text", "title": "T"}\n'),
        Buffer.from(`${excerptLines[1]}\n`),
        Buffer.from('{"id": "bad-utf8", "text": "'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('"}\n'),
        Buffer.from('{"id": "typed", "text": ["not", "a", "string"]}\n'),
        Buffer.from(`${excerptLines[0]}\n`),
        Buffer.from(`${excerptLines[2]}\n`),
      ]),
    );
    const result = await runCli(['ingest', badFile, '--json', '--no-progress'], { HOPGRAPH_QUEUE: config.ingest.queue });
    expect(result.code).toBe(2);
    const summary = JSON.parse(result.stdout) as { accepted: number; rejected: number; errors: Array<{ file: string; line: number; reason: string }>; passages: number };
    expect(summary.accepted).toBe(3);
    expect(summary.rejected).toBe(5);
    expect(summary.errors.map((error) => `${error.line}: ${error.reason}`)).toEqual([
      expect.stringMatching(/^2: malformed JSON/),
      '3: missing field "text"',
      '5: invalid UTF-8',
      '6: field "text" must be a string, got array',
      `7: duplicate id "2wiki-p00000" (first seen at ${badFile}:1); this record was skipped`,
    ]);
    expect(summary.errors.every((error) => error.file === badFile)).toBe(true);
    expect(result.stderr).toContain(`${badFile}:2: malformed JSON`);
    expect((await store.stats()).labels.Passage).toBe(3);
  });
});

