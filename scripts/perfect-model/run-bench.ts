/**
 * Runs `hopgraph bench` with megrag's llm policy against the perfect-model endpoint, then writes the
 * diagnosis of where the loop loses what a correct model would not.
 *
 *   HOPGRAPH_QUEUE=hopgraph-perfect npx tsx scripts/perfect-model/run-bench.ts \
 *     [--collection musique] [--questions ../shared/datasets/musique/questions.jsonl] \
 *     [--corpus ../shared/datasets/musique/corpus.jsonl] [--port 8100] [--out .hopgraph/perfect-model] \
 *     [--modes megrag:policy=llm,megrag] [--limit N]
 *
 * The endpoint listens on --port; the bench (a child process, the real CLI) reaches it through a
 * config file whose `llm.baseUrl` points there, with the reply cache off and a model name of its own.
 * The collection must already hold the corpus (the bench does not get --corpus, so it never rebuilds).
 * Writes to --out: report.md and report.json (the bench), outcomes.jsonl, trajectories.jsonl (C_i of
 * every llm-policy step), replies.jsonl (what the perfect model saw and did), diagnosis.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diagnose, formatDiagnosis } from './diagnose-run.js';
import { loadGoldQuestions } from './musique-gold.js';
import { PerfectModelServer } from './perfect-model-server.js';

const argumentsList = process.argv.slice(2);
function valueOf(flag: string, fallback: string): string {
  const index = argumentsList.indexOf(flag);
  return index >= 0 && argumentsList[index + 1] !== undefined ? argumentsList[index + 1]! : fallback;
}

const questionsFile = resolve(valueOf('--questions', '../shared/datasets/musique/questions.jsonl'));
const corpusFile = resolve(valueOf('--corpus', '../shared/datasets/musique/corpus.jsonl'));
const collection = valueOf('--collection', 'musique');
const port = Number(valueOf('--port', '8100'));
const outDirectory = resolve(valueOf('--out', '.hopgraph/perfect-model'));
const limit = valueOf('--limit', '');
const trajectoriesFile = join(outDirectory, 'trajectories.jsonl');
const modes = valueOf('--modes', 'megrag:policy=llm,megrag')
  .split(',')
  .map((spec) => (spec.startsWith('megrag:') && spec.includes('policy=llm') ? `${spec}+trajectoriesFile=${trajectoriesFile}` : spec));

mkdirSync(outDirectory, { recursive: true });
for (const file of ['trajectories.jsonl', 'replies.jsonl', 'outcomes.jsonl']) rmSync(join(outDirectory, file), { force: true });

const gold = loadGoldQuestions(questionsFile, corpusFile);
const server = await new PerfectModelServer(gold, { port, logFile: join(outDirectory, 'replies.jsonl') }).start();
const configFile = join(outDirectory, 'llm-config.json');
writeFileSync(configFile, `${JSON.stringify({ llm: { baseUrl: server.baseUrl, cache: false, reasoningModel: 'perfect-musique', extractionModel: 'perfect-musique', maxRetries: 0 } }, null, 2)}\n`);

const benchArguments = [
  'bin/hopgraph.js',
  '--config',
  configFile,
  'bench',
  '--collection',
  collection,
  '--questions',
  questionsFile,
  '--modes',
  modes.join(','),
  '--reproducible',
  '--outcomes',
  join(outDirectory, 'outcomes.jsonl'),
  '--out',
  join(outDirectory, 'report.md'),
  '--json',
  ...(limit ? ['--limit', limit] : []),
];
process.stderr.write(`perfect model on ${server.baseUrl} (${gold.length} questions); running: node ${benchArguments.join(' ')}\n`);
const environment = { ...process.env, OPENAI_BASE_URL: server.baseUrl, HOPGRAPH_QUEUE: process.env.HOPGRAPH_QUEUE ?? 'hopgraph-perfect' };
const code = await new Promise<number>((done) => {
  const child = spawn(process.execPath, benchArguments, { env: environment, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.on('close', (exitCode) => {
    writeFileSync(join(outDirectory, 'report.json'), stdout);
    done(exitCode ?? 1);
  });
});
await server.stop();
if (code !== 0) {
  process.stderr.write(`the bench exited with ${code}\n`);
  process.exit(code);
}
const diagnosis = diagnose({
  gold,
  outcomesFile: join(outDirectory, 'outcomes.jsonl'),
  repliesFile: join(outDirectory, 'replies.jsonl'),
  trajectoriesFile,
});
const markdown = formatDiagnosis(diagnosis);
writeFileSync(join(outDirectory, 'diagnosis.md'), `${markdown}\n`);
process.stdout.write(`${markdown}\n\nbench report: ${join(outDirectory, 'report.md')}\n`);
