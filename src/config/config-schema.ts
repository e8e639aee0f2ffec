import { z } from 'zod';

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
      })
      .strict()
      .prefault({}),
  })
  .strict();

export type HopgraphConfig = z.infer<typeof configSchema>;
export type HopgraphConfigInput = z.input<typeof configSchema>;
