import type { Command } from 'commander';
import { Neo4jGraphStore } from '../../graph/neo4j/neo4j-graph-store.js';
import { configFor, type GlobalOptions } from '../command-context.js';
import { EXIT_FAILURE, printJson } from '../cli-output.js';
import { parsePositiveInteger } from '../parse-options.js';

export function registerBenchCommands(program: Command): Command {
  const bench = program.command('bench').description('benchmarks: retrieval quality (default), ingestion speed');
  bench
    .command('ingest')
    .description('reset the index, ingest a corpus end to end, and compare with NLP-only throughput (asks for --yes)')
    .option('--corpus <file>', 'corpus file', '../shared/datasets/2wiki/corpus.jsonl')
    .option('--concurrency <n>', 'batches in flight', parsePositiveInteger)
    .option('--batch-size <n>', 'passages per job', parsePositiveInteger)
    .option('--yes', 'the bench resets the index first')
    .option('--json', 'machine-readable output')
    .action(async (flags: { corpus: string; concurrency?: number; batchSize?: number; yes?: boolean; json?: boolean }) => {
      if (!flags.yes) {
        process.stderr.write('hopgraph bench ingest resets the index before measuring; run it again with --yes\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const config = configFor(program.opts<GlobalOptions>(), {
        ingest: { ...(flags.concurrency ? { concurrency: flags.concurrency } : {}), ...(flags.batchSize ? { batchSize: flags.batchSize } : {}) },
      });
      const { benchIngest, formatIngestBench } = await import('../../bench/ingest-bench.js');
      const store = new Neo4jGraphStore(config);
      try {
        const report = await benchIngest(config, store, flags.corpus);
        if (flags.json) printJson(report);
        else process.stdout.write(`${formatIngestBench(report)}\n`);
      } finally {
        await store.close();
      }
    });
  return bench;
}
