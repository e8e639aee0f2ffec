import type { GraphStore } from '../graph/graph-store.js';
import type { PassageRecord } from '../graph/graph-records.js';
import type { IngestJobData, IngestJobResult } from '../queue/ingest-job.js';
import { buildPassage } from './build-passage.js';
import { passageHash, passageId } from './passage-ids.js';

/**
 * Processes one batch: passages whose stored hash equals their content hash are skipped (nothing to
 * do), the others go through NLP and are written in one transaction (old content replaced).
 * Idempotent: running it twice, or concurrently with itself, leaves the same graph.
 */
export async function processBatch(store: GraphStore, data: IngestJobData): Promise<IngestJobResult> {
  const keyed = new Map<string, IngestJobData['records'][number]>();
  for (const record of data.records) keyed.set(passageId(record.id, record.title, record.text), record);
  const stored = await store.passageHashes([...keyed.keys()]);
  const nlpStart = performance.now();
  const passages: PassageRecord[] = [];
  let unchanged = 0;
  let bytes = 0;
  for (const [id, record] of keyed) {
    bytes += record.bytes;
    if (stored.get(id) === passageHash(record.title, record.text)) {
      unchanged += 1;
      continue;
    }
    passages.push(buildPassage({ id, title: record.title, text: record.text }));
  }
  const nlpMs = performance.now() - nlpStart;
  const writeStart = performance.now();
  const newIds = new Set(passages.map((passage) => passage.id).filter((id) => !stored.has(id)));
  const summary = await store.writePassages(passages, { newIds });
  return {
    passages: keyed.size,
    unchanged,
    sentences: summary.sentences,
    triples: summary.triples,
    bytes,
    nlpMs,
    writeMs: performance.now() - writeStart,
  };
}
