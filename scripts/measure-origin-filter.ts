/**
 * What an origin filter costs: the same questions through `search()` with no filter, with a narrow
 * `origin` (one folder) and with an `excludeOrigins`, per mode; median and p90 milliseconds, how many
 * passages came back, and the retrieval-store calls a search made. Run it on a collection ingested
 * from a folder; `folder` writes the one of docs/documents.md (a corpus cut into Markdown files of
 * 20 passages, a heading each, 1 file in 10 under notes/, the others under archive/):
 *
 *   npx tsx scripts/measure-origin-filter.ts folder ../shared/datasets/2wiki/corpus.jsonl /tmp/origin-docs
 *   HOPGRAPH_QUEUE=hopgraph-me node bin/hopgraph.js ingest /tmp/origin-docs --collection origin-measure
 *   npx tsx scripts/measure-origin-filter.ts origin-measure ../shared/datasets/2wiki/questions.jsonl notes 'notes/**' 100 single,rarag,hop-rrf,megrag,walk
 *   (NEO4J_URI etc. as for the CLI)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { Neo4jGraphStore } from '../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../src/graph/neo4j/neo4j-retrieval-store.js';
import { search } from '../src/modes/search.js';
import '../src/modes/all-modes.js';
import type { RetrievalStore } from '../src/ports/retrieval-store.js';

if (process.argv[2] === 'folder') {
  const [, corpusFile, folder] = process.argv.slice(2);
  if (!corpusFile || !folder) throw new Error('usage: npx tsx scripts/measure-origin-filter.ts folder CORPUS.jsonl DIR');
  const records = readFileSync(corpusFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { title: string; text: string });
  for (let start = 0; start < records.length; start += 20) {
    const part = start / 20;
    const subfolder = join(folder, part % 10 === 0 ? 'notes' : 'archive');
    mkdirSync(subfolder, { recursive: true });
    const sections = records.slice(start, start + 20).map((record) => `## ${record.title}\n\n${record.text}\n`);
    writeFileSync(join(subfolder, `part-${String(part).padStart(4, '0')}.md`), `# Part ${part}\n\n${sections.join('\n')}`);
  }
  process.exit(0);
}

const [collection, questionsFile, origin, exclude, countText = '100', modesText = 'single,hop-rrf,walk'] = process.argv.slice(2);
if (!collection || !questionsFile || !origin || !exclude) {
  process.stderr.write('usage: npx tsx scripts/measure-origin-filter.ts COLLECTION QUESTIONS.jsonl ORIGIN EXCLUDE [count] [modes]\n');
  process.exit(1);
}
const questions = readFileSync(questionsFile, 'utf8')
  .trim()
  .split('\n')
  .slice(0, Number(countText))
  .map((line) => (JSON.parse(line) as { question: string }).question);

/** Counts the calls made through the store (each one Neo4j round trip, or a few when a search widens). */
function counting(store: RetrievalStore, counter: { calls: number }): RetrievalStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'withOrigins') return (filter: never) => counting((value as (filter: never) => RetrievalStore).call(target, filter), counter);
      return (...args: unknown[]) => {
        counter.calls += 1;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const percentile = (values: number[], share: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))]!;

const graph = new Neo4jGraphStore(loadConfig({ overrides: { collection } }));
try {
  const store = new Neo4jRetrievalStore(graph);
  const variants: Array<[string, Record<string, unknown>]> = [
    ['no filter', {}],
    [`origin ${origin}`, { origin }],
    [`excludeOrigins ${exclude}`, { excludeOrigins: exclude }],
  ];
  // Warm-up: query plans and page cache.
  for (const question of questions.slice(0, 10)) for (const [, options] of variants) await search(store, question, { mode: 'single', ...options });
  const lines = ['| mode | filter | p50 ms | p90 ms | passages (mean) | store calls (mean) |', '|---|---|---:|---:|---:|---:|'];
  for (const mode of modesText.split(',')) {
    for (const [name, options] of variants) {
      const times: number[] = [];
      let passages = 0;
      const counter = { calls: 0 };
      for (const question of questions) {
        const result = await search(counting(store, counter), question, { mode, topK: 5, budgets: 'off', ...options });
        times.push(result.ms);
        passages += result.passages.length;
      }
      lines.push(`| ${mode} | ${name} | ${percentile(times, 0.5).toFixed(0)} | ${percentile(times, 0.9).toFixed(0)} | ${(passages / questions.length).toFixed(2)} | ${(counter.calls / questions.length).toFixed(1)} |`);
    }
  }
  process.stdout.write(`${questions.length} questions, collection ${collection}\n${lines.join('\n')}\n`);
} finally {
  await graph.close();
}
