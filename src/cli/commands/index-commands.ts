import type { Command } from 'commander';
import { openRuntime } from '../../runtime/runtime.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { EXIT_FAILURE, printJson } from '../cli-output.js';

export function registerIndexCommands(program: Command): void {
  program
    .command('stats')
    .description("node counts per label and relationship counts per type, in one collection")
    .option(...COLLECTION_OPTION)
    .option('--json', 'machine-readable output')
    .option('--fingerprint', "also print a hash of every id, content and link (equal fingerprints = identical indexes)")
    .action(async (options: CollectionFlag & { json?: boolean; fingerprint?: boolean }) => {
      const runtime = openRuntime(configFor(program.opts<GlobalOptions>(), {}, options));
      const store = runtime.graph;
      try {
        const stats: Awaited<ReturnType<typeof store.stats>> & { collection?: string; fingerprint?: string } = {
          collection: store.collection,
          ...(await store.stats()),
        };
        if (options.fingerprint) stats.fingerprint = await store.fingerprint();
        if (options.json) printJson(stats);
        else {
          process.stdout.write(`${'collection'.padEnd(16)} ${store.collection}\n`);
          for (const [label, count] of Object.entries(stats.labels)) process.stdout.write(`${label.padEnd(16)} ${count}\n`);
          for (const [type, count] of Object.entries(stats.relationships)) process.stdout.write(`${`[:${type}]`.padEnd(16)} ${count}\n`);
          if (stats.fingerprint) process.stdout.write(`fingerprint      ${stats.fingerprint}\n`);
        }
      } finally {
        await runtime.close();
      }
    });

  program
    .command('collections')
    .description('the collections in the database, with their counts')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const runtime = openRuntime(configFor(program.opts<GlobalOptions>()));
      const store = runtime.graph;
      try {
        const collections = await store.collections();
        if (options.json) printJson(collections);
        else if (collections.length === 0) process.stdout.write('no collections (ingest something first)\n');
        else {
          const header = ['collection', 'passages', 'sentences', 'triples', 'entities'];
          const rows = collections.map((entry) => [entry.name, ...['Passage', 'Sentence', 'Triple', 'Entity'].map((label) => String(entry.labels[label] ?? 0))]);
          const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
          for (const row of [header, ...rows]) process.stdout.write(`${row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ')}\n`);
        }
      } finally {
        await runtime.close();
      }
    });

  program
    .command('reset')
    .description('delete one collection (asks for --yes), or every collection with --all')
    .option(...COLLECTION_OPTION)
    .option('--all', 'delete every collection of the database')
    .option('--yes', 'really delete')
    .action(async (options: CollectionFlag & { yes?: boolean; all?: boolean }) => {
      if (options.all && options.collection !== undefined) {
        process.stderr.write('hopgraph reset: give either --collection NAME or --all, not both\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const runtime = openRuntime(configFor(program.opts<GlobalOptions>(), {}, options));
      const store = runtime.graph;
      try {
        const what = options.all ? 'every collection' : `collection "${store.collection}"`;
        if (!options.yes) {
          process.stderr.write(`hopgraph reset deletes ${what}; run it again with --yes\n`);
          process.exitCode = EXIT_FAILURE;
          return;
        }
        if (options.all) await store.resetAll();
        else await store.reset();
        process.stdout.write(`${what} reset\n`);
      } finally {
        await runtime.close();
      }
    });
}
