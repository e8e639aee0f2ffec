import type { HopgraphConfig } from '../config/config-schema.js';
import type { ChatModel } from '../ports/chat-model.js';
import { RedisLlmCache, type LlmCache } from './llm-cache.js';
import { LlmUsage } from './llm-usage.js';
import { OpenAiChatModel } from './openai-chat-model.js';

/** What LLM-backed steps need: the model, the reply cache, and a per-question usage meter. */
export interface LlmContext {
  model: ChatModel;
  cache: LlmCache | undefined;
  /** A fresh usage meter with the configured per-question budget. */
  newUsage(): LlmUsage;
  close(): Promise<void>;
}

export function createLlmContext(config: Pick<HopgraphConfig, 'llm' | 'redis'>, model: ChatModel = new OpenAiChatModel(config.llm)): LlmContext {
  const cache = config.llm.cache ? new RedisLlmCache(config.redis.url, config.llm.cacheTtlSeconds) : undefined;
  return {
    model,
    cache,
    newUsage: () => new LlmUsage(config.llm.budget),
    close: async () => cache?.close(),
  };
}
