// hopgraph from plain Node ESM (no TypeScript): ingest, search, graph queries, close.
// Run after `npm ci` (which builds dist/): node examples/basic-usage.mjs [corpus.jsonl]
// Connection settings come from the environment (NEO4J_URI, REDIS_URL, ...); `hopgraph up` starts them.
// Every call with its options and return shape: docs/api.md.
import { fileURLToPath } from 'node:url';
import { createHopgraph } from 'hopgraph';

const corpus = process.argv[2] ?? fileURLToPath(new URL('../test/fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));

const hg = await createHopgraph();
try {
  // 1. Ingest a corpus file (records work too: hg.ingest([{ id, title, text }, ...])).
  const summary = await hg.ingest(corpus);
  console.log(`ingested ${summary.passages} passages (${summary.unchanged} unchanged), ${summary.rejected} rejected`);

  // 2. Retrieve for a multi-hop question.
  const result = await hg.search("When did Lothair II's mother die?", { mode: 'single', topK: 3 });
  for (const passage of result.passages) console.log(`  ${passage.title} [${passage.id}] ${passage.score.toFixed(2)}`);
  const answered = await hg.answer("When did Lothair II's mother die?");
  console.log(`answer: ${answered.answer}`);

  // 3. Graph queries: an entity, its triples, its neighbourhood, evidence paths between two entities.
  const entity = await hg.graph.entity('lothair ii');
  console.log(`entity ${entity?.name}: ${entity?.tripleCount} triples, described by ${entity?.passages.map((p) => p.title).join(', ')}`);
  const triples = await hg.graph.triples({ subject: 'Ermengarde of Tours', limit: 3 });
  for (const triple of triples) console.log(`  (${triple.subject}; ${triple.relation}; ${triple.object})  — “${triple.sentence.text}”`);
  const neighbors = await hg.graph.neighbors('Lothair II', { depth: 1, limit: 5 });
  console.log(`neighbors: ${neighbors.map((neighbor) => neighbor.entity.name).join(', ')}`);
  const paths = await hg.graph.paths('Lothair II', 'Hugh of Tours', { maxHops: 3 });
  for (const path of paths) console.log(`path: ${path.entities.map((node) => node.name).join(' → ')}`);
  console.log(JSON.stringify(await hg.graph.stats()));
} finally {
  await hg.close();
}
