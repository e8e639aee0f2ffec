/**
 * wink's tokenizer splits words at letters outside Latin-1 ("Yeşim" -> "Ye", "ş", "im"). Before
 * tokenizing, each such letter whose base is an ASCII letter is replaced by that base, one character
 * for one, so token offsets in the folded text are offsets in the original ("Yeşim" -> "Yesim").
 */
export function foldForWink(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x100 || (code >= 0xd800 && code <= 0xdfff)) {
      folded += text[index];
      continue;
    }
    const base = (text[index] as string).normalize('NFD')[0] ?? '';
    folded += /^[A-Za-z]$/.test(base) ? base : (SPECIAL_LETTERS[text[index] as string] ?? text[index]);
  }
  return folded;
}

/** Letters without a decomposition. */
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H', ŧ: 't', ŋ: 'n' };
