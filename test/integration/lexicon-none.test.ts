import { describe, expect, it } from 'vitest';
import { readBenchQuestions } from '../../src/eval/bench-question.js';
import '../../src/modes/all-modes.js';
import { modeNames } from '../../src/modes/mode-registry.js';
import { search } from '../../src/modes/search.js';
import { excerptQuestionsFile, useExcerptIndex } from '../helpers/excerpt-index.js';

const TOP_K = 5;

describe("every mode with lexicon 'none' on the real Neo4j (2Wiki excerpt)", () => {
  const { store } = useExcerptIndex();

  it('returns passages for every question and finds gold passages in its top 5', async () => {
    const questions = readBenchQuestions(excerptQuestionsFile);
    expect(modeNames()).toEqual(expect.arrayContaining(['single', 'rarag', 'hop-rrf', 'megrag', 'auto']));
    for (const mode of modeNames()) {
      let found = 0;
      let gold = 0;
      for (const question of questions) {
        const result = await search(store, question.question, { mode, lexicon: 'none', budgets: 'off', topK: TOP_K });
        expect(result.passages.length, `${mode}: ${question.question}`).toBeGreaterThan(0);
        const returned = new Set(result.passages.map((passage) => passage.id));
        found += question.gold.filter((id) => returned.has(id)).length;
        gold += question.gold.length;
      }
      expect(found / gold, `${mode} recall@${TOP_K}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
