import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { scoreAnswer } from '../../src/eval/answer-metrics.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import type { MegragTrace } from '../../src/modes/megrag/megrag-trace.js';
import { search } from '../../src/modes/search.js';
import '../../src/modes/all-modes.js';
import { loadGoldQuestions } from '../../scripts/perfect-model/musique-gold.js';
import { PerfectModelServer } from '../../scripts/perfect-model/perfect-model-server.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const corpusFile = fileURLToPath(new URL('../fixtures/musique-corpus-excerpt.jsonl', import.meta.url));
const questionsFile = fileURLToPath(new URL('../fixtures/musique-questions-excerpt.jsonl', import.meta.url));
const gold = loadGoldQuestions(questionsFile, corpusFile);
/** The question whose last hop's gold passage the second collection lacks. */
const withoutLastHop = gold[0]!;
const lastHopPassage = withoutLastHop.hops.at(-1)!.passageId;

/**
 * megrag's llm policy against the perfect-model endpoint (scripts/perfect-model), over HTTP with the
 * real `openai` client, on a 113-passage MuSiQue excerpt holding six questions' gold passages and
 * the passages megrag retrieved for them on the full corpus. A correct model answers every one, so
 * the loop (prompt → parse → next query → retrieval → stop) must reach each gold answer; and with
 * the last hop's passage missing from the index, the model cannot know the answer, so neither may
 * the loop.
 */
describe('megrag with the llm policy and a perfect model (MuSiQue excerpt)', () => {
  const config = testConfig();
  const { stores } = useScratchCollections(config, ['musique-perfect', 'musique-perfect-gap'] as const);
  const [full, gap] = stores;
  const server = new PerfectModelServer(gold, { port: Number(process.env.HOPGRAPH_TEST_PERFECT_MODEL_PORT ?? 0) });
  let llm: LlmContext;

  beforeAll(async () => {
    await server.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: server.baseUrl, maxRetries: 0, timeoutMs: 5000, cache: false } } }));
    await runIngest({ ...config, collection: 'musique-perfect' }, full, { files: [corpusFile] });
    const records = readFileSync(corpusFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { id: string })
      .filter((record) => record.id !== lastHopPassage);
    await runIngest({ ...config, collection: 'musique-perfect-gap' }, gap, { records });
  });
  afterAll(async () => {
    await llm.close();
    await server.stop();
  });

  it.each(gold.map((question) => [question.id, question] as const))('%s: the loop reaches the gold answer, every step decided by the model', async (_id, question) => {
    const result = await search(new Neo4jRetrievalStore(full), question.question, { mode: 'megrag', policy: 'llm' }, undefined, llm);
    const trace = result.trace as MegragTrace;
    expect(scoreAnswer(result.answer, [question.answer, ...question.answerAliases]).em).toBe(1);
    expect(trace.stoppedBy).toBe('answer');
    expect(trace.steps.every((step) => step.note === 'llm')).toBe(true);
    expect(result.llmCalls).toBe(trace.steps.length);
    // The answer rests on the last hop's gold passage, which the model selected.
    const lastHop = question.hops.at(-1)!.passageId;
    expect(trace.supportingIds.some((id) => id.split('#')[0] === lastHop)).toBe(true);
    expect(server.refused).toEqual([]);
  });

  it('without the last hop\'s passage in the index the model never knows the answer, and the loop does not report it', async () => {
    const before = server.records.length;
    const result = await search(new Neo4jRetrievalStore(gap), withoutLastHop.question, { mode: 'megrag', policy: 'llm' }, undefined, llm);
    const trace = result.trace as MegragTrace;
    expect(trace.stoppedBy).toBe('budget');
    expect(trace.steps).toHaveLength(4);
    expect(scoreAnswer(result.answer, [withoutLastHop.answer, ...withoutLastHop.answerAliases]).em).toBe(0);
    const records = server.records.slice(before);
    // The earlier hops are still found; the model asks the last one until the budget and the final resolver gives up.
    expect(records.some((record) => record.foundNow.length > 0)).toBe(true);
    expect(records.filter((record) => record.kind === 'step').every((record) => !record.stop)).toBe(true);
    expect(records.at(-1)).toMatchObject({ kind: 'final', wanted: withoutLastHop.hops.length - 1 });
    expect(trace.finalNote).toMatch(/^heuristic final resolver \(fallback: the LLM final resolver found no answer/);
  });
});
