import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphStore } from '../ports/graph-store.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import { runIngest } from '../ingest/run-ingest.js';
import { readBenchQuestions } from '../eval/bench-question.js';
import { percentile } from '../eval/retrieval-metrics.js';
import { search } from '../modes/search.js';
import { embeddedNeo4jPaths } from '../services/embedded-neo4j.js';
import { HopgraphError } from '../errors/hopgraph-error.js';

export interface ScaleStage {
  passages: number;
  /** Seconds to ingest this stage's new passages (the index grows stage by stage). */
  ingestSeconds: number;
  ingestPassagesPerSecond: number;
  /** Highest RSS of the hopgraph process sampled during this stage's ingest (streaming: should stay flat). */
  ingestPeakRssMb: number;
  /** Highest V8 heap in use, sampled the same way (RSS also holds the ONNX/native memory and freed pages). */
  ingestPeakHeapMb: number;
  /** The bench collection's own size after this stage: all its nodes and all its relationships. */
  nodes: number;
  relationships: number;
  /**
   * Size of the whole Neo4j database folder on disk, every collection in it (embedded server only;
   * null for a remote Neo4j): grows with the bench collection only when it is alone in the database.
   */
  storeMb: number | null;
  /** Per mode, over the questions that answered (see `errors`). */
  latencyMs: Record<string, { p50: number; p95: number }>;
  /** Per mode, how many of the timed questions failed (their times are not in the percentiles). */
  errors: Record<string, number>;
}

export interface ScaleReport {
  stages: ScaleStage[];
  modes: string[];
  questions: number;
}

/** A mode failed on every timed question of a stage: its latencies would mean nothing. */
export class ScaleBenchModeError extends HopgraphError {
  constructor(mode: string, passages: number, questions: number, firstError: unknown) {
    super('HOPGRAPH_BENCH_MODE_FAILED', `mode ${mode} failed on all ${questions} questions at ${passages} passages; the first error: ${(firstError as Error)?.message ?? String(firstError)}`, {
      hint: 'run `hopgraph query` with that mode on one of the questions to see why',
      cause: firstError,
    });
  }
}

const sum = (counts: Record<string, number>): number => Object.values(counts).reduce((total, count) => total + count, 0);

function directorySize(path: string): number {
  if (!existsSync(path)) return 0;
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    total += entry.isDirectory() ? directorySize(child) : statSync(child).size;
  }
  return total;
}

/**
 * Writes the corpus of one stage: passages `from` to `to` of an endless sequence made of the real
 * corpora, then re-titled copies of them ("Title (copy 2)", the title replaced in the text too), so
 * the text stays realistic while the index grows far beyond the real data.
 */
async function writeStageCorpus(sources: string[], from: number, to: number, file: string): Promise<number> {
  const originals: Array<{ title: string; text: string }> = [];
  for (const source of sources) {
    for await (const line of createInterface({ input: createReadStream(source) })) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { title?: string; text: string };
      originals.push({ title: record.title ?? '', text: record.text });
    }
  }
  const out = createWriteStream(file);
  let written = 0;
  for (let index = from; index < to; index += 1) {
    const original = originals[index % originals.length]!;
    const copy = Math.floor(index / originals.length);
    const title = copy === 0 ? original.title : `${original.title} (copy ${copy + 1})`;
    const text = copy === 0 || !original.title ? original.text : original.text.split(original.title).join(title);
    out.write(`${JSON.stringify({ id: `scale-${index}`, title, text })}\n`);
    written += 1;
  }
  await new Promise<void>((resolvePromise) => out.end(resolvePromise));
  return written;
}

/** `hopgraph bench scale`: ingest time, store size and per-mode query latency as the index grows. */
export async function benchScale(
  config: HopgraphConfig,
  graph: GraphStore,
  retrieval: RetrievalStore,
  options: { sizes: number[]; sources: string[]; questions: string; modes: string[]; questionLimit: number; workDirectory: string; log: (line: string) => void },
): Promise<ScaleReport> {
  mkdirSync(options.workDirectory, { recursive: true });
  await graph.applySchema();
  await graph.reset();
  const questions = readBenchQuestions(options.questions).slice(0, options.questionLimit);
  const stages: ScaleStage[] = [];
  let indexed = 0;
  for (const size of [...options.sizes].sort((a, b) => a - b)) {
    const file = resolve(options.workDirectory, `stage-${size}.jsonl`);
    const added = await writeStageCorpus(options.sources, indexed, size, file);
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 250);
    let summary: Awaited<ReturnType<typeof runIngest>>;
    try {
      summary = await runIngest(config, graph, { files: [file] });
    } finally {
      clearInterval(sampler);
    }
    indexed = size;
    options.log(`scale: ${size} passages indexed (+${added} in ${summary.seconds.toFixed(1)} s)`);
    const latencyMs: ScaleStage['latencyMs'] = {};
    const errors: ScaleStage['errors'] = {};
    for (const question of questions.slice(0, 5)) for (const mode of options.modes) await search(retrieval, question.question, { mode, topK: 10 }).catch(() => undefined);
    for (const mode of options.modes) {
      const times: number[] = [];
      let firstError: unknown;
      errors[mode] = 0;
      for (const question of questions) {
        try {
          times.push((await search(retrieval, question.question, { mode, topK: 10 })).ms);
        } catch (error) {
          errors[mode] += 1;
          firstError ??= error;
        }
      }
      if (questions.length > 0 && times.length === 0) throw new ScaleBenchModeError(mode, size, questions.length, firstError);
      if (errors[mode] > 0) options.log(`scale: ${mode} failed on ${errors[mode]} of ${questions.length} questions at ${size} passages (first: ${(firstError as Error)?.message ?? String(firstError)})`);
      latencyMs[mode] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    const counts = await graph.stats();
    const storePath = join(embeddedNeo4jPaths(config).data, 'databases', config.neo4j.database);
    stages.push({
      passages: size,
      ingestSeconds: summary.seconds,
      ingestPassagesPerSecond: added / summary.seconds,
      ingestPeakRssMb: peakRss / 1024 / 1024,
      ingestPeakHeapMb: peakHeap / 1024 / 1024,
      nodes: sum(counts.labels),
      relationships: sum(counts.relationships),
      storeMb: existsSync(storePath) ? directorySize(storePath) / 1024 / 1024 : null,
      latencyMs,
      errors,
    });
  }
  return { stages, modes: options.modes, questions: questions.length };
}

/** The report as a Markdown table; a mode's cell names its failed questions, when any failed. */
export function formatScaleReport(report: ScaleReport): string {
  const header = [
    'passages',
    'ingest s (new)',
    'passages/s',
    'peak RSS MB',
    'peak heap MB',
    'nodes',
    'relationships',
    'DB folder MB (all collections)',
    ...report.modes.map((mode) => `${mode} p50 / p95 ms`),
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---:').join('|')}|`];
  for (const stage of report.stages) {
    const latency = (mode: string): string => {
      const cell = `${stage.latencyMs[mode]!.p50.toFixed(1)} / ${stage.latencyMs[mode]!.p95.toFixed(1)}`;
      const failed = stage.errors[mode] ?? 0;
      return failed > 0 ? `${cell} (${failed} of ${report.questions} failed)` : cell;
    };
    lines.push(
      `| ${[
        stage.passages.toLocaleString('en-US'),
        stage.ingestSeconds.toFixed(1),
        stage.ingestPassagesPerSecond.toFixed(0),
        stage.ingestPeakRssMb.toFixed(0),
        stage.ingestPeakHeapMb.toFixed(0),
        stage.nodes.toLocaleString('en-US'),
        stage.relationships.toLocaleString('en-US'),
        stage.storeMb === null ? '–' : stage.storeMb.toFixed(0),
        ...report.modes.map(latency),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
