import { readFileSync } from 'node:fs';
import type { Driver, Session } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { processBatch } from '../../src/ingest/process-batch.js';
import type { IngestJobData } from '../../src/ingest/ingest-job.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';

/**
 * When Neo4j goes away between committing a transaction and acknowledging it, the driver's managed
 * transaction re-runs the work function on a new connection although the first run was committed.
 * This wraps the real driver so that every write transaction is committed once and then run again,
 * exactly that sequence, against the real Neo4j.
 */
function replayingDriver(driver: Driver): Driver {
  return new Proxy(driver, {
    get(target, property, receiver) {
      if (property !== 'session') return Reflect.get(target, property, receiver) as unknown;
      return (...sessionArguments: Parameters<Driver['session']>): Session => {
        const session = target.session(...sessionArguments);
        return new Proxy(session, {
          get(sessionTarget, sessionProperty, sessionReceiver) {
            if (sessionProperty !== 'executeWrite') return Reflect.get(sessionTarget, sessionProperty, sessionReceiver) as unknown;
            return async (work: Parameters<Session['executeWrite']>[0]) => {
              await sessionTarget.executeWrite(work);
              return sessionTarget.executeWrite(work);
            };
          },
        });
      };
    },
  });
}

const lines = readFileSync(excerptFile, 'utf8').trim().split('\n');
const batch = (from: number, to: number): IngestJobData => ({
  records: lines.slice(from, to).map((line, index) => {
    const record = JSON.parse(line) as { id: string; title: string; text: string };
    return { ...record, file: excerptFile, line: from + index + 1, bytes: Buffer.byteLength(line) };
  }),
});

describe('a write transaction re-run after its commit was not acknowledged', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config);
  const replaying = new Neo4jGraphStore(config, replayingDriver(store.driver));

  beforeAll(async () => {
    await store.applySchema();
  });
  afterAll(async () => {
    await store.close();
  });

  it('leaves the graph a single clean write builds, for new and for replaced passages', async () => {
    await store.reset();
    await processBatch(store, batch(0, 20));
    await processBatch(store, batch(20, 40));
    const clean = await store.fingerprint();

    await store.reset();
    // New passages: the first run creates them, the re-run must replace, not collide.
    await processBatch(replaying, batch(0, 20));
    // A batch mixing new passages with a replaced one (its text changed, then changed back).
    const changed = batch(20, 40);
    const first = changed.records[0]!;
    await processBatch(replaying, { records: [{ ...first, text: `${first.text} Appended for the test.` }] });
    await processBatch(replaying, changed);

    expect(await store.fingerprint()).toBe(clean);
    expect(Object.values(await store.orphans()).every((count) => count === 0)).toBe(true);
  });
});
