import type { Command } from 'commander';
import { redactConfig } from '../../config/load-config.js';
import { servicesDown, servicesUp } from '../../services/services.js';
import { openRuntime } from '../../runtime/runtime.js';
import { configFor, type GlobalOptions } from '../command-context.js';
import { printJson } from '../cli-output.js';

export function registerServiceCommands(program: Command): void {
  program
    .command('up')
    .description('make Neo4j 5.26 and Redis reachable (docker compose, else embedded Neo4j from Maven jars and redis-server); no-op when they answer')
    .action(async () => {
      const config = configFor(program.opts<GlobalOptions>());
      const status = await servicesUp(config, (line) => process.stderr.write(`${line}\n`));
      const runtime = openRuntime(config);
      try {
        await runtime.graph.verify();
        await runtime.graph.applySchema();
      } finally {
        await runtime.close();
      }
      process.stdout.write(`neo4j: ${status.neo4j}\nredis: ${status.redis}\nschema: applied (cypher/schema.cypher)\n`);
    });

  program
    .command('down')
    .description('stop what `hopgraph up` started, nothing else')
    .action(async () => {
      const config = configFor(program.opts<GlobalOptions>());
      const stopped = await servicesDown(config);
      process.stdout.write(stopped.length ? `stopped: ${stopped.join(', ')}\n` : 'nothing to stop (hopgraph up started nothing that is still running)\n');
    });

  program
    .command('config')
    .description('print the effective configuration, secrets redacted')
    .action(() => {
      printJson(redactConfig(configFor(program.opts<GlobalOptions>())));
    });
}
