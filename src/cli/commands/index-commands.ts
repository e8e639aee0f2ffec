import type { Command } from 'commander';
import { Neo4jGraphStore } from '../../graph/neo4j/neo4j-graph-store.js';
import { configFor, type GlobalOptions } from '../command-context.js';
import { EXIT_FAILURE, printJson } from '../cli-output.js';

export function registerIndexCommands(program: Command): void {
  program
    .command('stats')
    .description('node counts per label and relationship counts per type')
    .option('--json', 'machine-readable output')
    .option('--fingerprint', 'also print a hash of every id, content and link (equal fingerprints = identical indexes)')
    .action(async (options: { json?: boolean; fingerprint?: boolean }) => {
      const store = new Neo4jGraphStore(configFor(program.opts<GlobalOptions>()));
      try {
        const stats: Awaited<ReturnType<typeof store.stats>> & { fingerprint?: string } = await store.stats();
        if (options.fingerprint) stats.fingerprint = await store.fingerprint();
        if (options.json) printJson(stats);
        else {
          for (const [label, count] of Object.entries(stats.labels)) process.stdout.write(`${label.padEnd(16)} ${count}\n`);
          for (const [type, count] of Object.entries(stats.relationships)) process.stdout.write(`${`[:${type}]`.padEnd(16)} ${count}\n`);
          if (stats.fingerprint) process.stdout.write(`fingerprint      ${stats.fingerprint}\n`);
        }
      } finally {
        await store.close();
      }
    });

  program
    .command('reset')
    .description('delete every hopgraph node and relationship (asks for --yes)')
    .option('--yes', 'really delete')
    .action(async (options: { yes?: boolean }) => {
      if (!options.yes) {
        process.stderr.write('hopgraph reset deletes the whole index; run it again with --yes\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const store = new Neo4jGraphStore(configFor(program.opts<GlobalOptions>()));
      try {
        await store.reset();
        process.stdout.write('index reset\n');
      } finally {
        await store.close();
      }
    });
}
