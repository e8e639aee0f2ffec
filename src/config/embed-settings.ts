import { z } from 'zod';

/** Embedding models the local (ONNX) provider knows how to fetch and run. */
export const localModelNames = ['bge-small-en-v1.5', 'all-minilm-l6-v2'] as const;
export type LocalModelName = (typeof localModelNames)[number];

/**
 * The `embed` block of the configuration (`config-schema.ts`: `embed: embedConfigSchema.prefault({})`);
 * it lives with the configuration, the base layer, and `src/embed/embed-config.ts` re-exports it.
 *
 * - `provider`: `local` runs `localModel` in-process with onnxruntime-node; `openai` calls the
 *   embeddings endpoint of `llm.baseUrl` with `model`; `none` disables dense retrieval.
 * - `modelDir`: a folder holding `model.onnx` and `tokenizer.json` (default:
 *   `<dataDir>/models/<localModel>`, filled by `hopgraph model fetch`).
 */
export const embedConfigSchema = z
  .object({
    provider: z.enum(['local', 'openai', 'none']).default('local'),
    localModel: z.enum(localModelNames).default('bge-small-en-v1.5'),
    modelDir: z.string().min(1).optional(),
    /** Model name sent to the OpenAI-compatible endpoint. */
    model: z.string().min(1).default('text-embedding-3-small'),
    /** Vector length; for `openai` it is sent as `dimensions` (models that support shortening) and checked. */
    dimensions: z.number().int().min(1).max(8192).optional(),
    /** Texts per model call (local: per ONNX run; openai: per request). */
    batchSize: z.number().int().min(1).max(2048).default(32),
    /** Longest input in tokens (local); longer texts are truncated. */
    maxTokens: z.number().int().min(8).max(512).default(256),
    /** ONNX intra-op threads (local); 0 lets onnxruntime choose (one per physical core). */
    threads: z.number().int().min(0).max(256).default(0),
  })
  .strict();

export type EmbedConfig = z.infer<typeof embedConfigSchema>;
export type EmbedConfigInput = z.input<typeof embedConfigSchema>;
