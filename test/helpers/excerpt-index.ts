import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { HopgraphConfig } from '../../src/config/config-schema.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import '../../src/modes/all-modes.js';
import { testConfig } from './test-config.js';

/** The 150-passage 2WikiMultiHopQA excerpt and its questions (test/fixtures/README.md). */
export const excerptFile = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
export const excerptQuestionsFile = fileURLToPath(new URL('../fixtures/2wiki-questions-excerpt.jsonl', import.meta.url));

/**
 * Registers hooks that reset the test Neo4j and index the excerpt before the suite (closing the
 * connection after), and returns the handles the tests use.
 */
export function useExcerptIndex(): { config: HopgraphConfig; graph: Neo4jGraphStore; store: Neo4jRetrievalStore } {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerptFile] });
  });
  afterAll(async () => {
    await graph.close();
  });
  return { config, graph, store };
}

/**
 * Writes to `questionsFile` the excerpt's questions whose gold passages are all among `passageIds`
 * (for benches over a part of the excerpt); returns how many there are.
 */
export function writeExcerptQuestionsWithin(questionsFile: string, passageIds: Iterable<string>): number {
  const ids = new Set(passageIds);
  const lines = readFileSync(excerptQuestionsFile, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => (JSON.parse(line) as { gold: string[] }).gold.every((id) => ids.has(id)));
  writeFileSync(questionsFile, `${lines.join('\n')}\n`);
  return lines.length;
}
