/** One token of a question, with its place in the original text (so entity text keeps its spelling). */
export interface QuestionToken {
  text: string;
  /** Lower-cased text. */
  lower: string;
  start: number;
  end: number;
  /** Starts with an upper-case letter or a digit ("Versace", "976-Evil", "4Th"). */
  capitalized: boolean;
  /** A letter/digit word, as opposed to punctuation. */
  word: boolean;
}

// A word: letters, digits and marks, joined by inner apostrophes, hyphens, dots or ampersands
// ("Al-Mu'Tasim", "God'S", "R.A.F", "mother-in-law"); then the possessive "'s" or "'" on its own.
const TOKEN_PATTERN = /[\p{L}\p{N}\p{M}]+(?:[’'.\-][\p{L}\p{N}\p{M}]+)*|[’']s\b|[^\s]/gu;
const ABBREVIATION = /^(?:[\p{Lu}][\p{L}]{0,2}|(?:[\p{L}]\.)+[\p{L}]|[\p{Lu}])$/u;

/**
 * Splits a question into tokens. A lower-case possessive "'s" is split off its word ("Ii's" ->
 * "Ii", "'s"), while 2Wiki's title-cased "'S"/"'T"/"'Ve" ("God'S Gift", "Can'T") stay inside the word.
 * A dot right after an abbreviation-like word ("Jr.", "R.A.F.", "F.") stays with it.
 */
export function tokenizeQuestion(question: string): QuestionToken[] {
  const tokens: QuestionToken[] = [];
  for (const match of question.matchAll(TOKEN_PATTERN)) {
    let text = match[0];
    let start = match.index ?? 0;
    const possessive = /^(.+?)([’']s)$/u.exec(text);
    if (possessive && possessive[1] && possessive[2] && /[\p{L}\p{N}]$/u.test(possessive[1])) {
      pushToken(tokens, possessive[1], start);
      start += possessive[1].length;
      text = possessive[2];
    }
    const previous = tokens[tokens.length - 1];
    if (text === '.' && previous && previous.word && previous.end === start && ABBREVIATION.test(previous.text)) {
      previous.text += '.';
      previous.lower += '.';
      previous.end += 1;
      continue;
    }
    pushToken(tokens, text, start);
  }
  return tokens;
}

function pushToken(tokens: QuestionToken[], text: string, start: number): void {
  const word = /^[\p{L}\p{N}]/u.test(text);
  tokens.push({
    text,
    lower: text.toLowerCase().replace(/’/g, "'"),
    start,
    end: start + text.length,
    capitalized: /^[\p{Lu}\p{N}]/u.test(text),
    word,
  });
}
