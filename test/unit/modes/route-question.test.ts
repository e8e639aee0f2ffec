import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../../src/question/index.js';
import { readAutoOptions, routeQuestion } from '../../../src/modes/auto/route-question.js';

// Questions from 2WikiMultiHopQA (Apache-2.0).
const all = ['single', 'rarag', 'hop-rrf', 'megrag'];

describe('routeQuestion', () => {
  it('sends relation chains of any length to hop-rrf, naming the chain', () => {
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), all)).toMatchObject({ mode: 'hop-rrf', reason: expect.stringMatching(/^2-hop chain/) });
    const threeHops = analyzeQuestion('Who is the paternal grandfather of the director of film Polish Wedding?');
    expect(threeHops.kind === 'chain' && threeHops.hops).toBeGreaterThan(2);
    expect(routeQuestion(threeHops, all).mode).toBe('hop-rrf');
  });

  it('sends comparisons to megrag, which answers them (hop-rrf without it)', () => {
    const comparison = analyzeQuestion('Which film was released first, Aas Ka Panchhi or Phoolwari?');
    expect(routeQuestion(comparison, all)).toMatchObject({ mode: 'megrag', reason: expect.stringMatching(/^comparison of 2 subjects/) });
    expect(routeQuestion(comparison, ['single', 'hop-rrf']).mode).toBe('hop-rrf');
  });

  it('sends declined questions to hop-rrf, with the reason', () => {
    const declined = routeQuestion(analyzeQuestion('Is Paris the capital of France?'), all);
    expect(declined.mode).toBe('hop-rrf');
    expect(declined.reason).toMatch(/^no split: /);
  });

  it('routes by shape alone on request: two-hop chains to rarag, longer chains to megrag, the rest to hop-rrf', () => {
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), all, 'shape')).toMatchObject({ mode: 'rarag', reason: expect.stringMatching(/^2-hop chain/) });
    expect(routeQuestion(analyzeQuestion('Who is the paternal grandfather of the director of film Polish Wedding?'), all, 'shape').mode).toBe('megrag');
    expect(routeQuestion(analyzeQuestion('Who is the paternal grandfather of the director of film Polish Wedding?'), ['single', 'hop-rrf'], 'shape').mode).toBe('hop-rrf');
    expect(routeQuestion(analyzeQuestion('Which film was released first, Aas Ka Panchhi or Phoolwari?'), all, 'shape').mode).toBe('hop-rrf');
    expect(routeQuestion(analyzeQuestion('Is Paris the capital of France?'), all, 'shape').mode).toBe('hop-rrf');
  });

  it('rejects an unknown routing by name', () => {
    expect(() => readAutoOptions({ routing: 'fastest' })).toThrow(/routing must be "recall" or "shape", got "fastest"/);
    expect(readAutoOptions({})).toEqual({ routing: 'recall' });
  });

  it('falls back to rarag, then single, when the others are not registered', () => {
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), ['single', 'rarag']).mode).toBe('rarag');
    expect(routeQuestion(analyzeQuestion("When did Lothair Ii's mother die?"), ['single']).mode).toBe('single');
  });
});
