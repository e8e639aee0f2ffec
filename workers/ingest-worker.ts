// Standalone BullMQ ingestion worker: `node --import tsx workers/ingest-worker.ts` (or `hopgraph worker`).
// Run as many as you like, on one machine or several sharing Redis and Neo4j: the graph they build
// is the one a single worker builds (idempotent, content-addressed batches).
import { loadConfig } from '../src/config/load-config.js';
import { runStandaloneWorker } from '../src/cli/commands/ingest-commands.js';
import { printError } from '../src/cli/cli-output.js';

const concurrency = process.env.HOPGRAPH_WORKER_CONCURRENCY ? Number(process.env.HOPGRAPH_WORKER_CONCURRENCY) : undefined;
try {
  await runStandaloneWorker(loadConfig(), concurrency);
} catch (error) {
  printError(error);
  process.exitCode = 1;
}
