import { bertNormalize, bertPreTokenize } from './bert-pre-tokenize.js';
import { readTokenizerJson, type WordPieceSettings } from './tokenizer-json.js';

/** Token ids of one text, ready for a BERT encoder: `[CLS] … [SEP]`. */
export type TokenIds = number[];

/**
 * A BERT WordPiece tokenizer in plain TypeScript, reading Hugging Face's `tokenizer.json`
 * (BertNormalizer → BertPreTokenizer → greedy longest-match-first WordPiece → `[CLS] $A [SEP]`).
 * Matches `tokenizers` for single sequences; pairs are not needed for embedding.
 */
export class WordPieceTokenizer {
  readonly classifierId: number;
  readonly separatorId: number;
  readonly paddingId: number;
  readonly unknownId: number;
  private readonly wordCache = new Map<string, number[]>();

  constructor(private readonly settings: WordPieceSettings) {
    this.classifierId = settings.vocab.get(settings.classifierToken)!;
    this.separatorId = settings.vocab.get(settings.separatorToken)!;
    this.paddingId = settings.vocab.get(settings.paddingToken)!;
    this.unknownId = settings.vocab.get(settings.unknownToken)!;
  }

  static fromFile(path: string): WordPieceTokenizer {
    return new WordPieceTokenizer(readTokenizerJson(path));
  }

  get vocabularySize(): number {
    return this.settings.vocab.size;
  }

  /** Word-piece tokens of a text (no special tokens), as strings: for inspection and tests. */
  tokenize(text: string): string[] {
    const idToToken = new Map<number, string>();
    for (const [token, id] of this.settings.vocab) idToToken.set(id, token);
    return this.pieceIds(text).map((id) => idToToken.get(id) ?? this.settings.unknownToken);
  }

  /** `[CLS] pieces [SEP]`, truncated so the whole fits in `maxTokens` (the pieces are cut, the specials kept). */
  encode(text: string, maxTokens = 512): TokenIds {
    const pieces = this.pieceIds(text);
    const room = Math.max(0, maxTokens - 2);
    return [this.classifierId, ...(pieces.length > room ? pieces.slice(0, room) : pieces), this.separatorId];
  }

  private pieceIds(text: string): number[] {
    const normalized = bertNormalize(text, this.settings);
    const ids: number[] = [];
    for (const word of bertPreTokenize(normalized)) {
      let wordIds = this.wordCache.get(word);
      if (!wordIds) {
        wordIds = this.wordPieces(word);
        if (this.wordCache.size < 200_000) this.wordCache.set(word, wordIds);
      }
      for (const id of wordIds) ids.push(id);
    }
    return ids;
  }

  /** Greedy longest-match-first split of one word; a word with any unmatchable rest is one `[UNK]`. */
  private wordPieces(word: string): number[] {
    const characters = Array.from(word);
    if (characters.length > this.settings.maxInputCharsPerWord) return [this.unknownId];
    const ids: number[] = [];
    let start = 0;
    while (start < characters.length) {
      let end = characters.length;
      let found: number | undefined;
      while (start < end) {
        const piece = (start > 0 ? this.settings.continuingSubwordPrefix : '') + characters.slice(start, end).join('');
        found = this.settings.vocab.get(piece);
        if (found !== undefined) break;
        end -= 1;
      }
      if (found === undefined) return [this.unknownId];
      ids.push(found);
      start = end;
    }
    return ids;
  }
}
