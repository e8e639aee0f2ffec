// Standalone BullMQ ingestion worker: `node --import tsx workers/ingest-worker.ts` (or `hopgraph worker`).
// Run as many as you like, on one machine or several sharing Redis and Neo4j: the graph they build
// is the one a single worker builds (idempotent, content-addressed batches).
import { loadConfig } from '../src/config/load-config.js';
import { formatError } from '../src/errors/format-error.js';
import { runStandaloneWorker } from '../src/ingest/run-standalone-worker.js';

const concurrency = process.env.HOPGRAPH_WORKER_CONCURRENCY ? Number(process.env.HOPGRAPH_WORKER_CONCURRENCY) : undefined;
try {
  await runStandaloneWorker(loadConfig(), concurrency);
} catch (error) {
  process.stderr.write(formatError(error));
  process.exitCode = 1;
}
