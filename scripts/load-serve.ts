// Load measurement of `hopgraph serve` (not part of `npm test`):
//   HOPGRAPH_QUEUE=hopgraph-serve npx tsx scripts/load-serve.ts [--collection 2wiki] [--modes single,rarag]
//       [--connections 32] [--seconds 30] [--ingest ../shared/datasets/hotpotqa/corpus.jsonl] [--ingest-limit 3000]
//       [--ingest-workers 0] [--json out.json]
// Starts the real server as a child process (`node bin/hopgraph.js serve`, rate limit off), warms it,
// then for each mode runs autocannon: `connections` concurrent clients for `seconds` seconds, POST
// /v1/search with the dataset's questions in turn. With --ingest, the same again while the server
// ingests that corpus (through POST /v1/collections/<name>/ingest) into a scratch collection, reset
// afterwards. Prints requests/s, p50/p99 latency and errors per run, and the machine's load average.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg, cpus } from 'node:os';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readJsonLines } from './read-json-lines.js';

const { values: flags } = parseArgs({
  options: {
    collection: { type: 'string', default: '2wiki' },
    questions: { type: 'string' },
    modes: { type: 'string', default: 'single,rarag' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '8095' },
    ingest: { type: 'string' },
    'ingest-limit': { type: 'string', default: '3000' },
    'ingest-collection': { type: 'string', default: 'load-ingest' },
    // 0: the server's own in-process workers write the batches; N: N standalone `hopgraph worker` processes do.
    'ingest-workers': { type: 'string', default: '0' },
    json: { type: 'string' },
  },
});

const collection = flags.collection!;
const questionsFile = flags.questions ?? `../shared/datasets/${collection.replace(/-.*$/, '')}/questions.jsonl`;
const questions = readJsonLines<{ question: string }>(questionsFile).map((row) => row.question);
const port = Number(flags.port);
const base = `http://127.0.0.1:${port}`;
const key = 'load-test-key-0123456789abcdef';
const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };

interface RunFigures {
  mode: string;
  withIngest: boolean;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  loadAverageBefore: number;
  loadAverageAfter: number;
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['bin/hopgraph.js', 'serve', '--port', String(port), '--collection', collection, '--rate-limit', '0', '--ingest-body-limit', String(512 * 1024 * 1024)], {
    env: { ...process.env, HOPGRAPH_API_KEYS: key },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitReady(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 120 s');
}

async function load(mode: string, withIngest: boolean): Promise<RunFigures> {
  let next = 0;
  const loadAverageBefore = loadavg()[0]!;
  const result = await autocannon({
    url: `${base}/v1/search`,
    connections: Number(flags.connections),
    duration: Number(flags.seconds),
    method: 'POST',
    headers,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ question: questions[next++ % questions.length], mode, topK: 5 }) }),
      },
    ],
  });
  return {
    mode,
    withIngest,
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Number(result.requests.average.toFixed(1)),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    loadAverageBefore: Number(loadAverageBefore.toFixed(2)),
    loadAverageAfter: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** Starts an ingest job of the --ingest corpus into the scratch collection; resolves with a function that waits for its end. */
async function startIngest(): Promise<{ jobId: string; finished: () => Promise<unknown> }> {
  const records = readJsonLines<Record<string, unknown>>(flags.ingest!).slice(0, Number(flags['ingest-limit']));
  const target = flags['ingest-collection']!;
  await fetch(`${base}/v1/collections/${target}`, { method: 'DELETE', headers });
  const inProcessWorkers = Number(flags['ingest-workers']) === 0;
  for (let index = 0; index < Number(flags['ingest-workers']); index += 1) {
    workers.push(spawn(process.execPath, ['bin/hopgraph.js', 'worker', '--concurrency', '1'], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  const response = await fetch(`${base}/v1/collections/${target}/ingest`, { method: 'POST', headers, body: JSON.stringify({ records, inProcessWorkers }) });
  if (response.status !== 202) throw new Error(`ingest refused: ${response.status} ${await response.text()}`);
  const { jobId } = (await response.json()) as { jobId: string };
  return {
    jobId,
    finished: async () => {
      for (;;) {
        const job = (await (await fetch(`${base}/v1/jobs/${jobId}`, { headers })).json()) as { status: string };
        if (job.status !== 'running') return job;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
  };
}

const workers: ChildProcess[] = [];
const server = startServer();
const figures: RunFigures[] = [];
let ingestReport: unknown;
try {
  await waitReady();
  const modes = flags.modes!.split(',');
  // Warm-up: every mode once per a few questions (driver pool, full-text caches, JIT).
  for (const mode of modes) for (const question of questions.slice(0, 8)) await fetch(`${base}/v1/search`, { method: 'POST', headers, body: JSON.stringify({ question, mode }) });
  for (const mode of modes) {
    figures.push(await load(mode, false));
    process.stderr.write(`${JSON.stringify(figures.at(-1))}\n`);
  }
  if (flags.ingest) {
    const ingest = await startIngest();
    const started = performance.now();
    for (const mode of modes) {
      figures.push(await load(mode, true));
      process.stderr.write(`${JSON.stringify(figures.at(-1))}\n`);
    }
    const job = (await (await fetch(`${base}/v1/jobs/${ingest.jobId}`, { headers })).json()) as { status: string; progress: unknown };
    ingestReport = { stillRunningAfterLoad: job.status === 'running', progressWhenLoadEnded: job.progress, secondsUnderLoad: Math.round((performance.now() - started) / 1000) };
    const final = await ingest.finished();
    ingestReport = { ...(ingestReport as object), final };
    await fetch(`${base}/v1/collections/${flags['ingest-collection']}`, { method: 'DELETE', headers });
  }
} finally {
  server.kill('SIGTERM');
  for (const worker of workers) worker.kill('SIGTERM');
}

const report = { collection, questions: questions.length, cpus: cpus().length, ingestWorkers: Number(flags['ingest-workers']), runs: figures, ingest: ingestReport };
if (flags.json) writeFileSync(flags.json, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write('| mode | during ingest | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | errors | non-2xx | timeouts | load avg (1 min) |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n');
for (const run of figures) {
  process.stdout.write(`| ${run.mode} | ${run.withIngest ? 'yes' : 'no'} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p90Ms} | ${run.p99Ms} | ${run.maxMs} | ${run.requests} | ${run.errors} | ${run.non2xx} | ${run.timeouts} | ${run.loadAverageBefore} → ${run.loadAverageAfter} |\n`);
}
if (ingestReport) process.stdout.write(`ingest (${Number(flags['ingest-workers']) === 0 ? 'in the server process' : `${flags['ingest-workers']} standalone workers`}): ${JSON.stringify({ ...(ingestReport as object), final: undefined })}\n`);
