/**
 * The clause-level ("CaRB-style") view of a sentence's extractions: full argument spans as written,
 * where `ExtractedTriple` keeps entity-centric names. arg1 is the subject span ("the population of the
 * town"), `relation` the verb group with a following preposition ("was staged at"), `objects` the rest of
 * the clause ("Ammanford"; empty for an intransitive verb).
 */
export interface ClauseExtraction {
  subject: string;
  relation: string;
  objects: string[];
  negated: boolean;
  passive: boolean;
  /** In [0,1]: the probability, under a logistic model fit on CaRB's dev split, that the clause matches a gold tuple (`scoreClauseConfidence`). */
  confidence: number;
  /** 'clause' | 'relative-clause' | 'coordinated-verb' | 'reduced-relative' | 'participle' | 'copula' | 'appositive' | 'possessive'. */
  rule: string;
}
