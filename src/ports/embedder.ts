/**
 * The embedder port: turns passages and questions into dense vectors. Retrieval modes and ingestion
 * see only this interface; the adapters are `OnnxEmbedder` (a small model in-process) and
 * `OpenAiEmbedder` (the embeddings endpoint of any OpenAI-compatible server).
 *
 * Documents and queries are separate calls because asymmetric models want them encoded differently
 * (BGE prefixes queries with an instruction, passages with nothing). Vectors are L2-normalized, so
 * cosine similarity is a dot product.
 */
export interface Embedder {
  /** Names the model, e.g. `bge-small-en-v1.5`; store it beside the vectors (vectors of two models never mix). */
  readonly modelId: string;
  /** Length of every vector returned. */
  readonly dimensions: number;
  /** Most texts one `embedDocuments` call sends to the model at once; larger inputs are split into batches. */
  readonly maxBatchSize: number;
  /** One normalized vector per text, in input order. */
  embedDocuments(texts: string[]): Promise<Float32Array[]>;
  /** The vector of a search query (with the model's query instruction, if it has one). */
  embedQuery(text: string): Promise<Float32Array>;
  /** Releases the model (ONNX session) or connection; the embedder is unusable afterwards. */
  close(): Promise<void>;
}
