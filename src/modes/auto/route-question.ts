import { z } from 'zod';
import { ConfigError } from '../../errors/config-error.js';
import type { QuestionAnalysis } from '../../question/index.js';

export interface Route {
  mode: string;
  reason: string;
}

/**
 * How `auto` routes. `recall` (default) follows the bench: comparisons → `megrag`, everything else →
 * `hop-rrf`. `shape` is the routing by question shape alone: two-hop chains → `rarag`, longer chains
 * → `megrag`, comparisons and everything else → `hop-rrf`. README "Modes" has both measured side by side.
 */
export const autoOptionsSchema = z.object({ routing: z.enum(['recall', 'shape']).default('recall') });

export type AutoOptions = z.output<typeof autoOptionsSchema>;

export function readAutoOptions(options: Record<string, unknown>): AutoOptions {
  const parsed = autoOptionsSchema.safeParse({ routing: options.routing });
  if (!parsed.success) throw new ConfigError(`invalid auto options: routing must be "recall" or "shape", got ${JSON.stringify(options.routing)}`);
  return parsed.data;
}

/**
 * Picks a mode from the question's shape. With `recall` routing: comparisons → `megrag` (it resolves
 * each side and answers; recall 100 on 2Wiki comparisons like `hop-rrf`, and EM ≈ 93 on them),
 * everything else — relation chains of any length, multi-topic and declined questions → `hop-rrf`
 * (the best recall@5 of the non-LLM modes on chains: 2Wiki compositional and inference questions,
 * and HotpotQA and MuSiQue overall, where `rarag` is 9–14 points behind).
 */
export function routeQuestion(analysis: QuestionAnalysis, available: readonly string[], routing: AutoOptions['routing'] = 'recall'): Route {
  const has = (mode: string): boolean => available.includes(mode);
  const chain = analysis.kind === 'chain' ? `${analysis.hops}-hop chain (${analysis.relations.join(' → ')} from "${analysis.topicEntity}")` : '';
  if (routing === 'shape' && analysis.kind === 'chain') {
    if (analysis.hops <= 2 && has('rarag')) return { mode: 'rarag', reason: chain };
    if (analysis.hops > 2 && has('megrag')) return { mode: 'megrag', reason: chain };
  }
  if (routing === 'recall' && analysis.kind === 'comparison' && has('megrag')) {
    return { mode: 'megrag', reason: `comparison of ${analysis.subjects.length} subjects: resolved side by side and answered` };
  }
  if (has('hop-rrf')) {
    if (analysis.kind === 'chain') return { mode: 'hop-rrf', reason: chain };
    if (analysis.kind === 'comparison') return { mode: 'hop-rrf', reason: `comparison of ${analysis.subjects.length} subjects${routing === 'recall' ? ' (megrag not available)' : ''}` };
    return { mode: 'hop-rrf', reason: `no split: ${analysis.reason}` };
  }
  if (analysis.kind === 'chain' && has('rarag')) return { mode: 'rarag', reason: `${chain} (hop-rrf not available)` };
  return { mode: 'single', reason: 'no multi-hop mode registered' };
}
