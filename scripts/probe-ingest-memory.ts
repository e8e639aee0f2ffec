// Memory of one process that ingests again and again through the API (not part of `npm test`; issue 21):
//   HOPGRAPH_QUEUE=hopgraph-probe node --expose-gc --import tsx scripts/probe-ingest-memory.ts
//       [--corpus ../shared/datasets/hotpotqa/corpus.jsonl] [--records 2000] [--rounds 12] [--collection probe-ingest]
//       [--each sync|reset] [--snapshots 5,40]
// One `createHopgraph` (in-process workers), then --rounds ingests of --records records with `sync`,
// each round changing a tenth of the texts, so every round analyses, writes and deletes
// (`--each reset`: each round resets the collection and writes everything again). After each
// round: a full garbage collection, then the V8 heap used (the floor: what the process still holds),
// RSS and external memory, in MB. A floor that climbs round after round is a leak; a flat floor under
// a higher RSS is V8 keeping the heap it grew.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeHeapSnapshot } from 'node:v8';
import { createHopgraph } from '../src/index.js';
import { readJsonLines } from './read-json-lines.js';

const { values: flags } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/datasets/hotpotqa/corpus.jsonl' },
    records: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '12' },
    collection: { type: 'string', default: 'probe-ingest' },
    /** `sync`: each round a sync of the changed input (default); `reset`: each round resets the collection and ingests all of it. */
    each: { type: 'string', default: 'sync' },
    /** Write a V8 heap snapshot (DIR/round-N.heapsnapshot) after these rounds, e.g. 3,12: compare them to find what grows. */
    snapshots: { type: 'string', default: '' },
    'snapshot-dir': { type: 'string', default: '.hopgraph/probe' },
  },
});

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see the header)');
const collect = gc;
const records = readJsonLines<{ id: string; title?: string; text: string }>(flags.corpus).slice(0, Number(flags.records));
const rounds = Number(flags.rounds);
const snapshotRounds = new Set(flags.snapshots.split(',').filter(Boolean).map(Number));
if (snapshotRounds.size > 0) mkdirSync(flags['snapshot-dir'], { recursive: true });
const megabytes = (bytes: number): number => Math.round(bytes / 1e5) / 10;

function sample(): { heapUsed: number; rss: number; external: number } {
  collect();
  collect();
  const usage = process.memoryUsage();
  return { heapUsed: megabytes(usage.heapUsed), rss: megabytes(usage.rss), external: megabytes(usage.external) };
}

const hg = await createHopgraph({ config: { collection: flags.collection } });
try {
  await hg.reset();
  console.log(`round | processed | unchanged | deleted | seconds | heap used after GC | RSS | external`);
  console.log(`---:|---:|---:|---:|---:|---:|---:|---:`);
  const start = sample();
  console.log(`0 | – | – | – | – | ${start.heapUsed} | ${start.rss} | ${start.external}`);
  for (let round = 1; round <= rounds; round += 1) {
    // A tenth of the records changes each round (a different tenth), one in twenty is left out.
    const input = records
      .filter((_, index) => (index + round) % 20 !== 0)
      .map((record, index) => ((index + round) % 10 === 0 ? { ...record, text: `${record.text} Round ${round} note.` } : record));
    const started = Date.now();
    if (flags.each === 'reset') await hg.reset();
    const summary = await hg.ingest(input, { sync: flags.each !== 'reset' });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const after = sample();
    if (snapshotRounds.has(round)) writeHeapSnapshot(join(flags['snapshot-dir'], `round-${round}.heapsnapshot`));
    console.log(`${round} | ${summary.passages} | ${summary.unchanged} | ${summary.deleted} | ${seconds} | ${after.heapUsed} | ${after.rss} | ${after.external}`);
  }
} finally {
  await hg.close();
}
