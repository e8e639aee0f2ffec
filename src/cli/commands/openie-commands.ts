import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT_FAILURE, printJson } from '../cli-output.js';

/** Lines of a file, or of standard input for "-"; blank lines skipped, each line kept exactly as given otherwise. */
function readSentences(file: string): string[] {
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  return text.split(/\r?\n/).filter((line) => line.trim().length > 0);
}

/**
 * `hopgraph openie FILE|- [--format carb|jsonl]`: the ingestion extractor on one sentence a line.
 * carb: CaRB's tab-separated format, one extraction a line (`sentence \t confidence \t relation \t arg1 \t arg2 ...`);
 * jsonl: one line per sentence with both views, `{sentence, triples, clauses}`.
 */
export function registerOpenieCommands(program: Command): void {
  program
    .command('openie')
    .description("run the rule-based OpenIE extractor (the one ingestion uses) on one sentence a line; CaRB's tab-separated format by default")
    .argument('<file>', 'sentences, one a line ("-" for standard input)')
    .option('--format <format>', 'carb | jsonl', 'carb')
    .action(async (file: string, flags: { format: string }) => {
      if (flags.format !== 'carb' && flags.format !== 'jsonl') {
        process.stderr.write(`hopgraph openie: unknown --format ${flags.format} (use carb or jsonl)\n`);
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const [{ extractCarb }, { formatCarbLine }, { extractSentence }] = await Promise.all([
        import('../../openie-bench/extract-carb.js'),
        import('../../openie-bench/carb-tsv.js'),
        import('../../nlp/index.js'),
      ]);
      const output: string[] = [];
      for (const sentence of readSentences(file)) {
        if (flags.format === 'carb') for (const extraction of extractCarb(sentence)) output.push(formatCarbLine(extraction));
        else output.push(JSON.stringify({ sentence, ...extractSentence(sentence) }));
      }
      process.stdout.write(output.length > 0 ? `${output.join('\n')}\n` : '');
    });
}

/** `hopgraph bench openie --gold FILE [--predictions FILE] [--json]`: CaRB's scorer (register on the `bench` command). */
export function registerOpenieBenchCommand(bench: Command): void {
  bench
    .command('openie')
    .description("OpenIE quality with CaRB's scorer (best F1, AUC); without --predictions, runs our extractor on the gold sentences and reports its speed")
    .requiredOption('--gold <file>', 'CaRB gold tuples: sentence \\t relation \\t arg1 \\t arg2 ... (e.g. ../shared/datasets/carb/gold.tsv)')
    .option('--predictions <file>', "predictions in CaRB's tab-separated format (default: run our extractor)")
    .option('--json', 'print the report (with the whole precision-recall curve) as JSON')
    .action(async (flags: { gold: string; predictions?: string; json?: boolean }) => {
      const { benchOpenie, formatOpenieReport } = await import('../../openie-bench/index.js');
      const report = benchOpenie(flags.predictions ? { gold: flags.gold, predictions: flags.predictions } : { gold: flags.gold });
      if (flags.json) printJson(report);
      else process.stdout.write(formatOpenieReport(report));
    });
}
