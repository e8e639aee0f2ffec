import { describe, expect, it } from 'vitest';
import { readBenchQuestions } from '../../src/eval/bench-question.js';
import { recallAtK } from '../../src/eval/retrieval-metrics.js';
import '../../src/modes/all-modes.js';
import type { RaragTrace } from '../../src/modes/rarag/rarag-trace.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import { search } from '../../src/modes/search.js';
import { excerptQuestionsFile, useExcerptIndex } from '../helpers/excerpt-index.js';

const excerptQuestions = excerptQuestionsFile;

describe('rarag against the real Neo4j (2Wiki excerpt)', () => {
  const { store } = useExcerptIndex();

  it('finds both gold passages of "When did Lothair Ii\'s mother die?" in its top 5, through the bridge Ermengarde of Tours', async () => {
    const events: ModeEvent[] = [];
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'rarag', topK: 5 }, (event) => events.push(event));
    const ids = result.passages.map((passage) => passage.id);
    expect(ids).toContain('2wiki-p00004');
    expect(ids).toContain('2wiki-p00005');
    const trace = result.trace as RaragTrace;
    expect(trace.strategy).toBe('chain');
    expect(trace.bridgeEntities).toContain('Ermengarde of Tours');
    expect(trace.hops[1]?.queries).toContain('When did Ermengarde of Tours die?');
    expect(result.answer).toBeNull();
    expect(result.llmCalls).toBe(0);
    expect(events[0]?.type).toBe('plan');
    expect(events.filter((event) => event.type === 'hop-end').map((event) => (event as { hop: number }).hop)).toEqual([0, 1]);
    // The topic passage carries the sentence that names the bridge as evidence.
    const lothair = result.passages.find((passage) => passage.id === '2wiki-p00004');
    expect(lothair?.sentences.map((sentence) => sentence.text)).toContain('He was the second son of Emperor Lothair I and Ermengarde of Tours.');
  });

  it('does no worse than single on the excerpt questions (recall@5)', async () => {
    const questions = readBenchQuestions(excerptQuestions);
    let single = 0;
    let rarag = 0;
    for (const question of questions) {
      const [baseline, decomposed] = await Promise.all([
        search(store, question.question, { mode: 'single', topK: 5 }),
        search(store, question.question, { mode: 'rarag', topK: 5 }),
      ]);
      single += recallAtK(baseline.passages.map((passage) => passage.id), question.gold, 5);
      rarag += recallAtK(decomposed.passages.map((passage) => passage.id), question.gold, 5);
    }
    expect(rarag).toBeGreaterThanOrEqual(single);
  });
});
