import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { ChatModel, ChatReply, ChatRequest } from '../ports/chat-model.js';
import { LlmUnavailableError } from './llm-errors.js';
import { retryDelayMs, isRetriableLlmFailure } from './retry-policy.js';
import { cancellationCounters, cancellationError, currentCancellationScope, throwIfCancelled } from '../cancel/cancellation-scope.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The OpenAI-compatible adapter (the `openai` package with a configurable base URL, so OpenAI,
 * Ollama, vLLM and llama.cpp's server all work). 429, 5xx, connection errors and timeouts are
 * retried here, not inside the SDK (its `maxRetries` is 0), so that every retry is counted
 * (`ChatReply.retries`) and none outlives the call's deadline: each attempt's timeout is
 * min(`llm.timeoutMs`, the request's `timeoutMs`, what is left of `deadlineMs`), and a retry whose
 * backoff would end past the deadline is not started. At most `llm.maxRetries` retries.
 */
export class OpenAiChatModel implements ChatModel {
  private readonly client: OpenAI;

  constructor(private readonly config: HopgraphConfig['llm']) {
    this.client = new OpenAI({
      // Local servers need no key; the client insists on a non-empty string.
      apiKey: config.apiKey ?? 'not-needed',
      ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      timeout: config.timeoutMs,
      maxRetries: 0,
    });
  }

  modelFor(role: ChatRequest['role']): string {
    return role === 'extraction' ? this.config.extractionModel : this.config.reasoningModel;
  }

  async complete(request: ChatRequest): Promise<ChatReply> {
    const model = this.modelFor(request.role);
    const endpoint = `${this.config.baseUrl ?? 'api.openai.com'} (${model})`;
    const deadline = performance.now() + (request.deadlineMs ?? Number.POSITIVE_INFINITY);
    const perAttempt = Math.min(this.config.timeoutMs, request.timeoutMs ?? Number.POSITIVE_INFINITY);
    // A cancellable operation (a search whose HTTP client went away) aborts its request in flight and starts no retry.
    const signal = currentCancellationScope()?.signal;
    for (let attempt = 1; ; attempt += 1) {
      throwIfCancelled(signal);
      const left = deadline - performance.now();
      const timeout = Math.floor(Math.min(perAttempt, left));
      const cutByDeadline = left < perAttempt;
      if (timeout <= 0) {
        throw new LlmUnavailableError(`LLM call to ${endpoint}: no time left in the call's deadline after ${attempt - 1} attempt(s)`, undefined, { attempts: attempt - 1, deadlineReached: true });
      }
      try {
        const completion = await this.client.chat.completions.create(
          {
            model,
            messages: request.messages,
            temperature: this.config.temperature,
            ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
            ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
          },
          { timeout, maxRetries: 0, ...(signal ? { signal } : {}) },
        );
        return {
          text: completion.choices[0]?.message?.content ?? '',
          promptTokens: completion.usage?.prompt_tokens ?? 0,
          completionTokens: completion.usage?.completion_tokens ?? 0,
          model: completion.model ?? model,
          retries: attempt - 1,
        };
      } catch (error) {
        if (signal?.aborted) {
          cancellationCounters.llmRequestsAborted += 1;
          throw cancellationError(signal);
        }
        const message = `LLM call to ${endpoint} failed after ${attempt} attempt(s): ${(error as Error).message}`;
        // An attempt whose timeout was cut to the deadline and timed out has used the call's whole time.
        const deadlineReached = cutByDeadline && error instanceof APIConnectionTimeoutError;
        if (deadlineReached || !isRetriableLlmFailure(error) || attempt > this.config.maxRetries) throw new LlmUnavailableError(message, error, { attempts: attempt, deadlineReached });
        const delay = retryDelayMs(error, attempt);
        if (performance.now() + delay >= deadline) throw new LlmUnavailableError(`${message}; no retry: the call's deadline falls within the backoff`, error, { attempts: attempt, deadlineReached: true });
        await sleep(delay);
      }
    }
  }
}
