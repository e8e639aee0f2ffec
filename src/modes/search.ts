import { ConfigError } from '../errors/config-error.js';
import { InputError } from '../errors/input-error.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import type { LlmContext } from '../llm/llm-context.js';
import { getMode } from './mode-registry.js';
import { toLuceneQuery } from '../retrieve/lucene-query.js';
import { withFirstStage } from '../retrieve/first-stage-retriever.js';
import { originFilterOf } from '../retrieve/origin-filter.js';
import type { ModeEvent } from './retrieval-mode.js';
import { searchOptionsSchema, type SearchOptions } from './search-options.js';
import type { SearchResult } from './search-result.js';

/** Longest question accepted, in characters (longer ones are rejected, not truncated silently). */
export const MAX_QUESTION_LENGTH = 4000;

/** Validates the question and options, runs the chosen mode, and times it. */
export async function search(
  store: RetrievalStore,
  question: string,
  options: SearchOptions = {},
  onEvent?: (event: ModeEvent) => void,
  llm?: LlmContext,
): Promise<SearchResult> {
  if (typeof question !== 'string' || question.trim().length === 0) throw new InputError('the question is empty', { field: 'question' });
  if (question.length > MAX_QUESTION_LENGTH) {
    throw new InputError(`the question is ${question.length} characters long; the limit is ${MAX_QUESTION_LENGTH}`, { field: 'question' });
  }
  // Same rule for every mode: a question without a single searchable word is rejected up front.
  toLuceneQuery(question);
  const parsed = searchOptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigError(`invalid search options: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const mode = getMode(parsed.data.mode);
  const started = performance.now();
  const llmUsage = llm?.newUsage();
  // Origin filters scope the store itself: every query of every hop is filtered in the index.
  const origins = originFilterOf(parsed.data);
  if (origins && !store.withOrigins) throw new ConfigError('this retrieval store cannot filter by origin (origin, excludeOrigins)');
  const firstStage = withFirstStage(origins ? store.withOrigins!(origins) : store, parsed.data.retriever);
  const result = await mode.run(question.trim(), parsed.data, { store: firstStage, ...(onEvent ? { onEvent } : {}), ...(llm ? { llm, llmUsage } : {}) });
  const passages = result.passages.slice(0, parsed.data.topK);
  // Passages cut from document files cite their source (one lookup for the returned passages).
  const sources = passages.length > 0 && store.passageSources ? await store.passageSources(passages.map((passage) => passage.id)) : undefined;
  return {
    ...result,
    passages: sources && sources.size > 0 ? passages.map((passage) => (sources.has(passage.id) ? { ...passage, source: sources.get(passage.id)! } : passage)) : passages,
    llmCalls: Math.max(result.llmCalls, llmUsage?.calls ?? 0),
    tokens: Math.max(result.tokens, llmUsage?.tokens ?? 0),
    promptTokens: llmUsage?.promptTokens ?? 0,
    completionTokens: llmUsage?.completionTokens ?? 0,
    llmCacheHits: llmUsage?.cacheHits ?? 0,
    llmRetries: llmUsage?.retries ?? 0,
    llmFailedCalls: llmUsage?.failedCalls ?? 0,
    ms: performance.now() - started,
  };
}
