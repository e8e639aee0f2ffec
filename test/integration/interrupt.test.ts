import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';
import { cliPath } from '../helpers/run-cli.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';

describe('Ctrl-C during `hopgraph ingest`', () => {
  const config = testConfig({ ingest: { batchSize: 5 } });
  const store = new Neo4jGraphStore(config);
  let clean = '';

  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
    await runIngest({ ...config, ingest: { ...config.ingest, queue: `${config.ingest.queue}-clean` } }, store, { files: [excerptFile] });
    clean = await store.fingerprint();
    await store.reset();
  });
  afterAll(async () => store.close());

  it('finishes or releases the batches in hand, exits 130, and a re-run completes the rest to the same graph', async () => {
    const environment = { ...process.env, HOPGRAPH_QUEUE: config.ingest.queue, HOPGRAPH_BATCH_SIZE: '5' };
    const child = spawn(process.execPath, [cliPath, 'ingest', excerptFile, '--json', '--no-progress', '--concurrency', '1'], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 60_000;
    while ((await store.stats()).labels.Passage! < 10) {
      if (Date.now() > deadline) throw new Error('the ingest never started writing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const partial = JSON.parse(stdout) as { interrupted: boolean };
    expect(partial.interrupted).toBe(true);
    const written = (await store.stats()).labels.Passage!;
    expect(written).toBeGreaterThanOrEqual(10);
    expect(written).toBeLessThan(150);
    expect(await store.orphans()).toEqual(NO_ORPHANS);

    const rerun = await runIngest(config, store, { files: [excerptFile] });
    expect(rerun).toMatchObject({ accepted: 150, failedBatches: [], interrupted: false });
    expect(rerun.unchanged).toBeGreaterThanOrEqual(written - 5);
    expect(await store.fingerprint()).toBe(clean);
  });
});
