/**
 * Serves the perfect model alone, for runs of your own (`hopgraph query|bench` with OPENAI_BASE_URL):
 *   npx tsx scripts/perfect-model/serve.ts [--port 8100] [--questions FILE] [--corpus FILE] [--log replies.jsonl]
 */
import { resolve } from 'node:path';
import { loadGoldQuestions } from './musique-gold.js';
import { PerfectModelServer } from './perfect-model-server.js';

const argumentsList = process.argv.slice(2);
function valueOf(flag: string, fallback: string): string {
  const index = argumentsList.indexOf(flag);
  return index >= 0 && argumentsList[index + 1] !== undefined ? argumentsList[index + 1]! : fallback;
}

const gold = loadGoldQuestions(resolve(valueOf('--questions', '../shared/datasets/musique/questions.jsonl')), resolve(valueOf('--corpus', '../shared/datasets/musique/corpus.jsonl')));
const log = valueOf('--log', '');
const server = await new PerfectModelServer(gold, { port: Number(valueOf('--port', '8100')), ...(log ? { logFile: resolve(log) } : {}) }).start();
process.stderr.write(`perfect model for ${gold.length} questions on ${server.baseUrl} (OPENAI_BASE_URL=${server.baseUrl}); Ctrl-C stops it\n`);
const stop = (): void => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
