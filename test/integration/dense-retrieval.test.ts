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

  it('re-ingesting with the same model skips everything; without vectors the dense retriever explains what to do', async () => {
    const again = await runIngest(config, graph, { files: [excerpt], embed: 'local' });
    expect(again.unchanged).toBe(150);
    await expect(search(new Neo4jRetrievalStore(graph), 'Lothair', { mode: 'single', retriever: 'dense' })).rejects.toThrow(/needs passage vectors and an embedder/);
    await expect(search(opened.store, 'Lothair', { mode: 'single', retriever: 'sideways' })).rejects.toThrow(/retriever/);
  });
});
