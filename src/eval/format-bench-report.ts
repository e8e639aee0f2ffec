import type { Interval } from './confidence-interval.js';
import type { BenchReport, GoldAgreement, ModeMetrics } from './run-bench.js';

const percent = (value: number | null): string => (value === null ? '–' : (value * 100).toFixed(1));

/** `97.3 [95.9, 98.5]`: the value and its confidence interval, in %. */
export function percentWithInterval(value: number | null, interval: Interval | null | undefined): string {
  if (value === null) return '–';
  return interval ? `${percent(value)} [${percent(interval[0])}, ${percent(interval[1])}]` : percent(value);
}

/** Whether the columns honoured wall-clock budgets, e.g. `off for every column` or `off for single; on (wall-clock) for hop-rrf:budgets=time`. */
export function describeBudgets(budgets: Record<string, string>): string {
  const label = (value: string): string => (value === 'off' ? 'off (reproducible)' : value === 'time' ? 'on (wall-clock, results may vary with machine load)' : value);
  const groups = new Map<string, string[]>();
  for (const [column, value] of Object.entries(budgets)) groups.set(value, [...(groups.get(value) ?? []), column]);
  if (groups.size <= 1) return `${label([...groups.keys()][0] ?? 'time')} for every column`;
  return [...groups].map(([value, columns]) => `${label(value)} for ${columns.join(', ')}`).join('; ');
}

function header(ks: number[]): string[] {
  const columns = ['mode', ...ks.map((k) => `R@${k}`), 'R@all', 'returned', 'words/passage', 'EM', 'F1', 'LLM calls', 'tokens (prompt + completion)', 'cached · retried · failed', 'p50 ms', 'p95 ms', 'errors'];
  return [`| ${columns.join(' | ')} |`, `|${columns.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`];
}

function row(name: string, metrics: ModeMetrics, ks: number[]): string {
  const cells = [
    name,
    ...ks.map((k) => percentWithInterval(metrics.recall[String(k)] ?? 0, metrics.recallCi?.[String(k)])),
    percentWithInterval(metrics.recallAll, metrics.recallAllCi),
    metrics.avgReturned.toFixed(1),
    (metrics.wordsPerPassage ?? 0).toFixed(0),
    percentWithInterval(metrics.em, metrics.emCi),
    percentWithInterval(metrics.f1, metrics.f1Ci),
    metrics.llmCalls.toFixed(1),
    `${metrics.tokens.toFixed(0)} (${metrics.promptTokens.toFixed(0)} + ${metrics.completionTokens.toFixed(0)})`,
    `${metrics.llmCacheHits.toFixed(1)} · ${metrics.llmRetries.toFixed(1)} · ${metrics.llmFailedCalls.toFixed(1)}`,
    metrics.latencyMs.p50.toFixed(1),
    metrics.latencyMs.p95.toFixed(1),
    String(metrics.errors),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The question-only baseline and each answering mode's EM and F1 above it, in points. */
export function priorLine(report: BenchReport, prior: ModeMetrics): string {
  const differences = Object.entries(report.modes)
    .filter(([mode, metrics]) => metrics.em !== null && mode !== 'prior')
    .map(([mode, metrics]) => `${mode} ${signedPoints((metrics.em ?? 0) - (prior.em ?? 0))} EM, ${signedPoints((metrics.f1 ?? 0) - (prior.f1 ?? 0))} F1`);
  const baseline = `Prior (the question alone: \`yes\` to yes/no, the first-named option of either-or, else nothing; no retrieval): EM ${percentWithInterval(prior.em, prior.emCi)}, F1 ${percentWithInterval(prior.f1, prior.f1Ci)}`;
  return differences.length > 0 ? `${baseline}; above it: ${differences.join('; ')}.` : `${baseline}.`;
}

/** `single: top-5 verdicts agree for 99.6 % of 500 gold passages (2 found by text only, 0 by id only)`. */
export function agreementText(mode: string, agreement: GoldAgreement): string {
  const share = agreement.pairs === 0 ? 0 : (agreement.agree / agreement.pairs) * 100;
  return `${mode}: top-${agreement.k} verdicts agree for ${share.toFixed(1)} % of ${agreement.pairs} gold passages (${agreement.textOnly} found by text only, ${agreement.idOnly} by id only)`;
}

function signedPoints(difference: number): string {
  const points = (difference * 100).toFixed(1);
  return difference >= 0 ? `+${points}` : points;
}

/** The bench report as markdown tables: overall, then by question type and by hop count. */
export function formatBenchReport(report: BenchReport, title = 'hopgraph bench'): string {
  const lines = [`### ${title} — ${report.questions} questions (recall, EM, F1 in %, with 95 % confidence intervals)`, '', `Time budgets: ${describeBudgets(report.budgets)}.`, '', ...header(report.ks)];
  for (const [mode, metrics] of Object.entries(report.modes)) lines.push(row(mode, metrics, report.ks));
  if (report.goldBy === 'texts') {
    lines.push('', 'Gold by text (`gold_texts`): a returned passage matches a gold text when it holds at least half of its distinct word tokens; words/passage = mean words of the returned passages.');
  }
  const agreements = Object.entries(report.modes).filter(([, metrics]) => metrics.goldAgreement);
  if (agreements.length > 0) lines.push('', `Gold texts against gold ids (questions carrying both): ${agreements.map(([mode, metrics]) => agreementText(mode, metrics.goldAgreement!)).join('; ')}.`);
  for (const [mode, metrics] of Object.entries(report.modes)) {
    if (!metrics.steps) continue;
    const distribution = Object.entries(metrics.steps.distribution).map(([steps, count]) => `${steps} step${steps === '1' ? '' : 's'}: ${count}`).join(', ');
    const stopped = Object.entries(metrics.steps.stoppedBy).map(([reason, share]) => `${reason} ${(share * 100).toFixed(0)} %`).join(', ');
    lines.push('', `${mode}: ${metrics.steps.mean.toFixed(2)} steps per question (${distribution}); stopped by ${stopped}`);
  }
  const answering = Object.entries(report.modes).filter(([, metrics]) => metrics.answered);
  if (answering.length > 0) {
    const answeredText = ([mode, metrics]: [string, ModeMetrics]): string => {
      const { questions, em } = metrics.answered!;
      return `${mode} ${questions} of ${metrics.questions} (${percent(questions / Math.max(1, metrics.questions))} %)${em === null ? '' : `, EM ${percent(em)} of those`}`;
    };
    lines.push('', `Answered (the rest unresolved, with the reason in the trace): ${answering.map(answeredText).join('; ')}.`);
  }
  if (report.prior) lines.push('', priorLine(report, report.prior));
  for (const [label, key] of [
    ['by question type', 'byType'],
    ['by hops', 'byHops'],
  ] as const) {
    lines.push('', `#### ${label}`, '', ...header(report.ks));
    const groups = new Set<string>();
    for (const metrics of Object.values(report.modes)) for (const group of Object.keys(metrics[key] ?? {})) groups.add(group);
    for (const group of groups) {
      for (const [mode, metrics] of Object.entries(report.modes)) {
        const groupMetrics = metrics[key]?.[group];
        if (groupMetrics) lines.push(row(`${group} (${groupMetrics.questions}) · ${mode}`, groupMetrics, report.ks));
      }
    }
  }
  lines.push('', `${report.ciMethod}.`);
  return lines.join('\n');
}
