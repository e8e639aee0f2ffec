import { packagePath } from '../../package-root.js';
import type { Command } from 'commander';
import { openRuntime } from '../../runtime/runtime.js';
import { configFor, type GlobalOptions } from '../command-context.js';
import { EXIT_FAILURE } from '../cli-output.js';
import { parsePositiveInteger } from '../parse-options.js';

const sampleCorpus = packagePath('test', 'fixtures', '2wiki-corpus-excerpt.jsonl');
const sampleQuestions = packagePath('test', 'fixtures', '2wiki-questions-excerpt.jsonl');

/**
 * `hopgraph demo`: the quick start's main job — start the services, ingest a sample corpus (a real
 * 2WikiMultiHopQA excerpt), and answer sample multi-hop questions in every mode, showing whether
 * the gold passages were found.
 */
export function registerDemoCommand(program: Command): void {
  program
    .command('demo')
    .description('start services, ingest a sample 2WikiMultiHopQA corpus, answer sample questions in every mode')
    .option('--corpus <file>', 'corpus to ingest', sampleCorpus)
    .option('--questions <file>', 'questions to answer (benchmark format)', sampleQuestions)
    .option('--limit <n>', 'how many questions', parsePositiveInteger, 6)
    .action(async (flags: { corpus: string; questions: string; limit: number }) => {
      const config = configFor(program.opts<GlobalOptions>());
      const log = (line: string): void => void process.stderr.write(`${line}\n`);
      const { servicesUp } = await import('../../services/services.js');
      const status = await servicesUp(config, log);
      log(`neo4j: ${status.neo4j}\nredis: ${status.redis}`);
      const runtime = openRuntime(config);
      const store = runtime.graph;
      try {
        const { runIngest } = await import('../../ingest/run-ingest.js');
        const { createIngestProgress } = await import('../ingest-progress.js');
        const progress = createIngestProgress(process.stderr.isTTY === true);
        const summary = await runIngest(config, store, { files: [flags.corpus], onEvent: progress.onEvent });
        progress.stop();
        if (summary.failedBatches.length > 0) {
          log(`ingestion failed for ${summary.failedBatches.length} batches: ${summary.failedBatches[0]?.reason}`);
          process.exitCode = EXIT_FAILURE;
          return;
        }
        const stats = await store.stats();
        process.stdout.write(
          `\ningested ${flags.corpus}: ${summary.passages} passages (${summary.unchanged} unchanged) in ${summary.seconds.toFixed(1)} s\n` +
            `index: ${Object.entries(stats.labels).map(([label, count]) => `${count} ${label}`).join(', ')}\n`,
        );
        const [{ readBenchQuestions }, { search }, { modeNames }] = await Promise.all([
          import('../../eval/bench-question.js'),
          import('../../modes/search.js'),
          import('../../modes/mode-registry.js'),
          import('../../modes/all-modes.js'),
        ]);
        const retrieval = runtime.retrieval;
        const questions = readBenchQuestions(flags.questions).slice(0, flags.limit);
        for (const question of questions) {
          process.stdout.write(`\nQ: ${question.question}   (gold answer: ${question.answer}; type ${question.type})\n`);
          for (const mode of modeNames()) {
            const result = await search(retrieval, question.question, { mode, topK: 5 });
            const found = question.gold.filter((id) => result.passages.some((passage) => passage.id === id)).length;
            const titles = result.passages.slice(0, 3).map((passage) => passage.title).join(' | ');
            process.stdout.write(
              `  ${mode.padEnd(8)} gold in top 5: ${found}/${question.gold.length}  ${result.answer !== null ? `answer: ${result.answer}  ` : ''}${result.ms.toFixed(0)} ms  top: ${titles}\n`,
            );
          }
        }
        process.stdout.write('\nnext: `hopgraph query "<question>" --mode <mode>`, `hopgraph bench --questions FILE --corpus FILE --modes ...`\n');
      } finally {
        await runtime.close();
      }
    });
}
