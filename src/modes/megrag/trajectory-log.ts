import { appendFile } from 'node:fs/promises';
import { tripleText, type CandidateSet } from './candidate-set.js';
import type { ReasoningHistory } from './reasoning-history.js';
import type { StepDecision } from './reasoning-policy.js';

/** One teacher trajectory line: the policy's inputs (x, q_i, H_i, C_i) and its decision. */
export interface TrajectoryLine {
  question: string;
  step: number;
  budget: number;
  query: string;
  history: ReasoningHistory;
  candidates: {
    passages: Array<{ id: string; title: string; text: string }>;
    sentences: Array<{ id: string; text: string }>;
    triples: Array<{ id: string; text: string }>;
  };
  decision: StepDecision;
  policy: string;
}

export function trajectoryLine(
  input: { question: string; step: number; budget: number; query: string; history: ReasoningHistory; candidates: CandidateSet; policy: string },
  decision: StepDecision,
): TrajectoryLine {
  return {
    question: input.question,
    step: input.step,
    budget: input.budget,
    query: input.query,
    history: input.history,
    candidates: {
      // Full text: the heuristic reads all of it; the llm policy's prompt shows the first items of each view, cut (LLM_VIEW_LIMITS).
      passages: input.candidates.passages.map((passage) => ({ id: passage.id, title: passage.title, text: passage.text })),
      sentences: input.candidates.sentences.map((sentence) => ({ id: sentence.id, text: sentence.text })),
      triples: input.candidates.triples.map((triple) => ({ id: triple.id, text: tripleText(triple) })),
    },
    decision,
    policy: input.policy,
  };
}

/** Appends trajectory lines to a JSONL file (one line per step). */
export async function appendTrajectories(file: string, lines: readonly TrajectoryLine[]): Promise<void> {
  if (lines.length === 0) return;
  await appendFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''), 'utf8');
}
