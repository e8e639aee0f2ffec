import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { benchIngest, formatIngestBench } from '../../src/bench/ingest-bench.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { embeddedNeo4jPaths } from '../../src/services/embedded-neo4j.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));

describe('hopgraph bench ingest', () => {
  const config = testConfig({ collection: 'test-bench-ingest' });
  const store = new Neo4jGraphStore(config);
  afterAll(async () => {
    await store.reset();
    await store.close();
  });

  it('reports throughput against NLP alone, and where the CPU went', async () => {
    const report = await benchIngest(config, store, excerpt);
    expect(report).toMatchObject({ passages: 150, batchSize: config.ingest.batchSize, concurrency: config.ingest.concurrency });
    const stats = await store.stats();
    expect(report.sentences).toBe(stats.labels.Sentence);
    expect(report.triples).toBe(stats.labels.Triple);
    expect(report.shareOfNlpThroughput).toBeCloseTo(report.passagesPerSecond / report.nlpOnly.passagesPerSecond, 6);
    expect(report.cpu.hopgraphSeconds).toBeGreaterThan(0);
    // The test Neo4j is the embedded one the test run started (pid file under its data folder), so
    // its CPU is readable; a Neo4j started some other way is reported as not measured.
    const embedded = existsSync(embeddedNeo4jPaths(config).pidFile);
    if (embedded) {
      expect(report.cpu.neo4jSeconds).toBeGreaterThan(0);
      expect(report.cpu.wallFloorSeconds).toBeCloseTo((report.cpu.hopgraphSeconds + report.cpu.neo4jSeconds!) / report.cpu.cores, 6);
      expect(formatIngestBench(report)).toMatch(/shortest wall time that CPU allows on \d+ cores/);
    } else {
      expect(report.cpu.neo4jSeconds).toBeNull();
      expect(formatIngestBench(report)).toMatch(/not measured/);
    }
  });
});
