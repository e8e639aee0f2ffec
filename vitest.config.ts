import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure logic, no services) and `integration` (a real Neo4j and a real Redis).
// Integration tests use their own Neo4j instance (Bolt 7688, data under .hopgraph/test) so `npm test`
// never touches the index you work with, and queue names of their own in Redis.
// test/global-setup.ts starts that Neo4j (downloading the jars on the first run) and stops it
// afterwards if it started it. `npx vitest run --project unit` runs without any service.
const integrationEnvironment = {
  NEO4J_URI: process.env.HOPGRAPH_TEST_NEO4J_URI ?? 'bolt://127.0.0.1:7688',
  NEO4J_PASSWORD: process.env.HOPGRAPH_TEST_NEO4J_PASSWORD ?? '',
  REDIS_URL: process.env.HOPGRAPH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  // A second test run beside the first (another checkout's, a helper's) sets these four to get a Neo4j and a queue of its own.
  HOPGRAPH_DATA_DIR: process.env.HOPGRAPH_TEST_DATA_DIR ?? '.hopgraph/test',
  HOPGRAPH_NEO4J_HEAP: '1g',
  HOPGRAPH_NEO4J_PAGECACHE: '1g',
  HOPGRAPH_HTTP_PORT: process.env.HOPGRAPH_TEST_HTTP_PORT ?? '7475',
  HOPGRAPH_QUEUE: process.env.HOPGRAPH_TEST_QUEUE ?? 'hopgraph-test',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          env: integrationEnvironment,
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
