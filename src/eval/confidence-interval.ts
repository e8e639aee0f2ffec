/**
 * 95 % confidence intervals of the bench's per-question means. Recall@k, recallAll and F1 use the
 * percentile bootstrap over questions (per-question values are fractions, often piled up at 0 and 1,
 * so no normal shape is assumed); EM, a share of 0/1 outcomes, uses the Wilson score interval, which
 * stays inside [0, 1] and does not collapse to a point at 0 % or 100 % as a bootstrap would.
 */

/** `[low, high]`, as fractions like the metric it belongs to. */
export type Interval = [number, number];

export const CI_LEVEL = 0.95;
/** The standard normal quantile for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;
export const BOOTSTRAP_RESAMPLES = 2000;
/** Fixed, so the same per-question values always give the same interval. */
export const BOOTSTRAP_SEED = 16;

/** How the intervals are computed, for reports. */
export const CI_METHOD = `95 % confidence intervals: recall and F1 by the percentile bootstrap over questions (${BOOTSTRAP_RESAMPLES} resamples, seeded), EM by the Wilson score interval`;

export interface BootstrapOptions {
  resamples?: number;
  seed?: number;
}

/** mulberry32: a small seeded generator of uniform numbers in [0, 1), the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-quantile (p in [0, 1]) of ascending `sorted` values, interpolating linearly between ranks (R's type 7). */
export function quantileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * Percentile-bootstrap intervals of the mean of each series. All series hold one value per question,
 * in the same question order, and every resample draws the same questions for all of them. An empty
 * series gives `[0, 0]` (its mean is reported as 0).
 */
export function bootstrapMeanIntervals(series: readonly (readonly number[])[], options: BootstrapOptions = {}): Interval[] {
  const size = series[0]?.length ?? 0;
  if (series.some((values) => values.length !== size)) throw new Error('bootstrapMeanIntervals: every series needs one value per question');
  if (size === 0) return series.map(() => [0, 0]);
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const random = seededRandom(options.seed ?? BOOTSTRAP_SEED);
  const means = series.map(() => new Float64Array(resamples));
  const sums = new Float64Array(series.length);
  for (let resample = 0; resample < resamples; resample += 1) {
    sums.fill(0);
    for (let draw = 0; draw < size; draw += 1) {
      const question = Math.floor(random() * size);
      for (let index = 0; index < series.length; index += 1) sums[index]! += series[index]![question]!;
    }
    for (let index = 0; index < series.length; index += 1) means[index]![resample] = sums[index]! / size;
  }
  const tail = (1 - CI_LEVEL) / 2;
  return means.map((values) => {
    const sorted = Array.from(values).sort((a, b) => a - b);
    return [quantileOfSorted(sorted, tail), quantileOfSorted(sorted, 1 - tail)];
  });
}

/** The Wilson score interval of a proportion: `successes` of `trials` 0/1 outcomes. No trials gives `[0, 0]`. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials === 0) return [0, 0];
  const share = successes / trials;
  const zz = z * z;
  const denominator = 1 + zz / trials;
  const centre = (share + zz / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((share * (1 - share)) / trials + zz / (4 * trials * trials))) / denominator;
  // At 0 % and 100 % one end is exactly 0 or 1; rounding would leave 0.9999999999999999.
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}
