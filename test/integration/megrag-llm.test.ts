import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { Neo4jTraceStore } from '../../src/graph/neo4j/neo4j-trace-store.js';
import type { MegragTrace } from '../../src/modes/megrag/megrag-trace.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import { search } from '../../src/modes/search.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import '../../src/modes/all-modes.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const question = "When did Lothair Ii's mother die?";

interface StepPayload {
  step: number;
  history: { steps: Array<{ query: string; resolvedPath: string; intermediateAnswer: string | null }>; resolvedPath: string };
  triples: Array<{ id: string; text: string }>;
  sentences: Array<{ id: string; text: string }>;
}

interface FinalPayload {
  question: string;
  resolvedPath: string;
  evidence: Array<{ id: string; text: string }>;
}

const isFinalRequest = (body: { messages: Array<{ content: string }> }): boolean => body.messages[0]!.content.includes('final resolver');

/** A step reply that never stops: it selects the first triple and asks about the mother again. */
function continuingStep(payload: StepPayload): { content: string } {
  return {
    content: JSON.stringify({
      granularity: 'triples',
      selected: payload.triples.slice(0, 1).map((triple) => triple.id),
      intermediateAnswer: 'Ermengarde of Tours',
      resolvedPath: 'Lothair II -mother-> Ermengarde of Tours',
      missing: 'date of death of Ermengarde of Tours',
      stop: false,
      nextQuery: 'When did Ermengarde of Tours die?',
      transition: 'mother',
    }),
  };
}

describe('megrag with the llm policy (real client over HTTP to a scripted OpenAI-compatible stub)', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  const traces = new Neo4jTraceStore(graph);
  const runIds: string[] = [];
  const stub = new OpenAiStubServer();
  let llm: LlmContext;
  let shortTimeoutLlm: LlmContext;
  let tightBudgetLlm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 3000, cache: false } } }));
    shortTimeoutLlm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 1, timeoutMs: 200, cache: false } } }));
    // Per call 10 s with two retries, but 2 s for the whole question: enough for the retrieval before
    // the first call even on a loaded machine (400 ms was not, at a load of 17), far less than one call.
    tightBudgetLlm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 2, timeoutMs: 10_000, cache: false, budget: { ms: 2000 } } } }));
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerpt] });
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await graph.write('cleanup', (transaction) => transaction.run('MATCH (n) WHERE (n:Run AND n.id IN $ids) OR (n:Step AND n.runId IN $ids) DETACH DELETE n', { ids: runIds }));
    await llm.close();
    await shortTimeoutLlm.close();
    await tightBudgetLlm.close();
    await stub.stop();
    await graph.close();
  });

  it('one structured call per step: selects evidence, continues with a focused query, stops with the answer', async () => {
    stub.onRequest((body) => {
      const payload = JSON.parse(body.messages.at(-1)!.content) as StepPayload;
      if (payload.step === 1) {
        const triple = payload.triples.find((item) => item.text.includes('Ermengarde of Tours'));
        return {
          content: JSON.stringify({
            granularity: 'triples',
            selected: triple ? [triple.id] : [],
            intermediateAnswer: 'Ermengarde of Tours',
            resolvedPath: 'Lothair II -mother-> Ermengarde of Tours',
            missing: 'date of death of Ermengarde of Tours',
            stop: false,
            answer: '',
            nextQuery: 'When did Ermengarde of Tours die?',
            transition: 'mother',
          }),
        };
      }
      const sentence = payload.sentences.find((item) => item.text.includes('851'));
      return {
        content: `Thinking it over… ${JSON.stringify({ granularity: 'sentences', selected: sentence ? [sentence.id] : [], intermediateAnswer: '20 March 851', resolvedPath: 'Lothair II -mother-> Ermengarde of Tours -date of death-> 20 March 851', missing: '', stop: true, answer: '20 March 851', nextQuery: '', transition: '' })}`,
      };
    });
    const result = await search(store, question, { mode: 'megrag', policy: 'llm' }, undefined, llm);
    expect(result.answer).toBe('20 March 851');
    expect(result.llmCalls).toBe(2);
    expect(result.tokens).toBe(240);
    const trace = result.trace as { policy: string; steps: Array<{ query: string; granularity: string; selected: Array<{ id: string; kind: string }>; note?: string }> };
    expect(trace.policy).toBe('llm');
    expect(trace.steps.map((step) => step.query)).toEqual([question, 'When did Ermengarde of Tours die?']);
    expect(trace.steps[0]!.selected[0]!.kind).toBe('triple');
    expect(trace.steps[1]!.selected[0]!.kind).toBe('sentence');
    expect(trace.steps.every((step) => step.note?.startsWith('llm'))).toBe(true);
    const prompt = JSON.parse(stub.requests[0]!.messages.at(-1)!.content) as StepPayload;
    expect(prompt.triples.length).toBeGreaterThan(0);
    // H_2 carries h_1, the resolved path, per step and as the latest path.
    const second = JSON.parse(stub.requests[1]!.messages.at(-1)!.content) as StepPayload;
    expect(second.history.steps[0]).toMatchObject({ query: question, intermediateAnswer: 'Ermengarde of Tours', resolvedPath: 'Lothair II -mother-> Ermengarde of Tours' });
    expect(second.history.resolvedPath).toBe('Lothair II -mother-> Ermengarde of Tours');
    // The answer's supporting ids are the evidence the LLM selected on the path.
    const megrag = result.trace as MegragTrace;
    expect(megrag.supportingIds).toEqual(megrag.steps.flatMap((step) => step.selected.map((item) => item.id)));
    expect(megrag.supportingIds.length).toBe(2);
  });

  it('at the budget, the llm policy answers with one final-resolver call over the ordered selected evidence', async () => {
    let finalPayload: FinalPayload | undefined;
    stub.onRequest((body) => {
      if (!isFinalRequest(body)) return continuingStep(JSON.parse(body.messages.at(-1)!.content) as StepPayload);
      finalPayload = JSON.parse(body.messages.at(-1)!.content) as FinalPayload;
      return { content: JSON.stringify({ answer: 'in 851', supporting: [finalPayload.evidence[0]!.id, 'not-an-evidence-id'] }) };
    });
    const result = await search(store, question, { mode: 'megrag', policy: 'llm', stepBudget: 2 }, undefined, llm);
    const trace = result.trace as MegragTrace;
    expect(trace.stoppedBy).toBe('budget');
    expect(result.answer).toBe('in 851');
    expect(trace.finalNote).toBe('llm final resolver');
    expect(result.llmCalls).toBe(3);
    const selected = trace.steps.flatMap((step) => step.selected.map((item) => item.id));
    expect(finalPayload!.evidence.map((item) => item.id)).toEqual(selected);
    expect(finalPayload!.resolvedPath).toBe('Lothair II -mother-> Ermengarde of Tours');
    expect(trace.supportingIds).toEqual([selected[0]]);
  });

  it('an invalid final-resolver reply falls back to the heuristic resolver, and the trace says so', async () => {
    stub.onRequest((body) => (isFinalRequest(body) ? { content: '{"answer": ""}' } : continuingStep(JSON.parse(body.messages.at(-1)!.content) as StepPayload)));
    const events: ModeEvent[] = [];
    const result = await search(store, question, { mode: 'megrag', policy: 'llm', stepBudget: 2 }, (event) => events.push(event), llm);
    const trace = result.trace as MegragTrace;
    expect(trace.stoppedBy).toBe('budget');
    expect(trace.finalNote).toMatch(/^heuristic final resolver \(fallback: the LLM final resolver found no answer/);
    expect(events.some((event) => event.type === 'warning' && /final resolver fell back/.test(event.message))).toBe(true);
    expect(result.llmCalls).toBe(3);
  });

  it('a step whose call times out falls back to the heuristic; the trace and the persisted steps record it with h_i', async () => {
    stub.onRequest(() => ({ content: '{}', delayMs: 2000 }));
    const result = await search(store, question, { mode: 'megrag', policy: 'llm', persist: true, traceStore: traces }, undefined, shortTimeoutLlm);
    const trace = result.trace as MegragTrace;
    runIds.push(trace.runId!);
    expect(result.answer).toBe('20 March 851');
    expect(trace.steps.length).toBeGreaterThan(0);
    for (const step of trace.steps) expect(step.note).toMatch(/^heuristic fallback: LLM call to .* failed after 2 attempt\(s\): Request timed out/);
    expect(result).toMatchObject({ llmFailedCalls: trace.steps.length, llmRetries: trace.steps.length });
    const persisted = await graph.read('inspect', async (transaction) =>
      (await transaction.run('MATCH (:Run {id: $runId})-[:FIRST_STEP|NEXT*1..]->(step:Step) RETURN step.index AS index, step.note AS note, step.resolvedPath AS resolvedPath ORDER BY index', { runId: trace.runId })).records.map((record) => record.toObject()),
    );
    expect(persisted).toEqual(trace.steps.map((step) => ({ index: step.step, note: step.note, resolvedPath: step.resolvedPath })));
    expect(persisted.at(-1)!.resolvedPath).toBe('Lothair Ii -mother-> Ermengarde of Tours -date of death-> 20 March 851');
  });

  it('a slow LLM never runs past the question budget: the steps fall back within it', async () => {
    stub.onRequest(() => ({ content: '{}', delayMs: 12_000 }));
    const started = performance.now();
    const result = await search(store, question, { mode: 'megrag', policy: 'llm' }, undefined, tightBudgetLlm);
    const elapsed = performance.now() - started;
    const trace = result.trace as MegragTrace;
    expect(result.answer).toBe('20 March 851');
    expect(trace.steps[0]!.note).toMatch(/^heuristic fallback: LLM time budget of 2000 ms spent during a call/);
    expect(trace.steps.slice(1).every((step) => /LLM time budget of 2000 ms spent/.test(step.note ?? ''))).toBe(true);
    expect(stub.requests).toHaveLength(1);
    // Without the budget cut: 3 attempts x 10 s per step.
    expect(elapsed).toBeLessThan(8000);
  });

  it('--trajectories writes C_i with the passages\' text and H_i with the resolved path', async () => {
    stub.onRequest((body) => (isFinalRequest(body) ? { content: '{"answer": ""}' } : continuingStep(JSON.parse(body.messages.at(-1)!.content) as StepPayload)));
    const file = join(mkdtempSync(join(tmpdir(), 'megrag-llm-')), 'trajectories.jsonl');
    await search(store, question, { mode: 'megrag', policy: 'llm', stepBudget: 2, trajectoriesFile: file }, undefined, llm);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { step: number; candidates: { passages: Array<{ id: string; title: string; text: string }> }; history: { steps: Array<{ resolvedPath: string }> } });
    expect(lines.map((line) => line.step)).toEqual([1, 2]);
    const lothair = lines[0]!.candidates.passages.find((passage) => passage.id === '2wiki-p00004');
    expect(lothair?.text).toContain('Ermengarde of Tours');
    expect(lines[1]!.history.steps[0]!.resolvedPath).toBe('Lothair II -mother-> Ermengarde of Tours');
  });

  it('invalid output (after the repair attempt) falls back to the heuristic for that step, and says so', async () => {
    stub.onRequest(() => ({ content: 'I am not sure.' }));
    const events: ModeEvent[] = [];
    const result = await search(store, question, { mode: 'megrag', policy: 'llm' }, (event) => events.push(event), llm);
    expect(result.answer).toBe('20 March 851');
    const trace = result.trace as { steps: Array<{ note?: string }> };
    expect(trace.steps.every((step) => step.note?.startsWith('heuristic fallback'))).toBe(true);
    expect(events.some((event) => event.type === 'warning' && /fell back to the heuristic/.test(event.message))).toBe(true);
    expect(result.llmCalls).toBe(2 * trace.steps.length);
  });

  it('without an LLM configured, the llm policy runs as the heuristic', async () => {
    const result = await search(store, question, { mode: 'megrag', policy: 'llm' });
    expect(result.answer).toBe('20 March 851');
    expect(result.llmCalls).toBe(0);
  });
});
