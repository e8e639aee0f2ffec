/** Answer metrics with SQuAD's normalization (lower-case, no punctuation, no articles, one space). */

export function normalizeAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[!-/:-@[-`{-~\u2010-\u2015\u2018-\u201f\u00a1-\u00bf]/g, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function exactMatch(prediction: string, gold: string): boolean {
  return normalizeAnswer(prediction) === normalizeAnswer(gold);
}

/** Token-level F1 between prediction and gold after normalization (SQuAD v1.1 definition). */
export function tokenF1(prediction: string, gold: string): number {
  const predicted = normalizeAnswer(prediction).split(' ').filter(Boolean);
  const expected = normalizeAnswer(gold).split(' ').filter(Boolean);
  if (predicted.length === 0 || expected.length === 0) return predicted.length === expected.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const token of expected) counts.set(token, (counts.get(token) ?? 0) + 1);
  let common = 0;
  for (const token of predicted) {
    const count = counts.get(token) ?? 0;
    if (count > 0) {
      common += 1;
      counts.set(token, count - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / predicted.length;
  const recall = common / expected.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Best EM and F1 over the gold answer and its aliases. */
export function scoreAnswer(prediction: string | null, answers: readonly string[]): { em: number; f1: number } {
  if (prediction === null) return { em: 0, f1: 0 };
  let em = 0;
  let f1 = 0;
  for (const answer of answers) {
    em = Math.max(em, exactMatch(prediction, answer) ? 1 : 0);
    f1 = Math.max(f1, tokenF1(prediction, answer));
  }
  return { em, f1 };
}
