import { statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import type { GraphStore } from '../../ports/graph-store.js';
import { openRuntime } from '../../runtime/runtime.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { collectionNameForCorpus } from '../../graph/collection.js';
import { EXIT_FAILURE, printJson } from '../cli-output.js';
import { collectModeOption, parseNonNegativeInteger, parsePositiveInteger } from '../parse-options.js';

function parseList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

function parseKs(value: string): number[] {
  return parseList(value).map((item) => parsePositiveInteger(item));
}

interface QualityFlags extends CollectionFlag {
  questions?: string;
  corpus?: string;
  modes: string[];
  k: number[];
  limit?: number;
  json?: boolean;
  out?: string;
  outcomes?: string;
  embed?: 'local' | 'openai';
  option: Record<string, unknown>;
  untitled?: boolean;
  reproducible?: boolean;
  progress: boolean;
  chunkWords?: number;
  chunkOverlap?: number;
  chunkMinWords?: number;
  gold?: 'ids' | 'texts';
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function registerBenchCommands(program: Command): Command {
  const bench = program
    .command('bench')
    .description('benchmarks: retrieval/answer quality per mode (this command), `bench ingest` for ingestion speed')
    .option('--questions <file>', 'questions JSONL (id, question, answer, answer_aliases, type, hops, gold ids and/or gold_texts)')
    .option('--corpus <file|dir>', "(re)build the corpus's collection first, unless it already holds exactly it: a records file (collection named after the dataset, e.g. 2wiki) or a folder of documents, ingested as `hopgraph ingest DIR` does (collection docs-<folder name>)")
    .option('--chunk-words <n>', 'with --corpus DIR: most words a document passage holds (default 200)', parsePositiveInteger)
    .option('--chunk-overlap <n>', 'with --corpus DIR: words of the previous passage repeated at the start of the next one in a section (default 0)', parseNonNegativeInteger)
    .option('--chunk-min-words <n>', 'with --corpus DIR: a passage holding this many words ends at the next paragraph; shorter paragraphs are packed together (default a quarter of --chunk-words: 50; 0 packs paragraphs up to --chunk-words)', parseNonNegativeInteger)
    .addOption(new Option('--gold <kind>', 'score recall against gold ids or gold_texts (default: texts when every question has gold_texts, else ids)').choices(['ids', 'texts']))
    .option(...COLLECTION_OPTION)
    .option('--modes <list>', 'comma-separated modes, run side by side: mode[@dense|@hybrid][:key=value+…] (first-stage retriever, options for that column only); `prior` adds the question-only baseline (yes / first-named option, no retrieval)', parseList, ['single'])
    .option('--k <list>', 'recall cut-offs', parseKs, [2, 5, 10, 20])
    .option('--limit <n>', 'only the first n questions', parsePositiveInteger)
    .option('--json', 'print the report as JSON on stdout')
    .option('--out <file>', 'also write the report as markdown')
    .option('--outcomes <file>', 'write one JSON line per question and mode (returned ids, answer, trace)')
    .option('--option <key=value>', 'a mode option passed to every mode, repeatable (e.g. maxHops=2)', collectModeOption, {})
    .option('--untitled', "with --corpus: build from the same records with their titles dropped, in a collection of its own (e.g. 2wiki-untitled)")
    .option('--reproducible', 'run every column with its wall-clock budgets off (budgets=off), so figures reproduce exactly; a column\'s or --option\'s own budgets wins')
    .addOption(
      new Option('--embed <provider>', 'when a dense or hybrid column finds passages without vectors, embed them with this provider first (default: the configured one, local)').choices([
        'local',
        'openai',
      ]),
    )
    .option('--no-progress', 'no progress output')
    .enablePositionalOptions()
    .action(async (flags: QualityFlags) => {
      if (!flags.questions) {
        process.stderr.write('hopgraph bench needs --questions FILE (e.g. ../shared/datasets/2wiki/questions.jsonl)\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      if (flags.untitled && !flags.corpus) {
        process.stderr.write('hopgraph bench --untitled needs --corpus FILE: the collection is built from its records without titles\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const documentFolder = flags.corpus !== undefined && isDirectory(flags.corpus);
      if (documentFolder && flags.untitled) {
        process.stderr.write('hopgraph bench --untitled applies to a records file, not to a folder of documents (whose titles are its headings)\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      if (!documentFolder && (flags.chunkWords !== undefined || flags.chunkOverlap !== undefined || flags.chunkMinWords !== undefined)) {
        process.stderr.write('hopgraph bench --chunk-words/--chunk-overlap/--chunk-min-words need --corpus DIR (a folder of documents)\n');
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const [{ readBenchQuestions }, { runBench }, { formatBenchReport }, { ensureCorpus, ensureDocumentCorpus, documentsCollectionName, untitledCollectionName }, { getMode }] = await Promise.all([
        import('../../eval/bench-question.js'),
        import('../../eval/run-bench.js'),
        import('../../eval/format-bench-report.js'),
        import('../../eval/ensure-corpus.js'),
        import('../../modes/mode-registry.js'),
        import('../../modes/all-modes.js'),
      ]);
      // Each corpus keeps a collection of its own (and its untitled build another), so switching datasets does not re-ingest.
      const corpusCollection = flags.corpus
        ? documentFolder
          ? documentsCollectionName(resolve(flags.corpus))
          : flags.untitled
            ? untitledCollectionName(collectionNameForCorpus(flags.corpus))
            : collectionNameForCorpus(flags.corpus)
        : undefined;
      const config = configFor(program.opts<GlobalOptions>(), {}, { collection: flags.collection ?? corpusCollection });
      const { parseModeSpec } = await import('../../eval/mode-spec.js');
      const specs = flags.modes.map(parseModeSpec);
      const { PRIOR_COLUMN } = await import('../../eval/prior-answer.js');
      // `prior` is a bench column (answers from the question alone), not a registered mode.
      for (const spec of specs) if (spec.mode !== PRIOR_COLUMN) getMode(spec.mode);
      const dense = specs.some((spec) => ['dense', 'hybrid'].includes(String(spec.retriever ?? spec.options.retriever))) || ['dense', 'hybrid'].includes(String(flags.option.retriever));
      const questions = readBenchQuestions(flags.questions).slice(0, flags.limit);
      const runtime = openRuntime(config);
      const store = runtime.graph;
      try {
        if (flags.corpus) {
          const { createIngestProgress } = await import('../ingest-progress.js');
          const progress = createIngestProgress(flags.progress && process.stderr.isTTY === true);
          const chunk = { ...(flags.chunkWords !== undefined ? { targetWords: flags.chunkWords } : {}), ...(flags.chunkOverlap !== undefined ? { overlapWords: flags.chunkOverlap } : {}), ...(flags.chunkMinWords !== undefined ? { minWords: flags.chunkMinWords } : {}) };
          const built = documentFolder
            ? await ensureDocumentCorpus(config, store, flags.corpus, chunk, progress.onEvent)
            : await ensureCorpus(config, store, flags.corpus, progress.onEvent, { untitled: flags.untitled === true });
          progress.stop();
          const corpus = `${flags.corpus}${flags.untitled ? ' without titles' : ''}`;
          process.stderr.write(
            built.rebuilt
              ? `collection "${store.collection}" rebuilt from ${corpus} (${built.summary?.passages} passages, ${built.summary?.seconds.toFixed(1)} s)\n`
              : `collection "${store.collection}" already holds ${corpus}\n`,
          );
          if (built.summary?.documents) {
            const documents = built.summary.documents;
            process.stderr.write(`bench: ${documents.read} documents read, ${built.summary.rejected} rejected${built.summary.errors.length > 0 ? ` (${built.summary.errors.slice(0, 3).map((error) => `${error.file}: ${error.reason}`).join('; ')})` : ''}\n`);
          }
        }
        if (dense) await embedForDenseColumns(config, store, flags);
        const outcomeLines: string[] = [];
        const llm = await runtime.chatModel();
        const retrieval = await runtime.openRetrieval({ dense });
        const { report } = await runBench(retrieval, questions, {
          modes: flags.modes,
          ks: flags.k,
          ...(flags.gold ? { goldBy: flags.gold } : {}),
          // --reproducible is the base every --option and column option can override.
          modeOptions: { ...(flags.reproducible ? { budgets: 'off' } : {}), ...flags.option },
          ...(llm ? { llm } : {}),
          ...(flags.progress && process.stderr.isTTY ? { onProgress: (done: number, total: number) => { if (done % 25 === 0 || done === total) process.stderr.write(`bench: ${done}/${total} questions\r`); } } : {}),
          ...(flags.outcomes ? { onOutcome: (outcome: unknown) => outcomeLines.push(JSON.stringify(outcome)) } : {}),
        });
        if (flags.progress && process.stderr.isTTY) process.stderr.write('\n');
        const markdown = formatBenchReport(report, `hopgraph bench ${flags.questions}`);
        if (flags.out) writeFileSync(flags.out, `${markdown}\n`);
        if (flags.outcomes) writeFileSync(flags.outcomes, `${outcomeLines.join('\n')}\n`);
        if (flags.json) printJson(report);
        else process.stdout.write(`${markdown}\n`);
      } finally {
        await runtime.close();
      }
    });
  bench
    .command('ingest')
    .description('reset a collection, ingest a corpus into it end to end, and compare with NLP-only throughput (asks for --yes)')
    .option('--corpus <file>', 'corpus file', '../shared/datasets/2wiki/corpus.jsonl')
    .option('--collection <name>', 'the collection measured (reset first)', 'bench-ingest')
    .option('--concurrency <n>', 'batches in flight', parsePositiveInteger)
    .option('--batch-size <n>', 'passages per job', parsePositiveInteger)
    .option('--yes', 'the bench resets the index first')
    .addOption(new Option('--embed <provider>', 'also ingest with embeddings (local | openai) and report the extra wall time and CPU').choices(['local', 'openai']))
    .option('--json', 'machine-readable output')
    .action(async (flags: { corpus: string; collection: string; concurrency?: number; batchSize?: number; yes?: boolean; embed?: string; json?: boolean }) => {
      if (!flags.yes) {
        process.stderr.write(`hopgraph bench ingest resets collection "${flags.collection}" before measuring; run it again with --yes\n`);
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const config = configFor(program.opts<GlobalOptions>(), {
        ingest: { ...(flags.concurrency ? { concurrency: flags.concurrency } : {}), ...(flags.batchSize ? { batchSize: flags.batchSize } : {}) },
      }, flags);
      const { benchIngest, formatIngestBench } = await import('../../bench/ingest-bench.js');
      const runtime = openRuntime(config);
      try {
        const report = await benchIngest(config, runtime.graph, flags.corpus, flags.embed ? { embed: flags.embed as 'local' | 'openai' } : {});
        if (flags.json) printJson(report);
        else process.stdout.write(`${formatIngestBench(report)}\n`);
      } finally {
        await runtime.close();
      }
    });
  bench
    .command('scale')
    .description('ingest time, store size and per-mode query latency at growing index sizes (resets its collection: asks for --yes)')
    .option('--collection <name>', 'the collection it builds (reset first)', 'bench-scale')
    .option('--sizes <list>', 'index sizes in passages', parseKs, [1000, 3000, 10000, 100000])
    .option('--sources <list>', 'real corpora the stages are built from (then re-titled copies)', parseList, [
      '../shared/datasets/2wiki/corpus.jsonl',
      '../shared/datasets/musique/corpus.jsonl',
      '../shared/datasets/hotpotqa/corpus.jsonl',
    ])
    .option('--questions <file>', 'questions timed at each size', '../shared/datasets/2wiki/questions.jsonl')
    .option('--question-limit <n>', 'questions per mode and size', parsePositiveInteger, 100)
    .option('--modes <list>', 'modes timed', parseList, ['single', 'rarag', 'hop-rrf', 'megrag'])
    .option('--yes', 'the bench resets the index first')
    .option('--json', 'machine-readable output')
    .action(async (flags: { collection: string; sizes: number[]; sources: string[]; questions: string; questionLimit: number; modes: string[]; yes?: boolean; json?: boolean }) => {
      if (!flags.yes) {
        process.stderr.write(`hopgraph bench scale resets collection "${flags.collection}"; run it again with --yes\n`);
        process.exitCode = EXIT_FAILURE;
        return;
      }
      const config = configFor(program.opts<GlobalOptions>(), {}, flags);
      const [{ benchScale, formatScaleReport }] = await Promise.all([import('../../bench/scale-bench.js'), import('../../modes/all-modes.js')]);
      const runtime = openRuntime(config);
      try {
        const report = await benchScale(config, runtime.graph, runtime.retrieval, {
          sizes: flags.sizes,
          sources: flags.sources,
          questions: flags.questions,
          modes: flags.modes,
          questionLimit: flags.questionLimit,
          workDirectory: resolve(config.dataDir, 'bench-scale'),
          log: (line) => process.stderr.write(`${line}\n`),
        });
        if (flags.json) printJson(report);
        else process.stdout.write(`${formatScaleReport(report)}\n`);
      } finally {
        await runtime.close();
      }
    });
  return bench;
}

/**
 * A dense or hybrid column needs every passage to have a vector of the collection's model: embeds
 * those that have none (a collection built lexically, or passages changed with `--embed none`),
 * saying so and showing progress, instead of stopping with the ingest command to run.
 */
async function embedForDenseColumns(config: ReturnType<typeof configFor>, store: GraphStore, flags: QualityFlags): Promise<void> {
  const { planPassageVectors, ensurePassageVectors } = await import('../../eval/ensure-corpus.js');
  const plan = await planPassageVectors(config, store, flags.embed);
  if (plan.missing === 0) return;
  process.stderr.write(`bench: ${plan.missing} passages of collection "${store.collection}" have no ${plan.model} vector and a dense or hybrid column needs them: embedding them now (${plan.provider})\n`);
  const cliProgress = (await import('cli-progress')).default;
  const bar = flags.progress && process.stderr.isTTY ? new cliProgress.SingleBar({ stream: process.stderr, format: 'embed [{bar}] {value}/{total} passages | {rate} passages/s | ETA {eta_formatted}', hideCursor: true, fps: 5 }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(plan.missing, 0, { rate: '0' });
  const started = Date.now();
  const summary = await ensurePassageVectors(config, store, plan, (event) => {
    if (event.type === 'batch-done') bar?.update(Math.min(plan.missing, event.passages), { rate: (event.passages / Math.max(0.001, (Date.now() - started) / 1000)).toFixed(0) });
  });
  bar?.stop();
  process.stderr.write(`bench: embedded ${summary?.passages ?? 0} passages with ${plan.model} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
