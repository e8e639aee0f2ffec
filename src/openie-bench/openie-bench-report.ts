import type { CarbScore } from './carb-score.js';
import type { OpenieView } from './openie-view.js';

/** `hopgraph bench openie`: CaRB scores of one prediction set, and the extractor's speed when it was run here. */
export interface OpenieBenchReport {
  gold: string;
  /** The predictions file, or "hopgraph extractor" when the extractor was run on the gold sentences. */
  predictions: string;
  score: CarbScore;
  extractions: number;
  /**
   * Set when our extractor was run: the view scored, sentences, the fastest of five passes after a warm-up in wall
   * seconds and in CPU seconds of this process, and the sentences per second each gives (one thread).
   */
  extractor?: { view: OpenieView; sentences: number; seconds: number; sentencesPerSecond: number; cpuSeconds: number; sentencesPerCpuSecond: number };
}
