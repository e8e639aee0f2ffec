/** The letters-and-digits runs of a text, the anchors a located span is found by. */
function wordCores(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Where `needle`'s words occur, in order, in `haystack` from `from` on: the span from its first
 * word to its last (extended over punctuation right after it), or undefined when a word is missing.
 * Used to find a sentence of a block's plain text in the block's source (Markdown keeps markup
 * between the words) and to cut an over-long sentence at word boundaries.
 */
export function locateWords(haystack: string, needle: string, from: number): { start: number; end: number } | undefined {
  const cores = wordCores(needle);
  if (cores.length === 0) return undefined;
  let position = from;
  let start = -1;
  for (const core of cores) {
    const found = haystack.indexOf(core, position);
    if (found === -1) return undefined;
    if (start === -1) start = found;
    position = found + core.length;
  }
  while (position < haystack.length && /[\p{P}\p{S}]/u.test(haystack[position]!)) position += 1;
  return { start, end: position };
}

export function countWords(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(/\S+/g)) count += 1;
  return count;
}
