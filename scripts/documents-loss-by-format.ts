/**
 * Where documents lose against records: the outcomes of two `hopgraph bench --outcomes` runs on the
 * same questions (the file scripts/dataset-to-documents.ts wrote), one on the folder of documents
 * (scored by gold_texts), one on the records (`--gold ids`), split by the format of the file that
 * holds each gold passage and, for plain text and PDF, by whether the gold paragraph leads the
 * passage the chunker cut or is packed behind another paragraph. In the Neo4j of your environment
 * (for the chunk positions; NEO4J_URI / HOPGRAPH_DATA_DIR as for the bench):
 *
 *   npx tsx scripts/documents-loss-by-format.ts --dataset ../shared/datasets/hotpotqa --collection docs-hotpotqa \
 *     --documents docs.outcomes.jsonl --records records.outcomes.jsonl [--per-file 8] [--shuffle SEED] [--k 5]
 *
 * Files are numbered as dataset-to-documents numbers them (`--per-file` passages a file in corpus
 * order, or the order of `--shuffle SEED`; formats md, txt, html, pdf in turn), so a gold id gives its
 * file and format.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { GoldTextMatcher, wordTokens } from '../src/eval/gold-text-match.js';
import { Neo4jGraphStore } from '../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../src/graph/neo4j/neo4j-retrieval-store.js';
import { passageOrder } from './dataset-to-documents.js';
import { readJsonLines } from './read-json-lines.js';

interface Outcome {
  mode: string;
  returned: string[];
  question: { id: string; gold: string[]; goldTexts?: string[] };
  goldTextRanks?: { returned: number[] };
}

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) {
    process.stderr.write(`missing --${name}\n`);
    process.exit(1);
  }
  return value;
}

const FORMATS = ['md', 'txt', 'html', 'pdf'] as const;
const dataset = option('dataset');
const perFile = Number(option('per-file', '8'));
const k = Number(option('k', '5'));
const corpus = readJsonLines<{ id: string; text: string }>(join(dataset, 'corpus.jsonl'));
const shuffle = process.argv.includes('--shuffle') ? Number(option('shuffle')) : undefined;
// Where each passage was written: its position in the order dataset-to-documents used.
const written = passageOrder(corpus.length, shuffle);
const writtenAt = new Map(written.map((corpusIndex, position) => [corpus[corpusIndex]!.id, position]));
const indexOf = new Map(corpus.map((passage, index) => [passage.id, index]));
const digits = Math.max(4, String(Math.ceil(corpus.length / perFile)).length);
const fileOf = (id: string): { path: string; format: (typeof FORMATS)[number] } => {
  const number = Math.floor(writtenAt.get(id)! / perFile) + 1;
  const format = FORMATS[(number - 1) % FORMATS.length]!;
  return { path: `${String(number).padStart(digits, '0')}.${format}`, format };
};

// Where each txt/pdf dataset passage ended up: leading its chunk, or packed behind another paragraph.
const config = loadConfig({});
const root = new Neo4jGraphStore(config);
const graph = root.forCollection(option('collection'));
const store = new Neo4jRetrievalStore(graph);
const placement = new Map<string, 'leads' | 'packed' | 'split' | 'unmatched'>();
const goldIds = new Set<string>();
const documentsOutcomes = readJsonLines<Outcome>(option('documents'));
const recordsOutcomes = readJsonLines<Outcome>(option('records'));
for (const outcome of documentsOutcomes) for (const id of outcome.question.gold) goldIds.add(id);
const files = new Map<string, string[]>();
for (const id of goldIds) {
  const { path, format } = fileOf(id);
  if (format === 'txt' || format === 'pdf') files.set(path, [...(files.get(path) ?? []), id]);
}
for (const [path, ids] of files) {
  const chunkIds = await graph.documentPassageIds(path);
  const texts = new Map((await store.passageContents(chunkIds)).map((content) => [content.id, content.text]));
  const chunks = chunkIds.map((id) => texts.get(id) ?? '');
  for (const id of ids) {
    const text = corpus[indexOf.get(id)!]!.text;
    const matcher = new GoldTextMatcher([text]);
    const holding = chunks.filter((chunk) => matcher.matches(chunk).length > 0);
    const first = wordTokens(text).slice(0, 8).join(' ');
    if (holding.length === 0) placement.set(id, 'unmatched');
    else if (holding.length > 1 && !holding.some((chunk) => wordTokens(chunk).join(' ').startsWith(first))) placement.set(id, 'split');
    else placement.set(id, holding.some((chunk) => wordTokens(chunk).join(' ').startsWith(first)) ? 'leads' : 'packed');
  }
}

// The texts of every passage returned in the top k, to score them again with stricter shares.

const documentTexts = new Map<string, string>();
const wanted = [...new Set(documentsOutcomes.flatMap((outcome) => outcome.returned.slice(0, k)))];
for (let start = 0; start < wanted.length; start += 500) {
  for (const content of await store.passageContents(wanted.slice(start, start + 500))) documentTexts.set(content.id, content.text);
}
await root.close();
const recordText = (id: string): string => corpus[indexOf.get(id)!]?.text ?? '';

const SHARES = [0.5, 0.8, 1] as const;
/** Per outcome and gold passage: found in the top k by its text at each share (documents, records) and by its id (records). */
const foundByText = (outcome: Outcome, index: number, share: number, textOf: (id: string) => string): boolean => {
  const matcher = new GoldTextMatcher([recordText(outcome.question.gold[index]!)], share);
  return outcome.returned.slice(0, k).some((id) => matcher.matches(textOf(id)).length > 0);
};
const foundById = (outcome: Outcome, index: number): boolean => outcome.returned.slice(0, k).includes(outcome.question.gold[index]!);
const documentText = (id: string): string => documentTexts.get(id) ?? '';

/** Mean over questions of the share of gold passages found (as the bench's recall). */
const recall = (outcomes: Outcome[], mode: string, found: (outcome: Outcome, index: number) => boolean): number => {
  const perQuestion = outcomes.filter((outcome) => outcome.mode === mode && outcome.question.gold.length > 0).map((outcome) => outcome.question.gold.filter((_, index) => found(outcome, index)).length / outcome.question.gold.length);
  return perQuestion.reduce((sum, value) => sum + value, 0) / Math.max(1, perQuestion.length);
};
const percent = (value: number): string => (value * 100).toFixed(1);
const modes = [...new Set(documentsOutcomes.map((outcome) => outcome.mode))];
const questionCount = documentsOutcomes.length / modes.length;
const lines = [
  `R@${k} on ${dataset} (${questionCount} questions), gold matched by text at a share of its distinct tokens (0.5 = the bench's rule) or by id:`,
  '',
  `| mode | documents, text 0.5 | text 0.8 | text 1.0 | records, id | records, text 0.5 | text 0.8 |`,
  '|---|---:|---:|---:|---:|---:|---:|',
  ...modes.map((mode) => {
    const cells = [
      ...SHARES.map((share) => percent(recall(documentsOutcomes, mode, (outcome, index) => foundByText(outcome, index, share, documentText)))),
      percent(recall(recordsOutcomes, mode, foundById)),
      ...SHARES.slice(0, 2).map((share) => percent(recall(recordsOutcomes, mode, (outcome, index) => foundByText(outcome, index, share, recordText)))),
    ];
    return `| \`${mode}\` | ${cells.join(' | ')} |`;
  }),
];

type Tally = Map<string, { found: number; total: number }>;
const tally = (outcomes: Outcome[], found: (outcome: Outcome, index: number) => boolean): Map<string, Tally> => {
  const byMode = new Map<string, Tally>();
  for (const outcome of outcomes) {
    const groups = byMode.get(outcome.mode) ?? new Map();
    byMode.set(outcome.mode, groups);
    outcome.question.gold.forEach((id, index) => {
      const { format } = fileOf(id);
      const keys = ['all', format, ...(placement.has(id) ? [`${format} ${placement.get(id)}`] : [])];
      for (const key of keys) {
        const entry = groups.get(key) ?? { found: 0, total: 0 };
        entry.total += 1;
        if (found(outcome, index)) entry.found += 1;
        groups.set(key, entry);
      }
    });
  }
  return byMode;
};
const documents = tally(documentsOutcomes, (outcome, index) => foundByText(outcome, index, 0.5, documentText));
const records = tally(recordsOutcomes, foundById);
const keys = ['all', ...FORMATS, 'txt leads', 'txt packed', 'txt split', 'txt unmatched', 'pdf leads', 'pdf packed', 'pdf split', 'pdf unmatched'];
const share = (entry?: { found: number; total: number }): string => (entry && entry.total > 0 ? percent(entry.found / entry.total) : '–');
const counts = documents.get(modes[0]!)!;
lines.push(
  '',
  `Gold passages found in the top ${k} by the file that holds them, documents (text 0.5) → records (id), share of gold passages in %; "leads": the gold paragraph opens the passage the chunker cut, "packed": it follows another paragraph in it, "split": its words are spread over passages none of which it opens:`,
  '',
  `| gold passage in | gold passages | ${modes.map((mode) => `\`${mode}\``).join(' | ')} |`,
  `|---|---:|${modes.map(() => '---').join('|')}|`,
  ...keys.filter((key) => counts.has(key)).map((key) => `| ${key} | ${counts.get(key)!.total} | ${modes.map((mode) => `${share(documents.get(mode)?.get(key))} → ${share(records.get(mode)?.get(key))}`).join(' | ')} |`),
);
process.stdout.write(`${lines.join('\n')}\n`);
