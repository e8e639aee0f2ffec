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
    // Before, the retriever stayed in the option's value and the error named the lexicon setting.
    expect(() => parseModeSpec('megrag:lexicon=none@hybrid')).toThrow('bench mode "megrag:lexicon=none@hybrid": write the retriever before the options: megrag@hybrid:lexicon=none');
    // An "@" inside a value (an e-mail, say) is left alone when it is not at the end.
    expect(parseModeSpec('single:note=a@b.c').options).toEqual({ note: 'a@b.c' });
  });
});
