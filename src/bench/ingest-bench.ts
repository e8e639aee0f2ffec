import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphStore } from '../ports/graph-store.js';
import { readCorpus } from '../ingest/read-corpus.js';
import { runIngest } from '../ingest/run-ingest.js';
import type { IngestSummary } from '../ingest/ingest-summary.js';
import { analyzePassage } from '../nlp/index.js';
import { embeddedNeo4jPaths } from '../services/embedded-neo4j.js';
import { readPidFile } from '../services/process-utilities.js';
import { availableParallelism } from 'node:os';
import { ownCpuSeconds, processCpuSeconds } from './process-cpu.js';

export interface IngestBenchReport {
  corpus: string;
  passages: number;
  sentences: number;
  triples: number;
  entities: number;
  wallSeconds: number;
  passagesPerSecond: number;
  sentencesPerSecond: number;
  triplesPerSecond: number;
  peakRssMb: number;
  nlpOnly: { seconds: number; passagesPerSecond: number; sentencesPerSecond: number };
  /** End-to-end passages/s divided by NLP-only passages/s. */
  shareOfNlpThroughput: number;
  concurrency: number;
  batchSize: number;
  /**
   * Where the ingest's CPU went: this process (NLP, row building, driver, queue) and the Neo4j
   * server (when it is the embedded one `hopgraph up` started here, so its /proc entry is readable).
   * With both known, `wallFloorSeconds` is the shortest wall time that much CPU allows on `cores`
   * cores even with perfect overlap, and `shareCeiling` the NLP-only share at that floor.
   */
  cpu: {
    hopgraphSeconds: number;
    neo4jSeconds: number | null;
    cores: number;
    wallFloorSeconds: number | null;
    shareCeiling: number | null;
  };
  /**
   * With `--embed`: the same ingest again from a reset collection, embedding every passage, and what
   * that costs over the run above (wall time and CPU; the embedder's model load included).
   */
  embedding?: {
    provider: 'local' | 'openai';
    model: string;
    wallSeconds: number;
    passagesPerSecond: number;
    hopgraphCpuSeconds: number;
    neo4jCpuSeconds: number | null;
    extraWallSeconds: number;
    extraCpuSeconds: number | null;
    peakRssMb: number;
  };
}

/** One ingest of the corpus into the reset collection, with the CPU it took here and in Neo4j. */
async function measuredIngest(config: HopgraphConfig, store: GraphStore, file: string, embed: 'local' | 'openai' | undefined): Promise<{ summary: IngestSummary; hopgraphCpu: number; neo4jCpu: number | null }> {
  await store.reset();
  const neo4jPid = embeddedNeo4jPid(config);
  const neo4jCpuSeconds = (): number | undefined => (neo4jPid === undefined ? undefined : processCpuSeconds(neo4jPid));
  const neo4jCpuBefore = neo4jCpuSeconds();
  const ownCpuBefore = ownCpuSeconds();
  const summary: IngestSummary = await runIngest(config, store, { files: [file], ...(embed ? { embed } : {}) });
  const hopgraphCpu = ownCpuSeconds() - ownCpuBefore;
  const neo4jCpuAfter = neo4jCpuSeconds();
  const neo4jCpu = neo4jCpuBefore === undefined || neo4jCpuAfter === undefined ? null : neo4jCpuAfter - neo4jCpuBefore;
  return { summary, hopgraphCpu, neo4jCpu };
}

/** The pid of the Neo4j server `hopgraph up` started for this configuration, if it is running. */
function embeddedNeo4jPid(config: HopgraphConfig): number | undefined {
  return readPidFile(embeddedNeo4jPaths(config).pidFile);
}

/** NLP alone over the same records (one warm-up pass over a slice first): the pipeline's ceiling. */
async function nlpOnly(file: string, maxRecordBytes: number): Promise<{ seconds: number; passages: number; sentences: number }> {
  const records: Array<{ title: string; text: string }> = [];
  for await (const item of readCorpus(file, { maxRecordBytes })) if (item.kind === 'record') records.push(item.record);
  for (const record of records.slice(0, 200)) analyzePassage(record);
  const start = performance.now();
  let sentences = 0;
  for (const record of records) sentences += analyzePassage(record).sentences.length;
  return { seconds: (performance.now() - start) / 1000, passages: records.length, sentences };
}

/**
 * `hopgraph bench ingest`: reset the index, ingest the corpus end to end, compare with NLP alone;
 * with `embed`, ingest it once more from a reset collection with embeddings and report the extra cost.
 */
export async function benchIngest(config: HopgraphConfig, store: GraphStore, file: string, options: { embed?: 'local' | 'openai' } = {}): Promise<IngestBenchReport> {
  await store.applySchema();
  const { summary, hopgraphCpu, neo4jCpu } = await measuredIngest(config, store, file, undefined);
  // Peak RSS is a high-water mark: read before the embedding run loads its model.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const embedded = options.embed ? await measuredIngest(config, store, file, options.embed) : undefined;
  const nlp = await nlpOnly(file, config.ingest.maxRecordBytes);
  const passagesPerSecond = summary.passages / summary.seconds;
  const nlpPassagesPerSecond = nlp.passages / nlp.seconds;
  return {
    corpus: file,
    passages: summary.passages,
    sentences: summary.sentences,
    triples: summary.triples,
    entities: summary.entities,
    wallSeconds: summary.seconds,
    passagesPerSecond,
    sentencesPerSecond: summary.sentences / summary.seconds,
    triplesPerSecond: summary.triples / summary.seconds,
    peakRssMb,
    nlpOnly: { seconds: nlp.seconds, passagesPerSecond: nlpPassagesPerSecond, sentencesPerSecond: nlp.sentences / nlp.seconds },
    shareOfNlpThroughput: passagesPerSecond / nlpPassagesPerSecond,
    concurrency: config.ingest.concurrency,
    batchSize: config.ingest.batchSize,
    cpu: cpuReport(hopgraphCpu, neo4jCpu, nlp.seconds),
    ...(embedded && options.embed
      ? {
          embedding: {
            provider: options.embed,
            model: embedded.summary.embeddingModel ?? options.embed,
            wallSeconds: embedded.summary.seconds,
            passagesPerSecond: embedded.summary.passages / embedded.summary.seconds,
            hopgraphCpuSeconds: embedded.hopgraphCpu,
            neo4jCpuSeconds: embedded.neo4jCpu,
            extraWallSeconds: embedded.summary.seconds - summary.seconds,
            extraCpuSeconds: embedded.neo4jCpu === null || neo4jCpu === null ? null : embedded.hopgraphCpu + embedded.neo4jCpu - hopgraphCpu - neo4jCpu,
            peakRssMb: process.resourceUsage().maxRSS / 1024,
          },
        }
      : {}),
  };
}

function cpuReport(hopgraphSeconds: number, neo4jSeconds: number | null, nlpSeconds: number): IngestBenchReport['cpu'] {
  const cores = availableParallelism();
  const wallFloorSeconds = neo4jSeconds === null ? null : (hopgraphSeconds + neo4jSeconds) / cores;
  return {
    hopgraphSeconds,
    neo4jSeconds,
    cores,
    wallFloorSeconds,
    shareCeiling: wallFloorSeconds === null ? null : Math.min(1, nlpSeconds / wallFloorSeconds),
  };
}

export function formatIngestBench(report: IngestBenchReport): string {
  const row = (name: string, value: string): string => `| ${name} | ${value} |`;
  return [
    `| ingest bench: ${report.corpus} (batch ${report.batchSize}, concurrency ${report.concurrency}) | |`,
    '|---|---|',
    row('passages / sentences / triples / entities', `${report.passages} / ${report.sentences} / ${report.triples} / ${report.entities}`),
    row('wall time, end to end (reset index → all batches written)', `${report.wallSeconds.toFixed(1)} s`),
    row('passages/s', report.passagesPerSecond.toFixed(0)),
    row('sentences/s', report.sentencesPerSecond.toFixed(0)),
    row('triples/s', report.triplesPerSecond.toFixed(0)),
    row('peak RSS of the hopgraph process', `${report.peakRssMb.toFixed(0)} MB`),
    row('NLP only (same text, one core)', `${report.nlpOnly.seconds.toFixed(1)} s, ${report.nlpOnly.passagesPerSecond.toFixed(0)} passages/s, ${report.nlpOnly.sentencesPerSecond.toFixed(0)} sentences/s`),
    row('end-to-end share of NLP-only throughput', `${(report.shareOfNlpThroughput * 100).toFixed(0)} %`),
    row('CPU during the ingest: hopgraph process / Neo4j server', `${report.cpu.hopgraphSeconds.toFixed(1)} s / ${report.cpu.neo4jSeconds === null ? 'not measured (not an embedded Neo4j started here)' : `${report.cpu.neo4jSeconds.toFixed(1)} s`}`),
    ...(report.cpu.wallFloorSeconds === null || report.cpu.shareCeiling === null
      ? []
      : [
          row(
            `shortest wall time that CPU allows on ${report.cpu.cores} cores (perfect overlap)`,
            `${report.cpu.wallFloorSeconds.toFixed(1)} s, i.e. at most ${(report.cpu.shareCeiling * 100).toFixed(0)} % of NLP-only throughput`,
          ),
        ]),
    ...(report.embedding
      ? [
          row(
            `with --embed ${report.embedding.provider} (${report.embedding.model}), same corpus from a reset collection: wall time`,
            `${report.embedding.wallSeconds.toFixed(1)} s (${report.embedding.passagesPerSecond.toFixed(0)} passages/s), i.e. ${report.embedding.extraWallSeconds.toFixed(1)} s more`,
          ),
          row(
            'CPU with embedding: hopgraph process / Neo4j server',
            `${report.embedding.hopgraphCpuSeconds.toFixed(1)} s / ${report.embedding.neo4jCpuSeconds === null ? 'not measured' : `${report.embedding.neo4jCpuSeconds.toFixed(1)} s`}` +
              (report.embedding.extraCpuSeconds === null ? '' : `, i.e. ${report.embedding.extraCpuSeconds.toFixed(1)} CPU-seconds more`),
          ),
          row('peak RSS of the hopgraph process with the embedding model loaded', `${report.embedding.peakRssMb.toFixed(0)} MB`),
        ]
      : []),
  ].join('\n');
}
