import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createLlmContext, type LlmContext } from '../../src/llm/llm-context.js';
import type { ChainDecomposition } from '../../src/question/index.js';
import type { RaragTrace } from '../../src/modes/rarag/rarag-trace.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import { search } from '../../src/modes/search.js';
import { useExcerptIndex } from '../helpers/excerpt-index.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { runCli } from '../helpers/run-cli.js';

const chainQuestion = "When did Lothair Ii's mother die?";
/** The rules decline this one (no "the R of E" chain): `rules-then-llm` asks the LLM. */
const declinedQuestion = 'Who gave birth to Lothair II?';

function decomposition(reply: Record<string, unknown>): { content: string } {
  return { content: JSON.stringify(reply) };
}

describe('rarag with the LLM decomposer (real client over HTTP to a scripted OpenAI-compatible stub)', () => {
  const { store } = useExcerptIndex();
  const stub = new OpenAiStubServer();
  let llm: LlmContext;
  let tightLlm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 3000, cache: false } } }));
    // A per-call timeout of 5 s with two retries, but 400 ms for the whole question.
    tightLlm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 2, timeoutMs: 5000, cache: false, budget: { ms: 400 } } } }));
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await llm.close();
    await tightLlm.close();
    await stub.stop();
  });

  it('decomposer=llm: the LLM first hop is what hop 0 searches, also when the rules found a chain; usage is reported', async () => {
    const firstHop = 'Who was the mother of King Lothair II?';
    stub.enqueue({ ...decomposition({ kind: 'chain', firstHop, secondHopTemplate: 'When did [HOP] die?', comment: 'bridge: the mother' }), promptTokens: 80, completionTokens: 25 });
    const result = await search(store, chainQuestion, { mode: 'rarag', topK: 5, decomposer: 'llm' }, undefined, llm);
    const trace = result.trace as RaragTrace;
    expect(trace.decomposer).toBe('llm');
    expect(trace.decomposerComment).toBe('bridge: the mother');
    expect((trace.decomposition as ChainDecomposition).firstHop).toBe(firstHop);
    expect(trace.hops[0]!.queries).toEqual([firstHop]);
    expect(trace.subQueries.find((query) => query.kind === 'first-hop')!.query).toBe(firstHop);
    expect(trace.hops[1]!.queries).toContain('When did Ermengarde of Tours die?');
    expect(result.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining(['2wiki-p00004', '2wiki-p00005']));
    expect(result).toMatchObject({ llmCalls: 1, tokens: 105, promptTokens: 80, completionTokens: 25, llmCacheHits: 0, llmRetries: 0, llmFailedCalls: 0 });
    expect(JSON.parse(stub.requests[0]!.messages.at(-1)!.content)).toEqual({ question: chainQuestion });
  });

  it('decomposer=llm consumes at most two sub-queries: a longer rule chain is cut to the LLM first hop and template', async () => {
    const question = 'What is the date of death of the mother of the father of Lothair II?';
    stub.enqueue(decomposition({ kind: 'chain', firstHop: 'Who is the father of Lothair II?', secondHopTemplate: 'When did the mother of [HOP] die?' }));
    const result = await search(store, question, { mode: 'rarag', topK: 5, decomposer: 'llm' }, undefined, llm);
    const trace = result.trace as RaragTrace;
    const chain = trace.decomposition as ChainDecomposition;
    expect(trace.decomposer).toBe('llm');
    expect(chain.relations).toEqual(['father', 'mother']);
    expect(chain.hops).toBe(2);
    expect(trace.hops.length).toBeLessThanOrEqual(2);
    expect(trace.hops[0]!.queries).toEqual(['Who is the father of Lothair II?']);
  });

  it('decomposer=rules-then-llm: no LLM call when the rules split the question; the LLM splits what they decline', async () => {
    const ruled = await search(store, chainQuestion, { mode: 'rarag', topK: 5, decomposer: 'rules-then-llm' }, undefined, llm);
    expect((ruled.trace as RaragTrace).decomposer).toBe('rules');
    expect(ruled.llmCalls).toBe(0);
    expect(stub.requests).toHaveLength(0);

    stub.enqueue(decomposition({ kind: 'chain', firstHop: 'Who was the mother of Lothair II?', secondHopTemplate: 'Who is [HOP]?' }));
    const declined = await search(store, declinedQuestion, { mode: 'rarag', topK: 5, decomposer: 'rules-then-llm' }, undefined, llm);
    const trace = declined.trace as RaragTrace;
    expect(stub.requests).toHaveLength(1);
    expect(trace.decomposer).toBe('llm');
    expect(trace.strategy).toBe('chain');
    expect((trace.decomposition as ChainDecomposition).topicEntity).toBe('Lothair II');
    expect(trace.hops[0]!.queries).toEqual(['Who was the mother of Lothair II?']);
    expect(declined.llmCalls).toBe(1);
  });

  it('malformed output (after the one repair attempt) falls back to the rules, with a warning and the reason in the trace', async () => {
    stub.onRequest(() => ({ content: 'I would split it into two parts.' }));
    const events: ModeEvent[] = [];
    const result = await search(store, chainQuestion, { mode: 'rarag', topK: 5, decomposer: 'llm' }, (event) => events.push(event), llm);
    const trace = result.trace as RaragTrace;
    expect(trace.decomposer).toBe('rules');
    expect(trace.decomposerFallback).toMatch(/invalid after one repair attempt/);
    expect((trace.decomposition as ChainDecomposition).firstHop).toBe('the mother of Lothair Ii');
    expect(events.some((event) => event.type === 'warning' && /using the rule-based decomposer/.test(event.message))).toBe(true);
    expect(result.llmCalls).toBe(2);
    expect(result.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining(['2wiki-p00004', '2wiki-p00005']));

    const declined = await search(store, declinedQuestion, { mode: 'rarag', topK: 5, decomposer: 'rules-then-llm' }, (event) => events.push(event), llm);
    expect((declined.trace as RaragTrace).decomposerFallback).toMatch(/invalid after one repair attempt/);
    expect((declined.trace as RaragTrace).strategy).toBe('fallback');
    expect(events.some((event) => event.type === 'warning' && /keeping the rule-based analysis/.test(event.message))).toBe(true);
  });

  it('a reply slower than the question budget falls back to the rules within the budget, not after timeout x retries', async () => {
    stub.onRequest(() => ({ ...decomposition({ kind: 'chain', firstHop: 'late', secondHopTemplate: '[HOP] late' }), delayMs: 4000 }));
    const started = performance.now();
    const result = await search(store, chainQuestion, { mode: 'rarag', topK: 5, decomposer: 'llm' }, undefined, tightLlm);
    const elapsed = performance.now() - started;
    const trace = result.trace as RaragTrace;
    expect(trace.decomposer).toBe('rules');
    expect(trace.decomposerFallback).toMatch(/time budget of 400 ms spent/);
    expect(stub.requests).toHaveLength(1);
    expect(result).toMatchObject({ llmCalls: 1, llmFailedCalls: 1, llmRetries: 0 });
    // 400 ms of budget plus the rule path's own retrieval; without the budget cut this took 3 x 5 s.
    expect(elapsed).toBeLessThan(3000);
  });

  it('`hopgraph query` through the CLI with OPENAI_BASE_URL: the text output reports the LLM usage', async () => {
    stub.onRequest(() => ({ ...decomposition({ kind: 'chain', firstHop: 'Who was the mother of Lothair II?', secondHopTemplate: 'When did [HOP] die?' }), promptTokens: 80, completionTokens: 25 }));
    // A word of its own keeps the reply cache (on by default, in Redis) from answering instead of the stub.
    const question = `${chainQuestion} ${randomUUID().slice(0, 8)}`;
    const cli = await runCli(['query', question, '--mode', 'rarag', '--option', 'decomposer=llm'], { OPENAI_BASE_URL: stub.baseUrl });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(/mode rarag · \d+ ms · LLM calls 1 \(tokens 80 \+ 25, cached 0, retried 0, failed 0\)/);
    expect(cli.stdout).toContain('Ermengarde of Tours');
    expect(stub.requests).toHaveLength(1);
  });
});
