/** One (subject, relation, object) extraction. Entities are keyed in the graph by `entityKey(subject)` / `entityKey(object)`. */
export interface ExtractedTriple {
  /**
   * An entity-like noun phrase as it appears; in passage analysis a pronoun or "the <noun>" becomes the
   * entity it refers to (`subjectSurface` keeps the words as written).
   */
  subject: string;
  /** The words as written when `subject` was read from a reference ("Its", "She", "the company"). */
  subjectSurface?: string;
  /** Relation phrase: "was born in", "is the father of", "directed by", "founded", or a possessed noun ("father"). */
  relation: string;
  /** Noun phrase, date or number. */
  object: string;
  /** The words as written when `object` was read from a reference ("him", "the company"). */
  objectSurface?: string;
  negated: boolean;
  passive: boolean;
  /** In [0,1]; ranks good extractions above bad ones. */
  confidence: number;
  /** 'verb' | 'copula' | 'copula-modifier' | 'appositive' | 'passive-agent' | 'born' | 'died' | 'life-dates' | 'possessive'. */
  rule: string;
}
