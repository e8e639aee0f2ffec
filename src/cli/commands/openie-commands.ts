import { readFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { ConfigError } from '../../errors/config-error.js';
import { configFor, type GlobalOptions } from '../command-context.js';
import { printJson } from '../cli-output.js';

/** Lines of a file, or of standard input for "-"; blank lines skipped, each line kept exactly as given otherwise. */
function readSentences(file: string): string[] {
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  return text.split(/\r?\n/).filter((line) => line.trim().length > 0);
}

const VIEWS = ['clauses', 'index'];

interface OpenieFlags {
  format: string;
  view: string;
  triples: string;
}

/**
 * `hopgraph openie FILE|- [--format carb|jsonl] [--view clauses|index] [--triples rules|llm]`: the ingestion
 * extractor on one sentence a line.
 * carb: CaRB's tab-separated format, one extraction a line (`sentence \t confidence \t relation \t arg1 \t arg2 ...`),
 * of the clause view (full spans, what CaRB scores) or the index view (the entity triples ingestion stores);
 * jsonl: one line per sentence with both views, `{sentence, triples, clauses}`.
 * `--triples llm` runs ingestion's LLM backend instead (needs an OpenAI-compatible endpoint).
 */
export function registerOpenieCommands(program: Command): void {
  program
    .command('openie')
    .description("run the OpenIE extractor ingestion uses on one sentence a line; CaRB's tab-separated format by default")
    .argument('<file>', 'sentences, one a line ("-" for standard input)')
    .addOption(new Option('--format <format>', 'carb | jsonl').choices(['carb', 'jsonl']).default('carb'))
    .addOption(new Option('--view <view>', 'clauses (full spans, what CaRB scores) | index (the entity triples ingestion stores); carb format only').choices(VIEWS).default('clauses'))
    .addOption(new Option('--triples <source>', "rules (default, no LLM) | llm (ingestion's LLM backend; needs OPENAI_BASE_URL / OPENAI_API_KEY)").choices(['rules', 'llm']).default('rules'))
    .action(async (file: string, flags: OpenieFlags) => {
      const sentences = readSentences(file);
      const { formatCarbLine } = await import('../../openie-bench/carb-tsv.js');
      const output: string[] = [];
      if (flags.triples === 'llm') {
        if (flags.format !== 'carb') throw new ConfigError('--triples llm prints the carb format only');
        const config = configFor(program.opts<GlobalOptions>());
        const [{ llmConfigured, openChatModel }, { extractCarbWithLlm }] = await Promise.all([import('../../runtime/open-chat-model.js'), import('../../openie-bench/extract-carb-with-llm.js')]);
        if (!llmConfigured(config)) {
          throw new ConfigError('--triples llm needs an OpenAI-compatible endpoint', 'set OPENAI_BASE_URL (and OPENAI_API_KEY if it needs one), or llm.baseUrl in the config file');
        }
        const llm = await openChatModel(config);
        try {
          const { extractions, calls, tokens } = await extractCarbWithLlm(sentences, llm);
          for (const extraction of extractions) output.push(formatCarbLine(extraction));
          process.stderr.write(`LLM: ${calls} calls, ${tokens} tokens\n`);
        } finally {
          await llm.close();
        }
      } else {
        const [{ extractCarb }, { extractSentence }] = await Promise.all([import('../../openie-bench/extract-carb.js'), import('../../nlp/index.js')]);
        const view = flags.view as 'clauses' | 'index';
        for (const sentence of sentences) {
          if (flags.format === 'carb') for (const extraction of extractCarb(sentence, { view })) output.push(formatCarbLine(extraction));
          else output.push(JSON.stringify({ sentence, ...extractSentence(sentence) }));
        }
      }
      process.stdout.write(output.length > 0 ? `${output.join('\n')}\n` : '');
    });
}

/** `hopgraph bench openie --gold FILE [--predictions FILE] [--view clauses|index] [--json]`: CaRB's scorer (register on the `bench` command). */
export function registerOpenieBenchCommand(bench: Command): void {
  bench
    .command('openie')
    .description("OpenIE quality with CaRB's scorer (best F1, AUC); without --predictions, runs our extractor on the gold sentences and reports its speed")
    .requiredOption('--gold <file>', 'CaRB gold tuples: sentence \\t relation \\t arg1 \\t arg2 ... (e.g. ../shared/datasets/carb/gold.tsv)')
    .option('--predictions <file>', "predictions in CaRB's tab-separated format (default: run our extractor; LLM output: hopgraph openie --triples llm)")
    .addOption(new Option('--view <view>', 'which view of our extractor to score: clauses (default) | index (the triples ingestion stores)').choices(VIEWS).default('clauses'))
    .option('--json', 'print the report (with the whole precision-recall curve) as JSON')
    .action(async (flags: { gold: string; predictions?: string; view: string; json?: boolean }) => {
      const { benchOpenie, formatOpenieReport } = await import('../../openie-bench/index.js');
      const report = benchOpenie(flags.predictions ? { gold: flags.gold, predictions: flags.predictions } : { gold: flags.gold, view: flags.view as 'clauses' | 'index' });
      if (flags.json) printJson(report);
      else process.stdout.write(formatOpenieReport(report));
    });
}
