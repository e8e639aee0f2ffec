/** What kind of answer a question expects. */
export type AnswerType = 'date' | 'place' | 'person' | 'number' | 'yes-no' | 'entity';

/** One relation of a chain, e.g. 'founder', 'father', 'place of birth'. */
export interface RelationStep {
  relation: string;
}

/**
 * A question that follows a chain of relations from one named entity:
 * "Where was the father of the founder of Versace born?" = Versace -founder-> ? -father-> ? -place of birth-> answer.
 */
export interface ChainDecomposition {
  kind: 'chain';
  /** The named entity the chain starts from, e.g. 'Versace', 'Polish Wedding', 'Lothair II'. */
  topicEntity: string;
  /** Canonical relations, innermost first: ['founder', 'father', 'place of birth']. */
  relations: string[];
  /** The relations as the question words them, innermost first: ['founder', 'dad', 'born']. */
  surfaceRelations: string[];
  /** Type word of a typed title ("film" in "the director of film Polish Wedding"), if any. */
  topicType?: string;
  /** First hop A as a noun phrase: "the founder of Versace". */
  firstHop: string;
  /** First hop A as a question: "Who is the founder of Versace?". */
  firstHopQuestion: string;
  /** B': the relation the bridge entity (first-hop answer) is asked about, e.g. 'father'. */
  bridge: string;
  /** The question with the first hop replaced by the slot `[HOP]`: "Where was the father of [HOP] born?". */
  secondHopTemplate: string;
  /** Number of relations (= hops); 2 or more. */
  hops: number;
  answerType: AnswerType;
}

export type Comparator = 'earlier' | 'later' | 'same' | 'more' | 'less' | 'older' | 'younger' | 'both' | 'other';

/** A question comparing an attribute of two or more subjects. */
export interface ComparisonDecomposition {
  kind: 'comparison';
  /** The named subjects as written: ['Polish Wedding', 'The Heart Of Doreon']. */
  subjects: string[];
  /**
   * Relations leading from each subject to the entity whose attribute is compared, innermost first
   * (['director'] for "Which film has the director born first, X or Y?"); empty when the subjects
   * themselves are compared.
   */
  via: string[];
  /** Per subject, the chain subject -via-> attribute (null when `via` is empty). */
  subjectChains?: (ChainDecomposition | null)[];
  /** 'release date', 'nationality', 'country', 'date of birth', 'date of death', ... */
  attribute: string;
  comparator: Comparator;
  /** 'yes-no' for "Are X and Y of the same nationality?", 'entity'/'person' for "Which film came out first, X or Y?". */
  answerType: AnswerType;
}

/** A question the analyzer declines to split, with the reason. */
export interface Unsplittable {
  kind: 'unsplittable';
  reason: string;
  answerType: AnswerType;
  entities: string[];
  /** Set when the question asks one relation of one entity ("Who is X's mother?"): one hop, nothing to split. */
  singleHop?: { topicEntity: string; relation: string };
}

export type QuestionAnalysis = ChainDecomposition | ComparisonDecomposition | Unsplittable;
