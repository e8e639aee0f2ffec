/**
 * Fits the clause view's confidence model (src/nlp/clause-confidence.ts) on CaRB's development split and
 * checks that it ranks on sentences it was not fit on:
 *   npx tsx scripts/fit-openie-confidence.ts [--gold FILE] [--lambda L] [--write]
 * (1) runs the extractor on the gold sentences, recording each clause's evidence (features);
 * (2) labels each clause with the best CaRB match precision it reaches against a gold tuple of its
 *     sentence (0 when it matches none; `matchCarbTuple`, the scorer's own matcher);
 * (3) two-fold cross-validation over sentence halves (even / odd positions in the gold file): a
 *     logistic model (soft labels, L2 penalty `lambda`, Newton's method) is fit on one half and scores
 *     the other; CaRB best F1 and AUC of each held-out half with the model's confidences, one constant
 *     confidence, and the reversed model (1 - confidence);
 * (4) fits on all sentences and prints the weights; `--write` writes them to src/nlp/clause-confidence-model.ts;
 * `--curve` also prints the out-of-fold precision at a few recall levels against an oracle (confidence = label),
 * and the AUC when the confidences are rounded to coarser steps.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CLAUSE_FEATURE_NAMES, clauseFeatures, type ClauseConfidenceModel } from '../src/nlp/clause-confidence.js';
import { extractSentence } from '../src/nlp/index.js';
import { parseCarbGold } from '../src/openie-bench/carb-gold.js';
import type { CarbExtraction } from '../src/openie-bench/carb-extraction.js';
import { matchCarbTuple } from '../src/openie-bench/match-carb-tuple.js';
import { scoreCarb } from '../src/openie-bench/score-carb.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? (process.argv[at + 1] as string) : fallback;
}

const goldPath = option('--gold', '/work/shared/datasets/carb/gold.tsv');
const lambdas = option('--lambda', '0.1,1,3,10').split(',').map(Number);
const write = process.argv.includes('--write');

interface Row {
  half: number;
  extraction: CarbExtraction;
  features: number[];
  label: number;
}

const gold = parseCarbGold(readFileSync(goldPath, 'utf8'));
const sentences = [...new Set(gold.map((tuple) => tuple.sentence))];
const goldBySentence = new Map<string, CarbExtraction[]>();
for (const tuple of gold) goldBySentence.set(tuple.sentence, [...(goldBySentence.get(tuple.sentence) ?? []), tuple]);

const rows: Row[] = [];
sentences.forEach((sentence, position) => {
  extractSentence(sentence, {
    onClauseEvidence: (clause, evidence) => {
      const extraction: CarbExtraction = { sentence, confidence: clause.confidence, relation: clause.relation, arguments: [clause.subject, ...clause.objects] };
      let label = 0;
      for (const tuple of goldBySentence.get(sentence) ?? []) label = Math.max(label, matchCarbTuple(tuple, extraction)[0]);
      rows.push({ half: position % 2, extraction, features: clauseFeatures(evidence), label });
    },
  });
});

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const a = matrix.map((row, index) => [...row, vector[index] as number]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    for (let row = column + 1; row < size; row++) {
      const factor = a[row]![column]! / a[column]![column]!;
      for (let k = column; k <= size; k++) a[row]![k]! -= factor * a[column]![k]!;
    }
  }
  const x = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let sum = a[row]![size]!;
    for (let k = row + 1; k < size; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/** Logistic regression with soft labels and an L2 penalty on the weights (not the intercept), by Newton's method. */
function fitLogistic(training: readonly Row[], lambda: number): { intercept: number; weights: number[] } {
  const size = CLAUSE_FEATURE_NAMES.length + 1;
  let theta = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (const row of training) {
      const x = [1, ...row.features];
      let logit = 0;
      for (let index = 0; index < size; index++) logit += theta[index]! * x[index]!;
      const p = 1 / (1 + Math.exp(-logit));
      const weight = p * (1 - p);
      for (let i = 0; i < size; i++) {
        gradient[i]! += (p - row.label) * x[i]!;
        for (let j = 0; j < size; j++) hessian[i]![j]! += weight * x[i]! * x[j]!;
      }
    }
    for (let i = 1; i < size; i++) {
      gradient[i]! += lambda * theta[i]!;
      hessian[i]![i]! += lambda;
    }
    hessian[0]![0]! += 1e-9;
    const step = solve(hessian, gradient);
    theta = theta.map((value, index) => value - step[index]!);
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  return { intercept: theta[0]!, weights: theta.slice(1) };
}

function predict(model: { intercept: number; weights: number[] }, features: readonly number[]): number {
  let logit = model.intercept;
  features.forEach((value, index) => (logit += model.weights[index]! * value));
  return Math.round((1000 / (1 + Math.exp(-logit)))) / 1000;
}

/** Probability that a clause matching some gold tuple gets a higher confidence than one matching none (ties count half). */
function rocAuc(selected: readonly Row[], confidence: (row: Row) => number): number {
  const good = selected.filter((row) => row.label > 0).map(confidence);
  const bad = selected.filter((row) => row.label === 0).map(confidence);
  let wins = 0;
  for (const g of good) for (const b of bad) wins += g > b ? 1 : g === b ? 0.5 : 0;
  return good.length * bad.length === 0 ? 0.5 : wins / (good.length * bad.length);
}

/** Mean label (match precision) of the fifth of clauses with the highest confidence, and of the lowest fifth. */
function topBottom(selected: readonly Row[], confidence: (row: Row) => number): string {
  const sorted = [...selected].sort((left, right) => confidence(right) - confidence(left));
  const fifth = Math.floor(sorted.length / 5);
  const mean = (list: Row[]): number => list.reduce((sum, row) => sum + row.label, 0) / list.length;
  return `${mean(sorted.slice(0, fifth)).toFixed(2)} / ${mean(sorted.slice(-fifth)).toFixed(2)}`;
}

function percent(value: number): string {
  return (100 * value).toFixed(1);
}

function score(half: number | undefined, confidence: (row: Row) => number, selected: readonly Row[]): { f1: number; auc: number } {
  const goldHalf = half === undefined ? gold : gold.filter((tuple) => sentences.indexOf(tuple.sentence) % 2 === half);
  const result = scoreCarb(goldHalf, selected.map((row) => ({ ...row.extraction, confidence: confidence(row) })));
  return { f1: result.best.f1, auc: result.auc };
}

console.log(`CaRB dev: ${sentences.length} gold sentences, ${gold.length} tuples; ${rows.length} clauses, mean label ${(rows.reduce((sum, row) => sum + row.label, 0) / rows.length).toFixed(3)}`);
console.log('\nfeature                          mean (label > 0)  mean (label = 0)');
for (const [index, name] of CLAUSE_FEATURE_NAMES.entries()) {
  const good = rows.filter((row) => row.label > 0);
  const bad = rows.filter((row) => row.label === 0);
  const mean = (list: Row[]): number => list.reduce((sum, row) => sum + row.features[index]!, 0) / Math.max(1, list.length);
  console.log(`${name.padEnd(32)} ${mean(good).toFixed(3).padStart(8)}  ${mean(bad).toFixed(3).padStart(16)}`);
}

console.log('\ntwo-fold cross-validation over sentence halves (fit on one half, scored on the other): best F1 / AUC');
let bestLambda = lambdas[0]!;
let bestAuc = -1;
for (const lambda of lambdas) {
  const outOfFold = new Map<Row, number>();
  const lines: string[] = [];
  for (const held of [0, 1]) {
    const model = fitLogistic(rows.filter((row) => row.half !== held), lambda);
    const test = rows.filter((row) => row.half === held);
    for (const row of test) outOfFold.set(row, predict(model, row.features));
    const real = score(held, (row) => outOfFold.get(row)!, test);
    const constant = score(held, () => 0.5, test);
    const reversed = score(held, (row) => Math.round(1000 * (1 - outOfFold.get(row)!)) / 1000, test);
    lines.push(`  half ${held}: model ${percent(real.f1)} / ${percent(real.auc)}   constant ${percent(constant.f1)} / ${percent(constant.auc)}   reversed ${percent(reversed.f1)} / ${percent(reversed.auc)}`);
  }
  const pooled = score(undefined, (row) => outOfFold.get(row)!, rows);
  console.log(`lambda ${lambda}: out-of-fold confidences on all ${sentences.length} sentences ${percent(pooled.f1)} / ${percent(pooled.auc)}; ROC AUC matched vs unmatched ${percent(rocAuc(rows, (row) => outOfFold.get(row)!))}, precision of the top / bottom fifth ${topBottom(rows, (row) => outOfFold.get(row)!)}`);
  for (const line of lines) console.log(line);
  if (pooled.auc > bestAuc) {
    bestAuc = pooled.auc;
    bestLambda = lambda;
  }
}
const constantAll = score(undefined, () => 0.5, rows);
console.log(`constant confidence on all sentences: ${percent(constantAll.f1)} / ${percent(constantAll.auc)}`);

const final = fitLogistic(rows, bestLambda);
const fitted = score(undefined, (row) => predict(final, row.features), rows);
console.log(`\nfit on all sentences (lambda ${bestLambda}): ${percent(fitted.f1)} / ${percent(fitted.auc)} (in-sample)`);
const weights = Object.fromEntries(CLAUSE_FEATURE_NAMES.map((name, index) => [name, Math.round(final.weights[index]! * 1e4) / 1e4])) as ClauseConfidenceModel['weights'];
const model: ClauseConfidenceModel = { intercept: Math.round(final.intercept * 1e4) / 1e4, weights };
for (const [name, weight] of Object.entries(weights)) console.log(`  ${name.padEnd(32)} ${weight.toFixed(4).padStart(8)}`);
console.log(`  ${'intercept'.padEnd(32)} ${model.intercept.toFixed(4).padStart(8)}`);

if (write) {
  const body = Object.entries(weights).map(([name, weight]) => `    '${name}': ${weight},`).join('\n');
  writeFileSync(
    new URL('../src/nlp/clause-confidence-model.ts', import.meta.url),
    `import type { ClauseConfidenceModel } from './clause-confidence-weights.js';

/**
 * Written by \`npx tsx scripts/fit-openie-confidence.ts --write\`: a logistic model of whether a clause
 * matches a CaRB gold tuple (soft label: the best match precision), fit on CaRB's development split
 * (${sentences.length} sentences, ${rows.length} clauses, L2 penalty ${bestLambda}). Two-fold cross-validation over
 * sentence halves: out-of-fold AUC ${percent(bestAuc)} against ${percent(constantAll.auc)} for one constant confidence.
 */
export const CLAUSE_CONFIDENCE_MODEL: ClauseConfidenceModel = {
  intercept: ${model.intercept},
  weights: {
${body}
  },
};
`,
  );
  console.log('wrote src/nlp/clause-confidence-model.ts');
}

if (process.argv.includes('--curve')) {
  const outOfFoldRounded = new Map<Row, number>();
  for (const held of [0, 1]) {
    const m = fitLogistic(rows.filter((row) => row.half !== held), bestLambda);
    for (const row of rows.filter((r) => r.half === held)) outOfFoldRounded.set(row, predict(m, row.features));
  }
  for (const step of [0.001, 0.01, 0.05, 0.1, 0.2, 0.25]) {
    const r = score(undefined, (row) => Math.round(outOfFoldRounded.get(row)! / step) * step, rows);
    console.log(`rounded to ${step}: ${percent(r.f1)} / ${percent(r.auc)}`);
  }
  const outOfFold = new Map<Row, number>();
  for (const held of [0, 1]) {
    const m = fitLogistic(rows.filter((row) => row.half !== held), bestLambda);
    for (const row of rows.filter((r) => r.half === held)) outOfFold.set(row, predict(m, row.features));
  }
  for (const [name, f] of [['model', (row: Row) => outOfFold.get(row)!], ['oracle', (row: Row) => row.label]] as const) {
    const result = scoreCarb(gold, rows.map((row) => ({ ...row.extraction, confidence: f(row) })));
    const pts = [...result.curve].reverse();
    const out: string[] = [];
    for (const level of [0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.378]) {
      const point = pts.find((p) => p.recall >= level);
      if (point) out.push(`R${level}:P${point.precision.toFixed(2)}@${point.confidence}`);
    }
    console.log(name, out.join(' '));
  }
}
