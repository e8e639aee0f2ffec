import OpenAI from 'openai';
import type { HopgraphConfig } from '../config/config-schema.js';
import type { ChatModel, ChatReply, ChatRequest } from './chat-model.js';
import { LlmUnavailableError } from './llm-errors.js';

/**
 * The OpenAI-compatible adapter (the `openai` package with a configurable base URL, so OpenAI,
 * Ollama, vLLM and llama.cpp's server all work). 429, 5xx and timeouts are retried by the client
 * with exponential backoff (`llm.maxRetries`); each call has a timeout (`llm.timeoutMs`).
 */
export class OpenAiChatModel implements ChatModel {
  private readonly client: OpenAI;

  constructor(private readonly config: HopgraphConfig['llm']) {
    this.client = new OpenAI({
      // Local servers need no key; the client insists on a non-empty string.
      apiKey: config.apiKey ?? 'not-needed',
      ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
  }

  modelFor(role: ChatRequest['role']): string {
    return role === 'extraction' ? this.config.extractionModel : this.config.reasoningModel;
  }

  async complete(request: ChatRequest): Promise<ChatReply> {
    const model = this.modelFor(request.role);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model,
          messages: request.messages,
          temperature: this.config.temperature,
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
          ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { timeout: request.timeoutMs ?? this.config.timeoutMs },
      );
      return {
        text: completion.choices[0]?.message?.content ?? '',
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
        model: completion.model ?? model,
      };
    } catch (error) {
      throw new LlmUnavailableError(`LLM call to ${this.config.baseUrl ?? 'api.openai.com'} (${model}) failed: ${(error as Error).message}`, error);
    }
  }
}
