/**
 * Do sentence (and triple) vectors pay beside passage vectors? Measured on 2WikiMultiHopQA with the
 * local embedder, vectors held in memory (exact cosine, no vector index):
 *   npx tsx scripts/measure-granular-dense.ts [--collection emb-2wiki] [--questions-limit N]
 *     [--sentences-limit N] [--triples] [--model bge-small-en-v1.5] [--batch 32]
 * Rankings compared by passage recall@5/@10 (and @2):
 *   - dense over passages (title + text, as ingest embeds them);
 *   - dense over sentences, aggregated to their passages (a passage scores its best sentence);
 *     each sentence is embedded with its passage title on the first line, since a sentence alone
 *     often names its subject only as "He" or "The film";
 *   - BM25 `single` (the collection's full-text passage index in the dev Neo4j) for reference;
 *   - RRF (k = 60) of passage + sentence dense; and of BM25 + passage dense vs BM25 + passage +
 *     sentence dense (does a third list add anything to the hybrid first stage?);
 *   - with `--triples`, the same for the rule-based triples ("subject relation object" with the title).
 * Sentences and triples come from the ingest's own NLP (`analyzePassage`). Embedding cost is timed
 * per granularity (texts/s, total seconds, CPU seconds). `--sentences-limit` embeds only the
 * sentences of the first passages up to that many sentences, and then only questions whose gold
 * passages all lie in that slice are scored (said in the output).
 * The BM25 list needs the corpus in `--collection` (`hopgraph ingest corpus.jsonl --collection emb-2wiki`).
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/load-config.js';
import { localModelNames, type LocalModelName } from '../src/embed/embed-config.js';
import { fetchModel } from '../src/embed/fetch-model.js';
import { modelDirectory } from '../src/embed/model-directory.js';
import { nearestNeighbors } from '../src/embed/nearest-neighbors.js';
import { OnnxEmbedder } from '../src/embed/onnx-embedder.js';
import { passageEmbeddingText } from '../src/embed/passage-embedding-text.js';
import { mean, recallAtK } from '../src/eval/retrieval-metrics.js';
import { Neo4jGraphStore } from '../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../src/graph/neo4j/neo4j-retrieval-store.js';
import { analyzePassage } from '../src/nlp/index.js';
import { reciprocalRankFusion } from '../src/retrieve/fusion.js';
import { readJsonLines } from './read-json-lines.js';

interface Passage { id: string; title: string; text: string }
interface Question { id: string; question: string; gold: string[] }
/** One embedded unit below the passage: its text and the passage it belongs to. */
interface Unit { passage: string; text: string }

const { values } = parseArgs({
  options: {
    collection: { type: 'string', default: 'emb-2wiki' },
    model: { type: 'string', default: 'bge-small-en-v1.5' },
    batch: { type: 'string', default: '32' },
    'questions-limit': { type: 'string' },
    'sentences-limit': { type: 'string' },
    triples: { type: 'boolean', default: false },
    corpus: { type: 'string', default: '/work/shared/datasets/2wiki/corpus.jsonl' },
    questions: { type: 'string', default: '/work/shared/datasets/2wiki/questions.jsonl' },
  },
});

const modelName = values.model as LocalModelName;
if (!localModelNames.includes(modelName)) throw new Error(`--model must be one of ${localModelNames.join(', ')}`);
const config = { ...loadConfig(), collection: values.collection };
const directory = modelDirectory({ dataDir: config.dataDir, modelName, modelDir: config.embed.modelDir });
await fetchModel({ modelName, directory, log: (line) => console.error(line) });
const embedder = await OnnxEmbedder.create({ modelName, directory, batchSize: Number(values.batch), maxTokens: config.embed.maxTokens });

const allPassages = readJsonLines<Passage>(values.corpus);
const sentences: Unit[] = [];
const triples: Unit[] = [];
let passages = allPassages;
const sentenceLimit = values['sentences-limit'] ? Number(values['sentences-limit']) : Infinity;
for (const [index, passage] of allPassages.entries()) {
  const analysis = analyzePassage({ title: passage.title, text: passage.text });
  if (sentences.length + analysis.sentences.length > sentenceLimit) {
    passages = allPassages.slice(0, index);
    break;
  }
  for (const sentence of analysis.sentences) {
    sentences.push({ passage: passage.id, text: passageEmbeddingText({ title: passage.title, text: sentence.text }) });
    for (const triple of sentence.triples) {
      triples.push({ passage: passage.id, text: passageEmbeddingText({ title: passage.title, text: `${triple.subject} ${triple.relation} ${triple.object}` }) });
    }
  }
}
const inSlice = new Set(passages.map((passage) => passage.id));
let questions = readJsonLines<Question>(values.questions).filter((question) => question.gold.every((id) => inSlice.has(id)));
if (values['questions-limit']) questions = questions.slice(0, Number(values['questions-limit']));
console.log(
  `model ${modelName}, ${availableParallelism()} CPUs (shared machine), load average ${loadavg()[0]!.toFixed(1)}; ` +
    `${passages.length} passages, ${sentences.length} sentences, ${triples.length} triples; ${questions.length} questions scored`,
);

/** Embeds texts after a warm-up and reports the cost. */
async function embedAll(label: string, texts: string[]): Promise<Float32Array[]> {
  await embedder.embedDocuments(texts.slice(0, 32));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += 1024) {
    vectors.push(...(await embedder.embedDocuments(texts.slice(start, start + 1024))));
    process.stderr.write(`\r  ${label}: ${vectors.length}/${texts.length}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  process.stderr.write('\n');
  const tokens = mean(texts.slice(0, 2000).map((text) => embedder.encode(text).length));
  console.log(
    `embedding ${label}: ${texts.length} in ${seconds.toFixed(1)} s = ${(texts.length / seconds).toFixed(1)}/s ` +
      `(CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; mean ${tokens.toFixed(0)} tokens; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  return vectors;
}

const passageVectors = await embedAll('passages', passages.map(passageEmbeddingText));
const sentenceVectors = await embedAll('sentences', sentences.map((unit) => unit.text));
const tripleVectors = values.triples ? await embedAll('triples', triples.map((unit) => unit.text)) : [];

/** Units ranked for a query, folded into passages: each passage keeps the rank of its best unit. */
function aggregated(query: Float32Array, units: Unit[], vectors: Float32Array[], depth: number): string[] {
  const ranked: string[] = [];
  const seen = new Set<string>();
  for (const neighbor of nearestNeighbors(query, vectors, depth * 8)) {
    const passage = units[neighbor.index]!.passage;
    if (seen.has(passage)) continue;
    seen.add(passage);
    ranked.push(passage);
    if (ranked.length === depth) break;
  }
  return ranked;
}

const graph = new Neo4jGraphStore(config);
const lexical = new Neo4jRetrievalStore(graph);
const depth = 50;
const rankings = new Map<string, Map<string, string[]>>();
const add = (label: string, question: Question, ids: string[]): void => {
  if (!rankings.has(label)) rankings.set(label, new Map());
  rankings.get(label)!.set(question.id, ids);
};
const fuse = (...lists: string[][]): string[] => reciprocalRankFusion(lists.map((ids) => ({ ids })), 60).map((item) => item.id);
const queryStarted = performance.now();
for (const question of questions) {
  const query = await embedder.embedQuery(question.question);
  const passageDense = nearestNeighbors(query, passageVectors, depth).map((neighbor) => passages[neighbor.index]!.id);
  const sentenceDense = aggregated(query, sentences, sentenceVectors, depth);
  const bm25 = (await lexical.searchPassages(question.question, depth)).map((hit) => hit.id).filter((id) => inSlice.has(id));
  add('dense, passages', question, passageDense);
  add('dense, sentences → passage (max)', question, sentenceDense);
  add('BM25 single', question, bm25);
  add('RRF(passage dense, sentence dense)', question, fuse(passageDense, sentenceDense));
  add('RRF(BM25, passage dense) = hybrid today', question, fuse(bm25, passageDense));
  add('RRF(BM25, passage dense, sentence dense)', question, fuse(bm25, passageDense, sentenceDense));
  if (values.triples) {
    const tripleDense = aggregated(query, triples, tripleVectors, depth);
    add('dense, triples → passage (max)', question, tripleDense);
    add('RRF(passage dense, triple dense)', question, fuse(passageDense, tripleDense));
    add('RRF(BM25, passage dense, triple dense)', question, fuse(bm25, passageDense, tripleDense));
  }
}
console.log(`queries: ${((performance.now() - queryStarted) / questions.length).toFixed(1)} ms per question (embed, exact top-k over every granularity, BM25)`);
console.log(`\n| ranking (${questions.length} 2Wiki questions) | R@2 | R@5 | R@10 |\n|---|---:|---:|---:|`);
for (const [label, byQuestion] of rankings) {
  const cells = [2, 5, 10].map((k) => (100 * mean(questions.map((question) => recallAtK(byQuestion.get(question.id)!, question.gold, k)))).toFixed(1));
  console.log(`| ${label} | ${cells.join(' | ')} |`);
}
await embedder.close();
await graph.close();
