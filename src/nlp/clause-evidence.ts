import type { PhraseKind } from './noun-phrase.js';

/**
 * What the clause rule knew when it read one clause: the measurements its confidence is computed
 * from (`scoreClauseConfidence`). Token counts are of the spans as printed.
 */
export interface ClauseEvidence {
  /** The clause's rule: where its subject came from, or 'copula'. */
  rule: string;
  subjectKind: PhraseKind;
  subjectTokens: number;
  /** Tokens between the subject's end and the relation (an appositive or adverb in between). */
  subjectGap: number;
  relationTokens: number;
  /** The relation took the following preposition ("was staged at"). */
  relationPreposition: boolean;
  /** Coordinated verbs kept in one relation ("was opened and became"). */
  coordinatedVerbs: number;
  objectTokens: number;
  /** The object contains a verb or auxiliary (an embedded clause the rule did not split). */
  objectVerb: boolean;
  /** The object contains a comma (a list or an aside). */
  objectComma: boolean;
  /** The subject starts with a determiner ("the workers"). */
  subjectDeterminer: boolean;
  /** The relation spans a comma ("occur , are": two verb groups the rule did not tell apart). */
  relationComma: boolean;
  /** The object starts with "that" or another subordinator (a complement clause). */
  objectClause: boolean;
  /** The object runs to the sentence's end (rather than stopping at a comma, relative pronoun, ...). */
  objectToEnd: boolean;
  negated: boolean;
  passive: boolean;
  sentenceTokens: number;
  /** Position of the clause among the sentence's clauses, from 0, and how many clauses the sentence gave. */
  clauseIndex: number;
  clauseCount: number;
}
