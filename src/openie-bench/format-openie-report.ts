import type { OpenieBenchReport } from './openie-bench-report.js';

function percent(value: number): string {
  return (100 * value).toFixed(1);
}

/** The report as a few lines of text (figures in %, as CaRB's paper prints them). */
export function formatOpenieReport(report: OpenieBenchReport): string {
  const { score } = report;
  const lines = [
    `CaRB (official scorer's default matcher): gold ${report.gold}`,
    `predictions: ${report.predictions} (${report.extractions} extractions, ${score.scoredExtractions} on gold sentences)`,
    `gold: ${score.goldSentences} sentences, ${score.goldTuples} tuples`,
    `best F1 ${percent(score.best.f1)} (precision ${percent(score.best.precision)}, recall ${percent(score.best.recall)}, at confidence ≥ ${score.best.confidence})`,
    `AUC ${percent(score.auc)}`,
  ];
  if (report.extractor) {
    const { sentences, seconds, sentencesPerSecond, cpuSeconds, sentencesPerCpuSecond } = report.extractor;
    lines.push(
      `extractor: ${sentences} sentences in ${seconds.toFixed(3)} s on one thread = ${Math.round(sentencesPerSecond)} sentences/s (CPU ${cpuSeconds.toFixed(3)} s = ${Math.round(sentencesPerCpuSecond)} sentences per CPU second; fastest of 5 passes)`,
    );
  }
  return lines.join('\n') + '\n';
}
