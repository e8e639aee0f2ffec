import type { NounPhrase, SentenceItem } from './noun-phrase.js';
import type { Token } from './token.js';
import type { Parenthetical } from './parentheticals.js';

/** Everything the rules share about one sentence. */
export interface SentenceFrame {
  /** Tokens with parentheticals removed. */
  tokens: Token[];
  items: SentenceItem[];
  parentheticals: Parenthetical[];
  /**
   * The entity a description belongs to: a copula complement or appositive maps to its subject
   * ("American drama film" -> "Polish Wedding"), so a reduced relative after it ("directed by ...")
   * attaches to the entity.
   */
  owners: Map<NounPhrase, NounPhrase>;
  /** Possessor of a phrase: "X" for "X's father", a pronoun phrase for "his father". */
  possessors: Map<NounPhrase, NounPhrase>;
}

export function phraseAt(items: readonly SentenceItem[], index: number): NounPhrase | undefined {
  const item = items[index];
  return item?.type === 'phrase' ? item.phrase : undefined;
}

export function wordAt(items: readonly SentenceItem[], index: number): Token | undefined {
  const item = items[index];
  return item?.type === 'word' ? item.token : undefined;
}
