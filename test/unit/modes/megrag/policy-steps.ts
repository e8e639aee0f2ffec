import { emptyHistory, type ReasoningHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import type { PolicyInput, StepDecision } from '../../../../src/modes/megrag/reasoning-policy.js';
import type { CandidateSet } from '../../../../src/modes/megrag/candidate-set.js';

/** A policy's input for one step of a question (step number from the history, a budget of 4). */
export function input(question: string, candidates: CandidateSet, history: ReasoningHistory = emptyHistory(), query = question): PolicyInput {
  return { question, query, step: history.steps.length + 1, budget: 4, history, candidates, mustContinue: false };
}

/** The history after a step's decision, as the reasoning loop records it. */
export function after(history: ReasoningHistory, query: string, decision: StepDecision): ReasoningHistory {
  return {
    steps: [...history.steps, { step: history.steps.length + 1, query, selected: decision.selected, intermediateAnswer: decision.intermediateAnswer, resolvedPath: decision.resolvedPath, transition: null }],
    resolved: [...history.resolved, ...decision.resolved],
    missing: decision.missing,
  };
}
