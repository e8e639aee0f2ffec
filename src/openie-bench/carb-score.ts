/** One point of CaRB's precision–recall curve: the extractions with confidence ≥ `confidence`. */
export interface CarbCurvePoint {
  confidence: number;
  precision: number;
  recall: number;
}

/** What CaRB reports for one system on one gold file. */
export interface CarbScore {
  /** Area under the precision–recall curve (the point recall 0, precision 1 added), in [0,1]. */
  auc: number;
  /** The curve point with the best F1 (the lowest threshold among equals). */
  best: CarbCurvePoint & { f1: number };
  /** One point per distinct predicted confidence, ascending. */
  curve: CarbCurvePoint[];
  goldSentences: number;
  goldTuples: number;
  /** Predicted extractions on gold sentences (the others are ignored, as by the official scorer). */
  scoredExtractions: number;
}
