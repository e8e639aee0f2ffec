import { readFileSync } from 'node:fs';
import { HopgraphError } from '../errors/hopgraph-error.js';

/** The parts of a Hugging Face `tokenizer.json` a BERT WordPiece tokenizer needs. */
export interface TokenizerJson {
  normalizer?: { type?: string; lowercase?: boolean; strip_accents?: boolean | null; clean_text?: boolean; handle_chinese_chars?: boolean } | null;
  pre_tokenizer?: { type?: string } | null;
  model: {
    type: string;
    vocab: Record<string, number>;
    unk_token?: string;
    continuing_subword_prefix?: string;
    max_input_chars_per_word?: number;
  };
  added_tokens?: Array<{ id: number; content: string; special?: boolean }>;
}

/** Settings of a BERT tokenizer, read from `tokenizer.json`. */
export interface WordPieceSettings {
  vocab: Map<string, number>;
  lowercase: boolean;
  stripAccents: boolean;
  cleanText: boolean;
  handleChineseChars: boolean;
  unknownToken: string;
  continuingSubwordPrefix: string;
  maxInputCharsPerWord: number;
  classifierToken: string;
  separatorToken: string;
  paddingToken: string;
}

/** Checks that a parsed `tokenizer.json` describes a BERT WordPiece tokenizer and extracts its settings. */
export function wordPieceSettings(json: TokenizerJson, source = 'tokenizer.json'): WordPieceSettings {
  if (json.model?.type !== 'WordPiece' || typeof json.model.vocab !== 'object') {
    throw new HopgraphError('HOPGRAPH_EMBED_TOKENIZER', `${source}: model type ${String(json.model?.type)} is not supported (only BERT WordPiece)`);
  }
  if (json.normalizer && json.normalizer.type !== 'BertNormalizer') {
    throw new HopgraphError('HOPGRAPH_EMBED_TOKENIZER', `${source}: normalizer ${String(json.normalizer.type)} is not supported (only BertNormalizer)`);
  }
  if (json.pre_tokenizer && json.pre_tokenizer.type !== 'BertPreTokenizer') {
    throw new HopgraphError('HOPGRAPH_EMBED_TOKENIZER', `${source}: pre-tokenizer ${String(json.pre_tokenizer.type)} is not supported (only BertPreTokenizer)`);
  }
  const vocab = new Map<string, number>(Object.entries(json.model.vocab));
  for (const added of json.added_tokens ?? []) vocab.set(added.content, added.id);
  const lowercase = json.normalizer?.lowercase ?? true;
  const settings: WordPieceSettings = {
    vocab,
    lowercase,
    // BERT semantics: strip_accents unset follows lowercase.
    stripAccents: json.normalizer?.strip_accents ?? lowercase,
    cleanText: json.normalizer?.clean_text ?? true,
    handleChineseChars: json.normalizer?.handle_chinese_chars ?? true,
    unknownToken: json.model.unk_token ?? '[UNK]',
    continuingSubwordPrefix: json.model.continuing_subword_prefix ?? '##',
    maxInputCharsPerWord: json.model.max_input_chars_per_word ?? 100,
    classifierToken: '[CLS]',
    separatorToken: '[SEP]',
    paddingToken: '[PAD]',
  };
  for (const token of [settings.unknownToken, settings.classifierToken, settings.separatorToken, settings.paddingToken]) {
    if (!vocab.has(token)) throw new HopgraphError('HOPGRAPH_EMBED_TOKENIZER', `${source}: the vocabulary has no ${token} token`);
  }
  return settings;
}

/** Reads and validates a `tokenizer.json` file. */
export function readTokenizerJson(path: string): WordPieceSettings {
  let json: TokenizerJson;
  try {
    json = JSON.parse(readFileSync(path, 'utf8')) as TokenizerJson;
  } catch (error) {
    throw new HopgraphError('HOPGRAPH_EMBED_TOKENIZER', `cannot read ${path}: ${(error as Error).message}`, {
      cause: error,
      hint: 'run `hopgraph model fetch` or point HOPGRAPH_EMBED_MODEL_DIR at a folder with model.onnx and tokenizer.json',
    });
  }
  return wordPieceSettings(json, path);
}
