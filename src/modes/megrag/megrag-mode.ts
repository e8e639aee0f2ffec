import { randomUUID } from 'node:crypto';
import type { LexiconSetting } from '../../question/index.js';
import { registerMode } from '../mode-registry.js';
import type { ModeContext, RetrievalMode } from '../retrieval-mode.js';
import { LlmPolicy } from './llm-policy.js';
import { buildPassages } from './build-passages.js';
import { HeuristicPolicy } from './heuristic-policy.js';
import type { MegragTrace } from './megrag-trace.js';
import { readMegragOptions, type MegragOptions } from './megrag-options.js';
import type { ReasoningPolicy } from './reasoning-policy.js';
import { runReasoning, type ReasoningRun } from './run-reasoning.js';
import type { PersistedRun } from '../../ports/trace-store.js';
import { appendTrajectories } from './trajectory-log.js';

function createPolicy(options: MegragOptions, lexicon: LexiconSetting, context: ModeContext): ReasoningPolicy {
  switch (options.policy) {
    case 'heuristic':
      return new HeuristicPolicy(lexicon);
    case 'llm':
      return new LlmPolicy(new HeuristicPolicy(lexicon), context.llm, context.llmUsage, context.onEvent);
  }
}

function persistedRun(question: string, run: ReasoningRun, policy: string): PersistedRun {
  return {
    id: randomUUID(),
    question,
    answer: run.answer,
    mode: 'megrag',
    policy,
    createdAt: new Date().toISOString(),
    stoppedBy: run.stoppedBy,
    finalNote: run.finalNote ?? null,
    steps: run.steps.map((step) => ({
      index: step.step,
      query: step.query,
      granularity: step.granularity,
      intermediateAnswer: step.intermediateAnswer,
      resolvedPath: step.resolvedPath,
      missing: step.missing,
      note: step.note ?? null,
      transition: step.transition,
      selected: step.selected.map(({ kind, id }) => ({ kind, id })),
    })),
  };
}

/**
 * `megrag`: a path-structured, answer-aware reasoner over the multi-granular index. Each step
 * retrieves candidates for a focused query in three aligned views (triples, sentences, passages),
 * the policy keeps the finest evidence that suffices, and the run stops as soon as the question is
 * answered. The result's trace is the path; `persist` writes it into the graph.
 */
export const megragMode: RetrievalMode = {
  name: 'megrag',
  async run(question, searchOptions, context) {
    const options = readMegragOptions(searchOptions);
    const policy = createPolicy(options, searchOptions.lexicon, context);
    context.onEvent?.({ type: 'plan', mode: 'megrag', detail: { policy: policy.name, budget: options.stepBudget, focus: policy.initialFocus(question) } });
    const run = await runReasoning(
      context.store,
      question,
      policy,
      {
        budget: options.stepBudget,
        sizes: { passages: options.passagesPerStep, sentences: options.sentencesPerStep, triples: options.triplesPerStep },
        forceSteps: options.forceSteps,
        recordTrajectories: options.trajectoriesFile !== undefined,
      },
      context.onEvent,
    );
    const passages = buildPassages(run, searchOptions.evidencePerPassage);
    const untitled = passages.filter((passage) => passage.title === '').map((passage) => passage.id);
    if (untitled.length > 0) {
      const evidenceIds = run.evidence.filter((item) => untitled.includes(item.passageId)).map((item) => item.id);
      const owners = await context.store.passagesOf(evidenceIds);
      for (const owner of owners.values()) for (const passage of passages) if (passage.id === owner.id) passage.title = owner.title;
    }
    const trace: MegragTrace = {
      steps: run.steps,
      stoppedBy: run.stoppedBy,
      budget: options.stepBudget,
      stepsUsed: run.steps.length,
      forced: options.forceSteps,
      policy: policy.name,
      supportingIds: run.supportingIds,
      ...(run.finalNote ? { finalNote: run.finalNote } : {}),
    };
    if (options.trajectoriesFile) await appendTrajectories(options.trajectoriesFile, run.trajectories);
    if (options.persist && options.traceStore) trace.runId = await options.traceStore.saveRun(persistedRun(question, run, policy.name));
    const usage = policy.usage();
    return { mode: 'megrag', question, passages, answer: run.answer, llmCalls: usage.llmCalls, tokens: usage.tokens, trace };
  },
};

registerMode(megragMode);
