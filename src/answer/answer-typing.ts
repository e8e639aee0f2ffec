import type { AnswerType, LexiconSetting } from '../question/index.js';
import { isMonthName } from '../nlp/month-names.js';
import { parseDate } from '../nlp/parse-date.js';

/** Capitalized words that start a span but never a name ("He", "The", "In"). */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'He', 'She', 'It', 'They', 'His', 'Her', 'Its', 'Their', 'The', 'A', 'An', 'In', 'On', 'At', 'This', 'That', 'These', 'Those',
  'After', 'Before', 'During', 'From', 'As', 'By', 'For', 'With', 'When', 'While', 'Although', 'However', 'There',
]);

/** True when `text` reads as a date or year. */
export function isDateLike(text: string): boolean {
  return parseDate(text) !== undefined && /\d{3,4}/.test(text);
}

/** True when `text` reads as a name (person, place, title): capitalized, not a date, not a bare number. */
export function isNameLike(text: string): boolean {
  const trimmed = text.trim().replace(/^["“]/, '');
  if (trimmed.length < 2 || !/^\p{Lu}/u.test(trimmed)) return false;
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (NOT_NAMES.has(first) || isMonthName(first)) return false;
  return !isDateLike(trimmed);
}

/** Whether a value found in the text fits the answer type the relation asks for. */
export function fitsAnswerType(value: string, type: AnswerType | undefined): boolean {
  switch (type) {
    case 'date':
      return isDateLike(value);
    case 'number':
      return /\d/.test(value) || /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(value);
    case 'person':
    case 'place':
      return isNameLike(value) && !isDateLike(value);
    case 'entity':
    case 'yes-no':
    case undefined:
      return value.trim().length > 0;
  }
}

/**
 * The value trimmed of punctuation and quotes; with lexicon `full` a date is also rewritten the way
 * 2Wiki's gold answers are ("20 March 851"), with `none` it stays as the text writes it.
 */
export function formatAnswer(value: string, type: AnswerType | undefined, lexicon: LexiconSetting = 'full'): string {
  const trimmed = value.trim().replace(/[.,;:]+$/, '').replace(/^["“]|["”]$/g, '').trim();
  if (type === 'date' && lexicon === 'full') return parseDate(trimmed)?.text ?? trimmed;
  return trimmed;
}
