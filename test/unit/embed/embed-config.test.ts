import { describe, expect, it } from 'vitest';
import { embedConfigSchema } from '../../../src/embed/embed-config.js';
import { modelDirectory } from '../../../src/embed/model-directory.js';
import { passageEmbeddingText } from '../../../src/embed/passage-embedding-text.js';
import { createEmbedder } from '../../../src/embed/create-embedder.js';
import { resolve } from 'node:path';

const llm = { timeoutMs: 1000, maxRetries: 0 };

describe('embed configuration', () => {
  it('defaults to the local BGE-small model', () => {
    expect(embedConfigSchema.parse({})).toEqual({ provider: 'local', localModel: 'bge-small-en-v1.5', model: 'text-embedding-3-small', batchSize: 32, maxTokens: 256, threads: 0 });
  });

  it('rejects unknown local models and settings', () => {
    expect(() => embedConfigSchema.parse({ localModel: 'gte-large' })).toThrow();
    expect(() => embedConfigSchema.parse({ pooling: 'max' })).toThrow();
  });

  it('finds the model folder: environment, then configured folder, then <dataDir>/models/<model>', () => {
    const options = { dataDir: '.hopgraph', modelName: 'bge-small-en-v1.5', modelDir: 'custom' };
    expect(modelDirectory(options, { HOPGRAPH_EMBED_MODEL_DIR: '/models/bge' })).toBe('/models/bge');
    expect(modelDirectory(options, {})).toBe(resolve('custom'));
    expect(modelDirectory({ dataDir: '.hopgraph', modelName: 'bge-small-en-v1.5' }, {})).toBe(resolve('.hopgraph/models/bge-small-en-v1.5'));
  });

  it('embeds a passage from its title and text', () => {
    expect(passageEmbeddingText({ title: 'Teutberga', text: 'Teutberga was a queen.' })).toBe('Teutberga\nTeutberga was a queen.');
    expect(passageEmbeddingText({ title: '', text: 'No title.' })).toBe('No title.');
  });

  it('builds no embedder for provider none, and asks for dimensions with provider openai', async () => {
    expect(await createEmbedder({ embed: embedConfigSchema.parse({ provider: 'none' }), llm, dataDir: '.hopgraph' })).toBeUndefined();
    await expect(createEmbedder({ embed: embedConfigSchema.parse({ provider: 'openai' }), llm, dataDir: '.hopgraph' })).rejects.toThrow(/needs embed.dimensions/);
    const embedder = await createEmbedder({ embed: embedConfigSchema.parse({ provider: 'openai', model: 'nomic-embed-text', dimensions: 768 }), llm, dataDir: '.hopgraph' });
    expect(embedder).toMatchObject({ modelId: 'openai:nomic-embed-text', dimensions: 768, maxBatchSize: 32 });
  });

  it('says how to get a missing local model', async () => {
    const embed = embedConfigSchema.parse({ modelDir: '/nonexistent/model' });
    await expect(createEmbedder({ embed, llm, dataDir: '.hopgraph' })).rejects.toMatchObject({ code: 'HOPGRAPH_EMBED_NO_MODEL', hint: expect.stringContaining('hopgraph model fetch') });
  });
});
