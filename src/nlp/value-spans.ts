import { countryOf } from './place-names.js';
import { parseDate, type ParsedDate } from './parse-date.js';

/** Lower-case words allowed inside a name ("Ermengarde of Tours", "Leonardo da Vinci"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'of', 'de', 'da', 'das', 'do', 'dos', 'del', 'della', 'di', 'der', 'den', 'van', 'von', 'la', 'le', 'du', 'y', 'bin', 'ibn', 'al', 'el', 'zu', 'upon', 'on', 'the',
]);
/** Words before a name that describe it ("rapper and singer Nicki Minaj", "the Carolingian Emperor"). */
const ROLE_WORDS = /^(?:the|a|an|his|her|their|its|and|or|rapper|singer|songwriter|actor|actress|director|filmmaker|film|producer|composer|writer|author|musician|band|group|duo|artist|poet|novelist|king|queen|emperor|empress|prince|princess|duke|duchess|count|countess|lord|lady|sir|saint|st|dr|mr|mrs|ms|american|british|english|french|german|italian|famous|late|then|former|future|noted|renowned|legendary|popular|country|pop|rock|jazz|folk|blues|r&b|hip|hop|soul|gospel|new|wave|heavy|metal|punk)$/i;
const ABBREVIATIONS = /^(?:[A-Z]\.|St\.|Dr\.|Mr\.|Mrs\.|Jr\.|Sr\.|Mt\.|Ft\.|U\.S\.|D\.C\.)$/;

interface Word {
  text: string;
  /** The word without surrounding punctuation. */
  bare: string;
  /** Punctuation right after the word (",", ".", ";", ")" ...), '' if none. */
  trailing: string;
}

function words(text: string): Word[] {
  return [...text.matchAll(/\S+/g)].map((match) => {
    const raw = match[0];
    const leadingStripped = raw.replace(/^["“'(‘]+/, '');
    const trailing = /[,.;:)"”’!?]+$/.exec(leadingStripped)?.[0] ?? '';
    const bare = ABBREVIATIONS.test(leadingStripped) ? leadingStripped : leadingStripped.slice(0, leadingStripped.length - trailing.length);
    return { text: raw, bare, trailing: ABBREVIATIONS.test(leadingStripped) ? '' : trailing };
  });
}

function capitalized(word: string): boolean {
  return /^\p{Lu}/u.test(word) || /^\d+(?:st|nd|rd|th)?$/.test(word);
}

function isDemonym(word: string): boolean {
  return word.split('-').every((part) => countryOf(part) !== undefined);
}

/**
 * The name that starts `text` (after describing words when `skipModifiers`): a run of capitalized
 * words and name particles, ending at punctuation. `allowComma` keeps "Montreal, Quebec" whole.
 */
export function leadingName(text: string, options: { skipModifiers?: boolean; allowComma?: boolean } = {}): string | undefined {
  const list = words(text.slice(0, 200));
  let index = 0;
  if (options.skipModifiers) {
    let skipped = 0;
    while (index < list.length && skipped < 6) {
      const word = list[index] as Word;
      if (capitalized(word.bare) && !isDemonym(word.bare) && !ROLE_WORDS.test(word.bare)) break;
      if (word.trailing.includes('.') || word.trailing.includes(';')) return undefined;
      index++;
      skipped++;
    }
  }
  const name: string[] = [];
  let commas = 0;
  for (; index < list.length; index++) {
    const word = list[index] as Word;
    const next = list[index + 1];
    if (capitalized(word.bare)) name.push(word.bare);
    else if (name.length > 0 && NAME_PARTICLES.has(word.bare) && next && capitalized(next.bare) && word.trailing === '') name.push(word.bare);
    else break;
    if (word.trailing === ',' && options.allowComma && commas === 0 && next && capitalized(next.bare) && !/^(?:and|or)$/i.test(next.bare)) {
      name[name.length - 1] = `${word.bare},`;
      commas++;
      continue;
    }
    if (word.trailing !== '') break;
  }
  while (name.length > 0 && NAME_PARTICLES.has(name[name.length - 1] as string)) name.pop();
  const value = name.join(' ').replace(/,$/, '');
  return value.length > 1 ? value : undefined;
}

/** The name after "X and" in "son of X and Y" (the second of two coordinated names). */
export function secondName(text: string, options: { skipModifiers?: boolean } = {}): string | undefined {
  const first = leadingName(text, options);
  if (!first) return undefined;
  const after = text.slice(text.indexOf(first) + first.length);
  const match = /^\s*,?\s*and\s+(?:his wife\s+|her husband\s+)?/i.exec(after);
  return match ? leadingName(after.slice(match[0].length), options) : undefined;
}

/** A date written within the first `window` characters of `text`. */
export function leadingDate(text: string, window = 30): ParsedDate | undefined {
  const date = parseDate(text.slice(0, window + 15));
  if (!date) return undefined;
  const at = text.search(/\d/);
  return at >= 0 && at <= window ? date : undefined;
}

/** A short lower-case phrase ("tuberculosis", "a heart attack") ending at punctuation or a preposition. */
export function leadingPhrase(text: string): string | undefined {
  const match = /^([\p{L}' -]{3,60}?)(?=\s+(?:in|at|on|after|while|during|aged|at the age)\b|[.,;()]|$)/u.exec(text);
  return match?.[1]?.trim() || undefined;
}
