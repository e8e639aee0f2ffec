import type { NounPhrase, SentenceItem } from '../noun-phrase.js';
import type { SentenceFrame } from '../sentence-frame.js';

const RELATIVE_PRONOUNS = new Set(['who', 'which', 'that']);
const POSSESSIVE_MARKS = new Set(["'s", '’s', "'", '’']);

/**
 * The subject of a verb group starting at item `groupStart`, found by walking back:
 *  - prepositional objects ("the son of X") are skipped; in "X's daughter Y married", Y is the subject;
 *  - an appositive between commas ("Hugh, King of Italy, disowned") yields the name before it;
 *  - a relative pronoun ("... writer who is") yields its antecedent;
 *  - a description owned by an entity (copula complement, appositive) yields that entity.
 * Returns undefined when a verb is met first (the caller may reuse the previous subject).
 */
export function findSubject(frame: SentenceFrame, groupStart: number): NounPhrase | undefined {
  const items = frame.items;
  let commaSeen = false;
  for (let index = groupStart - 1; index >= 0; index--) {
    const item = items[index] as SentenceItem;
    if (item.type === 'word') {
      const token = item.token;
      if (token.text === ',') { commaSeen = true; continue; }
      if (token.pos === 'ADV' || token.pos === 'PART' || token.text === '"' || token.text === '—') continue;
      return undefined;
    }
    const phrase = item.phrase;
    const before = items[index - 1];
    if (before?.type === 'word' && before.token.pos === 'ADP' && !POSSESSIVE_MARKS.has(before.token.lower) && index >= 2) {
      // "the son of X ...": X is a prepositional object; keep walking to the head of the construction.
      index--;
      continue;
    }
    if (phrase.kind === 'pronoun' && RELATIVE_PRONOUNS.has(phrase.head)) return findSubject(frame, index);
    if (phrase.kind === 'date' || phrase.kind === 'number') return undefined;
    // "The Pocket-knife or Het Zakmes is ...": the first of alternative names.
    if (before?.type === 'word' && before.token.lower === 'or' && items[index - 2]?.type === 'phrase') {
      const alternative = (items[index - 2] as { phrase: NounPhrase }).phrase;
      if (alternative.kind === 'proper') return alternative;
    }
    // "X, also known as A and B, is ...": skip the alias list.
    const aliasStart = aliasListStart(items, index);
    if (aliasStart >= 0) return findSubject(frame, aliasStart);
    const beforeComma = items[index - 2];
    if (commaSeen && before?.type === 'word' && before.token.text === ',' && beforeComma?.type === 'phrase' && beforeComma.phrase.kind === 'proper' && phrase.kind !== 'pronoun') {
      return frame.owners.get(beforeComma.phrase) ?? beforeComma.phrase;
    }
    return frame.owners.get(phrase) ?? phrase;
  }
  return undefined;
}

/** If the phrase at `index` ends a "known as A, B and C" list, the item index of "known" (else -1). */
function aliasListStart(items: readonly SentenceItem[], index: number): number {
  for (let cursor = index - 1; cursor >= 1; cursor--) {
    const item = items[cursor] as SentenceItem;
    if (item.type === 'phrase') continue;
    const word = item.token.lower;
    if (word === ',' || word === 'and' || word === 'or' || word === '"') continue;
    if (word === 'as') {
      let known = cursor - 1;
      while (known >= 0 && items[known]?.type === 'word' && (items[known] as { token: { pos: string } }).token.pos === 'ADV') known--;
      const knownItem = items[known];
      return knownItem?.type === 'word' && knownItem.token.lower === 'known' ? known : -1;
    }
    return -1;
  }
  return -1;
}
