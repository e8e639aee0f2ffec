import { describe, expect, it } from 'vitest';
import { extractJson } from '../../../src/llm/extract-json.js';

describe('extractJson: the JSON value inside a model reply', () => {
  it('parses a bare JSON reply', () => {
    expect(extractJson('{"answer": "20 March 851"}')).toEqual({ answer: '20 March 851' });
    expect(extractJson('  [1, 2, 3]\n')).toEqual([1, 2, 3]);
  });

  it('reads a ```json fence, and a fence without a language', () => {
    expect(extractJson('Here it is:\n```json\n{"kind": "chain"}\n```\nAnything else?')).toEqual({ kind: 'chain' });
    expect(extractJson('```\n{"kind": "single"}\n```')).toEqual({ kind: 'single' });
  });

  it('skips a <think> block, braces and all, before the answer', () => {
    const reply = '<think>Maybe {"answer": "wrong"}? The mother is Ermengarde {not json}.</think>\n{"answer": "Ermengarde of Tours"}';
    expect(extractJson(reply)).toEqual({ answer: 'Ermengarde of Tours' });
  });

  it('skips a thinking block, then reads the fenced JSON with prose around it', () => {
    const reply = '<THINK>step 1: {x}</THINK>Sure.\n```json\n{"answer": "851"}\n```\nHope it helps {:}';
    expect(extractJson(reply)).toEqual({ answer: '851' });
  });

  it('finds nothing in an unclosed thinking block (a reply cut off while thinking)', () => {
    expect(extractJson('<think>I should answer {"answer": "x"} but')).toBeUndefined();
  });

  it('takes the JSON out of prose before and after it, strings with braces and escaped quotes included', () => {
    expect(extractJson('The reply is {"text": "a } b \\" {", "n": {"m": [1, {"k": 2}]}} and that is all.')).toEqual({ text: 'a } b " {', n: { m: [1, { k: 2 }] } });
  });

  it('passes over a balanced span that is not JSON to the next one', () => {
    expect(extractJson('Using {the mother} I get {"answer": "Ermengarde of Tours"}.')).toEqual({ answer: 'Ermengarde of Tours' });
  });

  it('ignores trailing text after the JSON, including a second object', () => {
    expect(extractJson('{"stop": true}\n\nNote: {"stop": false} would continue.')).toEqual({ stop: true });
  });

  it('returns undefined when no JSON value parses', () => {
    expect(extractJson('I am not sure.')).toBeUndefined();
    expect(extractJson('{"answer": "unterminated')).toBeUndefined();
    expect(extractJson('')).toBeUndefined();
  });
});
