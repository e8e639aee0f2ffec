/**
 * Measures the local embedder on 2WikiMultiHopQA, without Neo4j:
 *   npx tsx scripts/measure-embeddings.ts [--model bge-small-en-v1.5|all-minilm-l6-v2] [--model-dir DIR]
 *     [--batch 32] [--threads 0] [--max-tokens 256] [--limit N] [--sweep 8,16,32,64]
 *     [--corpus corpus.jsonl] [--questions questions.jsonl] [--bm25 outcomes.jsonl]
 * (1) throughput: passages/s embedding the whole corpus (title + text) after a warm-up, with the
 *     token-length distribution; `--sweep` first times batch sizes on a 600-passage sample;
 * (2) dense retrieval: brute-force cosine top-k for every question → R@2/5/10/20;
 * (3) hybrid: reciprocal-rank fusion (k = 60) of the dense top-100 with the BM25 top-20 read from a
 *     `hopgraph bench --modes single --k 20 --outcomes FILE` run, → R@2/5/10/20 (and BM25 alone).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fetchModel } from '../src/embed/fetch-model.js';
import { localModelNames, type LocalModelName } from '../src/embed/embed-config.js';
import { modelDirectory } from '../src/embed/model-directory.js';
import { nearestNeighbors } from '../src/embed/nearest-neighbors.js';
import { OnnxEmbedder } from '../src/embed/onnx-embedder.js';
import { passageEmbeddingText } from '../src/embed/passage-embedding-text.js';
import { recallAtK, mean, percentile } from '../src/eval/retrieval-metrics.js';
import { reciprocalRankFusion } from '../src/retrieve/fusion.js';
import { readJsonLines } from './read-json-lines.js';

interface Passage { id: string; title: string; text: string }
interface Question { id: string; question: string; gold: string[] }
interface Bm25Outcome { question: { id: string }; returned: string[] }

const { values } = parseArgs({
  options: {
    model: { type: 'string', default: 'bge-small-en-v1.5' },
    'model-dir': { type: 'string' },
    batch: { type: 'string', default: '32' },
    threads: { type: 'string', default: '0' },
    'max-tokens': { type: 'string', default: '256' },
    limit: { type: 'string' },
    sweep: { type: 'string' },
    corpus: { type: 'string', default: '/work/shared/datasets/2wiki/corpus.jsonl' },
    questions: { type: 'string', default: '/work/shared/datasets/2wiki/questions.jsonl' },
    bm25: { type: 'string', default: '/tmp/single-2wiki.jsonl' },
  },
});

const modelName = values.model as LocalModelName;
if (!localModelNames.includes(modelName)) throw new Error(`--model must be one of ${localModelNames.join(', ')}`);
const directory = modelDirectory({ dataDir: process.env.HOPGRAPH_DATA_DIR ?? '.hopgraph', modelName, modelDir: values['model-dir'] });
await fetchModel({ modelName, directory, log: (line) => console.error(line) });

const threads = Number(values.threads);
const maxTokens = Number(values['max-tokens']);
let passages = readJsonLines<Passage>(values.corpus);
if (values.limit) passages = passages.slice(0, Number(values.limit));
const texts = passages.map(passageEmbeddingText);
console.log(`model ${modelName} (${directory}), ${availableParallelism()} CPUs, threads ${threads || 'auto'}, max tokens ${maxTokens}`);

if (values.sweep) {
  const sample = texts.slice(0, 600);
  for (const batchSize of values.sweep.split(',').map(Number)) {
    const embedder = await OnnxEmbedder.create({ modelName, directory, batchSize, threads, maxTokens });
    await embedder.embedDocuments(sample.slice(0, 64));
    const started = performance.now();
    await embedder.embedDocuments(sample);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  sweep batch ${batchSize}: ${(sample.length / seconds).toFixed(1)} passages/s`);
    await embedder.close();
  }
}

const embedder = await OnnxEmbedder.create({ modelName, directory, batchSize: Number(values.batch), threads, maxTokens });
const lengths = texts.map((text) => embedder.encode(text).length);
console.log(
  `passages ${texts.length}, tokens per passage: mean ${mean(lengths).toFixed(0)}, p50 ${percentile(lengths, 50)}, p95 ${percentile(lengths, 95)}, max ${Math.max(...lengths)} (truncated: ${lengths.filter((length) => length >= maxTokens).length})`,
);
await embedder.embedDocuments(texts.slice(0, 32));
const started = performance.now();
const cpuStarted = process.cpuUsage();
const vectors: Float32Array[] = [];
const chunk = 1024;
for (let start = 0; start < texts.length; start += chunk) {
  vectors.push(...(await embedder.embedDocuments(texts.slice(start, start + chunk))));
  process.stderr.write(`\r  embedded ${vectors.length}/${texts.length}`);
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
process.stderr.write('\n');
console.log(
  `embedding: ${seconds.toFixed(1)} s for ${texts.length} passages = ${(texts.length / seconds).toFixed(1)} passages/s (batch ${values.batch}); ` +
    `CPU ${cpuSeconds.toFixed(1)} s = ${(texts.length / cpuSeconds).toFixed(1)} passages per CPU-second; load average ${loadavg()[0]!.toFixed(1)}; RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);

if (existsSync(values.questions) && !values.limit) {
  const questions = readJsonLines<Question>(values.questions);
  const ids = passages.map((passage) => passage.id);
  const queryStarted = performance.now();
  const dense = new Map<string, string[]>();
  for (const question of questions) {
    const query = await embedder.embedQuery(question.question);
    dense.set(question.id, nearestNeighbors(query, vectors, 100).map((neighbor) => ids[neighbor.index]!));
  }
  const perQuestionMs = (performance.now() - queryStarted) / questions.length;
  const ks = [2, 5, 10, 20];
  const report = (label: string, ranking: (question: Question) => string[] | undefined): void => {
    const ranked = questions.filter((question) => ranking(question) !== undefined);
    const cells = ks.map((k) => `R@${k} ${(100 * mean(ranked.map((question) => recallAtK(ranking(question)!, question.gold, k)))).toFixed(1)}`);
    console.log(`${label.padEnd(34)} ${cells.join('  ')}  (${ranked.length} questions)`);
  };
  console.log(`queries: ${perQuestionMs.toFixed(1)} ms per question (embed + brute-force top-100 over ${vectors.length})`);
  report('dense (brute-force cosine)', (question) => dense.get(question.id));
  if (existsSync(values.bm25)) {
    const bm25 = new Map(readJsonLines<Bm25Outcome>(values.bm25).map((outcome) => [outcome.question.id, outcome.returned]));
    report('BM25 single (top-20 from bench)', (question) => bm25.get(question.id));
    const hybrid = (question: Question, denseWeight: number): string[] | undefined => {
      const lexical = bm25.get(question.id);
      if (!lexical) return undefined;
      return reciprocalRankFusion([{ ids: lexical }, { ids: dense.get(question.id)!, weight: denseWeight }]).map((item) => item.id);
    };
    report('hybrid RRF(BM25, dense) k=60', (question) => hybrid(question, 1));
    report('hybrid, dense weight 0.5', (question) => hybrid(question, 0.5));
    report('hybrid, dense weight 2', (question) => hybrid(question, 2));
  } else {
    console.log(`(no BM25 outcomes at ${values.bm25}: run \`hopgraph bench --modes single --k 20 --outcomes ${values.bm25}\` for the hybrid figures)`);
  }
}
await embedder.close();
