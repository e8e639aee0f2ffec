import type { RetrievalStore } from '../ports/retrieval-store.js';
import type { LlmContext } from '../llm/llm-context.js';
import type { LlmUsage } from '../llm/llm-usage.js';
import type { ResolvedSearchOptions } from './search-options.js';
import type { ModeResult } from './search-result.js';

/** Typed progress events a mode may emit while it runs (`hopgraph query --events` prints them). */
export type ModeEvent =
  | { type: 'plan'; mode: string; detail: unknown }
  | { type: 'hop-start'; hop: number; queries: string[]; elapsedMs: number }
  | { type: 'hop-end'; hop: number; queries: string[]; results: number; elapsedMs: number }
  | { type: 'step'; step: number; detail: unknown; elapsedMs: number }
  | { type: 'warning'; message: string };

export interface ModeContext {
  store: RetrievalStore;
  onEvent?: (event: ModeEvent) => void;
  /** The optional LLM (chat port + cache); modes use it only when their options ask for an LLM path. */
  llm?: LlmContext;
  /** This question's LLM usage meter (calls, tokens, budget); `search()` reports it in the result. */
  llmUsage?: LlmUsage;
}

/** A retrieval/answering mode: depends on the retrieval port only, never on a database driver. */
export interface RetrievalMode {
  readonly name: string;
  run(question: string, options: ResolvedSearchOptions, context: ModeContext): Promise<ModeResult>;
}
