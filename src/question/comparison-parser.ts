import type { EntitySpan } from './entity-span.js';
import type { AnswerType, Comparator } from './question-analysis.js';
import type { ParsedQuestion } from './parsed-question.js';
import { canonicalRelation } from './relation-lexicon.js';

/** A comparison found in a question, before chains are built for its subjects. */
export interface ParsedComparison {
  subjects: EntitySpan[];
  via: string[];
  attribute: string;
  comparator: Comparator;
  answerType: AnswerType;
}

const YES_NO_OPENERS: ReadonlySet<string> = new Set([
  'is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should',
]);
/** Relations through which subjects are compared ("Which film has the director born first, X or Y?"). */
const VIA_RELATIONS: ReadonlySet<string> = new Set([
  'director', 'directors', 'composer', 'composers', 'performer', 'performers', 'producer', 'producers', 'father',
  'fathers', 'mother', 'mothers', 'spouse', 'husband', 'wife', 'founder', 'founders', 'author', 'authors', 'writer',
  'writers', 'creator', 'creators', 'singer', 'singers', 'screenwriter', 'editor', 'publisher',
]);
const COMPARATIVE_MORE = /^(?:more|most|larger|largest|bigger|biggest|higher|highest|longer|longest|taller|tallest|greater|greatest|heavier|farther|further|wider|deeper)$/;
const COMPARATIVE_LESS = /^(?:less|least|fewer|fewest|smaller|smallest|lower|lowest|shorter|shortest|lighter)$/;

function lowerWords(parsed: ParsedQuestion): string[] {
  return parsed.tokens.map((token, index) => (parsed.spanOfToken[index] === -1 ? token.lower : '#'));
}

/**
 * Subjects joined by "or" / "and" (optionally with commas): "X or Y", "X, Y or Z", "out of X and Y".
 * Returns the spans and the index of the coordinating token.
 */
function coordinatedSubjects(parsed: ParsedQuestion): { subjects: EntitySpan[]; coordinator: string } | undefined {
  for (const coordinator of ['or', 'and', 'as']) {
    for (let index = 0; index < parsed.tokens.length; index++) {
      if (parsed.tokens[index]?.lower !== coordinator) continue;
      const leftIndex = parsed.spans.findLastIndex((span) => span.end < index);
      const rightIndex = parsed.spans.findIndex((span) => span.start > index);
      const left = parsed.spans[leftIndex];
      const right = parsed.spans[rightIndex];
      if (!left || !right) continue;
      // The left subject must end at the coordinator (allowing a comma or a closing quote).
      const gapLeft = parsed.tokens.slice(left.end + 1, index).filter((token) => token.word);
      if (gapLeft.length > (coordinator === 'as' ? 6 : 0)) continue;
      // The right subject may be preceded by "the director of film" etc. (at most five words).
      const gapRight = parsed.tokens.slice(index + 1, right.start).filter((token) => token.word);
      if (gapRight.length > 5) continue;
      const subjects = [left, right];
      // Earlier subjects in a comma list: "X, Y or Z".
      for (let previous = leftIndex - 1; previous >= 0; previous--) {
        const span = parsed.spans[previous];
        const next = subjects[0];
        if (!span || !next) break;
        const between = parsed.tokens.slice(span.end + 1, next.start);
        if (between.length === 1 && between[0]?.text === ',') subjects.unshift(span);
        else break;
      }
      return { subjects, coordinator };
    }
  }
  return undefined;
}

function hasAny(words: readonly string[], candidates: readonly string[]): boolean {
  return candidates.some((candidate) => words.includes(candidate));
}

/** Words of a comparison that carry no attribute: question words, function words, comparison words. */
const NOT_ATTRIBUTE_WORDS: ReadonlySet<string> = new Set([
  '#', 'the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'is', 'are', 'was', 'were', 'did', 'does', 'do',
  'has', 'have', 'had', 'be', 'been', 'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'how', 'or', 'and', 'as', 'both',
  'same', 'first', 'earlier', 'before', 'sooner', 'earliest', 'later', 'last', 'after', 'recently', 'latest', 'recent', 'one', 'it',
  'they', 'their', 'his', 'her', 'its', 'than', 'out', 'between', 'among', 'either', ',', '?', '.', "'s", 'more', 'most', 'less', 'least',
]);

/** Direction of a comparison from general English words ("first", "later"). */
function directionOf(words: readonly string[]): Comparator {
  const earlier = hasAny(words, ['first', 'earlier', 'before', 'sooner', 'earliest']);
  const later = hasAny(words, ['later', 'last', 'after', 'recently', 'latest', 'recent']);
  return earlier ? 'earlier' : later ? 'later' : 'other';
}

/**
 * Attribute and comparator by general syntax alone (lexicon `none`): the noun after "same" or
 * "both", else the comparison's own content words ("born", "came out"); the comparator from the
 * comparative or the direction word.
 */
function readPlainAttribute(words: readonly string[], text: string): { attribute: string; comparator: Comparator } {
  const content = words.filter((word) => !NOT_ATTRIBUTE_WORDS.has(word) && /[\p{L}]/u.test(word));
  const comparative = words.find((word) => COMPARATIVE_MORE.test(word) || COMPARATIVE_LESS.test(word));
  const older = hasAny(words, ['older', 'oldest', 'elder']) ? 'older' : hasAny(words, ['younger', 'youngest']) ? 'younger' : undefined;
  const rest = content.filter((word) => word !== comparative && word !== older).slice(0, 4).join(' ');
  if (words.includes('same')) return { attribute: /\bsame ([a-z]+)/.exec(text)?.[1] ?? (rest || 'other'), comparator: 'same' };
  if (older) return { attribute: rest || older, comparator: older };
  if (comparative) return { attribute: rest || comparative, comparator: COMPARATIVE_MORE.test(comparative) ? 'more' : 'less' };
  const both = /\bboth (?:(?:located )?(?:in|from|of) )?(?:an? |the )?([a-z][a-z -]*)$/.exec(text.replace(/[?.!]\s*$/, '').trim());
  if (both?.[1]) return { attribute: both[1].trim(), comparator: 'both' };
  return { attribute: rest || 'other', comparator: directionOf(words) };
}

/** Attribute and comparator from the comparison's words. */
function readAttribute(words: readonly string[], text: string): { attribute: string; comparator: Comparator } {
  const earlier = hasAny(words, ['first', 'earlier', 'before', 'sooner', 'earliest']);
  const later = hasAny(words, ['later', 'last', 'after', 'recently', 'latest', 'recent']);
  const direction = directionOf(words);
  if (words.includes('same')) return readSameAttribute(words, text);
  if (hasAny(words, ['older', 'oldest', 'elder'])) return { attribute: 'date of birth', comparator: 'older' };
  if (hasAny(words, ['younger', 'youngest'])) return { attribute: 'date of birth', comparator: 'younger' };
  if (/\blived? longer\b|\blonger life/.test(text)) return { attribute: 'lifespan', comparator: 'more' };
  if (hasAny(words, ['born', 'birth'])) return { attribute: 'date of birth', comparator: direction };
  if (hasAny(words, ['died', 'die', 'death', 'dies'])) return { attribute: 'date of death', comparator: direction };
  if (/\bcame out\b|\bcome out\b|\breleased?\b|\bpublished\b|\bpremiered?\b|\baired\b|\bproduced\b/.test(text)) {
    return { attribute: 'release date', comparator: direction };
  }
  if (/\b(?:founded|established|formed|started|created|opened|launched|built|began|begun)\b/.test(text)) {
    return { attribute: 'inception', comparator: direction };
  }
  const comparative = words.find((word) => COMPARATIVE_MORE.test(word) || COMPARATIVE_LESS.test(word));
  if (comparative) return { attribute: comparative, comparator: COMPARATIVE_MORE.test(comparative) ? 'more' : 'less' };
  if (earlier || later) return { attribute: 'date', comparator: direction };
  const both = /\bboth (?:(?:located )?(?:in|from|of) )?(?:an? |the )?([a-z][a-z -]*)$/.exec(text.replace(/[?.!]\s*$/, '').trim());
  if (both?.[1]) return { attribute: both[1].trim(), comparator: 'both' };
  return { attribute: 'other', comparator: 'other' };
}

/** "the same nationality / country / place": which attribute must be equal. */
function readSameAttribute(words: readonly string[], text: string): { attribute: string; comparator: Comparator } {
  const after = /\bsame ([a-z]+)/.exec(text)?.[1] ?? 'other';
  if (hasAny(words, ['nationality', 'citizenship'])) return { attribute: 'nationality', comparator: 'same' };
  if (hasAny(words, ['born', 'birth'])) return { attribute: after === 'day' || after === 'year' || after === 'date' ? 'date of birth' : 'place of birth', comparator: 'same' };
  if (hasAny(words, ['died', 'death'])) return { attribute: after === 'day' || after === 'year' || after === 'date' ? 'date of death' : 'place of death', comparator: 'same' };
  if (/\blocated\b|\bsituated\b|\bbased\b/.test(text)) return { attribute: after === 'country' ? 'country' : canonicalRelation(after), comparator: 'same' };
  if (after === 'country' && /\b(?:from|originate from|come from|of) the same country\b/.test(text)) return { attribute: 'country of origin', comparator: 'same' };
  return { attribute: canonicalRelation(after), comparator: 'same' };
}

/**
 * Finds a comparison: two or more subjects joined by "or"/"and" with a comparative, "same" or "both".
 * Returns undefined for questions that are not comparisons.
 */
export function parseComparison(parsed: ParsedQuestion): ParsedComparison | undefined {
  const coordinated = coordinatedSubjects(parsed);
  if (!coordinated) return undefined;
  const words = lowerWords(parsed);
  const text = words.join(' ');
  const opener = words[0] ?? '';
  const yesNoOpener = YES_NO_OPENERS.has(opener);
  const lexicon = parsed.lexicon;
  const { attribute, comparator } = lexicon === 'full' ? readAttribute(words, text) : readPlainAttribute(words, text);
  if (coordinated.coordinator === 'as') {
    // "Does X have the same nationality as Y?"
    if (!words.includes('same')) return undefined;
  } else if (coordinated.coordinator === 'and') {
    // "X and Y" is a comparison only in a yes/no question about both, or with "out of"/"between".
    const selecting = /\b(?:out of|between|among)\b/.test(text) && !yesNoOpener;
    if (!selecting && !(yesNoOpener && (words.includes('same') || words.includes('both') || words.includes('either')))) return undefined;
  } else if (comparator === 'other' && !/^(?:which|who|what)\b/.test(text)) {
    return undefined;
  }
  const firstSubject = coordinated.subjects[0];
  const via: string[] = [];
  for (let index = 0; index < parsed.tokens.length; index++) {
    const word = words[index] ?? '';
    if (lexicon === 'none' || !VIA_RELATIONS.has(word)) continue;
    const beforeSubjects = firstSubject !== undefined && index < firstSubject.start;
    const introduced = /^(?:has|have|had|whose)$/.test(words[index - 1] ?? '') || /^(?:has|have|had)$/.test(words[index - 2] ?? '');
    if (beforeSubjects || introduced) {
      via.push(canonicalRelation(word.replace(/s$/, '')));
      break;
    }
  }
  // People reached through a relation ("the directors from the same country") have a nationality.
  const compared = via.length > 0 && attribute === 'country of origin' ? 'nationality' : attribute;
  const isYesNo = yesNoOpener && coordinated.coordinator !== 'or';
  const answerType: AnswerType = isYesNo
    ? 'yes-no'
    : opener === 'who' || (via.length === 0 && (lexicon === 'full' ? /^(?:date of birth|date of death|lifespan)$/.test(compared) : comparator === 'older' || comparator === 'younger') && !/^which\b/.test(text))
      ? 'person'
      : 'entity';
  return { subjects: coordinated.subjects, via, attribute: compared, comparator, answerType };
}
