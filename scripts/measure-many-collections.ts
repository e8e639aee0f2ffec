/**
 * How per-collection full-text indexes scale with the number of collections, in the Neo4j of your
 * environment (`hopgraph up`; the `2wiki` collection must exist, e.g. from `hopgraph bench --corpus`):
 *   npx tsx scripts/measure-many-collections.ts [N=100]
 * Creates N one-passage collections `many-0` … (each first write creates its four indexes), times
 * that, compares the median passage + sentence search time on `2wiki` before and after, and removes
 * the N collections again (timing each reset, which drops the collection's indexes).
 */
import { loadConfig } from '../src/config/load-config.js';
import { Neo4jGraphStore } from '../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../src/graph/neo4j/neo4j-retrieval-store.js';
import { buildPassage } from '../src/ingest/build-passage.js';
const count = Number(process.argv[2] ?? 100);
const config = loadConfig({});
const root = new Neo4jGraphStore(config);
const wiki = new Neo4jRetrievalStore(root.forCollection('2wiki'));
const questions = ["When did Lothair II's mother die?", 'Who directed Polish Wedding?', 'Where was the father of the founder of Versace born?', 'Which film came out first, El Tonto or The Heart of Doreon?'];
async function latency(): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 25; round++) for (const q of questions) { const t = performance.now(); await wiki.searchPassages(q, 20); await wiki.searchSentences(q, 30); times.push(performance.now() - t); }
  times.sort((a, b) => a - b); return times[Math.floor(times.length / 2)]!;
}
await latency();
const before = await latency();
const created: number[] = [];
for (let i = 0; i < count; i++) {
  const store = root.forCollection(`many-${i}`);
  const t = performance.now();
  await store.writePassages([buildPassage({ id: `p${i}`, title: `Page ${i}`, text: `Page ${i} was written by Jane Doe in ${1900 + i}.` })]);
  created.push(performance.now() - t);
}
const after = await latency();
created.sort((a, b) => a - b);
console.log(`${count} collections: first write (4 indexes + 1 passage) p50 ${created[Math.floor(count / 2)]!.toFixed(0)} ms, max ${created[count - 1]!.toFixed(0)} ms`);
console.log(`2wiki passage+sentence search p50: ${before.toFixed(1)} ms before, ${after.toFixed(1)} ms with ${count} more collections`);
const t = performance.now();
for (let i = 0; i < count; i++) await root.forCollection(`many-${i}`).reset();
console.log(`reset of ${count} collections: ${((performance.now() - t) / count).toFixed(0)} ms each`);
await root.close();
