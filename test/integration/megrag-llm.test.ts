import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
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
  triples: Array<{ id: string; text: string }>;
  sentences: Array<{ id: string; text: string }>;
}

describe('megrag with the llm policy (real client over HTTP to a scripted OpenAI-compatible stub)', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  const stub = new OpenAiStubServer();
  let llm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 3000, cache: false } } }));
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerpt] });
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await llm.close();
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
