/** The three granularities a step's evidence can come from, finest first. */
export const GRANULARITIES = ['triples', 'sentences', 'passages'] as const;

export type Granularity = (typeof GRANULARITIES)[number];

/** The coarser of two granularities. */
export function coarser(first: Granularity, second: Granularity): Granularity {
  return GRANULARITIES.indexOf(first) >= GRANULARITIES.indexOf(second) ? first : second;
}
