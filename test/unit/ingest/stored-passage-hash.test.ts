import { describe, expect, it } from 'vitest';
import { PASSAGE_ANALYSIS_VERSION, passageHash, storedHashMatches, storedPassageHash } from '../../../src/ingest/passage-ids.js';
import { embeddingModelId } from '../../../src/embed/embedding-model-id.js';
import { OpenAiEmbedder } from '../../../src/embed/openai-embedder.js';

describe('the stored passage hash does not depend on embedding', () => {
  const hash = storedPassageHash('Title', 'Some text.');

  it('is the content hash and the analysis version (plus a non-default triple extractor), whatever the embedding', () => {
    expect(hash).toBe(`${passageHash('Title', 'Some text.')}.${PASSAGE_ANALYSIS_VERSION}`);
    expect(storedPassageHash('Title', 'Some text.', 'llm')).toBe(`${hash}-llm`);
    expect(storedPassageHash('Title', 'Other text.')).not.toBe(hash);
  });

  it('does not match a passage an earlier analysis wrote (content hash alone): it is analysed again', () => {
    expect(storedHashMatches({ hash: passageHash('Title', 'Some text.') }, hash)).toBe(false);
    expect(storedHashMatches({ hash: passageHash('Title', 'Some text.'), embeddingModel: 'bge-small-en-v1.5' }, hash)).toBe(false);
  });

  it('matches a passage stored before, whose hash carried its vector model, only with that model', () => {
    expect(storedHashMatches({ hash }, hash)).toBe(true);
    expect(storedHashMatches({ hash, embeddingModel: 'bge-small-en-v1.5' }, hash)).toBe(true);
    expect(storedHashMatches({ hash: `${hash}-bge-small-en-v1.5`, embeddingModel: 'bge-small-en-v1.5' }, hash)).toBe(true);
    expect(storedHashMatches({ hash: `${hash}-bge-small-en-v1.5` }, hash)).toBe(false);
    expect(storedHashMatches({ hash: `${hash}-bge-small-en-v1.5`, embeddingModel: 'all-minilm-l6-v2' }, hash)).toBe(false);
    expect(storedHashMatches(undefined, hash)).toBe(false);
  });

  it('names models as the adapters do, without loading them', () => {
    expect(embeddingModelId({ localModel: 'all-minilm-l6-v2', model: 'text-embedding-3-small' }, 'local')).toBe('all-minilm-l6-v2');
    expect(embeddingModelId({ localModel: 'all-minilm-l6-v2', model: 'text-embedding-3-small' }, 'openai')).toBe('openai:text-embedding-3-small');
    // The id recorded at ingest start must be the one the adapter stamps on its vectors.
    const adapter = new OpenAiEmbedder({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'unused', model: 'text-embedding-3-small', dimensions: 4 });
    expect(adapter.modelId).toBe(embeddingModelId({ localModel: 'bge-small-en-v1.5', model: 'text-embedding-3-small' }, 'openai'));
    void adapter.close();
  });
});
