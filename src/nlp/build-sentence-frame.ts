import { chunkNounPhrases } from './chunk-noun-phrases.js';
import type { NounPhrase, SentenceItem } from './noun-phrase.js';
import { removeParentheticals } from './parentheticals.js';
import type { SentenceFrame } from './sentence-frame.js';
import type { Token } from './token.js';

const POSSESSIVE_MARKS = new Set(["'s", '’s', "'", '’']);

/** Removes parentheticals, chunks noun phrases and links possessors ("X's father", "his father"). */
export function buildSentenceFrame(sentence: readonly Token[], titleTokens: readonly string[] | undefined): SentenceFrame {
  const { tokens, parentheticals } = removeParentheticals(sentence);
  const items = chunkNounPhrases(tokens, titleTokens);
  return { tokens, items, parentheticals, owners: new Map(), possessors: linkPossessors(items) };
}

function linkPossessors(items: readonly SentenceItem[]): Map<NounPhrase, NounPhrase> {
  const possessors = new Map<NounPhrase, NounPhrase>();
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as SentenceItem;
    if (item.type !== 'phrase') continue;
    const phrase = item.phrase;
    if (phrase.possessor) {
      possessors.set(phrase, { ...phrase, kind: 'pronoun', text: phrase.possessor, fullText: phrase.possessor, head: phrase.possessor, modifiers: [], isTitle: false });
      continue;
    }
    const mark = items[index - 1];
    const owner = items[index - 2];
    if (mark?.type === 'word' && POSSESSIVE_MARKS.has(mark.token.lower) && owner?.type === 'phrase' && owner.phrase.kind === 'proper') {
      possessors.set(phrase, owner.phrase);
    }
  }
  return possessors;
}
