import type { HopgraphConfig } from '../config/config-schema.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import { resolveQueueName } from '../queue/queue-name.js';
import { openRuntime } from '../runtime/runtime.js';
import { createIngestWorker } from './ingest-worker.js';

/**
 * A standalone worker (`hopgraph worker`, `workers/ingest-worker.ts`): processes batches until
 * SIGINT/SIGTERM, then finishes or releases its current jobs. It serves every collection of the
 * database: each batch names its own.
 */
export async function runStandaloneWorker(config: HopgraphConfig, concurrency?: number): Promise<void> {
  await assertRedisReachable(config);
  const runtime = openRuntime(config);
  try {
    await runtime.graph.verify();
    await runtime.graph.applySchema();
    const queueName = await resolveQueueName(config, runtime.graph);
    const worker = createIngestWorker(config, runtime.graph, {
      queueName,
      ...(concurrency ? { concurrency } : {}),
      onCompleted: (result, job) =>
        process.stderr.write(`batch ${job.id}: ${result.passages} passages (${result.unchanged} unchanged), ${result.sentences} sentences, ${result.triples} triples\n`),
      onFailed: (error, job) => process.stderr.write(`batch ${job?.id ?? '?'} attempt failed: ${error.message}\n`),
    });
    process.stderr.write(`worker on queue "${queueName}" (concurrency ${concurrency ?? config.ingest.concurrency}); Ctrl-C to stop\n`);
    await new Promise<void>((resolve) => {
      const stop = (): void => {
        process.stderr.write('stopping: finishing current batches…\n');
        resolve();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    await worker.close();
  } finally {
    await runtime.close();
  }
}
