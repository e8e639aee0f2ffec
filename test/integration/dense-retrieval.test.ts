import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors/config-error.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { openRetrievalStore } from '../../src/graph/neo4j/open-retrieval-store.js';
import { EMBEDDING_MODEL_META_KEY, runIngest } from '../../src/ingest/run-ingest.js';
import { search } from '../../src/modes/search.js';
import '../../src/modes/all-modes.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));

describe('dense and hybrid retrieval: passage vectors in a Neo4j vector index, every mode on any first stage', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  let opened: Awaited<ReturnType<typeof openRetrievalStore>>;

  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    const summary = await runIngest(config, graph, { files: [excerpt], embed: 'local' });
    expect(summary.failedBatches).toEqual([]);
    opened = await openRetrievalStore(config, graph, { dense: true });
  });
  afterAll(async () => {
    await opened?.close();
    await graph.close();
  });

  it('stores one vector per passage with its model, and records the model for queries', async () => {
    const row = await graph.read('test', async (transaction) =>
      (await transaction.run('MATCH (p:Passage) RETURN count(p.embedding) AS vectors, collect(DISTINCT p.embeddingModel) AS models, size(head(collect(p.embedding))) AS dimensions')).records[0]!.toObject(),
    );
    expect(row).toEqual({ vectors: 150, models: ['bge-small-en-v1.5'], dimensions: 384 });
    expect(await graph.getMeta(EMBEDDING_MODEL_META_KEY)).toBe('bge-small-en-v1.5');
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

  it('every mode runs on the hybrid first stage', async () => {
    for (const mode of ['single', 'rarag', 'hop-rrf', 'megrag', 'auto']) {
      const result = await search(opened.store, "When did Lothair Ii's mother die?", { mode, topK: 5, retriever: 'hybrid' });
      expect(result.passages.map((passage) => passage.id), mode).toContain('2wiki-p00004');
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
      const betaStore = await openRetrievalStore(betaConfig, beta, { dense: true });
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
});
