/** Penn Treebank bracket escapes the official scorer undoes before comparing sentences. */
const PTB_ESCAPES: [string, string][] = [['(', '-LRB-'], [')', '-RRB-'], ['[', '-LSB-'], [']', '-RSB-'], ['{', '-LCB-'], ['}', '-RCB-']];
/** Python's `string.punctuation`. */
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * The key under which CaRB pairs predicted and gold sentences: spaces removed, PTB bracket escapes
 * undone, ASCII punctuation removed (so tokenization differences do not matter).
 */
export function carbSentenceKey(sentence: string): string {
  let key = sentence.replaceAll(' ', '');
  for (const [bracket, escape] of PTB_ESCAPES) key = key.replaceAll(escape, bracket);
  return key.replace(PUNCTUATION, '');
}
