import type { HopgraphConfig } from '../config/config-schema.js';
import type { LlmContext } from '../llm/llm-context.js';

/** The configuration the chat model is made from (the OpenAI-compatible endpoint, and Redis for its reply cache). */
export type ChatModelConfig = Pick<HopgraphConfig, 'llm' | 'redis'>;

/** Whether an LLM is configured (`OPENAI_BASE_URL` or `OPENAI_API_KEY`): modes and ingest may then use one. */
export function llmConfigured(config: ChatModelConfig): boolean {
  return Boolean(config.llm.baseUrl || config.llm.apiKey);
}

/** The chat model with its reply cache and per-question budget; the HTTP client is loaded on first use. */
export async function openChatModel(config: ChatModelConfig): Promise<LlmContext> {
  const { createLlmContext } = await import('../llm/llm-context.js');
  return createLlmContext(config);
}
