/** How the chunker sizes passages. */
export interface ChunkOptions {
  /** Most words a passage holds, unless one sentence alone has more (then it is cut at this many words). */
  targetWords: number;
  /** Words of the previous passage's last sentences repeated at the start of the next one in the same section (0: none). */
  overlapWords: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { targetWords: 200, overlapWords: 0 };

/** A short key of the chunking settings (and the chunker's version): a document is re-chunked when it changes. */
export function chunkingKey(options: ChunkOptions): string {
  return `chunker-1:w${options.targetWords}:o${options.overlapWords}`;
}
