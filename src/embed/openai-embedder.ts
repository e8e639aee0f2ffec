import OpenAI from 'openai';
import { HopgraphError } from '../errors/hopgraph-error.js';
import type { Embedder } from '../ports/embedder.js';
import { normalizeVector } from './pooling.js';

export interface OpenAiEmbedderOptions {
  /** OpenAI-compatible base URL (`config.llm.baseUrl`); unset means api.openai.com. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  /** Expected vector length; sent as `dimensions` when `sendDimensions` (models that can shorten, e.g. text-embedding-3-*). */
  dimensions: number;
  sendDimensions?: boolean;
  /** Texts per request. */
  batchSize?: number;
  /** Prepended to queries (e.g. BGE's instruction when the server runs BGE). */
  queryPrefix?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * The remote adapter: the `/embeddings` endpoint of any OpenAI-compatible server (OpenAI, Ollama,
 * vLLM, llama.cpp, text-embeddings-inference) through the `openai` package, which retries 429, 5xx
 * and timeouts with backoff. Vectors are requested as floats, checked for length and re-normalized
 * (not every server normalizes).
 */
export class OpenAiEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;
  readonly maxBatchSize: number;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    // Prefixed so a stored model id says which adapter made the vectors.
    this.modelId = `openai:${options.model}`;
    this.dimensions = options.dimensions;
    this.maxBatchSize = options.batchSize ?? 64;
    this.client = new OpenAI({
      // Local servers need no key; the client insists on a non-empty string.
      apiKey: options.apiKey ?? 'not-needed',
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 3,
    });
  }

  async embedDocuments(texts: string[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += this.maxBatchSize) {
      vectors.push(...(await this.request(texts.slice(start, start + this.maxBatchSize))));
    }
    return vectors;
  }

  async embedQuery(text: string): Promise<Float32Array> {
    const [vector] = await this.request([(this.options.queryPrefix ?? '') + text]);
    return vector!;
  }

  async close(): Promise<void> {
    // The client holds no connection that needs closing.
  }

  private async request(input: string[]): Promise<Float32Array[]> {
    if (input.length === 0) return [];
    let response: OpenAI.Embeddings.CreateEmbeddingResponse;
    try {
      response = await this.client.embeddings.create({
        model: this.options.model,
        input,
        encoding_format: 'float',
        ...(this.options.sendDimensions ? { dimensions: this.dimensions } : {}),
      });
    } catch (error) {
      throw new HopgraphError('HOPGRAPH_EMBED_UNAVAILABLE', `embedding call to ${this.options.baseUrl ?? 'api.openai.com'} (${this.options.model}) failed: ${(error as Error).message}`, {
        retriable: true,
        cause: error,
        hint: 'check llm.baseUrl / OPENAI_BASE_URL, the API key and embed.model, or use embed.provider "local"',
      });
    }
    const vectors = new Array<Float32Array>(input.length);
    for (const item of response.data) {
      const values = item.embedding as unknown;
      if (!Array.isArray(values) || values.length !== this.dimensions) {
        throw new HopgraphError(
          'HOPGRAPH_EMBED_DIMENSIONS',
          `${this.options.model} returned a vector of length ${Array.isArray(values) ? values.length : typeof values}, expected ${this.dimensions}`,
          { hint: 'set embed.dimensions to the model\'s vector length' },
        );
      }
      if (item.index < 0 || item.index >= input.length) throw new HopgraphError('HOPGRAPH_EMBED_RESPONSE', `embedding index ${item.index} out of range`);
      vectors[item.index] = normalizeVector(Float32Array.from(values as number[]));
    }
    for (let index = 0; index < input.length; index++) {
      if (!vectors[index]) throw new HopgraphError('HOPGRAPH_EMBED_RESPONSE', `${this.options.model} returned no vector for input ${index} of ${input.length}`);
    }
    return vectors;
  }
}
