import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors/config-error.js';
import { EmbeddingModelChangedError } from '../../src/embed/embedding-model-changed-error.js';
import { MissingVectorsError } from '../../src/embed/missing-vectors-error.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import type { HopgraphConfig } from '../../src/config/config-schema.js';
import type { RetrievalStore } from '../../src/ports/retrieval-store.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { EMBEDDING_MODEL_META_KEY } from '../../src/graph/collection-meta-keys.js';
import { search } from '../../src/modes/search.js';
import '../../src/modes/all-modes.js';
import { createIngestWorker } from '../../src/ingest/ingest-worker.js';
import { resolveQueueName } from '../../src/queue/queue-name.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
/** Retrieval as the CLI opens it: a runtime on `config` (its collection), lexical or dense; `close` closes the runtime. */
async function openRetrieval(config: HopgraphConfig, options: { dense: boolean }): Promise<{ store: RetrievalStore; close: () => Promise<void> }> {
  const runtime = openRuntime(config);
  try {
    return { store: await runtime.openRetrieval(options), close: () => runtime.close() };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

const excerptRecords = readFileSync(excerpt, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; title: string; text: string });

describe('dense and hybrid retrieval: passage vectors in a Neo4j vector index, every mode on any first stage', () => {
  // A collection of its own, so suites writing `default` at the same time do not disturb it.
  const config = { ...testConfig(), collection: 'test-dense' };
  const graph = new Neo4jGraphStore(config);
  let opened: Awaited<ReturnType<typeof openRetrieval>>;

  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    const summary = await runIngest(config, graph, { files: [excerpt], embed: 'local' });
    expect(summary.failedBatches).toEqual([]);
    opened = await openRetrieval(config, { dense: true });
  });
  afterAll(async () => {
    await opened?.close();
    await graph.reset();
    await graph.close();
  });

  it('stores one vector per passage with its model, and records the model for queries', async () => {
    const row = await graph.read('test', async (transaction) =>
      (
        await transaction.run(
          'MATCH (p:Passage {collection: $collection}) RETURN count(p.embedding) AS vectors, collect(DISTINCT p.embeddingModel) AS models, size(head(collect(p.embedding))) AS dimensions',
          { collection: 'test-dense' },
        )
      ).records[0]!.toObject(),
    );
    expect(row).toEqual({ vectors: 150, models: ['bge-small-en-v1.5'], dimensions: 384 });
    expect(await graph.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('bge-small-en-v1.5');
    // (Made sure first: a suite resetting every collection at the same time may just have dropped it.)
    await graph.ensureVectorIndex(384);
    await expect(graph.ensureVectorIndex(128)).rejects.toBeInstanceOf(ConfigError);
  });

  it('dense retrieval finds passages by meaning; hybrid fuses it with BM25', async () => {
    const dense = await opened.store.vectorPassages!('Which king of Lotharingia was the son of Emperor Lothair I?', 5);
    expect(dense.map((hit) => hit.id)).toContain('2wiki-p00004');
    for (const retriever of ['dense', 'hybrid'] as const) {
      const result = await search(opened.store, "When did Lothair Ii's mother die?", { mode: 'single', topK: 5, retriever });
      expect(result.passages.map((passage) => passage.id), retriever).toContain('2wiki-p00004');
    }
  });

  it('every mode runs on the dense and the hybrid first stage', async () => {
    for (const retriever of ['dense', 'hybrid'] as const) {
      for (const mode of ['single', 'rarag', 'hop-rrf', 'megrag', 'auto']) {
        const result = await search(opened.store, "When did Lothair Ii's mother die?", { mode, topK: 5, retriever });
        expect(result.passages.map((passage) => passage.id), `${mode}@${retriever}`).toContain('2wiki-p00004');
      }
    }
    // The dense first stage is really the one used: `single` returns the vector ranking itself, not BM25's.
    const question = 'Which ruler had Teutberga as wife?';
    const byVector = (await opened.store.vectorPassages!(question, 5)).map((hit) => hit.id);
    const byLexical = (await search(new Neo4jRetrievalStore(graph), question, { mode: 'single', topK: 5 })).passages.map((passage) => passage.id);
    expect(byVector).not.toEqual(byLexical);
    expect((await search(opened.store, question, { mode: 'single', topK: 5, retriever: 'dense' })).passages.map((passage) => passage.id)).toEqual(byVector);
  });

  it('an ingest with another embedding model is refused before it writes, naming both models and what to do', async () => {
    const before = await graph.fingerprint();
    const attempts = [
      { embed: { ...config.embed, localModel: 'all-minilm-l6-v2' as const }, provider: 'local' as const, model: 'all-minilm-l6-v2' },
      // The OpenAI-compatible provider is refused the same way; no request is made.
      { embed: { ...config.embed, model: 'stub-embed', dimensions: 384 }, provider: 'openai' as const, model: 'openai:stub-embed' },
    ];
    for (const attempt of attempts) {
      const error = (await runIngest({ ...config, embed: attempt.embed }, graph, { files: [excerpt], embed: attempt.provider }).catch((caught: unknown) => caught)) as EmbeddingModelChangedError;
      expect(error).toBeInstanceOf(EmbeddingModelChangedError);
      expect(error).toMatchObject({ code: 'HOPGRAPH_EMBED_MODEL_CHANGED', retriable: false, recordedModel: 'bge-small-en-v1.5', requestedModel: attempt.model });
      expect(error.message).toContain('bge-small-en-v1.5');
      expect(error.message).toContain(attempt.model);
      expect(error.hint).toContain('hopgraph reset --collection test-dense');
      expect(error.hint).toContain('--reembed');
    }
    expect(await graph.fingerprint()).toBe(before);
    expect(await graph.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('bge-small-en-v1.5');
  });

  it('--embed none keeps the vectors of unchanged passages; dense search names the changed ones until --embed embeds just them; --reembed switches the model for the whole collection', async () => {
    const name = 'test-dense-models';
    const store = graph.forCollection(name);
    const scoped = { ...config, collection: name };
    const minilm = { ...scoped, embed: { ...scoped.embed, localModel: 'all-minilm-l6-v2' as const } };
    const vectors = async (): Promise<Record<string, string | null>> =>
      Object.fromEntries(
        await store.read('test', async (transaction) =>
          (await transaction.run('MATCH (p:Passage {collection: $collection}) RETURN p.id AS id, CASE WHEN p.embedding IS NULL THEN null ELSE p.embeddingModel END AS model ORDER BY id', { collection: name })).records.map(
            (record) => [record.get('id') as string, record.get('model') as string | null],
          ),
        ),
      );
    const records = [
      { id: 'm-a', title: 'Quokka Tower', text: 'Quokka Tower was designed by Ottoline Brennan. It stands in Zanzibar City.' },
      { id: 'm-b', title: 'Ottoline Brennan', text: 'Ottoline Brennan was born in Valparaiso. She studied architecture in Lisbon.' },
      { id: 'm-c', title: 'Harbour Ferry', text: 'The Harbour Ferry crosses the bay every hour between the two piers.' },
    ];
    const changed = records.map((record) => (record.id === 'm-b' ? { ...record, text: 'Ottoline Brennan was born in Valparaiso. She later taught structural engineering in Porto.' } : record));
    await store.reset();
    try {
      expect((await runIngest(scoped, store, { records, embed: 'local' })).withoutVectors).toBeUndefined();
      expect(await vectors()).toEqual({ 'm-a': 'bge-small-en-v1.5', 'm-b': 'bge-small-en-v1.5', 'm-c': 'bge-small-en-v1.5' });

      const lexicalRun = await runIngest(scoped, store, { records: changed, embed: 'none' });
      expect(lexicalRun).toMatchObject({ unchanged: 2, embeddingModel: 'bge-small-en-v1.5', withoutVectors: { count: 1, ids: ['m-b'] } });
      expect(await vectors()).toEqual({ 'm-a': 'bge-small-en-v1.5', 'm-b': null, 'm-c': 'bge-small-en-v1.5' });
      expect(await store.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('bge-small-en-v1.5');
      const refused = (await openRetrieval(scoped, { dense: true }).catch((caught: unknown) => caught)) as MissingVectorsError;
      expect(refused).toBeInstanceOf(MissingVectorsError);
      expect(refused).toMatchObject({ code: 'HOPGRAPH_VECTORS_MISSING', count: 1, passageIds: ['m-b'], model: 'bge-small-en-v1.5' });
      expect(refused.message).toContain('m-b');
      expect(refused.hint).toContain('--embed local');
      // The lexical first stage does not need vectors and is not refused.
      await (await openRetrieval(scoped, { dense: false })).close();

      const embedRun = await runIngest(scoped, store, { records: changed, embed: 'local' });
      expect(embedRun.unchanged).toBe(2);
      expect(embedRun.withoutVectors).toBeUndefined();
      expect(await vectors()).toEqual({ 'm-a': 'bge-small-en-v1.5', 'm-b': 'bge-small-en-v1.5', 'm-c': 'bge-small-en-v1.5' });
      const bge = await openRetrieval(scoped, { dense: true });
      const bgeHits = (await bge.store.vectorPassages!('Where did the architect teach engineering?', 1)).map((hit) => hit.id);
      await bge.close();
      expect(bgeHits).toEqual(['m-b']);

      // --reembed with only one record given: the other two are re-embedded from their stored text.
      const reembedded = await runIngest(minilm, store, { records: changed.slice(0, 1), embed: 'local', reembed: true });
      expect(reembedded).toMatchObject({ reembeddedFromStore: 2, embeddingModel: 'all-minilm-l6-v2', failedBatches: [] });
      expect(reembedded.withoutVectors).toBeUndefined();
      expect(await vectors()).toEqual({ 'm-a': 'all-minilm-l6-v2', 'm-b': 'all-minilm-l6-v2', 'm-c': 'all-minilm-l6-v2' });
      expect(await store.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('all-minilm-l6-v2');
      const switched = await openRetrieval(scoped, { dense: true });
      try {
        expect((await switched.store.vectorPassages!('Where did the architect teach engineering?', 1)).map((hit) => hit.id)).toEqual(['m-b']);
      } finally {
        await switched.close();
      }
      // The old model is now the other one: refused the same way.
      await expect(runIngest(scoped, store, { records: changed, embed: 'local' })).rejects.toMatchObject({ code: 'HOPGRAPH_EMBED_MODEL_CHANGED', recordedModel: 'all-minilm-l6-v2' });
      await expect(runIngest(scoped, store, { records: changed, reembed: true })).rejects.toThrow(/--reembed needs --embed/);
    } finally {
      await store.reset();
    }
  });

  it('the model is recorded when the ingest starts, also with --no-wait (before any worker ran)', async () => {
    const name = 'test-dense-no-wait';
    const store = graph.forCollection(name);
    // A queue of its own that no worker serves: the batches stay enqueued.
    const scoped = { ...testConfig(), collection: name };
    await store.reset();
    try {
      const summary = await runIngest(scoped, store, { files: [excerpt], embed: 'local', wait: false });
      expect(summary.enqueuedOnly).toBe(true);
      expect((await store.stats()).labels.Passage ?? 0).toBe(0);
      expect(await store.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('bge-small-en-v1.5');
      await expect(runIngest({ ...scoped, embed: { ...scoped.embed, localModel: 'all-minilm-l6-v2' } }, store, { files: [excerpt], embed: 'local', wait: false })).rejects.toBeInstanceOf(
        EmbeddingModelChangedError,
      );
    } finally {
      await store.reset();
    }
  });

  it('dense search stays in its collection: the shared vector index is over-fetched and filtered, widening for a small collection', async () => {
    const lothair = readFileSync(excerpt, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; title: string; text: string })
      .find((record) => record.id === '2wiki-p00004')!;
    const betaName = 'test-dense-beta';
    const beta = graph.forCollection(betaName);
    const betaConfig = { ...config, collection: betaName };
    await beta.reset();
    try {
      // Beta holds a copy of the passage default's dense search ranks first, plus two unrelated ones.
      const records = [
        { id: 'beta-lothair', title: lothair.title, text: lothair.text },
        { id: 'beta-2', title: 'Quokka Tower', text: 'Quokka Tower was designed by Ottoline Brennan. It stands in Zanzibar City.' },
        { id: 'beta-3', title: 'Ottoline Brennan', text: 'Ottoline Brennan was born in Valparaiso. She studied architecture in Lisbon.' },
      ];
      expect((await runIngest(betaConfig, beta, { records, embed: 'local' })).passages).toBe(3);
      const betaStore = await openRetrieval(betaConfig, { dense: true });
      try {
        const question = 'Which king of Lotharingia was the son of Emperor Lothair I?';
        const inDefault = (await opened.store.vectorPassages!(question, 10)).map((hit) => hit.id);
        expect(inDefault).toContain('2wiki-p00004');
        expect(inDefault.filter((id) => id.startsWith('beta-'))).toEqual([]);
        // 3 passages among 153 vectors: the first 100 candidates need not hold them all.
        const inBeta = (await betaStore.store.vectorPassages!(question, 5)).map((hit) => hit.id);
        expect(inBeta[0]).toBe('beta-lothair');
        expect([...inBeta].sort()).toEqual(['beta-2', 'beta-3', 'beta-lothair']);
        const hybrid = await search(betaStore.store, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', topK: 5, retriever: 'hybrid' });
        expect(hybrid.passages.every((passage) => passage.id.startsWith('beta-'))).toBe(true);
      } finally {
        await betaStore.close();
      }
    } finally {
      await beta.reset();
    }
  });

  it('re-ingesting with the same model skips everything; without vectors the dense retriever explains what to do', async () => {
    const again = await runIngest(config, graph, { files: [excerpt], embed: 'local' });
    expect(again.unchanged).toBe(150);
    await expect(search(new Neo4jRetrievalStore(graph), 'Lothair', { mode: 'single', retriever: 'dense' })).rejects.toThrow(/needs passage vectors and an embedder/);
    await expect(search(opened.store, 'Lothair', { mode: 'single', retriever: 'sideways' })).rejects.toThrow(/retriever/);
  });

  it('a long-running worker recreates the shared vector index that a reset elsewhere dropped before its next embedding batch', async () => {
    const name = 'test-dense-worker';
    const store = graph.forCollection(name);
    const scoped = { ...testConfig(), collection: name };
    await store.reset();
    const worker = createIngestWorker(scoped, graph, { queueName: await resolveQueueName(scoped, store) });
    try {
      const first = await runIngest(scoped, store, { records: excerptRecords.slice(0, 5), embed: 'local', inProcessWorkers: false });
      expect(first).toMatchObject({ passages: 5, failedBatches: [] });
      // What `hopgraph reset` of the last embedded collection does in another process: no vectors left, so the index goes.
      await graph.write('test', (transaction) => transaction.run('DROP INDEX passage_embedding IF EXISTS'));
      const second = await runIngest(scoped, store, { records: excerptRecords.slice(5, 10), embed: 'local', inProcessWorkers: false });
      expect(second).toMatchObject({ passages: 5, failedBatches: [] });
      const indexes = await graph.read('test', async (transaction) =>
        Number((await transaction.run("SHOW VECTOR INDEXES YIELD name WHERE name = 'passage_embedding' RETURN count(*) AS n")).records[0]!.get('n')),
      );
      expect(indexes).toBe(1);
      const scopedOpened = await openRetrieval(scoped, { dense: true });
      try {
        expect((await scopedOpened.store.vectorPassages!(excerptRecords[7]!.title, 3)).map((hit) => hit.id)).toContain(excerptRecords[7]!.id);
      } finally {
        await scopedOpened.close();
      }
    } finally {
      await worker.close();
      await store.reset();
      await graph.ensureVectorIndex(384);
    }
  });
});
