/**
 * BERT's normalizer and pre-tokenizer, as Hugging Face `tokenizers` does them (`BertNormalizer`,
 * `BertPreTokenizer`): drop control characters, map whitespace to spaces, put spaces around CJK
 * ideographs, optionally strip accents and lower-case, then split on whitespace and isolate every
 * punctuation character as its own word.
 */
export interface BertNormalizeOptions {
  cleanText: boolean;
  handleChineseChars: boolean;
  stripAccents: boolean;
  lowercase: boolean;
}

const controlCharacter = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/u;
const whitespaceCharacter = /[\t\n\r\p{White_Space}]/u;
const punctuationCharacter = /[\p{P}!-/:-@[-`{-~]/u;
const combiningMark = /\p{Mn}/gu;

function isChineseCharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0x20000 && codePoint <= 0x2a6df) ||
    (codePoint >= 0x2a700 && codePoint <= 0x2b73f) ||
    (codePoint >= 0x2b740 && codePoint <= 0x2b81f) ||
    (codePoint >= 0x2b820 && codePoint <= 0x2ceaf) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0x2f800 && codePoint <= 0x2fa1f)
  );
}

/** BertNormalizer: the text the pre-tokenizer splits. */
export function bertNormalize(text: string, options: BertNormalizeOptions): string {
  let output = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (options.cleanText) {
      if (codePoint === 0 || codePoint === 0xfffd) continue;
      if (character !== '\t' && character !== '\n' && character !== '\r' && controlCharacter.test(character)) continue;
      if (whitespaceCharacter.test(character)) {
        output += ' ';
        continue;
      }
    }
    if (options.handleChineseChars && isChineseCharacter(codePoint)) output += ` ${character} `;
    else output += character;
  }
  if (options.stripAccents) output = output.normalize('NFD').replace(combiningMark, '');
  if (options.lowercase) output = output.toLowerCase();
  return output;
}

/** BertPreTokenizer: words split on whitespace, each punctuation character a word of its own. */
export function bertPreTokenize(normalized: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const character of normalized) {
    if (whitespaceCharacter.test(character)) {
      if (current) words.push(current);
      current = '';
    } else if (punctuationCharacter.test(character)) {
      if (current) words.push(current);
      words.push(character);
      current = '';
    } else {
      current += character;
    }
  }
  if (current) words.push(current);
  return words;
}
