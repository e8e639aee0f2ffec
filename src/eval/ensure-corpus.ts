import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphStore } from '../graph/graph-store.js';
import { CORPUS_META_KEY, runIngest, type IngestSummary } from '../ingest/run-ingest.js';
import type { IngestEvent } from '../ingest/ingest-events.js';

export async function fileHash(file: string): Promise<string> {
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
  return digest.digest('hex');
}

/**
 * Makes the index hold exactly `file`: a no-op when it already does (same content hash recorded),
 * else reset + ingest + record the hash.
 */
export async function ensureCorpus(
  config: HopgraphConfig,
  store: GraphStore,
  file: string,
  onEvent?: (event: IngestEvent) => void,
): Promise<{ rebuilt: boolean; summary?: IngestSummary }> {
  await store.applySchema();
  const hash = await fileHash(file);
  if ((await store.getMeta(CORPUS_META_KEY)) === hash) return { rebuilt: false };
  await store.reset();
  const summary = await runIngest(config, store, { files: [file], ...(onEvent ? { onEvent } : {}) });
  if (summary.failedBatches.length === 0 && !summary.interrupted) await store.setMeta(CORPUS_META_KEY, hash);
  // Wait until the full-text indexes have caught up with the writes before anything is measured.
  await store.applySchema();
  return { rebuilt: true, summary };
}
