// Server memory under query load (not part of `npm test`; issue 21):
//   HOPGRAPH_QUEUE=hopgraph-serve npx tsx scripts/probe-server-memory.ts [--collection 2wiki] [--questions FILE]
//       [--minutes 7] [--clients 8] [--modes single,rarag,hop-rrf,megrag,walk] [--port 8097]
// Starts `hopgraph serve` as a child process (rate limit off), has --clients clients query it with
// the dataset's questions, the modes in turn, for --minutes, and samples its /metrics every 30 s:
// resident set, V8 heap used and total, external memory (MB). A heap floor (the used heap right
// after collections) that stays flat while RSS levels off is warm-up; a rising floor is a leak.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readJsonLines } from './read-json-lines.js';

const { values: flags } = parseArgs({
  options: {
    collection: { type: 'string', default: '2wiki' },
    questions: { type: 'string', default: '../shared/datasets/2wiki/questions.jsonl' },
    minutes: { type: 'string', default: '7' },
    clients: { type: 'string', default: '8' },
    modes: { type: 'string', default: 'single,rarag,hop-rrf,megrag,walk' },
    port: { type: 'string', default: '8097' },
  },
});

const key = 'probe-key-0123456789abcdef';
const base = `http://127.0.0.1:${flags.port}`;
const auth = { authorization: `Bearer ${key}` };
const modes = flags.modes.split(',');
const questions = readJsonLines<{ question: string }>(flags.questions).map((record) => record.question);
const server = spawn('node', ['bin/hopgraph.js', 'serve', '--port', flags.port, '--collection', flags.collection, '--rate-limit', '0'], {
  env: { ...process.env, HOPGRAPH_API_KEYS: key },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const up = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** One sample of the server's memory in MB, from its Prometheus metrics. */
async function sample(): Promise<Record<string, number>> {
  const text = await (await fetch(`${base}/metrics`, { headers: auth })).text();
  const metric = (name: string): number => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1e6);
  return {
    rss: metric('hopgraph_process_resident_memory_bytes'),
    heapUsed: metric('hopgraph_nodejs_heap_size_used_bytes'),
    heapTotal: metric('hopgraph_nodejs_heap_size_total_bytes'),
    external: metric('hopgraph_nodejs_external_memory_bytes'),
  };
}

try {
  await waitForServer();
  const end = Date.now() + Number(flags.minutes) * 60_000;
  const started = Date.now();
  let served = 0;
  let failed = 0;
  let next = 0;
  const rows: Array<Record<string, number>> = [{ seconds: 0, ...(await sample()), served: 0 }];
  const timer = setInterval(() => {
    void sample().then((memory) => rows.push({ seconds: Math.round((Date.now() - started) / 1000), ...memory, served }));
  }, 30_000);
  const client = async (): Promise<void> => {
    while (Date.now() < end) {
      const index = next++;
      const body = JSON.stringify({ question: questions[index % questions.length], mode: modes[index % modes.length], topK: 5 });
      const response = await fetch(`${base}/v1/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body });
      await response.text();
      if (response.ok) served += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Number(flags.clients) }, client));
  clearInterval(timer);
  rows.push({ seconds: Math.round((Date.now() - started) / 1000), ...(await sample()), served });
  console.log('| s | RSS MB | heap used MB | heap total MB | external MB | queries served |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.seconds} | ${row.rss} | ${row.heapUsed} | ${row.heapTotal} | ${row.external} | ${row.served} |`);
  console.log(`queries served ${served}, failed ${failed}`);
} finally {
  server.kill('SIGTERM');
}
