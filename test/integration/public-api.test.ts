import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, createHopgraph, type Hopgraph, type IngestEvent, type MegragTrace } from '../../src/index.js';
import { InputError } from '../../src/errors/input-error.js';
import { OpenAiStubServer, openIeReplyFrom } from '../helpers/openai-stub-server.js';
import { testConfig } from '../helpers/test-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const excerptRecords = readFileSync(excerpt, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const QUESTION = "When did Lothair Ii's mother die?";
/** The suite's own collections, so it never meets another suite's data. */
const COLLECTION = 'public-api';
const DENSE = 'public-api-dense';
const SYNC = 'public-api-sync';
const LLM = 'public-api-llm';
const DOCS = 'public-api-docs';

/**
 * docs/api.md as a test: its ```js blocks in order form one script; a comment line right under a
 * `console.log` line (and the comment lines straight after it) is a line the script must print.
 */
function docsScript(): { script: string; expectedLines: string[] } {
  const markdown = readFileSync(fileURLToPath(new URL('../../docs/api.md', import.meta.url)), 'utf8');
  const blocks = [...markdown.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const expectedLines: string[] = [];
  for (const block of blocks) {
    let expecting = false;
    for (const line of block.split('\n')) {
      const comment = /^\s*\/\/ (.*)$/.exec(line);
      if (comment && expecting) expectedLines.push(comment[1]!);
      else expecting = !comment && line.includes('console.log(');
    }
  }
  return { script: blocks.join('\n'), expectedLines };
}

describe('public API: createHopgraph and hg.graph.* against the real Neo4j', () => {
  let hg: Hopgraph;
  const queue = testConfig().ingest.queue;
  const events: IngestEvent[] = [];

  beforeAll(async () => {
    hg = await createHopgraph({ config: { collection: COLLECTION, ingest: { queue } } });
    const { Neo4jGraphStore } = await import('../../src/graph/neo4j/neo4j-graph-store.js');
    const store = new Neo4jGraphStore(hg.config);
    await store.applySchema();
    await store.close();
    for (const name of [COLLECTION, DENSE, SYNC, LLM, DOCS]) await hg.withCollection(name).reset();
    await hg.ingest(excerpt, { onEvent: (event) => events.push(event) });
  });
  afterAll(async () => {
    for (const name of [COLLECTION, DENSE, SYNC, LLM, DOCS]) await hg.withCollection(name).reset();
    await hg.close();
  });

  it('reports ingest progress as typed events, from start to end', () => {
    expect(events[0]).toMatchObject({ type: 'ingest-start', files: [excerpt] });
    expect(events.at(-1)).toEqual({ type: 'ingest-end', interrupted: false });
    const done = events.filter((event): event is Extract<IngestEvent, { type: 'batch-done' }> => event.type === 'batch-done');
    const enqueued = events.filter((event) => event.type === 'batch-enqueued');
    expect(done.length).toBe(enqueued.length);
    expect(done.reduce((sum, event) => sum + event.passages, 0)).toBe(excerptRecords.length);
    const bytesTotal = (events[0] as Extract<IngestEvent, { type: 'ingest-start' }>).bytesTotal;
    expect(Math.max(...done.map((event) => event.bytesDone))).toBe(bytesTotal);
  });

  it("hg.graph.stats() counts the collection's nodes and relationships", async () => {
    const stats = await hg.graph.stats();
    expect(stats.labels.Passage).toBe(excerptRecords.length);
    expect(stats.labels.Sentence).toBe(stats.relationships.HAS_SENTENCE);
    expect(stats.labels.Triple).toBe(stats.relationships.HAS_TRIPLE);
    expect(stats.relationships.ABOUT).toBe(excerptRecords.length);
    expect(await hg.stats()).toEqual(stats);
    expect((await hg.collections()).find((collection) => collection.name === COLLECTION)).toEqual({ name: COLLECTION, ...stats });
  });

  it('ingests records given directly, naming bad ones <records>:N', async () => {
    const summary = await hg.ingest([{ id: 'api-1', title: 'Api Test', text: 'Api Test was founded by Jane Roe in 1999.' }, { id: 'api-2' }, 42]);
    expect(summary).toMatchObject({ accepted: 1, rejected: 2, passages: 1 });
    expect(summary.errors).toEqual([
      { file: '<records>', line: 2, reason: 'missing field "text"' },
      { file: '<records>', line: 3, reason: 'expected a JSON object, got number' },
    ]);
    expect((await hg.graph.triples({ subject: 'api test', relation: 'founded', limit: 5 })).map((triple) => triple.object)).toContain('Jane Roe');
  });

  it('searches and answers through the same typed result; answer() reasons to the answer', async () => {
    const result = await hg.search(QUESTION, { mode: 'single', topK: 2 });
    expect(result.passages[0]?.id).toBe('2wiki-p00004');
    expect(result.answer).toBeNull();
    const answered = await hg.answer(QUESTION, { topK: 2 });
    expect(answered.mode).toBe('megrag');
    expect(answered.answer).toBe('20 March 851');
    expect(answered.passages.map((passage) => passage.title)).toEqual(['Lothair II', 'Ermengarde of Tours']);
  });

  it('persist: true writes the megrag run into Neo4j and returns its id in the trace', async () => {
    const result = await hg.answer(QUESTION, { mode: 'megrag', persist: true });
    const trace = result.trace as MegragTrace;
    expect(trace.runId).toMatch(/\S/);
    const { Neo4jGraphStore } = await import('../../src/graph/neo4j/neo4j-graph-store.js');
    const store = new Neo4jGraphStore(hg.config);
    try {
      const rows = await store.read('persisted run', async (transaction) =>
        (
          await transaction.run(
            `MATCH (run:Run {collection: $collection, id: $runId})-[:FIRST_STEP]->(:Step)-[:NEXT*0..]->(step:Step)
             RETURN run.answer AS answer, run.mode AS mode, step.index AS index, step.query AS query ORDER BY index`,
            { collection: COLLECTION, runId: trace.runId },
          )
        ).records.map((record) => record.toObject()),
      );
      expect(rows).toEqual(trace.steps.map((step) => ({ answer: '20 March 851', mode: 'megrag', index: step.step, query: step.query })));
    } finally {
      await store.close();
    }
  });

  it('resolves an entity by normalized key with its passages, counts and aliases', async () => {
    const entity = await hg.graph.entity('  LOTHAIR ii ');
    expect(entity).toMatchObject({ key: 'lothair ii', name: 'Lothair II', aliases: [], passages: [{ id: '2wiki-p00004', title: 'Lothair II' }] });
    expect(entity!.tripleCount).toBeGreaterThan(2);
    // "Ung flukt" is only a mention's surface form ("Ung Flukt" elsewhere); no triple names it.
    expect(await hg.graph.entity('Ung Flukt')).toEqual({ key: 'ung flukt', name: 'Ung Flukt', aliases: ['Ung flukt'], passages: [], tripleCount: 0, mentionCount: 2 });
    // "début" (a mention's spelling) under the key of its unaccented form.
    expect((await hg.graph.entity('debut'))?.aliases).toEqual(['début']);
    expect(await hg.graph.entity('No Such Entity Anywhere')).toBeNull();
  });

  it('matches triple patterns, each triple backed by its sentence and passage', async () => {
    const bySubject = await hg.graph.triples({ subject: 'Ermengarde of Tours', limit: 10 });
    expect(bySubject.length).toBeGreaterThan(0);
    for (const triple of bySubject) {
      expect(triple.subjectKey).toBe('ermengarde of tours');
      expect(triple.sentence.text.length).toBeGreaterThan(0);
      expect(triple.passage.id).toMatch(/^2wiki-p/);
    }
    const byRelation = await hg.graph.triples({ relation: 'DIED ON', limit: 5 });
    expect(byRelation.every((triple) => triple.relation.toLowerCase().includes('died on'))).toBe(true);
    const both = await hg.graph.triples({ subject: 'Lothair II', object: 'Ermengarde of Tours' });
    expect(both.every((triple) => triple.objectKey === 'ermengarde of tours')).toBe(true);
    await expect(hg.graph.triples({})).rejects.toBeInstanceOf(InputError);
    await expect(hg.graph.triples({ subject: 'x', limit: 0 })).rejects.toThrow(/limit must be an integer/);
  });

  it('walks neighbours by depth and finds evidence paths', async () => {
    const neighbors = await hg.graph.neighbors('Lothair II', { depth: 2, limit: 30 });
    expect(neighbors.some((neighbor) => neighbor.entity.key === 'ermengarde of tours' && neighbor.depth === 1)).toBe(true);
    expect(neighbors.every((neighbor) => neighbor.depth >= 1 && neighbor.depth <= 2)).toBe(true);
    const paths = await hg.graph.paths('Lothair II', 'Hugh of Tours', { maxHops: 3 });
    expect(paths.length).toBeGreaterThan(0);
    const path = paths[0]!;
    expect(path.entities[0]!.key).toBe('lothair ii');
    expect(path.entities.at(-1)!.key).toBe('hugh of tours');
    expect(path.edges).toHaveLength(path.entities.length - 1);
    expect(path.edges.every((edge) => edge.sentence.id.length > 0)).toBe(true);
    await expect(hg.graph.paths('a', 'b', { maxHops: 9 })).rejects.toThrow(/maxHops/);
  });

  it('returns a passage with its sentences and triples', async () => {
    const passage = await hg.graph.passage('2wiki-p00005');
    expect(passage?.title).toBe('Ermengarde of Tours');
    expect(passage!.sentences.length).toBeGreaterThan(1);
    expect(passage!.triples).toContainEqual(
      expect.objectContaining({ subject: 'Ermengarde of Tours', relation: 'was the daughter of', object: 'Hugh of Tours', objectKey: 'hugh of tours', sentenceId: '2wiki-p00005#s0' }),
    );
    const sentenceIds = new Set(passage!.sentences.map((sentence) => sentence.id));
    expect(passage!.triples.every((triple) => sentenceIds.has(triple.sentenceId))).toBe(true);
    expect(await hg.graph.passage('missing')).toBeNull();
  });

  it('rejects bad createHopgraph and ingest options with a ConfigError naming the field', async () => {
    await expect(createHopgraph({ config: { ingest: { batchSize: 0 } } })).rejects.toThrow(/invalid configuration: ingest\.batchSize: /);
    await expect(createHopgraph({ verify: 'yes' } as never)).rejects.toThrow(/invalid createHopgraph options: verify: .*expected boolean/);
    await expect(createHopgraph({ conifg: {} } as never)).rejects.toThrow(/Unrecognized key: "conifg"/);
    const bad = createHopgraph({ configFile: 42 } as never);
    await expect(bad).rejects.toBeInstanceOf(ConfigError);
    await expect(bad).rejects.toThrow(/configFile/);
    await expect(hg.ingest([], { triples: 'openie' } as never)).rejects.toThrow(/invalid ingest options: triples: /);
    await expect(hg.ingest([], { embed: true } as never)).rejects.toThrow(/invalid ingest options: embed: /);
    await expect(hg.ingest([], { batchsize: 5 } as never)).rejects.toThrow(/Unrecognized key: "batchsize"/);
  });

  it('dense and hybrid search use the model the collection was embedded with (ingest embed: local)', async () => {
    const dense = hg.withCollection(DENSE);
    const summary = await dense.ingest(excerptRecords.slice(0, 20), { embed: 'local' });
    expect(summary).toMatchObject({ passages: 20, failedBatches: [] });
    for (const retriever of ['dense', 'hybrid'] as const) {
      const result = await dense.search('Which king of Lotharingia was the son of Emperor Lothair I?', { mode: 'single', topK: 3, retriever });
      expect(result.passages.map((passage) => passage.id), retriever).toContain('2wiki-p00004');
    }
    // The lexical-only collection has no vectors: the retriever says what to do.
    await expect(hg.search(QUESTION, { retriever: 'dense' })).rejects.toThrow(/dense retriever needs passage vectors/);

    // A changed passage ingested without embedding has no vector: dense search through the API
    // refuses and names it (the handle checked once above and checks again after its own ingest) …
    const changed = { ...excerptRecords[0]!, text: `${excerptRecords[0]!.text} Changed for the test.` };
    await dense.ingest([changed]);
    await expect(dense.search(QUESTION, { mode: 'single', retriever: 'dense' })).rejects.toThrow(new RegExp(`1 passages of collection "${DENSE}" have no .* vector \\(${changed.id}\\)`));
    // … until it is embedded again; reembed is accepted by the API's ingest options.
    await dense.ingest([changed], { embed: 'local', reembed: true });
    expect((await dense.search(QUESTION, { mode: 'single', retriever: 'hybrid', topK: 3 })).passages.length).toBe(3);
  });

  it('sync: true deletes the passages the input no longer holds', async () => {
    const synced = hg.withCollection(SYNC);
    await synced.ingest(excerptRecords.slice(0, 3));
    const summary = await synced.ingest(excerptRecords.slice(0, 2), { sync: true });
    expect(summary).toMatchObject({ deleted: 1, unchanged: 2 });
    expect((await synced.stats()).labels.Passage).toBe(2);
    expect(await synced.graph.passage(excerptRecords[2]!.id)).toBeNull();
  });

  it("triples: 'llm' extracts with the configured LLM (the local OpenAI-compatible stub)", async () => {
    const stub = await new OpenAiStubServer().start();
    stub.onRequest((body) => openIeReplyFrom(body));
    const withLlm = await createHopgraph({ config: { collection: LLM, ingest: { queue }, llm: { baseUrl: stub.baseUrl, maxRetries: 0, cache: false } } });
    try {
      const summary = await withLlm.ingest([{ id: 'llm-1', title: 'Gianni Versace', text: 'Gianni Versace founded Versace in 1978. He was born in Reggio Calabria.' }], { triples: 'llm' });
      expect(summary).toMatchObject({ passages: 1, triples: 2, llmCalls: 1, failedBatches: [] });
      expect((await withLlm.graph.triples({ subject: 'Gianni Versace' })).map((triple) => triple.object).sort()).toEqual(['Fact 0', 'Fact 1']);
    } finally {
      await withLlm.close();
      await stub.stop();
    }
  });

  it('the plain-ESM example runs from the built package and exits by itself', () => {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const run = spawnSync(process.execPath, ['examples/basic-usage.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, HOPGRAPH_QUEUE: queue, HOPGRAPH_COLLECTION: COLLECTION },
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('ingested 150 passages');
    expect(run.stdout).toContain('answer: 20 March 851');
    expect(run.stdout).toContain('path: Lothair II → Ermengarde of Tours → Hugh of Tours');
  });

  it('docs/api.md: its examples run in order against the built package and print what the page says', () => {
    const { script, expectedLines } = docsScript();
    expect(expectedLines.length).toBeGreaterThan(10);
    const directory = fileURLToPath(new URL('../../.hopgraph/test/', import.meta.url));
    mkdirSync(directory, { recursive: true });
    // Inside the package, so `import ... from 'hopgraph'` resolves to the built package itself.
    writeFileSync(`${directory}docs-api.mjs`, script);
    const run = spawnSync(process.execPath, [`${directory}docs-api.mjs`], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, HOPGRAPH_QUEUE: queue, HOPGRAPH_COLLECTION: DOCS },
      timeout: 180_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const printed = run.stdout.split('\n');
    for (const line of expectedLines) expect(printed, line).toContain(line);
  });
});
