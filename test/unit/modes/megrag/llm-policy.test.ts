import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config/load-config.js';
import { createLlmContext, type LlmContext } from '../../../../src/llm/llm-context.js';
import { HeuristicPolicy } from '../../../../src/modes/megrag/heuristic-policy.js';
import { LlmPolicy } from '../../../../src/modes/megrag/llm-policy.js';
import { emptyHistory, type ReasoningHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import type { PolicyInput } from '../../../../src/modes/megrag/reasoning-policy.js';
import { OpenAiStubServer } from '../../../helpers/openai-stub-server.js';
import { candidateSet, ERMENGARDE, LOTHAIR } from './candidate-fixtures.js';

const QUESTION = "When did Lothair Ii's mother die?";

function stepReply(fields: Record<string, unknown>): { content: string } {
  return { content: JSON.stringify({ granularity: 'triples', selected: [], intermediateAnswer: '', resolvedPath: '', missing: '', stop: false, answer: '', nextQuery: '', transition: '', ...fields }) };
}

describe('the llm policy (real client over HTTP to the scripted stub)', () => {
  const stub = new OpenAiStubServer();
  let llm: LlmContext;

  beforeAll(async () => {
    await stub.start();
    llm = createLlmContext(loadConfig({ overrides: { llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 3000, cache: false } } }));
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await llm.close();
    await stub.stop();
  });

  const input = (fields: Partial<PolicyInput> = {}): PolicyInput => ({
    question: QUESTION,
    query: QUESTION,
    step: 1,
    budget: 4,
    history: emptyHistory(),
    candidates: candidateSet([LOTHAIR, ERMENGARDE]),
    mustContinue: false,
    ...fields,
  });
  const policy = (): LlmPolicy => new LlmPolicy(new HeuristicPolicy(), llm, llm.newUsage());

  it('a step that finds nothing keeps the latest intermediate answer in focus for the repeated query', async () => {
    const history: ReasoningHistory = {
      steps: [{ step: 1, query: QUESTION, selected: [], intermediateAnswer: 'Ermengarde of Tours', resolvedPath: 'Lothair II -mother-> Ermengarde of Tours', transition: 'mother' }],
      resolved: [],
      missing: [],
    };
    stub.enqueue(stepReply({ missing: 'date of death of Ermengarde of Tours', nextQuery: 'When did Ermengarde of Tours die?', transition: 'date of death' }));
    const decision = await policy().decide(input({ step: 2, query: 'When did Ermengarde of Tours die?', history }));
    expect(decision.note).toBe('llm');
    expect(decision.action).toEqual({ kind: 'continue', nextQuery: 'When did Ermengarde of Tours die?', transition: 'date of death', focus: ['Ermengarde of Tours'] });
  });

  it('in a forced run, the model\'s answer does not make the step fall back: the run goes on with the same query, the answer kept as b_i', async () => {
    stub.enqueue(stepReply({ granularity: 'sentences', selected: ['p5#s0'], stop: true, answer: '20 March 851' }));
    const decision = await policy().decide(input({ step: 2, query: 'When did Ermengarde of Tours die?', mustContinue: true }));
    expect(decision.note).toBe('llm');
    expect(decision.intermediateAnswer).toBe('20 March 851');
    expect(decision.action).toEqual({ kind: 'continue', nextQuery: 'When did Ermengarde of Tours die?', transition: 'next', focus: ['20 March 851'] });
    expect(decision.resolved.map((fact) => fact.value)).toEqual(['20 March 851']);
  });

  it('a repeated query shows the passages of C_i not shown before (the prompt pages through C_i)', async () => {
    const pages = Array.from({ length: 12 }, (_, index) => ({ id: `q${index}`, title: `Page ${index}`, sentences: [`Page ${index} is about something else.`] }));
    const candidates = candidateSet([LOTHAIR, ERMENGARDE, ...pages]);
    const run = policy();
    stub.onRequest(() => stepReply({ nextQuery: 'When did Ermengarde of Tours die?' }));
    await run.decide(input({ candidates }));
    await run.decide(input({ step: 2, query: 'When did Ermengarde of Tours die?', candidates }));
    const [first, second] = stub.requests.map((request) => JSON.parse(request.messages.at(-1)!.content) as { passages: Array<{ id: string }>; sentences: Array<{ id: string }> });
    expect(first!.passages.map((passage) => passage.id)).toEqual(['p4', 'p5', 'q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7']);
    expect(second!.passages.map((passage) => passage.id)).toEqual(['p4', 'p5', 'q0', 'q1', 'q2', 'q3', 'q8', 'q9', 'q10', 'q11']);
    // The sentence matching the query comes first in relevance, whatever its rank.
    expect(second!.sentences.map((sentence) => sentence.id)).toContain('p5#s0');
  });
});
