import type { HopgraphConfig } from '../config/config-schema.js';
import { openJobQueue, type OpenJobQueue } from '../queue/job-queue.js';
import { openRuntime } from '../runtime/runtime.js';

export type QueueCounts = Record<'waiting' | 'active' | 'delayed' | 'prioritized' | 'failed', number>;

/**
 * Reads the ingest queue's job counts (the queue this server's database uses: `resolveQueueName`).
 * The queue is opened on the first read; a read that fails (Redis or Neo4j down) gives undefined.
 */
export class QueueDepth {
  private queue: Promise<OpenJobQueue<unknown, unknown>> | undefined;

  constructor(private readonly config: HopgraphConfig) {}

  private open(): Promise<OpenJobQueue<unknown, unknown>> {
    this.queue ??= (async () => {
      // The queue name includes the database id; this short-lived connection reads it once.
      const runtime = openRuntime(this.config);
      try {
        return await openJobQueue<unknown, unknown>(this.config, runtime.graph, false);
      } finally {
        await runtime.close();
      }
    })();
    this.queue.catch(() => (this.queue = undefined));
    return this.queue;
  }

  async counts(timeoutMs = 2000): Promise<QueueCounts | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const read = this.open().then(({ queue }) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'));
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
