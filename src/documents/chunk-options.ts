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

/** Chunking options with the defaults filled in: 200 words a passage, no overlap, `minWords` a quarter of the passage size. */
export function chunkOptionsOf(given: Partial<ChunkOptions> = {}): ChunkOptions {
  const targetWords = given.targetWords ?? 200;
  return { targetWords, overlapWords: given.overlapWords ?? 0, minWords: given.minWords ?? Math.round(targetWords / 4) };
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = chunkOptionsOf();

/** A short key of the chunking settings (and the chunker's version): a document is re-chunked when it changes. */
export function chunkingKey(options: ChunkOptions): string {
  return `chunker-2:w${options.targetWords}:o${options.overlapWords}:m${options.minWords}`;
}
