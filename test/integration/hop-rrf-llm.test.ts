import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import '../../src/modes/all-modes.js';
import type { HopRrfTrace } from '../../src/modes/hop-rrf/hop-trace.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import { search } from '../../src/modes/search.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const question = "When did Lothair Ii's mother die?";

interface PlanInput {
  question: string;
  results: Array<{ title: string; text: string }>;
  candidates: string[];
}

describe('hop-rrf with the LLM hop planner, over HTTP against the OpenAI-compatible stub, on the real Neo4j', () => {
  const stub = new OpenAiStubServer();
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  let llm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    // No reply cache (a cached plan would hide the stub) and no retries (a timeout is final at once).
    llm = createLlmContext(testConfig({ llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 2000, cache: false } }));
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerpt] });
    // Warm the indexes and the driver, so the first timed question does not pay for a cold start.
    await search(store, question, { mode: 'hop-rrf', topK: 5 });
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await llm.close();
    await stub.stop();
    await graph.close();
  });

  const ask = async (options: Record<string, unknown>, withLlm = true) => {
    const events: ModeEvent[] = [];
    const result = await search(store, question, { mode: 'hop-rrf', topK: 5, planner: 'llm', budgetMs: 20_000, ...options }, (event) => events.push(event), withLlm ? llm : undefined);
    return { result, events, trace: result.trace as HopRrfTrace, warnings: events.filter((event) => event.type === 'warning') };
  };

  it('follows the entity the LLM picks (not the heuristic favourite), jumping to its passage, and records the planner', async () => {
    const inputs: PlanInput[] = [];
    stub.onRequest((body) => {
      const input = JSON.parse(body.messages.at(-1)!.content) as PlanInput;
      inputs.push(input);
      const pick = input.candidates.find((name) => name === 'Teutberga') ?? input.candidates.at(-1)!;
      return { content: JSON.stringify({ follow: [pick, 'Someone Not Offered'], reason: 'her own page' }) };
    });
    const { result, trace, warnings } = await ask({});
    expect(inputs[0]).toMatchObject({ question });
    expect(inputs[0]!.candidates).toContain('Ermengarde of Tours');
    expect(inputs[0]!.candidates).toContain('Teutberga');
    expect(inputs[0]!.results[0]).toMatchObject({ title: 'Lothair II' });
    expect(inputs[0]!.results[0]!.text.length).toBeLessThanOrEqual(200);
    const first = trace.chains[0]!.hops[0]!;
    expect(first.planner).toBe('llm');
    expect(first.followed.map((entity) => entity.key)).toEqual(['teutberga']);
    expect(trace.chains[0]!.hops[1]!.jumps).toEqual(['teutberga']);
    expect(result.passages.map((passage) => passage.id)).toContain('2wiki-p00000');
    expect(result.llmCalls).toBeGreaterThanOrEqual(1);
    expect(warnings).toEqual([]);
  });

  it('falls back to the heuristic for a hop whose LLM call outlasts plannerBudgetMs, with a warning event', async () => {
    const started = performance.now();
    stub.onRequest(() => ({ content: JSON.stringify({ follow: ['Teutberga'], reason: 'late' }), delayMs: 5000 }));
    const { trace, warnings } = await ask({ plannerBudgetMs: 150 });
    // Two planned hops, neither waited for its reply.
    expect(performance.now() - started).toBeLessThan(4000);
    const first = trace.chains[0]!.hops[0]!;
    expect(first).toMatchObject({ planner: 'heuristic', plannerFallback: 'no reply within 150 ms' });
    expect(first.followed[0]).toMatchObject({ key: 'ermengarde of tours' });
    expect(warnings[0]).toMatchObject({ type: 'warning', message: expect.stringMatching(/LLM hop planner fell back to the heuristic at hop 0: no reply within 150 ms/) });
  });

  it('falls back on a malformed reply (after the one repair attempt) and on a reply naming no candidate', async () => {
    stub.onRequest(() => ({ content: 'I would follow his mother, I think.' }));
    const malformed = await ask({});
    expect(malformed.trace.chains[0]!.hops[0]).toMatchObject({ planner: 'heuristic', plannerFallback: expect.stringMatching(/invalid after one repair attempt/) });
    expect(malformed.trace.chains[0]!.hops[0]!.followed[0]).toMatchObject({ key: 'ermengarde of tours' });
    expect(malformed.warnings.length).toBeGreaterThanOrEqual(1);
    expect(malformed.result.passages.map((passage) => passage.id)).toContain('2wiki-p00005');

    stub.reset();
    stub.onRequest(() => ({ content: JSON.stringify({ follow: ['Charlemagne'], reason: 'not offered' }) }));
    const offList = await ask({});
    expect(offList.trace.chains[0]!.hops[0]).toMatchObject({ planner: 'heuristic', plannerFallback: 'the reply names none of the candidates' });
  });

  it('falls back without an LLM configured, and asks nothing with the default heuristic planner', async () => {
    const { trace, warnings } = await ask({}, false);
    expect(trace.chains[0]!.hops[0]).toMatchObject({ planner: 'heuristic', plannerFallback: 'no LLM is configured' });
    expect(warnings[0]?.type).toBe('warning');

    const heuristic = await ask({ planner: 'heuristic' });
    expect(stub.requests).toHaveLength(0);
    expect(heuristic.trace.chains[0]!.hops[0]!.planner).toBe('heuristic');
    expect(heuristic.trace.chains[0]!.hops[0]!.plannerFallback).toBeUndefined();
    expect(heuristic.warnings).toEqual([]);
  });
});
