import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBenchQuestions, type BenchQuestion } from '../../../src/eval/bench-question.js';
import { formatBenchReport } from '../../../src/eval/format-bench-report.js';
import { runBench } from '../../../src/eval/run-bench.js';
import '../../../src/modes/all-modes.js';
import { FakeRetrievalStore } from '../modes/rarag/fake-retrieval-store.js';

// Two gold paragraphs (HotpotQA, Wikipedia, CC BY-SA 4.0): as records (ids known), and as a
// chunker cuts them from documents (ids unknown in advance; one chunk packs a gold paragraph with another).
const gallu = 'Samuel Gallu (1918–1991) was an American producer and screenwriter, born in Illinois, who worked mostly for television.';
const arthur = 'Arthur? Arthur! is a 1969 British comedy film directed by Samuel Gallu and starring Shelley Winters.';
const alu = 'In Akkadian and Sumerian mythology, Alû is a vengeful spirit of the Utukku that goes down to the underworld Kur.';

const records = new FakeRetrievalStore([
  { id: 'r-gallu', title: 'Samuel Gallu', sentences: [gallu] },
  { id: 'r-arthur', title: 'Arthur? Arthur!', sentences: [arthur] },
  { id: 'r-alu', title: 'Alû', sentences: [alu] },
]);
const documents = new FakeRetrievalStore([
  { id: 'notes.txt#1', title: '', sentences: [alu, arthur] },
  { id: 'notes.txt#2', title: '', sentences: [gallu] },
]);

const question = (fields: Partial<BenchQuestion>): BenchQuestion => ({
  id: 'q1',
  question: 'Who directed the 1969 British comedy Arthur? Arthur!, and what else is Samuel Gallu known for?',
  answer: 'Samuel Gallu',
  answerAliases: [],
  type: 'bridge',
  hops: 2,
  gold: [],
  ...fields,
});

describe('bench with gold texts', () => {
  it('scores documents by gold_texts: a packed chunk finds the gold paragraph it holds; words/passage beside', async () => {
    const { report, outcomes } = await runBench(documents, [question({ gold: ['r-arthur', 'r-gallu'], goldTexts: [arthur, gallu] })], { modes: ['single'], ks: [1, 2], warmup: 0 });
    expect(report.goldBy).toBe('texts');
    const single = report.modes.single!;
    expect(outcomes[0]!.returned).toEqual(['notes.txt#1', 'notes.txt#2']);
    expect(outcomes[0]!.goldTextRanks).toEqual({ returned: [0, 1], ranked: [0, 1] });
    expect(single.recall['1']).toBe(0.5);
    expect(single.recall['2']).toBe(1);
    expect(single.recallAll).toBe(1);
    // (36 + 18) words over 2 passages.
    expect(outcomes[0]!.returnedWords).toEqual([36, 18]);
    expect(single.wordsPerPassage).toBe(27);
    expect(single.goldAgreement).toBeUndefined();
    const markdown = formatBenchReport(report);
    expect(markdown).toContain('| words/passage |');
    expect(markdown).toContain('Gold by text (`gold_texts`)');
  });

  it('on records, with both kinds of gold: ids by default when --gold ids, and the agreement of the two', async () => {
    const both = question({ gold: ['r-arthur', 'r-gallu'], goldTexts: [arthur, gallu] });
    const byIds = await runBench(records, [both], { modes: ['single'], ks: [1, 5], warmup: 0, goldBy: 'ids' });
    expect(byIds.report.goldBy).toBe('ids');
    const byTexts = await runBench(records, [both], { modes: ['single'], ks: [1, 5], warmup: 0 });
    expect(byTexts.report.goldBy).toBe('texts');
    for (const { report } of [byIds, byTexts]) {
      expect(report.modes.single!.recall['1']).toBe(0.5);
      expect(report.modes.single!.recall['5']).toBe(1);
      expect(report.modes.single!.goldAgreement).toEqual({ k: 5, pairs: 2, agree: 2, textOnly: 0, idOnly: 0 });
    }
    expect(formatBenchReport(byIds.report)).toContain('Gold texts against gold ids (questions carrying both): single: top-5 verdicts agree for 100.0 % of 2 gold passages (0 found by text only, 0 by id only).');
  });

  it('refuses text gold for questions that lack it', async () => {
    await expect(runBench(records, [question({ gold: ['r-arthur'] })], { modes: ['single'], ks: [5], warmup: 0, goldBy: 'texts' })).rejects.toThrow(/question q1 has no gold_texts/);
  });

  it('reads gold_texts from a questions file (gold ids optional then, repeated texts once)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hopgraph-gold-texts-')), 'questions.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ id: 'a', question: 'Who directed Arthur? Arthur!?', gold_texts: [arthur, arthur, gallu] }),
        JSON.stringify({ id: 'b', question: 'Who?', gold: ['r-alu'], gold_texts: [alu] }),
        JSON.stringify({ id: 'c', question: 'Who?', gold: ['r-alu'] }),
      ].join('\n'),
    );
    const [a, b, c] = readBenchQuestions(file);
    expect(a).toMatchObject({ gold: [], goldTexts: [arthur, gallu] });
    expect(b).toMatchObject({ gold: ['r-alu'], goldTexts: [alu] });
    expect(c!.goldTexts).toBeUndefined();
    writeFileSync(file, JSON.stringify({ id: 'd', question: 'Who?' }));
    expect(() => readBenchQuestions(file)).toThrow(/field "gold" is missing/);
    writeFileSync(file, JSON.stringify({ id: 'd', question: 'Who?', gold_texts: 'not a list' }));
    expect(() => readBenchQuestions(file)).toThrow(/field "gold_texts"/);
  });
});
