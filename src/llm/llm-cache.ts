import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** A cache of LLM replies keyed by (prompt version, model, input hash). */
export interface LlmCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

export function llmCacheKey(promptVersion: string, model: string, input: string): string {
  return `hopgraph:llm:${promptVersion}:${model}:${createHash('sha256').update(input).digest('hex').slice(0, 40)}`;
}

/** The Redis cache: a re-run of ingestion or of the bench does not pay twice. Failures never break a call. */
export class RedisLlmCache implements LlmCache {
  private readonly redis: Redis;

  constructor(url: string, private readonly ttlSeconds: number) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    this.redis.on('error', () => undefined);
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    try {
      await this.redis.set(key, value, 'EX', this.ttlSeconds);
    } catch {
      /* a cache write that fails costs a future call, nothing more */
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
