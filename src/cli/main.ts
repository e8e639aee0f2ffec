import { Command } from 'commander';
import { registerServiceCommands } from './commands/services-commands.js';
import { registerIndexCommands } from './commands/index-commands.js';
import { registerIngestCommands } from './commands/ingest-commands.js';
import { registerBenchCommands } from './commands/bench-commands.js';
import { registerQueryCommands } from './commands/query-commands.js';
import { registerDemoCommand } from './commands/demo-command.js';
import { registerGraphCommands } from './commands/graph-commands.js';
import { registerModelCommands } from './commands/model-commands.js';
import { registerOpenieBenchCommand, registerOpenieCommands } from './commands/openie-commands.js';
import { registerServeCommands } from './commands/serve-commands.js';
import { EXIT_FAILURE, printError } from './cli-output.js';

const program = new Command();
program
  .name('hopgraph')
  .description('multi-hop question answering over a Neo4j multi-granular index (passages, sentences, triples, entities)')
  .version('0.1.0')
  .option('--config <file>', 'JSON config file (default: ./hopgraph.config.json if present, or $HOPGRAPH_CONFIG)')
  .showHelpAfterError()
  // Options belong to the command they follow (`bench --modes` vs `bench scale --modes`).
  .enablePositionalOptions();

registerServiceCommands(program);
registerDemoCommand(program);
registerIngestCommands(program);
registerQueryCommands(program);
registerIndexCommands(program);
registerGraphCommands(program);
registerModelCommands(program);
registerOpenieCommands(program);
registerServeCommands(program);
registerOpenieBenchCommand(registerBenchCommands(program));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  printError(error);
  process.exitCode = EXIT_FAILURE;
}
