/**
 * Ingest speed of documents against records on the same text (issue 19: Markdown/text at ≥ 80 % of
 * the record path's passages/s; a figure for PDF pages/s). In the Neo4j of your environment
 * (`hopgraph up`; set NEO4J_URI / HOPGRAPH_DATA_DIR / HOPGRAPH_QUEUE as for ingest):
 *
 *   npx tsx scripts/measure-document-ingest.ts [--dataset ../shared/datasets/hotpotqa] [--limit 2000] [--rounds 2] [--per-file 8] [--formats records,md,txt,pdf] [--work DIR]
 *
 * Takes the dataset's first `--limit` passages and writes them (under `--work`, default
 * .hopgraph/measure-document-ingest/) as: a JSONL records file (id, title, text); a folder of
 * Markdown files (a level-2 heading per passage, its title); a folder of plain-text files (the
 * passages as paragraphs, no titles); a folder of PDF files (as the text, via pdf-lib) — `--per-file`
 * passages a file, as scripts/dataset-to-documents.ts writes them. Each is ingested with
 * `runIngest` (the path of `hopgraph ingest`, default settings: rules triples, no embeddings, chunks
 * of 200 words) into a collection of its own, reset first (`measure-ingest-records`, `-md`, `-txt`,
 * `-pdf`) after an untimed warm-up ingest of one file of each format; records, Markdown and text take turns for `--rounds` rounds, PDF runs once at the end
 * (`--formats` picks some of them, e.g. `--formats pdf` in a process of its own).
 *
 * Reported per run: wall seconds, source passages/s (the dataset passages the input holds, so every
 * format is timed on the same text), CPU seconds of this process and of the Neo4j server (read from
 * /proc when `hopgraph up` started it) and source passages per CPU second (what other jobs on a
 * shared machine move least), the passages the chunker made, and for PDF pages/s; then per format
 * the medians and their share of the records' medians.
 * Prints a Markdown table and, with --json, a JSON line.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { Neo4jGraphStore } from '../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../src/ingest/run-ingest.js';
import { ownCpuSeconds, processCpuSeconds } from '../src/bench/process-cpu.js';
import { embeddedNeo4jPaths } from '../src/services/embedded-neo4j.js';
import { readPidFile } from '../src/services/process-utilities.js';
import { markdownFile, pdfFile, textFile, type CorpusLine } from './dataset-to-documents.js';
import { readJsonLines } from './read-json-lines.js';

type Kind = 'records' | 'md' | 'txt' | 'pdf';

interface Run {
  kind: Kind;
  round: number;
  seconds: number;
  sourcePassages: number;
  passagesWritten: number;
  rejected: number;
  sourcePassagesPerSecond: number;
  passagesPerSecond: number;
  pages?: number;
  pagesPerSecond?: number;
  /** CPU seconds of this process (reading, NLP, writing) and of the Neo4j server `hopgraph up` started (null when it is not readable). */
  hopgraphCpuSeconds: number;
  neo4jCpuSeconds: number | null;
  /** Source passages per CPU second of both: what the machine's load moves least. */
  sourcePassagesPerCpuSecond: number | null;
  /** This process's peak RSS so far (MB). */
  peakRssMb?: number;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
}

const dataset = option('dataset', '../shared/datasets/hotpotqa');
const limit = Number(option('limit', '2000'));
const rounds = Number(option('rounds', '2'));
const perFile = Number(option('per-file', '8'));
const work = resolve(option('work', '.hopgraph/measure-document-ingest'));
const json = process.argv.includes('--json');
const formats = new Set(option('formats', 'records,md,txt,pdf').split(',') as Kind[]);

const passages = readJsonLines<CorpusLine>(join(dataset, 'corpus.jsonl')).slice(0, limit);
rmSync(work, { recursive: true, force: true });
const inputs: Record<Kind, string> = { records: join(work, 'records.jsonl'), md: join(work, 'md'), txt: join(work, 'txt'), pdf: join(work, 'pdf') };
mkdirSync(work, { recursive: true });
writeFileSync(inputs.records, `${passages.map((passage) => JSON.stringify({ id: passage.id, title: passage.title, text: passage.text })).join('\n')}\n`);
let pages = 0;
for (const kind of ['md', 'txt', 'pdf'] as const) {
  mkdirSync(inputs[kind]);
  for (let start = 0, number = 1; start < passages.length; start += perFile, number += 1) {
    const group = passages.slice(start, start + perFile);
    const name = join(inputs[kind], `${String(number).padStart(5, '0')}.${kind}`);
    if (kind === 'md') writeFileSync(name, markdownFile(group));
    else if (kind === 'txt') writeFileSync(name, textFile(group));
    else {
      const pdf = await pdfFile(group);
      pages += pdf.pages;
      writeFileSync(name, pdf.bytes);
    }
  }
}

const config = loadConfig({});
const root = new Neo4jGraphStore(config);
await root.applySchema();
const runs: Run[] = [];

async function measure(kind: Kind, round: number): Promise<void> {
  const store = root.forCollection(`measure-ingest-${kind}`);
  await store.reset();
  const neo4jPid = readPidFile(embeddedNeo4jPaths(config).pidFile);
  const neo4jCpu = (): number | undefined => (neo4jPid === undefined ? undefined : processCpuSeconds(neo4jPid));
  const neo4jBefore = neo4jCpu();
  const ownBefore = ownCpuSeconds();
  const started = performance.now();
  const summary = await runIngest(config, store, { files: [inputs[kind]] });
  const seconds = (performance.now() - started) / 1000;
  const hopgraphCpuSeconds = ownCpuSeconds() - ownBefore;
  const neo4jAfter = neo4jCpu();
  const neo4jCpuSeconds = neo4jBefore === undefined || neo4jAfter === undefined ? null : neo4jAfter - neo4jBefore;
  const run: Run = {
    kind,
    round,
    seconds,
    sourcePassages: passages.length,
    passagesWritten: summary.passages,
    rejected: summary.rejected,
    sourcePassagesPerSecond: passages.length / seconds,
    passagesPerSecond: summary.passages / seconds,
    ...(kind === 'pdf' ? { pages, pagesPerSecond: pages / seconds } : {}),
    hopgraphCpuSeconds,
    neo4jCpuSeconds,
    sourcePassagesPerCpuSecond: neo4jCpuSeconds === null ? null : passages.length / (hopgraphCpuSeconds + neo4jCpuSeconds),
  };
  runs.push(run);
  run.peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.stderr.write(`${kind} round ${round}: peak RSS so far ${run.peakRssMb.toFixed(0)} MB, ${seconds.toFixed(1)} s, ${run.sourcePassagesPerSecond.toFixed(1)} source passages/s, CPU ${hopgraphCpuSeconds.toFixed(1)} + ${neo4jCpuSeconds?.toFixed(1) ?? '?'} s, ${summary.passages} passages written, ${summary.rejected} rejected\n`);
}

try {
  // Untimed warm-up: the NLP model, pdf.js and the queue are loaded once, before any run is timed.
  const warmup = root.forCollection('measure-ingest-warmup');
  await runIngest(config, warmup, { files: [join(inputs.md, '00001.md'), join(inputs.txt, '00001.txt'), join(inputs.pdf, '00001.pdf')] });
  await warmup.reset();
  for (let round = 1; round <= rounds; round += 1) for (const kind of ['records', 'md', 'txt'] as const) if (formats.has(kind)) await measure(kind, round);
  if (formats.has('pdf')) await measure('pdf', 1);
} finally {
  for (const kind of ['records', 'md', 'txt', 'pdf'] as const) await root.forCollection(`measure-ingest-${kind}`).reset();
  await root.close();
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const medianOf = (kind: Kind, value: (run: Run) => number | null): number | null => {
  const values = runs.filter((run) => run.kind === kind).map(value).filter((item): item is number => item !== null);
  return values.length === 0 ? null : median(values);
};
const recordsRate = medianOf('records', (run) => run.sourcePassagesPerSecond);
const recordsCpuRate = medianOf('records', (run) => run.sourcePassagesPerCpuSecond);
const shareOf = (kind: Kind, value: (run: Run) => number | null, of: number | null): string => {
  const rate = medianOf(kind, value);
  return rate === null || of === null ? '–' : `${((rate / of) * 100).toFixed(0)} %`;
};
const lines = [
  `${passages.length} passages of ${dataset}, ${perFile} a file (${Math.ceil(passages.length / perFile)} files a format), ${pages} PDF pages; measured: ${[...formats].map((kind) => (kind === 'pdf' ? 'pdf once' : `${kind} ×${rounds}`)).join(', ')}`,
  '',
  '| input | round | wall s | source passages/s | CPU s (hopgraph + Neo4j) | source passages per CPU s | passages written | PDF pages/s |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...runs.map(
    (run) =>
      `| ${run.kind} | ${run.round} | ${run.seconds.toFixed(1)} | ${run.sourcePassagesPerSecond.toFixed(1)} | ${run.hopgraphCpuSeconds.toFixed(1)} + ${run.neo4jCpuSeconds?.toFixed(1) ?? '?'} | ${run.sourcePassagesPerCpuSecond?.toFixed(1) ?? '–'} | ${run.passagesWritten} | ${run.pagesPerSecond?.toFixed(2) ?? ''} |`,
  ),
  '',
  '| input | median source passages/s | share of records | median per CPU s | share of records |',
  '|---|---:|---:|---:|---:|',
  ...(['records', 'md', 'txt', 'pdf'] as const).filter((kind) => formats.has(kind)).map(
    (kind) =>
      `| ${kind} | ${medianOf(kind, (run) => run.sourcePassagesPerSecond)!.toFixed(1)} | ${shareOf(kind, (run) => run.sourcePassagesPerSecond, recordsRate)} | ${medianOf(kind, (run) => run.sourcePassagesPerCpuSecond)?.toFixed(1) ?? '–'} | ${shareOf(kind, (run) => run.sourcePassagesPerCpuSecond, recordsCpuRate)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (json) process.stdout.write(`${JSON.stringify({ dataset, limit: passages.length, perFile, pages, rounds, runs, recordsMedianPassagesPerSecond: recordsRate, recordsMedianPassagesPerCpuSecond: recordsCpuRate })}\n`);
