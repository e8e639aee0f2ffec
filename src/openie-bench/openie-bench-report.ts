import type { CarbScore } from './carb-score.js';

/** `hopgraph bench openie`: CaRB scores of one prediction set, and the extractor's speed when it was run here. */
export interface OpenieBenchReport {
  gold: string;
  /** The predictions file, or "hopgraph extractor" when the extractor was run on the gold sentences. */
  predictions: string;
  score: CarbScore;
  extractions: number;
  /** Set when our extractor was run: sentences, seconds of the fastest of three passes after a warm-up, sentences/s (one core). */
  extractor?: { sentences: number; seconds: number; sentencesPerSecond: number };
}
