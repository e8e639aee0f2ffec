import type { Token } from './token.js';

/**
 * - proper: a name ("Theresa Connelly", "Adalbert II of Tuscany", a quoted title, the passage title)
 * - common: a class description ("American drama film", "father")
 * - pronoun: he/she/it/they/who/which/that
 * - date: "5 May 1950", "1950"; number: other cardinals
 * - adjective: an adjective complement ("American" in "is American")
 */
export type PhraseKind = 'proper' | 'common' | 'pronoun' | 'date' | 'number' | 'adjective';

/** A noun-phrase chunk of a sentence. */
export interface NounPhrase {
  kind: PhraseKind;
  /** Entity-centric text: no leading determiner, descriptor split off ("Tom Hanks", "American actor"). */
  text: string;
  /** The whole chunk as written, with determiner and descriptor ("the father", "American actor Tom Hanks"). */
  fullText: string;
  /** First and last token index of the whole chunk (inclusive). */
  start: number;
  end: number;
  /** Lower-cased last word. */
  head: string;
  /** Common-noun words written before a name: "American actor" in "American actor Tom Hanks". */
  descriptor?: string;
  /** Capitalised modifiers of a common head: ["American"] in "an American drama film". */
  modifiers: string[];
  /** A year modifying a common head: "1998" in "a 1998 American drama film". */
  year?: string;
  /** Lower-cased possessive determiner: "his" in "his father". */
  possessor?: string;
  /** True when the chunk is a mention of the passage title. */
  isTitle: boolean;
}

/** A sentence after chunking: noun phrases and the remaining single words, in order. */
export type SentenceItem = { type: 'phrase'; phrase: NounPhrase } | { type: 'word'; token: Token; index: number };
