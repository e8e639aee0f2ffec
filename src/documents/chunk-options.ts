/** How the chunker sizes passages. */
export interface ChunkOptions {
  /** Most words a passage holds, unless one sentence alone has more (then it is cut at this many words). */
  targetWords: number;
  /** Words of the previous passage's last sentences repeated at the start of the next one in the same section (0: none). */
  overlapWords: number;
  /**
   * A passage holding this many words ends at the next paragraph: paragraphs are packed together
   * only while the passage is shorter (short notes, one-line paragraphs), so a paragraph of its own
   * length is a passage of its own, as a topic is (0: paragraphs packed up to `targetWords`).
   */
  minWords: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { targetWords: 200, overlapWords: 0, minWords: 50 };

/** Chunking options with the defaults filled in: `minWords` is a quarter of the passage size unless given. */
export function chunkOptionsOf(given: Partial<ChunkOptions> = {}): ChunkOptions {
  const targetWords = given.targetWords ?? DEFAULT_CHUNK_OPTIONS.targetWords;
  return { targetWords, overlapWords: given.overlapWords ?? DEFAULT_CHUNK_OPTIONS.overlapWords, minWords: given.minWords ?? Math.round(targetWords / 4) };
}

/** A short key of the chunking settings (and the chunker's version): a document is re-chunked when it changes. */
export function chunkingKey(options: ChunkOptions): string {
  return `chunker-2:w${options.targetWords}:o${options.overlapWords}:m${options.minWords}`;
}
