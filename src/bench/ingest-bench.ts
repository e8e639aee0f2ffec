import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphStore } from '../graph/graph-store.js';
import { readCorpus } from '../ingest/read-corpus.js';
import { runIngest, type IngestSummary } from '../ingest/run-ingest.js';
import { analyzePassage } from '../nlp/index.js';

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

/** `hopgraph bench ingest`: reset the index, ingest the corpus end to end, compare with NLP alone. */
export async function benchIngest(config: HopgraphConfig, store: GraphStore, file: string): Promise<IngestBenchReport> {
  await store.applySchema();
  await store.reset();
  const summary: IngestSummary = await runIngest(config, store, { files: [file] });
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
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
  ].join('\n');
}
