import type { QuestionAnalysis } from '../../question/index.js';

export interface Route {
  mode: string;
  reason: string;
}

/**
 * Picks a mode from the question's shape: two-hop relation chains → `rarag` (its decomposition is
 * exactly A → B' → C); longer chains → `megrag` when it is registered (it follows a chain step by
 * step), else `hop-rrf`; comparisons, multi-topic and everything the analyzer declines → `hop-rrf`
 * (it seeds one chain per subject and follows entities without needing a split).
 */
export function routeQuestion(analysis: QuestionAnalysis, available: readonly string[]): Route {
  const has = (mode: string): boolean => available.includes(mode);
  if (analysis.kind === 'chain' && analysis.hops <= 2 && has('rarag')) {
    return { mode: 'rarag', reason: `two-hop chain (${analysis.relations.join(' → ')} from "${analysis.topicEntity}")` };
  }
  if (analysis.kind === 'chain' && analysis.hops > 2) {
    if (has('megrag')) return { mode: 'megrag', reason: `${analysis.hops}-hop chain: followed step by step` };
    if (has('hop-rrf')) return { mode: 'hop-rrf', reason: `${analysis.hops}-hop chain: entity hops (megrag not available)` };
  }
  if (analysis.kind === 'comparison' && has('hop-rrf')) return { mode: 'hop-rrf', reason: `comparison of ${analysis.subjects.length} subjects` };
  if (has('hop-rrf')) return { mode: 'hop-rrf', reason: analysis.kind === 'unsplittable' ? `no split: ${analysis.reason}` : 'default multi-hop route' };
  return { mode: 'single', reason: 'no multi-hop mode registered' };
}
