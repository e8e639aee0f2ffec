import type { QuestionAnalysis } from '../../question/index.js';

export interface Route {
  mode: string;
  reason: string;
}

/**
 * Picks a mode from the question's shape, by what the bench measured (README, "Modes"):
 * comparisons → `megrag` (it resolves each side and answers; best recall on 2Wiki comparisons, and
 * EM ≈ 93 on them), everything else — relation chains of any length, multi-topic and declined
 * questions → `hop-rrf` (the best recall@5 on every question type of all three datasets; `rarag`
 * is close on 2Wiki and half as slow, but behind on HotpotQA and MuSiQue).
 */
export function routeQuestion(analysis: QuestionAnalysis, available: readonly string[]): Route {
  const has = (mode: string): boolean => available.includes(mode);
  if (analysis.kind === 'comparison' && has('megrag')) {
    return { mode: 'megrag', reason: `comparison of ${analysis.subjects.length} subjects: resolved side by side and answered` };
  }
  if (has('hop-rrf')) {
    if (analysis.kind === 'chain') return { mode: 'hop-rrf', reason: `${analysis.hops}-hop chain (${analysis.relations.join(' → ')} from "${analysis.topicEntity}")` };
    if (analysis.kind === 'comparison') return { mode: 'hop-rrf', reason: `comparison of ${analysis.subjects.length} subjects (megrag not available)` };
    return { mode: 'hop-rrf', reason: `no split: ${analysis.reason}` };
  }
  if (analysis.kind === 'chain' && has('rarag')) return { mode: 'rarag', reason: 'relation chain (hop-rrf not available)' };
  return { mode: 'single', reason: 'no multi-hop mode registered' };
}
