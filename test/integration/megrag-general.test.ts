import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBenchQuestions } from '../../src/eval/bench-question.js';
import { PRIOR_COLUMN, priorAnswer } from '../../src/eval/prior-answer.js';
import { runBench } from '../../src/eval/run-bench.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import type { MegragTrace } from '../../src/modes/megrag/megrag-trace.js';
import '../../src/modes/all-modes.js';
import { excerptFile, excerptQuestionsFile } from '../helpers/excerpt-index.js';
import { testConfig } from '../helpers/test-config.js';

// The prior column and megrag's general answer path, on the 2Wiki excerpt in a real Neo4j.
describe('bench prior column and megrag general answer path against the real Neo4j', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  const questions = readBenchQuestions(excerptQuestionsFile);

  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerptFile] });
  });
  afterAll(async () => {
    await graph.close();
  });

  it('runs prior beside megrag with lexicon full and none: prior retrieves nothing, every null answer says why', async () => {
    const { report, outcomes } = await runBench(store, questions, { modes: [PRIOR_COLUMN, 'megrag', 'megrag:lexicon=none'], ks: [2, 5], warmup: 0, modeOptions: { budgets: 'off' } });
    const prior = report.modes[PRIOR_COLUMN]!;
    expect(prior.recall).toEqual({ '2': 0, '5': 0 });
    expect(prior.avgReturned).toBe(0);
    expect(prior.em).toBe(report.prior?.em);
    expect(prior.em).not.toBeNull();
    for (const outcome of outcomes.filter((item) => item.mode === PRIOR_COLUMN)) expect(outcome.answer).toBe(priorAnswer(outcome.question.question));
    for (const mode of ['megrag', 'megrag:lexicon=none']) {
      expect(report.modes[mode]!.errors).toBe(0);
      // Above the question-only baseline on these questions (2Wiki: comparisons the prior half-guesses, chains it cannot answer).
      expect(report.modes[mode]!.em!).toBeGreaterThan(prior.em!);
    }
    const none = outcomes.filter((outcome) => outcome.mode === 'megrag:lexicon=none');
    const notes = (outcome: (typeof none)[number]): string[] => {
      const trace = outcome.trace as MegragTrace;
      return [...trace.steps.map((step) => step.note ?? ''), trace.finalNote ?? ''];
    };
    // With the relation tables off, some questions are answered or bridged on the general path …
    expect(none.some((outcome) => notes(outcome).some((note) => note.startsWith('general reading:')))).toBe(true);
    // … and a question left unanswered says why in its trace, never a default answer.
    for (const outcome of none.filter((item) => item.answer === null)) expect(notes(outcome).some((note) => note.startsWith('unresolved:'))).toBe(true);
  });
});
