import { chunkNounPhrases } from './chunk-noun-phrases.js';
import type { NounPhrase } from './noun-phrase.js';
import type { ResolutionContext } from './resolution-context.js';
import { resolveObject } from './resolve-entity.js';
import type { SentenceFrame } from './sentence-frame.js';

/** Entity names mentioned in a sentence (names, the title, dates), parentheticals included, deduplicated. */
export function collectMentions(frame: SentenceFrame, context: ResolutionContext): string[] {
  const phrases: NounPhrase[] = [];
  for (const item of frame.items) if (item.type === 'phrase') phrases.push(item.phrase);
  for (const parenthetical of frame.parentheticals) {
    for (const item of chunkNounPhrases(parenthetical.tokens, undefined)) if (item.type === 'phrase') phrases.push(item.phrase);
  }
  const mentions = new Set<string>();
  for (const phrase of phrases) {
    if (phrase.kind !== 'proper' && phrase.kind !== 'date') continue;
    const name = resolveObject(phrase, context);
    if (name) mentions.add(name);
  }
  return [...mentions];
}
