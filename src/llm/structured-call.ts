import type { z } from 'zod';
import type { ChatMessage, ChatModel, ChatRequest } from '../ports/chat-model.js';
import { extractJson } from './extract-json.js';
import { llmCacheKey, type LlmCache } from './llm-cache.js';
import { LlmBudgetExceededError, LlmOutputError, LlmUnavailableError } from './llm-errors.js';
import type { LlmUsage } from './llm-usage.js';
import type { Prompt } from './prompts.js';

export interface StructuredCallOptions {
  model: ChatModel;
  usage: LlmUsage;
  cache?: LlmCache | undefined;
  role: ChatRequest['role'];
  /** Cap of one HTTP attempt (below the configured per-call timeout); the usage meter's remaining time caps it further. */
  timeoutMs?: number;
  maxTokens?: number;
}

export interface StructuredResult<T> {
  value: T;
  /** True when the first reply was invalid and the repair attempt fixed it. */
  repaired: boolean;
  cached: boolean;
}

/**
 * One structured LLM call: the reply's JSON (found even inside prose or a thinking block) is
 * validated with the schema; an invalid reply gets exactly one repair attempt that shows the model
 * its reply and the validation error; still invalid → LlmOutputError. Valid replies are cached.
 */
export async function structuredCall<T>(prompt: Prompt, input: string, schema: z.ZodType<T>, options: StructuredCallOptions): Promise<StructuredResult<T>> {
  const model = options.model.modelFor(options.role);
  const key = llmCacheKey(prompt.version, model, input);
  const cachedReply = options.cache ? await options.cache.get(key) : undefined;
  if (cachedReply !== undefined) {
    const parsed = schema.safeParse(extractJson(cachedReply));
    if (parsed.success) {
      options.usage.cacheHits += 1;
      return { value: parsed.data, repaired: false, cached: true };
    }
  }
  const messages: ChatMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: input },
  ];
  const ask = async (conversation: ChatMessage[]): Promise<string> => {
    options.usage.assertCanCall();
    // The question's remaining time budget bounds the whole call, retries and backoff included.
    const remainingMs = options.usage.remainingMs;
    let reply;
    try {
      reply = await options.model.complete({
        messages: conversation,
        role: options.role,
        json: true,
        ...(options.maxTokens ? { maxTokens: options.maxTokens } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(Number.isFinite(remainingMs) ? { deadlineMs: remainingMs } : {}),
      });
    } catch (error) {
      const attempts = error instanceof LlmUnavailableError ? error.attempts : 1;
      if (attempts > 0) options.usage.recordFailure(attempts);
      if (error instanceof LlmUnavailableError && error.deadlineReached) {
        throw new LlmBudgetExceededError(`LLM time budget of ${options.usage.budget.ms} ms spent during a call (${error.message})`, error);
      }
      throw error;
    }
    options.usage.record(reply.promptTokens, reply.completionTokens, reply.retries);
    return reply.text;
  };
  const first = await ask(messages);
  const firstParsed = schema.safeParse(extractJson(first));
  if (firstParsed.success) {
    await options.cache?.set(key, first);
    return { value: firstParsed.data, repaired: false, cached: false };
  }
  const problem = extractJson(first) === undefined ? 'the reply contains no JSON value' : firstParsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  const second = await ask([
    ...messages,
    { role: 'assistant', content: first },
    { role: 'user', content: `That reply is not valid: ${problem}. Answer again with only the corrected JSON object, nothing else.` },
  ]);
  const secondParsed = schema.safeParse(extractJson(second));
  if (secondParsed.success) {
    await options.cache?.set(key, second);
    return { value: secondParsed.data, repaired: true, cached: false };
  }
  throw new LlmOutputError(`the LLM reply for prompt ${prompt.version} was invalid after one repair attempt: ${problem}`, second);
}
