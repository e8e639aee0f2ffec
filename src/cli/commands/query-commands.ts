import type { Command } from 'commander';
import { InputError } from '../../errors/input-error.js';
import { openRuntime } from '../../runtime/runtime.js';
import type { SearchResult } from '../../modes/search-result.js';
import { formatCitation } from '../../documents/passage-citation.js';
import { COLLECTION_OPTION, configFor, type CollectionFlag, type GlobalOptions } from '../command-context.js';
import { EXIT_INPUT_REJECTED, printError, printJson } from '../cli-output.js';
import { collectModeOption, collectOriginPattern, originOptionsOf, parsePositiveInteger } from '../parse-options.js';

function printResult(result: SearchResult): void {
  const lines: string[] = [];
  const llmUsage =
    result.llmCalls > 0 || result.llmCacheHits > 0
      ? ` (tokens ${result.promptTokens} + ${result.completionTokens}, cached ${result.llmCacheHits}, retried ${result.llmRetries}, failed ${result.llmFailedCalls})`
      : '';
  lines.push(`mode ${result.mode}${result.route ? ` (routed: ${result.route.reason})` : ''} · ${result.ms.toFixed(0)} ms · LLM calls ${result.llmCalls}${llmUsage}`);
  if (result.answer !== null) lines.push(`answer: ${result.answer}`);
  result.passages.forEach((passage, index) => {
    lines.push(`${String(index + 1).padStart(2)}. ${passage.title || '(untitled)'}  [${passage.id}]  score ${passage.score.toFixed(3)}${passage.hop !== undefined ? `  hop ${passage.hop}` : ''}`);
    if (passage.source) lines.push(`      ${formatCitation(passage.source)}`);
    for (const triple of passage.triples) lines.push(`      ◦ (${triple.subject}; ${triple.relation}; ${triple.object})`);
    for (const sentence of passage.sentences) lines.push(`      “${sentence.text}”`);
  });
  if (result.passages.length === 0) lines.push('no passages matched');
  process.stdout.write(`${lines.join('\n')}\n`);
}

interface QueryFlags extends CollectionFlag {
  retriever: string;
  mode: string;
  topK: number;
  option: Record<string, unknown>;
  origin?: string[];
  excludeOrigin?: string[];
  persist?: boolean;
  trajectories?: string;
  forceSteps?: boolean;
  stepBudget?: number;
  events?: boolean;
  json?: boolean;
}

export function registerQueryCommands(program: Command): void {
  program
    .command('query')
    .description('answer or retrieve for one question')
    .argument('<question>', 'the question')
    .option(...COLLECTION_OPTION)
    .option('--mode <mode>', 'single | rarag | hop-rrf | megrag | auto', 'single')
    .option('--top-k <n>', 'passages returned', parsePositiveInteger, 5)
    .option('--retriever <kind>', 'first-stage retrieval: lexical (BM25) | dense | hybrid (needs an index ingested with --embed)', 'lexical')
    .option('--option <key=value>', 'a mode option, repeatable (e.g. maxHops=2, decomposer=llm, budgetMs=800)', collectModeOption, {})
    .option('--origin <path-or-glob>', 'search only passages of these documents (path relative to the ingest root, e.g. notes or "notes/**"); repeatable', collectOriginPattern)
    .option('--exclude-origin <path-or-glob>', 'never search passages of these documents (e.g. "drafts/**"); repeatable', collectOriginPattern)
    .option('--persist', 'megrag: write the reasoning path into Neo4j (see cypher/inspect/megrag-path.cypher)')
    .option('--trajectories <file>', 'megrag: append one JSON line per step (teacher trajectories)')
    .option('--force-steps', 'megrag: run the whole step budget (no answer-aware stopping)')
    .option('--step-budget <n>', 'megrag: most reasoning steps', parsePositiveInteger)
    .option('--events', 'print the mode’s progress events on stderr as JSON lines')
    .option('--json', 'machine-readable output')
    .action(async (question: string, flags: QueryFlags) => {
      const config = configFor(program.opts<GlobalOptions>(), {}, flags);
      const runtime = openRuntime(config);
      try {
        const { search } = await import('../../modes/search.js');
        await import('../../modes/all-modes.js');
        const retrieval = await runtime.openRetrieval({ dense: flags.retriever !== 'lexical' });
        const llm = await runtime.chatModel();
        const result = await search(
          retrieval,
          question,
          {
            ...flags.option,
            mode: flags.mode,
            topK: flags.topK,
            retriever: flags.retriever,
            ...originOptionsOf(flags),
            ...(flags.persist ? { persist: true, traceStore: runtime.traces } : {}),
            ...(flags.trajectories ? { trajectoriesFile: flags.trajectories } : {}),
            ...(flags.forceSteps ? { forceSteps: true } : {}),
            ...(flags.stepBudget ? { stepBudget: flags.stepBudget } : {}),
          },
          flags.events ? (event) => process.stderr.write(`${JSON.stringify(event)}\n`) : undefined,
          llm,
        );
        if (flags.json) printJson(result);
        else printResult(result);
      } catch (error) {
        if (error instanceof InputError) {
          printError(error);
          process.exitCode = EXIT_INPUT_REJECTED;
          return;
        }
        throw error;
      } finally {
        await runtime.close();
      }
    });
}
