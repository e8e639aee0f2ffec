import type { Command } from 'commander';
import { openRuntime } from '../../runtime/runtime.js';
import type { GraphQueries } from '../../ports/graph-queries.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { printJson } from '../cli-output.js';
import { parsePositiveInteger } from '../parse-options.js';

/** `hopgraph graph ...`: the graph-query API from the shell; JSON output (the human form is JSON too, indented). */
export function registerGraphCommands(program: Command): void {
  const graph = program.command('graph').description('graph queries over the index (entities, triples, neighbours, evidence paths, passages, counts)');
  const run = async (flags: CollectionFlag, work: (queries: GraphQueries) => Promise<unknown>): Promise<void> => {
    const runtime = openRuntime(configFor(program.opts<GlobalOptions>(), {}, flags));
    try {
      printJson(await work(runtime.graphQueries));
    } finally {
      await runtime.close();
    }
  };
  graph
    .command('entity')
    .argument('<name>', 'entity name (matched by normalized key)')
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('an entity with its aliases, passages and counts')
    .action((name: string, flags: CollectionFlag) => run(flags, (queries) => queries.entity(name)));
  graph
    .command('triples')
    .description('triples matching a pattern, each with its sentence and passage')
    .option('--subject <name>', 'subject entity')
    .option('--relation <words>', 'words the relation contains')
    .option('--object <name>', 'object entity')
    .option('--limit <n>', 'most triples returned', parsePositiveInteger, 50)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .action(({ collection, ...pattern }: CollectionFlag & { subject?: string; relation?: string; object?: string; limit: number }) =>
      run({ collection }, (queries) => queries.triples(pattern)),
    );
  graph
    .command('neighbors')
    .argument('<entity>', 'entity name')
    .option('--depth <n>', '1–3', parsePositiveInteger, 1)
    .option('--limit <n>', 'most entities returned', parsePositiveInteger, 50)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('entities linked to an entity by triples, breadth-first')
    .action((entity: string, flags: CollectionFlag & { depth: number; limit: number }) => run(flags, (queries) => queries.neighbors(entity, flags)));
  graph
    .command('paths')
    .argument('<from>', 'entity name')
    .argument('<to>', 'entity name')
    .option('--max-hops <n>', '1–4 triples', parsePositiveInteger, 3)
    .option('--limit <n>', 'most paths returned', parsePositiveInteger, 5)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('shortest evidence paths between two entities, each edge a triple with its sentence')
    .action((from: string, to: string, flags: CollectionFlag & { maxHops: number; limit: number }) => run(flags, (queries) => queries.paths(from, to, flags)));
  graph
    .command('passage')
    .argument('<id>', 'passage id')
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('a passage with its sentences, triples and entities')
    .action((id: string, flags: CollectionFlag) => run(flags, (queries) => queries.passage(id)));
  graph
    .command('stats')
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description("the collection's node counts by label and relationship counts by type")
    .action((flags: CollectionFlag) => run(flags, (queries) => queries.stats()));
}
