import { join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { HopgraphError } from '../errors/hopgraph-error.js';
import type { Embedder } from '../ports/embedder.js';
import type { LocalModelName } from './embed-config.js';
import { localModelCatalog, MODEL_FILE, TOKENIZER_FILE, type LocalModelSpecification } from './local-model-catalog.js';
import { hasModelFiles } from './model-directory.js';
import { poolHiddenStates } from './pooling.js';
import { WordPieceTokenizer, type TokenIds } from './wordpiece-tokenizer.js';

export interface OnnxEmbedderOptions {
  modelName: LocalModelName;
  /** Folder with `model.onnx` and `tokenizer.json`. */
  directory: string;
  /** Texts per ONNX run. */
  batchSize?: number;
  /** Longest input in tokens, `[CLS]`/`[SEP]` included (capped at the model's own limit). */
  maxTokens?: number;
  /** Intra-op threads; 0 or unset lets onnxruntime choose (one per physical core). */
  threads?: number;
}

/**
 * The local adapter: a BERT sentence-embedding model (BGE-small, MiniLM) run in-process by
 * onnxruntime-node on the CPU, tokenized by our own WordPiece tokenizer.
 *
 * A batch is tokenized, sorted by length and cut into runs of similar length, so padding (wasted
 * work) stays small; vectors come back in input order, pooled and L2-normalized.
 */
export class OnnxEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;
  readonly maxBatchSize: number;
  private readonly maxTokens: number;
  private readonly needsTokenTypes: boolean;

  private constructor(
    private readonly specification: LocalModelSpecification,
    private readonly session: InferenceSession,
    private readonly tokenizer: WordPieceTokenizer,
    options: OnnxEmbedderOptions,
  ) {
    this.modelId = specification.name;
    this.dimensions = specification.dimensions;
    this.maxBatchSize = options.batchSize ?? 32;
    this.maxTokens = Math.min(options.maxTokens ?? specification.maxModelTokens, specification.maxModelTokens);
    this.needsTokenTypes = session.inputNames.includes('token_type_ids');
  }

  static async create(options: OnnxEmbedderOptions): Promise<OnnxEmbedder> {
    const specification = localModelCatalog[options.modelName];
    if (!hasModelFiles(options.directory)) {
      throw new HopgraphError('HOPGRAPH_EMBED_NO_MODEL', `no ${MODEL_FILE} and ${TOKENIZER_FILE} in ${options.directory}`, {
        hint: `run \`hopgraph model fetch --model ${options.modelName}\`, or set HOPGRAPH_EMBED_MODEL_DIR to a folder holding both files`,
      });
    }
    const tokenizer = WordPieceTokenizer.fromFile(join(options.directory, TOKENIZER_FILE));
    const session = await InferenceSession.create(join(options.directory, MODEL_FILE), {
      executionProviders: ['cpu'],
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      intraOpNumThreads: options.threads ?? 0,
      interOpNumThreads: 1,
      // Busy-waiting worker threads collapse throughput when the cores are shared (Neo4j, workers).
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
    if (!session.outputNames.includes('last_hidden_state')) {
      await session.release();
      throw new HopgraphError('HOPGRAPH_EMBED_MODEL', `${options.directory}/${MODEL_FILE} has no last_hidden_state output (outputs: ${session.outputNames.join(', ')})`);
    }
    return new OnnxEmbedder(specification, session, tokenizer, options);
  }

  async embedDocuments(texts: string[]): Promise<Float32Array[]> {
    return this.embedTexts(texts);
  }

  async embedQuery(text: string): Promise<Float32Array> {
    const [vector] = await this.embedTexts([this.specification.queryPrefix + text]);
    return vector!;
  }

  /** Token ids as the model sees them (for tests and measurements). */
  encode(text: string): TokenIds {
    return this.tokenizer.encode(text, this.maxTokens);
  }

  async close(): Promise<void> {
    await this.session.release();
  }

  private async embedTexts(texts: string[]): Promise<Float32Array[]> {
    const encoded = texts.map((text) => this.tokenizer.encode(text, this.maxTokens));
    const order = encoded.map((_, index) => index).sort((left, right) => encoded[right]!.length - encoded[left]!.length);
    const vectors = new Array<Float32Array>(texts.length);
    for (let start = 0; start < order.length; start += this.maxBatchSize) {
      const indices = order.slice(start, start + this.maxBatchSize);
      const batchVectors = await this.runBatch(indices.map((index) => encoded[index]!));
      indices.forEach((index, position) => (vectors[index] = batchVectors[position]!));
    }
    return vectors;
  }

  private async runBatch(batch: TokenIds[]): Promise<Float32Array[]> {
    const sequence = Math.max(...batch.map((ids) => ids.length));
    const size = batch.length * sequence;
    const inputIds = new BigInt64Array(size).fill(BigInt(this.tokenizer.paddingId));
    const attentionMask = new BigInt64Array(size);
    batch.forEach((ids, row) => {
      for (let position = 0; position < ids.length; position++) {
        inputIds[row * sequence + position] = BigInt(ids[position]!);
        attentionMask[row * sequence + position] = 1n;
      }
    });
    const dims = [batch.length, sequence];
    const feeds: Record<string, Tensor> = {
      input_ids: new Tensor('int64', inputIds, dims),
      attention_mask: new Tensor('int64', attentionMask, dims),
    };
    if (this.needsTokenTypes) feeds.token_type_ids = new Tensor('int64', new BigInt64Array(size), dims);
    const output = await this.session.run(feeds, ['last_hidden_state']);
    const hidden = output.last_hidden_state!;
    try {
      const dimensions = Number(hidden.dims[2]);
      if (dimensions !== this.dimensions) {
        throw new HopgraphError('HOPGRAPH_EMBED_MODEL', `${this.modelId} returned ${dimensions}-dimensional vectors, expected ${this.dimensions}`);
      }
      return poolHiddenStates(hidden.data as Float32Array, attentionMask, { batch: batch.length, sequence, dimensions }, this.specification.pooling);
    } finally {
      hidden.dispose();
    }
  }
}
