import { readQuestionForm } from '../question/question-form.js';

/** The bench column that answers from the question alone; it is not a retrieval mode and retrieves nothing. */
export const PRIOR_COLUMN = 'prior';

/**
 * The answer a reader could give without any evidence: `yes` to a yes/no question, the first-named
 * option of an either-or question, nothing otherwise. It shows how much of a mode's EM the
 * questions' own form already gives away.
 */
export function priorAnswer(question: string): string | null {
  const form = readQuestionForm(question);
  if (form.kind === 'yes-no') return 'yes';
  if (form.kind === 'either-or') return form.options[0] ?? null;
  return null;
}
