import type { RetrievalStore } from '../../ports/retrieval-store.js';
import type { ModeEvent } from '../retrieval-mode.js';
import type { CandidateSet, EvidenceItem } from './candidate-set.js';
import { gatherCandidates, type CandidateSizes } from './gather-candidates.js';
import type { MegragTraceStep, StoppedBy } from './megrag-trace.js';
import { emptyHistory, type ReasoningHistory } from './reasoning-history.js';
import type { ReasoningPolicy, StepDecision } from './reasoning-policy.js';
import { trajectoryLine, type TrajectoryLine } from './trajectory-log.js';

export interface ReasoningSettings {
  budget: number;
  sizes: CandidateSizes;
  forceSteps: boolean;
  /** Collect one trajectory line per step. */
  recordTrajectories: boolean;
}

/** What one run of the loop produced: the path, the answer and everything retrieved on the way. */
export interface ReasoningRun {
  answer: string | null;
  stoppedBy: StoppedBy;
  steps: MegragTraceStep[];
  /** Z_1, Z_2, ...: the selected evidence, in path order. */
  evidence: Array<EvidenceItem & { step: number }>;
  /** C_i of every step, in order. */
  candidates: CandidateSet[];
  supportingIds: string[];
  /** How the final resolver answered, when it ran (e.g. "llm final resolver", "heuristic final resolver (fallback: …)"). */
  finalNote?: string;
  trajectories: TrajectoryLine[];
  history: ReasoningHistory;
}

/**
 * What makes C_i the same as an earlier step's: the query (case, spacing and final punctuation aside)
 * and the focus entities. A step that repeats both would be shown exactly the same candidates.
 */
function candidateKey(query: string, focus: readonly string[]): string {
  const normalized = query.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();
  return JSON.stringify([normalized, [...new Set(focus.map((name) => name.toLowerCase()))].sort()]);
}

function appendHistory(history: ReasoningHistory, step: number, query: string, decision: StepDecision): ReasoningHistory {
  return {
    steps: [
      ...history.steps,
      {
        step,
        query,
        selected: decision.selected.map(({ kind, id, text }) => ({ kind, id, text })),
        intermediateAnswer: decision.intermediateAnswer,
        resolvedPath: decision.resolvedPath,
        transition: decision.action.kind === 'continue' ? decision.action.transition : null,
      },
    ],
    resolved: [...history.resolved, ...decision.resolved],
    missing: decision.missing,
  };
}

/**
 * The megrag loop for one question x: at step i, gather C_i for q_i, let the policy decide
 * (evidence, intermediate answer, path, missing information, stop or next query), keep only the
 * selected evidence, and stop as soon as x is answered. At the budget, the policy's final resolver
 * answers from the ordered selected evidence.
 */
export async function runReasoning(
  store: RetrievalStore,
  question: string,
  policy: ReasoningPolicy,
  settings: ReasoningSettings,
  onEvent?: (event: ModeEvent) => void,
): Promise<ReasoningRun> {
  const started = performance.now();
  let history = emptyHistory();
  let query = question;
  let focus = policy.initialFocus(question);
  const steps: MegragTraceStep[] = [];
  const evidence: ReasoningRun['evidence'] = [];
  const candidateSets: CandidateSet[] = [];
  const trajectories: TrajectoryLine[] = [];
  let answer: string | null = null;
  let stoppedBy: StoppedBy = 'budget';
  let stopped = false;
  /** How often each query (with the same focus) was searched: a repeat also reads the next page of its ranking. */
  const asked = new Map<string, number>();

  for (let step = 1; step <= settings.budget; step++) {
    const stepStarted = performance.now();
    const key = candidateKey(query, focus);
    const page = asked.get(key) ?? 0;
    asked.set(key, page + 1);
    const candidates = await gatherCandidates(store, query, focus, settings.sizes, page);
    candidateSets.push(candidates);
    const input = { question, query, step, budget: settings.budget, history, candidates, mustContinue: settings.forceSteps };
    const decision = await policy.decide(input);
    if (settings.recordTrajectories) trajectories.push(trajectoryLine({ ...input, policy: policy.name }, decision));
    const stop = decision.action.kind === 'stop';
    const traceStep: MegragTraceStep = {
      step,
      query,
      granularity: decision.granularity,
      selected: decision.selected.map(({ kind, id, text }) => ({ kind, id, text })),
      intermediateAnswer: decision.intermediateAnswer,
      resolvedPath: decision.resolvedPath,
      missing: decision.missing,
      transition: decision.action.kind === 'continue' && step < settings.budget ? decision.action.transition : null,
      stop,
      candidates: { passages: candidates.passages.length, sentences: candidates.sentences.length, triples: candidates.triples.length },
      ...(page > 0 ? { page: page + 1 } : {}),
      ms: performance.now() - stepStarted,
      ...(decision.note ? { note: decision.note } : {}),
    };
    steps.push(traceStep);
    for (const item of decision.selected) evidence.push({ ...item, step });
    history = appendHistory(history, step, query, decision);
    onEvent?.({ type: 'step', step, detail: traceStep, elapsedMs: performance.now() - started });
    if (decision.action.kind === 'stop') {
      answer = decision.action.answer;
      stoppedBy = decision.action.reason;
      stopped = true;
      break;
    }
    query = decision.action.nextQuery;
    focus = decision.action.focus;
  }

  let supportingIds = history.resolved.flatMap((fact) => fact.evidenceIds);
  let finalNote: string | undefined;
  if (!stopped) {
    const final = await policy.finalize({ question, history, evidence });
    answer = final.answer;
    supportingIds = final.supportingIds;
    finalNote = final.note;
  } else if (stoppedBy === 'no-progress' && answer === null) {
    const final = await policy.finalize({ question, history, evidence });
    answer = final.answer;
    finalNote = final.note;
  }
  return {
    answer,
    stoppedBy,
    steps,
    evidence,
    candidates: candidateSets,
    supportingIds: [...new Set(supportingIds)],
    ...(finalNote ? { finalNote } : {}),
    trajectories,
    history,
  };
}
