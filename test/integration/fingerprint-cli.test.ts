import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

/** `hopgraph stats --fingerprint --json` of one collection, through the real CLI. */
async function cliFingerprint(collection: string): Promise<string> {
  const result = await runCli(['stats', '--fingerprint', '--json', '--collection', collection]);
  expect(result.code, result.stderr).toBe(0);
  const stats = JSON.parse(result.stdout) as { collection: string; fingerprint: string; labels: Record<string, number> };
  expect(stats.collection).toBe(collection);
  expect(stats.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  return stats.fingerprint;
}

describe('hopgraph stats --fingerprint (the CLI)', () => {
  const config = testConfig();
  // Two collections built from the same corpus with different batching (so in a different write
  // order), and a third whose corpus differs from it in one word of one passage.
  const { stores } = useScratchCollections(config, ['fingerprint-a', 'fingerprint-b', 'fingerprint-changed'] as const);
  const [first, second, changed] = stores;

  beforeAll(async () => {
    const lines = readFileSync(excerptFile, 'utf8').trim().split('\n');
    const record = JSON.parse(lines[7]!) as { text: string };
    expect(record.text).toContain(' was ');
    lines[7] = JSON.stringify({ ...record, text: record.text.replace(' was ', ' is ') });
    const changedFile = join(mkdtempSync(join(tmpdir(), 'hopgraph-fingerprint-')), 'changed.jsonl');
    writeFileSync(changedFile, `${lines.join('\n')}\n`);
    await runIngest(config, first, { files: [excerptFile], batchSize: 50 });
    await runIngest(config, second, { files: [excerptFile], batchSize: 7, concurrency: 2 });
    await runIngest(config, changed, { files: [changedFile], batchSize: 50 });
  });

  it('is equal for two collections built from the same corpus and differs for a changed one', async () => {
    const [a, b, c] = [await cliFingerprint('fingerprint-a'), await cliFingerprint('fingerprint-b'), await cliFingerprint('fingerprint-changed')];
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    // The CLI prints the store's own fingerprint.
    expect(a).toBe(await first.fingerprint());
    expect(c).toBe(await changed.fingerprint());
    // Same counts everywhere: the fingerprint sees content, not only sizes.
    expect((await changed.stats()).labels.Passage).toBe((await first.stats()).labels.Passage);
    expect((await second.stats()).labels.Passage).toBe(150);
  });

  it('the text output ends with the same fingerprint line', async () => {
    const result = await runCli(['stats', '--fingerprint', '--collection', 'fingerprint-a']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`fingerprint      ${await first.fingerprint()}\n`);
  });
});
