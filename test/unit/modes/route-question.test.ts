import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../../src/question/index.js';
import { routeQuestion } from '../../../src/modes/auto/route-question.js';

// Questions from 2WikiMultiHopQA (Apache-2.0).
const all = ['single', 'rarag', 'hop-rrf', 'megrag'];

describe('routeQuestion', () => {
  it('sends two-hop chains to rarag', () => {
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), all)).toMatchObject({ mode: 'rarag' });
  });

  it('sends longer chains to megrag, or hop-rrf without it', () => {
    const threeHops = analyzeQuestion('Who is the paternal grandfather of the director of film Polish Wedding?');
    expect(threeHops.kind === 'chain' && threeHops.hops).toBeGreaterThan(2);
    expect(routeQuestion(threeHops, all).mode).toBe('megrag');
    expect(routeQuestion(threeHops, ['single', 'rarag', 'hop-rrf']).mode).toBe('hop-rrf');
  });

  it('sends comparisons and declined questions to hop-rrf, with the reason', () => {
    expect(routeQuestion(analyzeQuestion('Which film was released first, Aas Ka Panchhi or Phoolwari?'), all)).toMatchObject({ mode: 'hop-rrf', reason: 'comparison of 2 subjects' });
    const declined = routeQuestion(analyzeQuestion('Is Paris the capital of France?'), all);
    expect(declined.mode).toBe('hop-rrf');
    expect(declined.reason).toMatch(/^no split: /);
  });

  it('falls back to single when nothing else is registered', () => {
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), ['single']).mode).toBe('single');
  });
});
