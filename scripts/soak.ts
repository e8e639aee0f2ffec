// A soak test of the whole system (not part of `npm test`; issue 21):
//   npx tsx scripts/soak.ts [--minutes 20] [--records 3000] [--clients 8] [--workers 4] [--embed none|local] [--json out.json]
// On services of its own (Neo4j on Bolt 7700 from .hopgraph/test-serve, redis-server on 6390,
// started with `hopgraph up`; nothing shared is touched or restarted), for --minutes at once:
//   - --workers standalone `hopgraph worker` processes writing what a driver loop sends to collection
//     A (HotpotQA passages): a first ingest, then `--sync` rounds with changed, added and removed
//     records, and `hopgraph delete` rounds;
//   - --clients concurrent HTTP clients querying A and B (the 2Wiki excerpt) through `hopgraph serve`
//     in every registered mode, checking that no passage of the other collection comes back;
//   - faults: `kill -9` of Neo4j then `hopgraph up`, a Redis kill then `hopgraph up`, one worker
//     killed with SIGKILL while a batch is active (and replaced).
// Then it checks: every record of A's final input present with nothing else (no batch lost),
// A's fingerprint equal to a clean in-process build of that input, B's fingerprint unchanged, no
// cross-collection passage, no process crashed or logged an unhandled rejection, queries failing
// only during outages (with the recovery time after each), and the RSS of the server and workers
// at start and end. Exit code 1 when a check fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readJsonLines } from './read-json-lines.js';
import { hasModelFiles, modelDirectory } from '../src/embed/model-directory.js';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    records: { type: 'string', default: '3000' },
    clients: { type: 'string', default: '8' },
    workers: { type: 'string', default: '4' },
    embed: { type: 'string', default: 'none' },
    port: { type: 'string', default: '8096' },
    json: { type: 'string' },
  },
});

const durationMs = Number(flags.minutes) * 60_000;
const recordCount = Number(flags.records);
const dataDir = '.hopgraph/test-serve';
const workDir = resolve('.hopgraph/soak');
mkdirSync(workDir, { recursive: true });
const key = 'soak-key-0123456789abcdef';
const port = Number(flags.port);
const base = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
const A = 'soak-a';
const B = 'soak-b';
const CLEAN = 'soak-a-clean';
const environment: NodeJS.ProcessEnv = {
  ...process.env,
  NEO4J_URI: 'bolt://127.0.0.1:7700',
  NEO4J_PASSWORD: '',
  REDIS_URL: 'redis://127.0.0.1:6390',
  HOPGRAPH_DATA_DIR: dataDir,
  HOPGRAPH_HTTP_PORT: '7480',
  HOPGRAPH_NEO4J_HEAP: '1g',
  HOPGRAPH_NEO4J_PAGECACHE: '512m',
  HOPGRAPH_NO_DOCKER: '1',
  HOPGRAPH_QUEUE: 'hopgraph-soak',
  HOPGRAPH_API_KEYS: key,
};
if (flags.embed !== 'none' && flags.embed !== 'local') throw new Error(`--embed: 'none' or 'local', not '${flags.embed}'`);
/** With --embed local, every process reads the model `hopgraph model fetch` put in the default data folder (the soak's own folder is reset). */
if (flags.embed === 'local') {
  const directory = modelDirectory({ dataDir: '.hopgraph', modelName: 'bge-small-en-v1.5' });
  if (!hasModelFiles(directory)) throw new Error(`--embed local: no model in ${directory}; run \`hopgraph model fetch\` first (or set HOPGRAPH_EMBED_MODEL_DIR)`);
  environment.HOPGRAPH_EMBED_MODEL_DIR = directory;
}
/** With embeddings on, every other query of a client uses the hybrid first stage (dense and BM25), so the dense path meets the faults too. */
const retrievers = flags.embed === 'none' ? ['lexical'] : ['lexical', 'hybrid'];
const started = Date.now();
/** When the clients, workers and faults start (after the services are up and B is built): --minutes counts from here. */
let loadStarted = Number.POSITIVE_INFINITY;
const elapsed = (): number => (Date.now() - started) / 1000;
const log = (line: string): void => void process.stderr.write(`[soak ${elapsed().toFixed(0).padStart(5)} s] ${line}\n`);
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Runs the CLI to completion. */
function cli(args: string[], timeoutMs = 1_800_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bin/hopgraph.js', ...args], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** Runs the CLI until it succeeds (a service may be down for a while); counts the failed attempts. */
async function cliUntilDone(args: string[], what: string, retries: { count: number }): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await cli(args);
    if (result.code === 0) return result.stdout;
    retries.count += 1;
    log(`${what}: attempt ${attempt} failed (exit ${result.code}): ${result.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300)}`);
    if (attempt >= 20) throw new Error(`${what} failed 20 times`);
    await sleep(5000);
  }
}

/** A long-running child (server, worker) with its output kept in a file; restarted (and counted) when it exits on its own. */
interface Daemon {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Exits on its own; `afterStart`: it had been serving (a worker had printed "worker on queue", the server "listening"). */
  exits: Array<{ at: number; code: number | null; signal: string | null; afterStart: boolean }>;
  stopping: boolean;
}
const daemons: Daemon[] = [];
function spawnInto(daemon: Daemon, args: string[]): void {
  const output = createWriteStream(daemon.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['bin/hopgraph.js', ...args], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  daemon.child = child;
  let serving = false;
  const watch = (chunk: Buffer): void => {
    if (!serving && /worker on queue|listening on/.test(chunk.toString())) serving = true;
  };
  child.stdout!.on('data', watch);
  child.stderr!.on('data', watch);
  child.on('exit', (code, signal) => {
    if (daemon.stopping) return;
    daemon.exits.push({ at: elapsed(), code, signal, afterStart: serving });
    log(`${daemon.name} exited on its own (code ${code}, signal ${signal}); restarting it, as a supervisor would`);
    setTimeout(() => !daemon.stopping && spawnInto(daemon, args), 3000);
  });
}
function startDaemon(name: string, args: string[]): Daemon {
  const daemon = { name, logFile: join(workDir, `${name}.log`), exits: [], stopping: false } as unknown as Daemon;
  spawnInto(daemon, args);
  daemons.push(daemon);
  return daemon;
}

function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

const readPid = (file: string): number => Number(readFileSync(resolve(dataDir, file), 'utf8').trim());

async function metricsValue(name: string, labels = ''): Promise<number> {
  try {
    const text = await (await fetch(`${base}/metrics`, { headers })).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  } catch {
    return Number.NaN;
  }
}

// ---------------------------------------------------------------- corpora
interface Row {
  id: string;
  title: string;
  text: string;
}
const hotpot = readJsonLines<Row>('../shared/datasets/hotpotqa/corpus.jsonl');
const reserve = hotpot.slice(recordCount); // records added by sync rounds come from here
let nextReserve = 0;
/** Records removed by sync or delete rounds: once the reserve is used up, added records come back from here (revised), so A keeps its size. */
const removedPool: Row[] = [];
let current = new Map(hotpot.slice(0, recordCount).map((row) => [row.id, row]));
const questionsA = readJsonLines<{ question: string }>('../shared/datasets/hotpotqa/questions.jsonl').map((row) => row.question);
const questionsB = readJsonLines<{ question: string }>('test/fixtures/2wiki-questions-excerpt.jsonl').map((row) => row.question);
const writeInput = (version: number): string => {
  const file = join(workDir, `a-v${version}.jsonl`);
  writeFileSync(file, `${[...current.values()].map((row) => JSON.stringify(row)).join('\n')}\n`);
  return file;
};
/** A seeded generator, so a run's changes can be replayed. */
let seed = 20_240_601;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

// ---------------------------------------------------------------- the run
const counts = { recordsIngested: 0, ingests: 0, syncs: 0, syncDeleted: 0, deleteRounds: 0, deleted: 0, cliRetries: { count: 0 } };
interface QueryOutcome {
  at: number;
  collection: string;
  mode: string;
  retriever: string;
  ok: boolean;
  code?: string;
  ms: number;
}
const outcomes: QueryOutcome[] = [];
const crossCollection: Array<{ collection: string; id: string }> = [];
const outages: Array<{ service: string; down: number; back: number; firstOkAfter?: number }> = [];
let stopQueries = false;
let stopIngest = false;

async function ingestDriver(embedFlags: string[]): Promise<void> {
  let version = 1;
  const first = writeInput(version);
  const summary = JSON.parse(await cliUntilDone(['ingest', first, '--collection', A, '--no-workers', '--json', ...embedFlags], 'first ingest of A', counts.cliRetries)) as { accepted: number };
  counts.recordsIngested += summary.accepted;
  counts.ingests += 1;
  log(`A: first ingest of ${summary.accepted} records done`);
  while (!stopIngest) {
    version += 1;
    // A sync round: ~4 % changed, ~3 % added, ~3 % removed.
    const ids = [...current.keys()];
    const next = new Map(current);
    for (const id of ids) {
      const roll = random();
      if (roll < 0.04) next.set(id, { ...current.get(id)!, text: `${current.get(id)!.text} Revision ${version} of this passage was checked.` });
      else if (roll < 0.07) {
        removedPool.push(current.get(id)!);
        next.delete(id);
      }
    }
    // ~3 % added, or more to bring A back to --records (what sync and delete rounds removed).
    const toAdd = Math.max(Math.round(ids.length * 0.03), recordCount - next.size);
    for (let added = 0; added < toAdd; added += 1) {
      if (nextReserve < reserve.length) {
        const row = reserve[nextReserve++]!;
        next.set(row.id, row);
        continue;
      }
      const back = removedPool.shift();
      if (!back) break;
      next.set(back.id, { ...back, text: `${back.text} Restored in revision ${version}.` });
    }
    current = next;
    const file = writeInput(version);
    const synced = JSON.parse(await cliUntilDone(['ingest', file, '--collection', A, '--no-workers', '--sync', '--json', ...embedFlags], `sync v${version}`, counts.cliRetries)) as { accepted: number; deleted: number };
    counts.recordsIngested += synced.accepted;
    counts.syncs += 1;
    counts.syncDeleted += synced.deleted;
    log(`A: sync v${version}: ${synced.accepted} records, ${synced.deleted} deleted`);
    if (stopIngest) break;
    // A delete round: ~1 % of the ids.
    const victims = [...current.keys()].filter(() => random() < 0.01).slice(0, 50);
    if (victims.length > 0) {
      const deleted = JSON.parse(await cliUntilDone(['delete', '--collection', A, '--id', ...victims, '--json'], `delete round ${counts.deleteRounds + 1}`, counts.cliRetries)) as { deleted: number };
      for (const id of victims) {
        removedPool.push(current.get(id)!);
        current.delete(id);
      }
      counts.deleteRounds += 1;
      counts.deleted += deleted.deleted;
      log(`A: deleted ${deleted.deleted} of ${victims.length}`);
    }
  }
}

async function client(index: number, modes: string[]): Promise<void> {
  let turn = index;
  while (!stopQueries) {
    turn += 1;
    // Every mode in turn, then the other collection, then the other retriever: every combination is queried.
    const mode = modes[turn % modes.length]!;
    const round = Math.floor(turn / modes.length);
    const collection = round % 2 === 0 ? A : B;
    const retriever = retrievers[Math.floor(round / 2) % retrievers.length]!;
    const questions = collection === A ? questionsA : questionsB;
    const question = questions[Math.floor(random() * questions.length)]!;
    const at = elapsed();
    const begin = performance.now();
    try {
      const response = await fetch(`${base}/v1/search`, { method: 'POST', headers, body: JSON.stringify({ question, mode, collection, topK: 5, ...(retriever === 'lexical' ? {} : { retriever }) }), signal: AbortSignal.timeout(90_000) });
      const body = (await response.json()) as { passages?: Array<{ id: string }>; code?: string };
      if (response.ok) {
        const foreign = (body.passages ?? []).filter((passage) => (collection === A ? !passage.id.startsWith('hotpotqa-') : !passage.id.startsWith('2wiki-')));
        for (const passage of foreign) crossCollection.push({ collection, id: passage.id });
        outcomes.push({ at, collection, mode, retriever, ok: true, ms: performance.now() - begin });
      } else {
        outcomes.push({ at, collection, mode, retriever, ok: false, code: body.code ?? String(response.status), ms: performance.now() - begin });
      }
    } catch (error) {
      outcomes.push({ at, collection, mode, retriever, ok: false, code: `client: ${(error as Error).message}`, ms: performance.now() - begin });
      await sleep(200);
    }
  }
}

/** When the last fault's service came back (the load goes on for RECOVERY_WATCH_MS after it, so recovery is measured). */
let faultsDoneAt = Number.POSITIVE_INFINITY;
const RECOVERY_WATCH_MS = 60_000;

async function faults(): Promise<void> {
  const at = async (fraction: number): Promise<void> => {
    while (Date.now() - loadStarted < durationMs * fraction && !stopQueries) await sleep(500);
  };
  await at(0.3);
  const neo4jPid = readPid('neo4j/neo4j.pid');
  log(`fault: kill -9 Neo4j (pid ${neo4jPid})`);
  const neo4jDown = elapsed();
  process.kill(neo4jPid, 'SIGKILL');
  await sleep(5000);
  await cliUntilDone(['up'], 'hopgraph up after the Neo4j kill', counts.cliRetries);
  outages.push({ service: 'neo4j', down: neo4jDown, back: elapsed() });
  log(`Neo4j back after ${(elapsed() - neo4jDown).toFixed(0)} s`);

  await at(0.55);
  const redisPid = readPid('redis/redis.pid');
  log(`fault: kill Redis (pid ${redisPid}) and restart it`);
  const redisDown = elapsed();
  process.kill(redisPid, 'SIGKILL');
  await sleep(3000);
  await cliUntilDone(['up'], 'hopgraph up after the Redis kill', counts.cliRetries);
  outages.push({ service: 'redis', down: redisDown, back: elapsed() });
  log(`Redis back after ${(elapsed() - redisDown).toFixed(0)} s`);

  await at(0.75);
  // A worker killed mid-batch: wait (up to a minute) for an active job first.
  for (let wait = 0; wait < 60 && (await metricsValue('hopgraph_queue_jobs', 'state="active"')) < 1; wait += 1) await sleep(1000);
  const active = await metricsValue('hopgraph_queue_jobs', 'state="active"');
  const victim = daemons.find((daemon) => daemon.name.startsWith('worker-') && !daemon.stopping)!;
  log(`fault: SIGKILL ${victim.name} (pid ${victim.child.pid}) with ${active} active job(s) in the queue`);
  victim.stopping = true;
  victim.child.kill('SIGKILL');
  workerKill = { name: victim.name, activeJobs: active, at: elapsed() };
  startDaemon(`worker-${daemons.filter((daemon) => daemon.name.startsWith('worker-')).length + 1}`, ['worker', '--concurrency', '1']);
  faultsDoneAt = Date.now();
}
let workerKill: { name: string; activeJobs: number; at: number } | undefined;

async function fingerprint(collection: string): Promise<{ fingerprint: string; passages: number }> {
  const stats = JSON.parse(await cliUntilDone(['stats', '--collection', collection, '--fingerprint', '--json'], `fingerprint of ${collection}`, counts.cliRetries)) as { fingerprint: string; labels: Record<string, number> };
  return { fingerprint: stats.fingerprint, passages: stats.labels.Passage ?? 0 };
}

const embedFlags = flags.embed === 'none' ? [] : ['--embed', flags.embed!];
let report: Record<string, unknown> = {};
let failed = false;
try {
  log(`services: ${(await cliUntilDone(['up'], 'hopgraph up', counts.cliRetries)).trim().replace(/\n/g, '; ')}`);
  for (const collection of [A, B, CLEAN]) await cliUntilDone(['reset', '--collection', collection, '--yes'], `reset ${collection}`, counts.cliRetries);
  await cliUntilDone(['ingest', 'test/fixtures/2wiki-corpus-excerpt.jsonl', '--collection', B, '--json', ...embedFlags], 'ingest of B', counts.cliRetries);
  const bBefore = await fingerprint(B);
  log(`B: ${bBefore.passages} passages, fingerprint ${bBefore.fingerprint.slice(0, 16)}`);

  const server = startDaemon('server', ['serve', '--port', String(port), '--collection', A, '--rate-limit', '0', '--timeout-ms', '60000']);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${base}/readyz`).then((response) => response.ok, () => false)) break;
    await sleep(500);
  }
  for (let index = 1; index <= Number(flags.workers); index += 1) startDaemon(`worker-${index}`, ['worker', '--concurrency', '1']);
  const modes = ((await (await fetch(`${base}/v1/modes`, { headers })).json()) as { modes: string[] }).modes;
  log(`server up; modes ${modes.join(', ')}; ${flags.workers} workers; ${flags.clients} clients for ${flags.minutes} min`);

  loadStarted = Date.now();
  const ingesting = ingestDriver(embedFlags);
  const clients = Array.from({ length: Number(flags.clients) }, (_, index) => client(index, modes));
  const faulting = faults();
  await sleep(30_000);
  const rssStart = Object.fromEntries(daemons.map((daemon) => [daemon.name, rssMb(daemon.child.pid)]));
  // --minutes of load, and at least a minute after the last fault (a slow service restart can outlast a short run).
  while (Date.now() - loadStarted < durationMs || Date.now() - faultsDoneAt < RECOVERY_WATCH_MS) await sleep(1000);
  stopQueries = true;
  stopIngest = true;
  await Promise.all(clients);
  await faulting;
  const rssEnd = Object.fromEntries(daemons.filter((daemon) => !daemon.stopping).map((daemon) => [daemon.name, rssMb(daemon.child.pid)]));
  log('queries stopped; waiting for the ingest driver to finish its round');
  await ingesting;
  const queueLeft = await metricsValue('hopgraph_queue_jobs', 'state="waiting"');

  // Recovery: the first successful query after each service came back.
  for (const outage of outages) outage.firstOkAfter = outcomes.filter((outcome) => outcome.ok && outcome.at >= outage.back).sort((left, right) => left.at - right.at)[0]?.at;
  const graceSeconds = 15;
  const duringOutage = (outcome: QueryOutcome): boolean => outages.some((outage) => outcome.at >= outage.down - 1 && outcome.at <= outage.back + graceSeconds);
  const failures = outcomes.filter((outcome) => !outcome.ok);

  // Final state: A holds exactly the final input; A equals a clean build of it; B untouched.
  const finalFile = join(workDir, 'a-final.jsonl');
  writeFileSync(finalFile, `${[...current.values()].map((row) => JSON.stringify(row)).join('\n')}\n`);
  const aAfter = await fingerprint(A);
  let missing = 0;
  for (const id of current.keys()) {
    const response = await fetch(`${base}/v1/passages/${encodeURIComponent(id)}?collection=${A}`, { headers });
    if (response.status !== 200) missing += 1;
  }
  await cliUntilDone(['ingest', finalFile, '--collection', CLEAN, '--json', ...embedFlags], 'clean build', counts.cliRetries);
  const clean = await fingerprint(CLEAN);
  const bAfter = await fingerprint(B);
  // A Node process ending on an unhandled rejection prints the error's source line then "Node.js v…".
  const unhandled = daemons.filter((daemon) => /^Node\.js v\d+/m.test(readFileSync(daemon.logFile, 'utf8'))).map((daemon) => daemon.name);
  const crashed = daemons.filter((daemon) => daemon.exits.some((exit) => exit.afterStart)).map((daemon) => ({ name: daemon.name, exits: daemon.exits }));
  const startupFailures = daemons.filter((daemon) => daemon.exits.some((exit) => !exit.afterStart)).map((daemon) => ({ name: daemon.name, count: daemon.exits.filter((exit) => !exit.afterStart).length }));

  const byMode: Record<string, { ok: number; failed: number }> = {};
  for (const outcome of outcomes) {
    const column = outcome.retriever === 'lexical' ? outcome.mode : `${outcome.mode}@${outcome.retriever}`;
    byMode[column] ??= { ok: 0, failed: 0 };
    byMode[column]![outcome.ok ? 'ok' : 'failed'] += 1;
  }
  const checks = {
    noBatchLost: missing === 0 && aAfter.passages === current.size,
    aEqualsCleanBuild: aAfter.fingerprint === clean.fingerprint,
    bUntouched: bAfter.fingerprint === bBefore.fingerprint,
    noCrossCollectionPassage: crossCollection.length === 0,
    noCrashOrUnhandledRejection: crashed.length === 0 && unhandled.length === 0,
    failuresOnlyDuringOutages: failures.every(duringOutage),
    queueDrained: queueLeft === 0,
  };
  failed = Object.values(checks).some((ok) => !ok);
  report = {
    command: `npx tsx scripts/soak.ts ${process.argv.slice(2).join(' ')}`.trim(),
    minutes: Number(flags.minutes),
    loadAverage: loadavg().map((value) => Number(value.toFixed(1))),
    checks,
    counts: {
      recordsIngested: counts.recordsIngested,
      ingests: counts.ingests,
      syncs: counts.syncs,
      passagesDeletedBySync: counts.syncDeleted,
      deleteRounds: counts.deleteRounds,
      passagesDeleted: counts.deleted,
      cliAttemptsRetried: counts.cliRetries.count,
      finalRecordsOfA: current.size,
      passagesOfA: aAfter.passages,
      missingFromA: missing,
      queriesServed: outcomes.filter((outcome) => outcome.ok).length,
      queriesFailed: failures.length,
      queriesFailedDuringOutages: failures.filter(duringOutage).length,
      queriesFailedOutsideOutages: failures.filter((outcome) => !duringOutage(outcome)).length,
      failureCodes: failures.reduce<Record<string, number>>((tally, outcome) => ({ ...tally, [outcome.code ?? '?']: (tally[outcome.code ?? '?'] ?? 0) + 1 }), {}),
      crossCollectionPassages: crossCollection.length,
      byMode,
    },
    outages: outages.map((outage) => ({ ...outage, recoverySeconds: outage.firstOkAfter === undefined ? null : Number((outage.firstOkAfter - outage.back).toFixed(1)) })),
    workerKill,
    rssMb: { start: rssStart, end: rssEnd },
    fingerprints: { a: aAfter.fingerprint, clean: clean.fingerprint, bBefore: bBefore.fingerprint, bAfter: bAfter.fingerprint },
    crashed,
    // Processes that exited before serving (a worker started while Neo4j was down fails fast; the supervisor restarts it).
    startupFailures,
    unhandled,
  };
} catch (error) {
  failed = true;
  report = { ...report, error: (error as Error).stack ?? String(error) };
} finally {
  stopQueries = true;
  stopIngest = true;
  for (const daemon of daemons) {
    daemon.stopping = true;
    daemon.child.kill('SIGTERM');
  }
  await sleep(3000);
  await cli(['down']);
}
const text = JSON.stringify(report, null, 2);
if (flags.json) writeFileSync(flags.json, `${text}\n`);
process.stdout.write(`${text}\n`);
process.exitCode = failed ? 1 : 0;
