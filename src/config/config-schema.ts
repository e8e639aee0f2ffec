import { z } from 'zod';
import { COLLECTION_NAME_PATTERN, DEFAULT_COLLECTION } from './collection-name.js';
import { embedConfigSchema } from './embed-settings.js';

/** The one configuration schema. Every setting has a default that works on a fresh machine with no network. */
export const configSchema = z
  .object({
    neo4j: z
      .object({
        uri: z.string().regex(/^(bolt|neo4j)(\+s|\+ssc)?:\/\/.+/, 'must be a bolt:// or neo4j:// URI').default('bolt://127.0.0.1:7687'),
        username: z.string().min(1).default('neo4j'),
        password: z.string().default(''),
        database: z.string().min(1).default('neo4j'),
      })
      .strict()
      .prefault({}),
    redis: z
      .object({
        url: z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL').default('redis://127.0.0.1:6379'),
      })
      .strict()
      .prefault({}),
    /**
     * The collection every command works in: ingestion, retrieval, graph queries, stats, reset and
     * delete see only its passages, sentences, triples and entities.
     */
    collection: z
      .string()
      .regex(COLLECTION_NAME_PATTERN, 'must be 1–64 letters, digits, "_" or "-", starting with a letter or digit')
      .default(DEFAULT_COLLECTION),
    /** Where `hopgraph up` keeps the embedded Neo4j's jars, data, logs and pid files. */
    dataDir: z.string().min(1).default('.hopgraph'),
    embedded: z
      .object({
        heap: z.string().regex(/^\d+[mg]$/).default('2g'),
        pageCache: z.string().regex(/^\d+[mg]$/).default('2g'),
        httpPort: z.number().int().min(1).max(65535).default(7474),
        startTimeoutSeconds: z.number().int().min(5).max(900).default(180),
      })
      .strict()
      .prefault({}),
    ingest: z
      .object({
        queue: z.string().min(1).regex(/^[^:]+$/, 'must not contain ":" (BullMQ uses it as a separator)').default('hopgraph-ingest'),
        batchSize: z.number().int().min(1).max(5000).default(500),
        concurrency: z.number().int().min(1).max(64).default(2),
        maxRecordBytes: z.number().int().min(1024).default(1_000_000),
        attempts: z.number().int().min(1).max(100).default(8),
        /** How long a worker holds a batch's lock; a worker that dies is noticed after about this long. */
        lockDurationMs: z.number().int().min(1000).default(60_000),
        /** How often workers look for stalled batches (held by a dead worker) and take them over. */
        stalledIntervalMs: z.number().int().min(1000).default(30_000),
      })
      .strict()
      .prefault({}),
    /** Dense retrieval: which embedding model (ingest embeds only with `--embed`). */
    embed: embedConfigSchema.prefault({}),
    /**
     * The optional OpenAI-compatible LLM (OpenAI, Ollama, vLLM, llama.cpp server …). Nothing uses it
     * unless a command or option asks for an LLM path (`--triples llm`, `decomposer: 'llm'`, …).
     */
    llm: z
      .object({
        baseUrl: z.string().url().optional(),
        apiKey: z.string().optional(),
        extractionModel: z.string().min(1).default('gpt-4o-mini'),
        reasoningModel: z.string().min(1).default('gpt-4o-mini'),
        timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
        maxRetries: z.number().int().min(0).max(10).default(3),
        temperature: z.number().min(0).max(2).default(0),
        /** Per-question budget: beyond it, LLM steps fall back to their non-LLM paths. */
        budget: z
          .object({
            calls: z.number().int().min(1).default(12),
            tokens: z.number().int().min(100).default(40_000),
            ms: z.number().int().min(100).default(60_000),
          })
          .strict()
          .prefault({}),
        /** Cache replies in Redis by (prompt version, model, input hash). */
        cache: z.boolean().default(true),
        cacheTtlSeconds: z.number().int().min(60).default(30 * 24 * 3600),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export type HopgraphConfig = z.infer<typeof configSchema>;
export type HopgraphConfigInput = z.input<typeof configSchema>;
