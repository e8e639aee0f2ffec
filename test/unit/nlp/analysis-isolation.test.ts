import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { analyzePassage, splitSentences } from '../../../src/nlp/index.js';
import { tokenizePassage } from '../../../src/nlp/tokenize-passage.js';

interface Record {
  id: string;
  title: string;
  text: string;
}

/**
 * Passages of all three datasets whose analysis, before the fix in `nlp/wink.ts`, changed with what the
 * process had read before (the first 19 are passages whose reading changed one of the last 17).
 */
const mixed: Record[] = readFileSync(fileURLToPath(new URL('../../fixtures/mixed-corpus-excerpt.jsonl', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Record);

function analysis(record: Record): string {
  const tokens = tokenizePassage(record.text).map((sentence) => sentence.map((token) => `${token.text}/${token.pos}/${token.lemma}`));
  return JSON.stringify([analyzePassage(record), tokens]);
}

function byId(id: string): Record {
  const record = mixed.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`${id} is not in the fixture`);
  return record;
}

describe("a passage's analysis depends on that passage alone", () => {
  it('"… 658 A.D.. The centre …" is two sentences whether or not "A.D)" was read before', () => {
    // Source: HotpotQA (CC BY-SA 4.0), passages "Samo's Empire" and "Vishwajyoti Higher Secondary School".
    const samo = byId('hotpotqa-p04711').text;
    const before = splitSentences(samo);
    expect(before).toHaveLength(2);
    splitSentences(byId('hotpotqa-p03374').text);
    expect(splitSentences(samo)).toEqual(before);
  });

  it('the same passages give the same analysis in either order', () => {
    const forward = new Map(mixed.map((record) => [record.id, analysis(record)]));
    const backward = new Map([...mixed].reverse().map((record) => [record.id, analysis(record)]));
    for (const record of mixed) expect(backward.get(record.id), record.id).toBe(forward.get(record.id));
  });

  it('equals the analysis of a fresh process that has read nothing else', async () => {
    const inThisProcess = new Map(mixed.map((record) => [record.id, analysis(record)]));
    for (const record of mixed.slice(19)) {
      vi.resetModules();
      const fresh = await import('../../../src/nlp/index.js');
      const freshTokens = await import('../../../src/nlp/tokenize-passage.js');
      const tokens = freshTokens.tokenizePassage(record.text).map((sentence) => sentence.map((token) => `${token.text}/${token.pos}/${token.lemma}`));
      expect(JSON.stringify([fresh.analyzePassage(record), tokens]), record.id).toBe(inThisProcess.get(record.id));
    }
    // 17 fresh module graphs, each loading the wink model: seconds on an idle machine, over a minute on a loaded one.
  }, 240_000);
});
