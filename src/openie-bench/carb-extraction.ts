/**
 * One OpenIE extraction as CaRB reads it: a relation phrase and its arguments in order
 * (arg1 = subject, arg2 = object, further arguments = adjuncts), with a confidence in [0,1].
 * Gold tuples have the same shape with confidence 1.
 */
export interface CarbExtraction {
  /** The sentence exactly as given to the extractor (CaRB matches sentences after removing spaces and punctuation). */
  sentence: string;
  confidence: number;
  relation: string;
  arguments: string[];
}
