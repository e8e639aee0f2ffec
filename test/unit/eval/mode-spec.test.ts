import { describe, expect, it } from 'vitest';
import { parseModeSpec } from '../../../src/eval/mode-spec.js';

describe('bench mode specs', () => {
  it('reads mode, retriever and per-column options', () => {
    expect(parseModeSpec('single')).toEqual({ mode: 'single', options: {} });
    expect(parseModeSpec('hop-rrf@hybrid')).toEqual({ mode: 'hop-rrf', retriever: 'hybrid', options: {} });
    expect(parseModeSpec('megrag:forceSteps=true')).toEqual({ mode: 'megrag', options: { forceSteps: true } });
    expect(parseModeSpec('auto@dense:routing=shape+maxHops=2')).toEqual({ mode: 'auto', retriever: 'dense', options: { routing: 'shape', maxHops: 2 } });
  });

  it('names the spec and the bad part', () => {
    expect(() => parseModeSpec('megrag:forceSteps')).toThrow(/"megrag:forceSteps".*"forceSteps" is not key=value/);
    expect(() => parseModeSpec('Single')).toThrow(/expected mode\[@retriever\]/);
    expect(() => parseModeSpec('single@')).toThrow(/is not a retriever name/);
  });
});
