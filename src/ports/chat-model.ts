/** The chat-model port: every LLM use goes through it (the OpenAI-compatible adapter implements it). */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Which configured model: the extraction one (OpenIE) or the reasoning one (decomposition, planning, megrag). */
  role: 'extraction' | 'reasoning';
  /** Ask the server for a JSON object (response_format json_object) where it supports it. */
  json?: boolean;
  maxTokens?: number;
  /** Abort one HTTP attempt after this many milliseconds (never more than the configured per-call timeout). */
  timeoutMs?: number;
  /**
   * Milliseconds the whole call may take, retries and backoff included (the question's remaining
   * budget). Each attempt's timeout is cut to what is left, and no retry starts once it is spent.
   */
  deadlineMs?: number;
}

export interface ChatReply {
  text: string;
  promptTokens: number;
  completionTokens: number;
  model: string;
  /** HTTP attempts beyond the first this call needed (429, 5xx, timeouts retried). */
  retries: number;
}

export interface ChatModel {
  complete(request: ChatRequest): Promise<ChatReply>;
  /** The model name a role maps to (part of cache keys). */
  modelFor(role: ChatRequest['role']): string;
}
