import type { Command } from 'commander';
import { openRuntime } from '../../runtime/runtime.js';
import type { GraphQueries } from '../../ports/graph-queries.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { printJson } from '../cli-output.js';
import { collectOriginPattern, originOptionsOf, parsePositiveInteger } from '../parse-options.js';

type ScopeFlags = { origin?: string[]; excludeOrigin?: string[] };

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
  /** The scope flags, on the commands that read triples, mentions and passages of several documents. */
  const scoped = (command: Command): Command =>
    command
      .option('--origin <path-or-glob>', 'only what passages of these documents say (path relative to the ingest root, e.g. "notes/**"); repeatable', collectOriginPattern)
      .option('--exclude-origin <path-or-glob>', 'nothing from passages of these documents (e.g. "drafts/**"); repeatable', collectOriginPattern);
  scoped(graph.command('entity'))
    .argument('<name>', 'entity name (matched by normalized key)')
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('an entity with its aliases, passages and counts')
    .action((name: string, flags: CollectionFlag & ScopeFlags) => run(flags, (queries) => queries.entity(name, originOptionsOf(flags))));
  scoped(graph.command('triples'))
    .description('triples matching a pattern, each with its sentence and passage')
    .option('--subject <name>', 'subject entity')
    .option('--relation <words>', 'words the relation contains')
    .option('--object <name>', 'object entity')
    .option('--limit <n>', 'most triples returned', parsePositiveInteger, 50)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .action(({ collection, origin, excludeOrigin, ...pattern }: CollectionFlag & ScopeFlags & { subject?: string; relation?: string; object?: string; limit: number }) =>
      run({ collection }, (queries) => queries.triples({ ...pattern, ...originOptionsOf({ origin, excludeOrigin }) })),
    );
  scoped(graph.command('neighbors'))
    .argument('<entity>', 'entity name')
    .option('--depth <n>', '1–3', parsePositiveInteger, 1)
    .option('--limit <n>', 'most entities returned', parsePositiveInteger, 50)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('entities linked to an entity by triples, breadth-first')
    .action((entity: string, flags: CollectionFlag & ScopeFlags & { depth: number; limit: number }) =>
      run(flags, (queries) => queries.neighbors(entity, { depth: flags.depth, limit: flags.limit, ...originOptionsOf(flags) })),
    );
  scoped(graph.command('paths'))
    .argument('<from>', 'entity name')
    .argument('<to>', 'entity name')
    .option('--max-hops <n>', '1–4 triples', parsePositiveInteger, 3)
    .option('--limit <n>', 'most paths returned', parsePositiveInteger, 5)
    .option(...COLLECTION_OPTION)
    .option('--json', 'JSON output (the default)')
    .description('shortest evidence paths between two entities, each edge a triple with its sentence')
    .action((from: string, to: string, flags: CollectionFlag & ScopeFlags & { maxHops: number; limit: number }) =>
      run(flags, (queries) => queries.paths(from, to, { maxHops: flags.maxHops, limit: flags.limit, ...originOptionsOf(flags) })),
    );
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
