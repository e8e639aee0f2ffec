import type { BenchReport, ModeMetrics } from './run-bench.js';

const percent = (value: number | null): string => (value === null ? '–' : (value * 100).toFixed(1));

function header(ks: number[]): string[] {
  const columns = ['mode', ...ks.map((k) => `R@${k}`), 'R@all', 'returned', 'EM', 'F1', 'LLM calls', 'tokens (prompt + completion)', 'cached · retried · failed', 'p50 ms', 'p95 ms', 'errors'];
  return [`| ${columns.join(' | ')} |`, `|${columns.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`];
}

function row(name: string, metrics: ModeMetrics, ks: number[]): string {
  const cells = [
    name,
    ...ks.map((k) => percent(metrics.recall[String(k)] ?? 0)),
    percent(metrics.recallAll),
    metrics.avgReturned.toFixed(1),
    percent(metrics.em),
    percent(metrics.f1),
    metrics.llmCalls.toFixed(1),
    `${metrics.tokens.toFixed(0)} (${metrics.promptTokens.toFixed(0)} + ${metrics.completionTokens.toFixed(0)})`,
    `${metrics.llmCacheHits.toFixed(1)} · ${metrics.llmRetries.toFixed(1)} · ${metrics.llmFailedCalls.toFixed(1)}`,
    metrics.latencyMs.p50.toFixed(1),
    metrics.latencyMs.p95.toFixed(1),
    String(metrics.errors),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The bench report as markdown tables: overall, then by question type and by hop count. */
export function formatBenchReport(report: BenchReport, title = 'hopgraph bench'): string {
  const lines = [`### ${title} — ${report.questions} questions (recall, EM, F1 in %)`, '', ...header(report.ks)];
  for (const [mode, metrics] of Object.entries(report.modes)) lines.push(row(mode, metrics, report.ks));
  for (const [mode, metrics] of Object.entries(report.modes)) {
    if (!metrics.steps) continue;
    const distribution = Object.entries(metrics.steps.distribution).map(([steps, count]) => `${steps} step${steps === '1' ? '' : 's'}: ${count}`).join(', ');
    const stopped = Object.entries(metrics.steps.stoppedBy).map(([reason, share]) => `${reason} ${(share * 100).toFixed(0)} %`).join(', ');
    lines.push('', `${mode}: ${metrics.steps.mean.toFixed(2)} steps per question (${distribution}); stopped by ${stopped}`);
  }
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
  return lines.join('\n');
}
