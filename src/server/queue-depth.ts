import { Queue } from 'bullmq';
import type { HopgraphConfig } from '../config/config-schema.js';
import { Neo4jGraphStore } from '../graph/neo4j/neo4j-graph-store.js';
import { resolveQueueName } from '../queue/queue-name.js';
import { redisConnectionOptions } from '../queue/redis-connection.js';

export type QueueCounts = Record<'waiting' | 'active' | 'delayed' | 'prioritized' | 'failed', number>;

/**
 * Reads the ingest queue's job counts (the queue this server's database uses: `resolveQueueName`).
 * The queue is opened on the first read; a read that fails (Redis or Neo4j down) gives undefined.
 */
export class QueueDepth {
  private queue: Promise<Queue> | undefined;

  constructor(private readonly config: HopgraphConfig) {}

  private open(): Promise<Queue> {
    this.queue ??= (async () => {
      // The queue name includes the database id; this short-lived store reads it once.
      const store = new Neo4jGraphStore(this.config);
      try {
        const queue = new Queue(await resolveQueueName(this.config, store), { connection: redisConnectionOptions(this.config) });
        queue.on('error', () => undefined);
        return queue;
      } finally {
        await store.close();
      }
    })();
    this.queue.catch(() => (this.queue = undefined));
    return this.queue;
  }

  async counts(timeoutMs = 2000): Promise<QueueCounts | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const read = this.open().then((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'));
      const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
      const counts = await Promise.race([read, timeout]);
      read.catch(() => undefined);
      return counts as QueueCounts | undefined;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const queue = await this.queue?.catch(() => undefined);
    await queue?.close();
  }
}
