import { describe, expect, it } from 'vitest';
import { bertNormalize, bertPreTokenize } from '../../../src/embed/bert-pre-tokenize.js';
import { wordPieceSettings, type TokenizerJson } from '../../../src/embed/tokenizer-json.js';
import { WordPieceTokenizer } from '../../../src/embed/wordpiece-tokenizer.js';

// A miniature tokenizer.json in the shape Hugging Face writes for BERT models (ids chosen freely).
const vocabulary = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'hello', ',', 'world', '!', 'em', '##bed', '##ding', '##s', 'naive', 'cafe', 'don', "'", 't', '北', '京', 'e', '##m', 'un', '##aff', '##able'];
const tokenizerJson: TokenizerJson = {
  normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
  pre_tokenizer: { type: 'BertPreTokenizer' },
  model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab: Object.fromEntries(vocabulary.map((token, id) => [token, id])) },
};
const tokenizer = new WordPieceTokenizer(wordPieceSettings(tokenizerJson));
const id = (token: string): number => vocabulary.indexOf(token);

describe('BERT normalizer and pre-tokenizer', () => {
  it('lower-cases, strips accents (strip_accents unset follows lowercase) and drops control characters', () => {
    const options = { cleanText: true, handleChineseChars: true, stripAccents: true, lowercase: true };
    expect(bertNormalize('Naïve CAFÉ\u0000\u200b\tok', options)).toBe('naive cafe ok');
  });

  it('keeps accents and case when the tokenizer is cased', () => {
    expect(bertNormalize('Café', { cleanText: true, handleChineseChars: true, stripAccents: false, lowercase: false })).toBe('Café');
  });

  it('isolates punctuation and CJK ideographs as words of their own', () => {
    const normalized = bertNormalize("Hello, world! don't 北京", { cleanText: true, handleChineseChars: true, stripAccents: true, lowercase: true });
    expect(bertPreTokenize(normalized)).toEqual(['hello', ',', 'world', '!', 'don', "'", 't', '北', '京']);
  });
});

describe('WordPieceTokenizer', () => {
  it('wraps the pieces in [CLS] … [SEP]', () => {
    expect(tokenizer.encode('Hello, world!')).toEqual([id('[CLS]'), id('hello'), id(','), id('world'), id('!'), id('[SEP]')]);
  });

  it('splits greedily, longest match first, with ## continuations', () => {
    expect(tokenizer.tokenize('Embeddings unaffable')).toEqual(['em', '##bed', '##ding', '##s', 'un', '##aff', '##able']);
  });

  it('turns a word with an unmatchable rest into one [UNK], not a partial split', () => {
    expect(tokenizer.tokenize('embx hello')).toEqual(['[UNK]', 'hello']);
  });

  it('turns a word longer than max_input_chars_per_word into [UNK]', () => {
    expect(tokenizer.tokenize('e'.repeat(101))).toEqual(['[UNK]']);
  });

  it('truncates the pieces and keeps [CLS] and [SEP] within maxTokens', () => {
    const ids = tokenizer.encode('hello world hello world hello', 4);
    expect(ids).toEqual([id('[CLS]'), id('hello'), id('world'), id('[SEP]')]);
  });

  it('rejects tokenizers it does not implement', () => {
    expect(() => wordPieceSettings({ ...tokenizerJson, model: { ...tokenizerJson.model, type: 'BPE' } })).toThrow(/only BERT WordPiece/);
    expect(() => wordPieceSettings({ ...tokenizerJson, normalizer: { type: 'NFC' } })).toThrow(/BertNormalizer/);
  });
});
