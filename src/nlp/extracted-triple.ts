/** One (subject, relation, object) extraction. Entities are keyed in the graph by `entityKey(subject)` / `entityKey(object)`. */
export interface ExtractedTriple {
  /** An entity-like noun phrase as it appears; he/she/it/they and "the film" become the passage title when it is the evident referent. */
  subject: string;
  /** Relation phrase: "was born in", "is the father of", "directed by", "founded", or a possessed noun ("father"). */
  relation: string;
  /** Noun phrase, date or number. */
  object: string;
  negated: boolean;
  passive: boolean;
  /** In [0,1]; ranks good extractions above bad ones. */
  confidence: number;
  /** 'verb' | 'copula' | 'copula-modifier' | 'appositive' | 'passive-agent' | 'born' | 'died' | 'life-dates' | 'possessive'. */
  rule: string;
}
