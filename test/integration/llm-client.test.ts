import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import { LlmBudgetExceededError, LlmOutputError, LlmUnavailableError } from '../../src/llm/llm-errors.js';
import { LlmUsage } from '../../src/llm/llm-usage.js';
import type { Prompt } from '../../src/llm/prompts.js';
import { structuredCall } from '../../src/llm/structured-call.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { OpenAiStubServer, openIeReplyFrom } from '../helpers/openai-stub-server.js';
import { testConfig } from '../helpers/test-config.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';

const answerSchema = z.object({ answer: z.string().min(1) });

describe('the OpenAI-compatible client over HTTP against a scripted stub server', () => {
  const stub = new OpenAiStubServer();
  let llm: LlmContext;
  // A fresh prompt version per test run, so Redis cache entries of earlier runs never answer.
  const prompt: Prompt = { name: 'test', version: `test-${randomUUID().slice(0, 8)}`, system: 'Answer in JSON.' };

  beforeAll(async () => {
    await stub.start();
    const config = loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 2, timeoutMs: 2000 } } });
    llm = createLlmContext(config);
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await llm.close();
    await stub.stop();
  });

  const call = (input: string, usage = new LlmUsage(), timeoutMs?: number) =>
    structuredCall(prompt, input, answerSchema, { model: llm.model, cache: llm.cache, usage, role: 'reasoning', ...(timeoutMs ? { timeoutMs } : {}) });

  it('validates a structured reply and counts the call and its tokens', async () => {
    stub.enqueue({ content: '{"answer": "20 March 851"}', promptTokens: 50, completionTokens: 7 });
    const usage = new LlmUsage();
    const result = await call(`q-${randomUUID()}`, usage);
    expect(result).toEqual({ value: { answer: '20 March 851' }, repaired: false, cached: false });
    expect(usage).toMatchObject({ calls: 1, promptTokens: 50, completionTokens: 7 });
    expect(stub.requests[0]).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    expect(stub.requests[0]!.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('repairs a malformed reply once, showing the model its error', async () => {
    stub.enqueue({ content: 'Sure! The answer is 20 March 851.' }, { content: '{"answer": "20 March 851"}' });
    const usage = new LlmUsage();
    const result = await call(`q-${randomUUID()}`, usage);
    expect(result).toMatchObject({ value: { answer: '20 March 851' }, repaired: true });
    expect(usage.calls).toBe(2);
    expect(stub.requests[1]!.messages.at(-1)!.content).toMatch(/not valid: the reply contains no JSON value/);
  });

  it('gives up after the one repair attempt with LlmOutputError', async () => {
    stub.enqueue({ content: '{"answer": ""}' }, { content: '{"wrong": 1}' });
    await expect(call(`q-${randomUUID()}`)).rejects.toBeInstanceOf(LlmOutputError);
    expect(stub.requests).toHaveLength(2);
  });

  it('retries a 429 with backoff, then succeeds', async () => {
    stub.enqueue({ status: 429, headers: { 'retry-after-ms': '20' } }, { content: '{"answer": "ok"}' });
    const result = await call(`q-${randomUUID()}`);
    expect(result.value.answer).toBe('ok');
    expect(stub.requests).toHaveLength(2);
  });

  it('retries a 5xx with backoff, then succeeds, and counts the retry', async () => {
    stub.enqueue({ status: 503, headers: { 'retry-after-ms': '10' } }, { status: 500, headers: { 'retry-after-ms': '10' } }, { content: '{"answer": "ok"}', promptTokens: 30, completionTokens: 4 });
    const usage = new LlmUsage();
    const result = await call(`q-${randomUUID()}`, usage);
    expect(result.value.answer).toBe('ok');
    expect(stub.requests).toHaveLength(3);
    expect(usage.counts()).toEqual({ calls: 1, failedCalls: 0, retries: 2, promptTokens: 30, completionTokens: 4, cacheHits: 0 });
  });

  it('a 5xx that outlasts the retries is LlmUnavailableError, counted as a failed call with its retries', async () => {
    stub.onRequest(() => ({ status: 500, headers: { 'retry-after-ms': '10' } }));
    const usage = new LlmUsage();
    await expect(call(`q-${randomUUID()}`, usage)).rejects.toBeInstanceOf(LlmUnavailableError);
    expect(stub.requests).toHaveLength(3); // maxRetries 2
    expect(usage.counts()).toMatchObject({ calls: 1, failedCalls: 1, retries: 2 });
  });

  it('a slow reply never runs past the question budget: the call is cut at the budget (LlmBudgetExceededError), no retry', async () => {
    // Per-call timeout 2000 ms x (1 + 2 retries) would be 6 s and more; the budget is 300 ms.
    stub.onRequest(() => ({ content: '{"answer": "late"}', delayMs: 3000 }));
    const usage = new LlmUsage({ calls: 10, tokens: 100_000, ms: 300 });
    const started = performance.now();
    const error = await call(`q-${randomUUID()}`, usage).catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(LlmBudgetExceededError);
    expect(elapsed).toBeLessThan(1000);
    expect(stub.requests).toHaveLength(1);
    expect(usage.counts()).toMatchObject({ calls: 1, failedCalls: 1, retries: 0 });
  });

  it('no retry starts once its backoff would end past the question budget', async () => {
    // Without a budget this would wait 5 s before the retry; the budget ends first.
    stub.onRequest(() => ({ status: 503, headers: { 'retry-after-ms': '5000' } }));
    const usage = new LlmUsage({ calls: 10, tokens: 100_000, ms: 1000 });
    const started = performance.now();
    const error = await call(`q-${randomUUID()}`, usage).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(800);
    expect(error).toBeInstanceOf(LlmBudgetExceededError);
    expect(stub.requests).toHaveLength(1);
  });

  it('a call that times out (after its retries) is LlmUnavailableError, retriable, so callers can fall back', async () => {
    stub.onRequest(() => ({ content: '{"answer": "late"}', delayMs: 1500 }));
    const error = await call(`q-${randomUUID()}`, new LlmUsage(), 200).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).retriable).toBe(true);
  });

  it('finds the JSON in a thinking-style reply with extra text around it', async () => {
    stub.enqueue({ content: '<think>The mother is Ermengarde; she died in 851 {not json}.</think>\nHere you go:\n```json\n{"answer": "20 March 851"}\n```\nHope it helps.' });
    expect((await call(`q-${randomUUID()}`)).value.answer).toBe('20 March 851');
  });

  it('serves a repeated call from the Redis cache without calling the model', async () => {
    const input = `q-${randomUUID()}`;
    stub.enqueue({ content: '{"answer": "cached"}' });
    await call(input);
    const usage = new LlmUsage();
    const again = await call(input, usage);
    expect(again).toMatchObject({ value: { answer: 'cached' }, cached: true });
    expect(stub.requests).toHaveLength(1);
    expect(usage).toMatchObject({ calls: 0, cacheHits: 1 });
  });

  it('stops at the per-question budget', async () => {
    stub.onRequest(() => ({ content: '{"answer": "x"}' }));
    const usage = new LlmUsage({ calls: 1, tokens: 100_000, ms: 60_000 });
    await call(`q-${randomUUID()}`, usage);
    await expect(call(`q-${randomUUID()}`, usage)).rejects.toBeInstanceOf(LlmBudgetExceededError);
  });
});

describe('LLM OpenIE at ingest (--triples llm) through the real queue and Neo4j', () => {
  const stub = new OpenAiStubServer();
  const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
  void excerpt;

  beforeAll(async () => {
    await stub.start();
  });
  afterAll(async () => stub.stop());

  it('writes the LLM triples in the same graph shape, reports passages without triples, and can union with the rules', async () => {
    const config = testConfig({ llm: { baseUrl: stub.baseUrl, maxRetries: 0, cache: false } });
    const store = new Neo4jGraphStore(config);
    const llm = createLlmContext(config);
    try {
      await store.applySchema();
      await store.reset();
      // The stub answers every OpenIE request from its input: one triple per sentence, except for the passage titled "Silent".
      stub.onRequest((body) => openIeReplyFrom(body, { tripleless: (title) => title === 'Silent' }));
      const records = [
        { id: 'llm-1', title: 'Gianni Versace', text: 'Gianni Versace founded Versace in 1978. He was born in Reggio Calabria.' },
        { id: 'llm-2', title: 'Silent', text: 'Nothing to see here.' },
      ];
      const summary = await runIngest(config, store, { records, triples: 'llm', llm });
      expect(summary).toMatchObject({ passages: 2, triples: 2, failedBatches: [], passagesWithoutTriples: { count: 1, ids: ['llm-2'] } });
      expect(summary.llmCalls).toBe(1);
      const rows = await store.read('test', async (transaction) =>
        (await transaction.run(`MATCH (:Passage {id: 'llm-1'})-[:HAS_SENTENCE]->(s:Sentence)-[:HAS_TRIPLE]->(t:Triple)-[:SUBJECT]->(e:Entity) RETURN s.position AS position, t.rule AS rule, t.object AS object, e.key AS key ORDER BY position`)).records.map((record) => record.toObject()),
      );
      expect(rows).toEqual([
        { position: 0, rule: 'llm', object: 'Fact 0', key: 'gianni versace' },
        { position: 1, rule: 'llm', object: 'Fact 1', key: 'gianni versace' },
      ]);
      expect(await store.orphans()).toEqual(NO_ORPHANS);

      // Same text, --triples both: not skipped as unchanged (the extractor is part of the stored hash); rules + LLM triples.
      const both = await runIngest(config, store, { records: [records[0]], triples: 'both', llm });
      expect(both.unchanged).toBe(0);
      expect(both.triples).toBeGreaterThan(2);
      const rules = await store.read('test', async (transaction) =>
        (await transaction.run(`MATCH (:Passage {id: 'llm-1'})-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t:Triple) RETURN collect(DISTINCT t.rule) AS rules`)).records[0]!.get('rules') as string[],
      );
      expect(rules).toContain('llm');
      expect(rules.some((rule) => rule !== 'llm')).toBe(true);
    } finally {
      await llm.close();
      await store.close();
    }
  });

  it('--triples both keeps the rule triples when the LLM fails (500s), reports the failure, and a later run extracts them again', async () => {
    const config = testConfig({ llm: { baseUrl: stub.baseUrl, maxRetries: 1, cache: false } });
    const store = new Neo4jGraphStore(config);
    const llm = createLlmContext(config);
    try {
      await store.applySchema();
      await store.reset();
      stub.reset();
      stub.onRequest(() => ({ status: 500, headers: { 'retry-after-ms': '10' } }));
      const records = [
        { id: 'both-1', title: 'Gianni Versace', text: 'Gianni Versace founded Versace in 1978. He was born in Reggio Calabria.' },
        { id: 'both-2', title: 'Lothair II', text: 'Lothair II was the son of Emperor Lothair I and Ermengarde of Tours.' },
      ];
      const events: Array<{ type: string }> = [];
      const failed = await runIngest(config, store, { records, triples: 'both', llm, onEvent: (event) => events.push(event) });
      expect(failed.failedBatches).toEqual([]);
      expect(failed.passages).toBe(2);
      expect(failed.triples).toBeGreaterThan(0);
      expect(failed.llmFailures.passages).toBe(2);
      expect(failed.llmFailures.reasons[0]).toMatch(/failed after 2 attempt\(s\).*500/);
      expect(events.filter((event) => event.type === 'llm-extraction-failed')).toHaveLength(1);
      expect(stub.requests).toHaveLength(2); // one call for both passages, retried once
      const rulesOnly = await store.read('test', async (transaction) =>
        (await transaction.run(`MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t:Triple) WHERE p.id IN ['both-1', 'both-2'] RETURN collect(DISTINCT t.rule) AS rules`)).records[0]!.get('rules') as string[],
      );
      expect(rulesOnly.length).toBeGreaterThan(0);
      expect(rulesOnly).not.toContain('llm');

      // The LLM is back: the same records are not "unchanged" (stored as rules-only), and get the LLM triples too.
      stub.reset();
      stub.onRequest((body) => openIeReplyFrom(body, { sentencesPerPassage: 1 }));
      const again = await runIngest(config, store, { records, triples: 'both', llm });
      expect(again).toMatchObject({ unchanged: 0, failedBatches: [], llmFailures: { passages: 0, reasons: [] } });
      const union = await store.read('test', async (transaction) =>
        (await transaction.run(`MATCH (p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(t:Triple) WHERE p.id IN ['both-1', 'both-2'] RETURN collect(DISTINCT t.rule) AS rules`)).records[0]!.get('rules') as string[],
      );
      expect(union).toContain('llm');
      expect(await store.orphans()).toEqual(NO_ORPHANS);
    } finally {
      await llm.close();
      await store.close();
    }
  });
});
