import type { LexiconSetting } from './lexicon-setting.js';
import type { QuestionToken } from './question-token.js';

/** A named entity or title found in a question, as a token range. */
export interface EntitySpan {
  /** First token (inclusive). */
  start: number;
  /** Last token (inclusive). */
  end: number;
  /** The entity as written in the question. */
  text: string;
  /** Type word written before a title ("film" in "director of film Polish Wedding"). */
  typeWord?: string;
  /** Whether the title was in quotation marks. */
  quoted: boolean;
}

/** Words that announce a title: "the director of film X", "the performer of song Y" (lexicon `full`). */
export const TITLE_TYPE_WORDS: ReadonlySet<string> = new Set([
  'film', 'films', 'movie', 'movies', 'song', 'songs', 'album', 'albums', 'single', 'novel', 'book', 'magazine',
  'magazines', 'newspaper', 'journal', 'university', 'universities', 'band', 'company', 'series', 'show',
  'game', 'play', 'opera', 'poem', 'painting', 'college', 'school', 'club', 'team', 'station', 'airport',
  'village', 'villages', 'town', 'city', 'river', 'group', 'organization', 'organisation', 'museum', 'island',
  'islands', 'mountain', 'lake', 'building', 'church', 'episode', 'anthology', 'ep', 'mixtape', 'video',
]);

/** Lower-case particles that may sit between capitalized words of a name ("Haymo of Faversham", "Ludwig van Beethoven"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'of', 'the', 'de', 'del', 'della', 'dei', 'di', 'da', 'du', 'des', 'la', 'le', 'les', 'von', 'van', 'der',
  'den', 'ter', 'y', 'e', 'bin', 'ibn', 'bint', 'al', 'el', 'mac', 'ap', 'af', 'zu', 'dos', 'das', 'do', 'et',
  '&', "'s", "'", ':', ',', '-', '–', '—', '+', '=', '/',
]);

/** Extra lower-case words allowed inside a typed title ("film Gone with the Wind"). */
const TITLE_WORDS: ReadonlySet<string> = new Set([
  ...NAME_PARTICLES, 'a', 'an', 'in', 'on', 'at', 'to', 'for', 'with', 'from', 'by', 'is', 'into', 'over', 'under',
]);

/**
 * Lower-case words allowed inside a title right after "of" ("the director of Jump for Glory", "the
 * producer of Songs I Wrote with Amy"); not "and", which more often joins two subjects.
 */
const TITLE_OF_WORDS: ReadonlySet<string> = new Set([...NAME_PARTICLES, 'a', 'an', 'for', 'with', 'und', 'to']);

/** Capitalized words that open a question without being part of a name. */
const QUESTION_OPENERS: ReadonlySet<string> = new Set([
  'who', 'whom', 'whose', 'what', 'when', 'where', 'which', 'why', 'how', 'is', 'are', 'was', 'were', 'do', 'does',
  'did', 'can', 'could', 'has', 'have', 'had', 'will', 'would', 'should', 'in', 'on', 'at', 'for', 'from', 'by',
  'during', 'according', 'the', 'a', 'an', 'of', 'besides', 'if', 'there', 'this', 'that', 'after', 'before',
  'since', 'as', 'to', 'with', 'name', 'both', 'between', 'and', 'or', 'it', 'he', 'she', 'they', 'these', 'those',
]);

/** Capitalized words that are never a name on their own. */
const NOT_NAMES: ReadonlySet<string> = new Set(['i', 'the', 'a', 'an', 'of', 'and', 'in', 'on']);

/**
 * Finds named entities and titles: quoted titles, then runs of capitalized words (with name particles,
 * commas and "'s" between capitalized words, a trailing "(disambiguation)"). 2Wiki title-cases its
 * names ("Helen Of Greece And Denmark"), while ordinary text keeps "of" lower-case between capitalized
 * words ("The Prince of Egypt"); a lower-case "and"/"or" between names separates them (so
 * "Romeo and Juliet" in ordinary case splits). A run after a type word ("film") may also hold short
 * lower-case words ("film Gone with the Wind").
 */
export function findEntitySpans(tokens: readonly QuestionToken[], typing: TitleTyping = { lexicon: 'full' }): EntitySpan[] {
  const typeWordBefore = (index: number): string | undefined => titleTypeBefore(tokens, index, typing);
  const spans: EntitySpan[] = [];
  const taken = new Array<boolean>(tokens.length).fill(false);
  const source = tokens;

  // Quoted titles.
  for (let index = 0; index < source.length; index++) {
    if (source[index]?.text !== '"' && source[index]?.text !== '“') continue;
    const close = source.findIndex((token, other) => other > index && (token.text === '"' || token.text === '”'));
    if (close > index + 1) {
      spans.push(makeSpan(tokens, index + 1, close - 1, typeWordBefore(index), true));
      for (let other = index; other <= close; other++) taken[other] = true;
      index = close;
    }
  }

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || taken[index] || !token.word || !token.capitalized) continue;
    if (index === 0 && QUESTION_OPENERS.has(token.lower) && !startsTitleAtOpening(tokens)) continue;
    const typeWord = typeWordBefore(index);
    const particles = typeWord !== undefined ? TITLE_WORDS : tokens[index - 1]?.lower === 'of' ? TITLE_OF_WORDS : NAME_PARTICLES;
    const end = extendRun(tokens, index, particles, taken);
    const onlyFunctionWords = tokens.slice(index, end + 1).every((each) => !each.word || NOT_NAMES.has(each.lower));
    if (onlyFunctionWords) continue;
    spans.push(makeSpan(tokens, index, end, typeWord, false));
    for (let other = index; other <= end; other++) taken[other] = true;
    index = end;
  }
  return spans.sort((first, second) => first.start - second.start);
}

/** A question may open with a title ("The Prince of Egypt was ...", "Who Framed Roger Rabbit ..."). */
function startsTitleAtOpening(tokens: readonly QuestionToken[]): boolean {
  const first = tokens[0];
  const second = tokens[1];
  if (!first || !second) return false;
  return (first.lower === 'the' || first.lower === 'a' || first.lower === 'an') && second.capitalized && second.word;
}

/** How a type word before a title is recognised: from the list (`full`), or by syntax alone (`none`). */
export interface TitleTyping {
  lexicon: LexiconSetting;
  /** Universal POS tag per token; `none` needs it. */
  partsOfSpeech?: readonly string[];
}

/** Words that may open the noun phrase of an apposition ("of the film X", "a singer X"). */
const APPOSITION_OPENERS: ReadonlySet<string> = new Set(['of', 'the', 'a', 'an', 'by', 'for', 'from', 'in', 'on', 'with']);

/**
 * The type word before a title: with lexicon `full` one of TITLE_TYPE_WORDS; with `none` any
 * lower-case common noun in apposition right before the name ("the director of film X", "the wife of
 * actor Y"), which is general syntax and needs no list.
 */
function titleTypeBefore(tokens: readonly QuestionToken[], index: number, typing: TitleTyping): string | undefined {
  const previous = tokens[index - 1];
  if (!previous || previous.capitalized || !previous.word) return undefined;
  if (typing.lexicon === 'full') return TITLE_TYPE_WORDS.has(previous.lower) ? previous.lower : undefined;
  const opener = tokens[index - 2];
  const isNoun = typing.partsOfSpeech?.[index - 1] === 'NOUN';
  return isNoun && opener !== undefined && APPOSITION_OPENERS.has(opener.lower) ? previous.lower : undefined;
}

function extendRun(
  tokens: readonly QuestionToken[],
  start: number,
  particles: ReadonlySet<string>,
  taken: readonly boolean[],
): number {
  let end = start;
  let index = start + 1;
  while (index < tokens.length && !taken[index]) {
    const token = tokens[index];
    if (!token) break;
    const before = tokens[index - 1];
    if (token.word && token.capitalized && before !== undefined && /^\p{Lu}{2,}\.$/u.test(before.text) && QUESTION_OPENERS.has(token.lower)) break; // "... an OBE. Does ..." 
    if (token.word && token.capitalized) {
      end = index;
      index++;
      continue;
    }
    if (token.text === '(') {
      const close = tokens.findIndex((other, position) => position > index && other.text === ')');
      if (close > index && close - index <= 10) {
        end = close;
        index = close + 1;
        continue;
      }
      break;
    }
    const previous = tokens[index - 1];
    const attached = previous !== undefined && previous.end === token.start;
    // A title's own "!" or "?" ("Comedy! or ...", "Where Does It Hurt??", "Do You Believe? (Film)").
    if ((token.text === '?' || token.text === '!') && attached) {
      const next = tokens[index + 1];
      if (next && (next.text === '?' || next.text === '(' || next.lower === 'or' || next.lower === 'and' || next.text === ',')) {
        end = index;
        index++;
        continue;
      }
      break;
    }
    // Punctuation glued between two words belongs to the name ("Way...Way Out", "Fort Nelson/Gordon").
    if (!token.word && attached) {
      let ahead = index;
      while (tokens[ahead] && !tokens[ahead]?.word && tokens[ahead]?.start === tokens[ahead - 1]?.end) ahead++;
      const next = tokens[ahead];
      if (next && next.word && next.start === tokens[ahead - 1]?.end && !taken[ahead]) {
        index = ahead;
        continue;
      }
    }
    // Particles only count when capitalized words follow ("of the Year"): look ahead over up to 3.
    let ahead = index;
    while (ahead < tokens.length && ahead - index < 3 && isParticle(tokens, ahead, particles)) ahead++;
    const next = tokens[ahead];
    const lowerWordsCrossed = tokens.slice(index, ahead).some((each) => each.word && !NAME_PARTICLES.has(each.lower));
    // Title words other than name particles must lead to a capitalized word, not a number ("Titanic in 1997").
    if (ahead > index && next && next.word && next.capitalized && !taken[ahead] && !(lowerWordsCrossed && /^\p{N}/u.test(next.text))) {
      index = ahead;
      continue;
    }
    break;
  }
  return end;
}

function isParticle(tokens: readonly QuestionToken[], index: number, particles: ReadonlySet<string>): boolean {
  const token = tokens[index];
  if (!token || token.capitalized) return false;
  return particles.has(token.lower);
}

function makeSpan(
  tokens: readonly QuestionToken[],
  start: number,
  end: number,
  typeWord: string | undefined,
  quoted: boolean,
): EntitySpan {
  const text = sliceText(tokens, start, end);
  const span: EntitySpan = { start, end, text, quoted };
  if (typeWord !== undefined) span.typeWord = typeWord;
  return span;
}

/** The original text of tokens start..end, re-spaced from their offsets. */
export function sliceText(tokens: readonly QuestionToken[], start: number, end: number): string {
  let text = '';
  for (let index = start; index <= end; index++) {
    const token = tokens[index];
    const previous = tokens[index - 1];
    if (!token) continue;
    if (index > start && previous && previous.end < token.start) text += ' ';
    text += token.text;
  }
  return text;
}
