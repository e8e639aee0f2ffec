import { Redis } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { redactUrl } from '../config/load-config.js';

/**
 * Connection options for BullMQ, from REDIS_URL. Options (not a client instance) are passed so that
 * BullMQ owns, and closes, the connections it makes. Workers need `maxRetriesPerRequest: null`.
 */
export function redisConnectionOptions(config: Pick<HopgraphConfig, 'redis'>): ConnectionOptions {
  return { url: config.redis.url, maxRetriesPerRequest: null };
}

/** Fails fast, with a message naming REDIS_URL, when Redis does not answer. */
export async function assertRedisReachable(config: Pick<HopgraphConfig, 'redis'>, timeoutMs = 3000): Promise<void> {
  const probe = new Redis(config.redis.url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new ServiceUnavailableError('redis', `Redis at REDIS_URL=${redactUrl(config.redis.url)} is unreachable: ${(error as Error).message}`, {
      hint: 'start it with `hopgraph up`, or set REDIS_URL',
      cause: error,
    });
  } finally {
    probe.disconnect();
  }
}
