import { findDates } from './find-dates.js';
import { isCapitalized, joinTokens, type Token } from './token.js';
import type { NounPhrase, PhraseKind, SentenceItem } from './noun-phrase.js';

const SUBJECT_PRONOUNS = new Set(['he', 'she', 'it', 'they', 'who', 'which', 'that', 'we', 'i', 'him', 'her', 'them', 'whom']);
const POSSESSIVE_DETERMINERS = new Set(['his', 'her', 'its', 'their']);
/** Lower-case words that may sit inside a name between capitalised words ("Adalbert II of Tuscany", "Boso the Elder"). */
const NAME_JOINERS = new Set(['of', 'de', 'von', 'van', 'der', 'den', 'del', 'della', 'da', 'di', 'du', 'la', 'le', 'y', 'the', 'bin', 'ibn', 'al', 'el', 'mac', 'mic', 'nic', 'ní', 'ua', 'ap', 'zu', 'af', 'dos', 'das', 'do']);
/**
 * Nobility and office words that Wikipedia writes after a comma as part of a name:
 * "Albert III, Duke of Bavaria", "John Wallop, 2nd Earl of Portsmouth", "Louis, Dauphin of France".
 */
const STYLE_WORDS = new Set([
  'duke', 'duchess', 'earl', 'count', 'countess', 'lord', 'lady', 'king', 'queen', 'prince', 'princess', 'dauphin', 'margrave', 'margravine',
  'marquess', 'marquis', 'marchioness', 'baron', 'baroness', 'viscount', 'viscountess', 'bishop', 'archbishop', 'abbess', 'abbot', 'emperor',
  'empress', 'elector', 'electress', 'landgrave', 'landgravine', 'burgrave', 'archduke', 'archduchess', 'grand', 'sultan', 'khan', 'emir', 'shah',
  'baronet', 'seigneur', 'laird', 'palatine', 'regent', 'infante', 'infanta', 'lady', 'dame', 'sir',
]);
const NOMINAL = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);

/** An atomic span: a title mention, a quoted title, or a date. */
interface AtomicSpan {
  start: number;
  end: number;
  kind: PhraseKind;
  isTitle: boolean;
}

/** How `chunkNounPhrases` reads a sentence. */
export interface ChunkOptions {
  /**
   * Read a lower-case word the tagger does not know (tag X) after a phrase's first word as a noun of
   * the phrase: "The Finnish markka", "the Portuguese escudo" (wink tags "markka" X). Off for the
   * index, whose analysis stays as stored; on for reading answers.
   */
  unknownWordsAsNouns?: boolean;
}

/**
 * Splits a sentence into noun-phrase chunks and single words.
 * Atomic spans come first: mentions of the passage title (so titles with lower-case or function words
 * such as "Dinner at the Ritz" stay whole), quoted titles (wink tags them INTJ), and dates.
 * Other chunks are `DET? (ADJ|NOUN|PROPN|NUM|hyphen)+`, with name joiners ("of", "de", "the") allowed
 * between capitalised words.
 */
export function chunkNounPhrases(tokens: readonly Token[], titleTokens: readonly string[] | undefined, options: ChunkOptions = {}): SentenceItem[] {
  const atomic = findAtomicSpans(tokens, titleTokens);
  const items: SentenceItem[] = [];
  let atomicIndex = 0;
  let index = 0;
  while (index < tokens.length) {
    while (atomicIndex < atomic.length && (atomic[atomicIndex] as AtomicSpan).start < index) atomicIndex++;
    const span = atomic[atomicIndex];
    if (span && span.start === index) {
      items.push({ type: 'phrase', phrase: atomicPhrase(tokens, span) });
      index = span.end + 1;
      continue;
    }
    const limit = span ? span.start : tokens.length;
    const phrase = scanPhrase(tokens, index, limit, options);
    if (phrase) {
      items.push({ type: 'phrase', phrase });
      index = phrase.end + 1;
    } else {
      items.push({ type: 'word', token: tokens[index] as Token, index });
      index++;
    }
  }
  return mergeStyledNames(tokens, items);
}

/** Generational suffixes written after a comma, kept in the name ("Deltha Lee O'Neal, III" -> "Deltha Lee O'Neal III"). */
const GENERATION_SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv']);
/** Legal-form suffixes written after a comma, left out of the name ("Ilitch Holdings, Inc." -> "Ilitch Holdings"). */
const LEGAL_SUFFIXES = new Set(['inc', 'inc.', 'ltd', 'ltd.', 'llc', 'l.l.c.', 'corp', 'corp.', 'co.', 'plc', 'lp', 'l.p.', 'llp', 'gmbh', 'ag', 's.a.', 'n.v.', 'pty', 'pty.']);

/**
 * Joins the parts of one name that the chunker reads as several phrases:
 * - "Albert III" "," "Duke of Bavaria" (see STYLE_WORDS);
 * - "Deltha Lee O'Neal" "," "III" and "Ilitch Holdings" "," "Inc." (a suffix after a comma);
 * - "Lusia" "\"Lucy\"" "Harris-Stewart" (a quoted nickname between the parts; the name is read
 *   without it, the whole chunk keeps it).
 */
function mergeStyledNames(tokens: readonly Token[], items: SentenceItem[]): SentenceItem[] {
  const merged: SentenceItem[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as SentenceItem;
    const second = items[index + 1];
    const third = items[index + 2];
    if (item.type !== 'phrase' || item.phrase.kind !== 'proper' || item.phrase.isTitle || third?.type !== 'phrase' || third.phrase.kind !== 'proper' || third.phrase.isTitle) {
      merged.push(item);
      continue;
    }
    const joined = (text: string, head = third.phrase.head): SentenceItem => ({
      type: 'phrase',
      phrase: { ...item.phrase, text, fullText: joinTokens(tokens.slice(item.phrase.start, third.phrase.end + 1)), end: third.phrase.end, head },
    });
    const comma = second?.type === 'word' && second.token.text === ',';
    const suffix = third.phrase.text.toLowerCase();
    if (comma && isStyle(third.phrase.text)) merged.push(joined(`${item.phrase.text}, ${third.phrase.text}`));
    else if (comma && GENERATION_SUFFIXES.has(suffix)) merged.push(joined(`${item.phrase.text} ${third.phrase.text}`));
    else if (comma && LEGAL_SUFFIXES.has(suffix)) merged.push(joined(item.phrase.text, item.phrase.head));
    else if (second?.type === 'phrase' && isQuotedNickname(tokens, second.phrase) && item.phrase.end + 1 === second.phrase.start && second.phrase.end + 1 === third.phrase.start) {
      merged.push(joined(`${item.phrase.text} ${third.phrase.text}`));
    } else {
      merged.push(item);
      continue;
    }
    index += 2;
  }
  return merged;
}

/** A quoted name of one or two words ("\"Lucy\"", "\"J.B.\""). */
function isQuotedNickname(tokens: readonly Token[], phrase: NounPhrase): boolean {
  const first = tokens[phrase.start]?.text;
  return phrase.kind === 'proper' && (first === '"' || first === '“') && phrase.text.split(' ').length <= 2;
}

function isStyle(text: string): boolean {
  const words = text.split(' ');
  const first = /^\d+(st|nd|rd|th)$/.test(words[0] ?? '') ? words[1] : words[0];
  const ordinal = first !== words[0];
  return first !== undefined && STYLE_WORDS.has(first.toLowerCase()) && (ordinal || words.includes('of'));
}

function findAtomicSpans(tokens: readonly Token[], titleTokens: readonly string[] | undefined): AtomicSpan[] {
  const spans: AtomicSpan[] = [];
  if (titleTokens && titleTokens.length > 0) {
    for (let index = 0; index + titleTokens.length <= tokens.length; index++) {
      if (matchesAt(tokens, index, titleTokens)) {
        spans.push({ start: index, end: index + titleTokens.length - 1, kind: 'proper', isTitle: true });
        index += titleTokens.length - 1;
      }
    }
  }
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.text !== '"' && token.text !== '“') continue;
    const close = findQuoteEnd(tokens, index);
    if (close > index + 1 && isCapitalized(tokens[index + 1] as Token)) {
      spans.push({ start: index, end: close, kind: 'proper', isTitle: false });
      index = close;
    }
  }
  for (const date of findDates(tokens)) {
    // "a 1998 American drama film": a bare year after a determiner modifies the noun phrase.
    const before = tokens[date.start - 1];
    const modifiesNoun = date.start === date.end && before !== undefined && before.pos !== 'ADP' && before.pos !== 'PUNCT' && before.pos !== 'NUM' && isNominal(tokens[date.end + 1]);
    if (!modifiesNoun) spans.push({ ...date, kind: 'date', isTitle: false });
  }
  spans.sort((left, right) => left.start - right.start || right.end - left.end);
  const kept: AtomicSpan[] = [];
  for (const span of spans) {
    const last = kept[kept.length - 1];
    if (!last || span.start > last.end) kept.push(span);
  }
  return kept;
}

function matchesAt(tokens: readonly Token[], index: number, titleTokens: readonly string[]): boolean {
  for (let offset = 0; offset < titleTokens.length; offset++) {
    if ((tokens[index + offset] as Token).lower !== titleTokens[offset]) return false;
  }
  return true;
}

function findQuoteEnd(tokens: readonly Token[], open: number): number {
  for (let index = open + 1; index < tokens.length && index <= open + 12; index++) {
    const text = (tokens[index] as Token).text;
    if (text === '"' || text === '”') return index;
  }
  return -1;
}

function atomicPhrase(tokens: readonly Token[], span: AtomicSpan): NounPhrase {
  let start = span.start;
  let end = span.end;
  if (span.kind === 'proper' && !span.isTitle) {
    start++;
    end--;
    while (end > start && /^[,.!?]$/.test((tokens[end] as Token).text)) end--;
  }
  const text = joinTokens(tokens.slice(start, end + 1));
  return {
    kind: span.kind,
    text,
    fullText: text,
    start: span.start,
    end: span.end,
    head: (tokens[end] as Token).lower,
    modifiers: [],
    isTitle: span.isTitle,
  };
}

function isHyphenJoin(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  return token !== undefined && (token.text === '-' || token.text === '–') && !token.spaceBefore && next !== undefined && !next.spaceBefore && previous !== undefined && /\w/.test(next.text);
}

/** Scans one chunk starting at `start`, never reaching `limit`. Returns undefined when no chunk starts here. */
function scanPhrase(tokens: readonly Token[], start: number, limit: number, options: ChunkOptions): NounPhrase | undefined {
  const first = tokens[start] as Token;
  if (first.pos === 'PRON' && SUBJECT_PRONOUNS.has(first.lower) && !(first.lower === 'her' && isNominal(tokens[start + 1]))) {
    return makePhrase(tokens, start, start, start, 'pronoun');
  }
  if (first.lower === 'that' || first.lower === 'which' || first.lower === 'who') return makePhrase(tokens, start, start, start, 'pronoun');
  let index = start;
  let possessor: string | undefined;
  if (first.pos === 'DET' || (first.pos === 'PRON' && POSSESSIVE_DETERMINERS.has(first.lower))) {
    if (POSSESSIVE_DETERMINERS.has(first.lower)) possessor = first.lower;
    index++;
  }
  // "a surviving 1916 film", "a lost film": a participle right after a determiner modifies the noun.
  if (index > start && (tokens[index] as Token | undefined)?.pos === 'VERB' && /(ing|ed|lost|known)$/.test((tokens[index] as Token).lower) && isNominal(tokens[index + 1])) index++;
  const contentStart = index;
  let lastNominal = -1;
  while (index < limit) {
    const token = tokens[index] as Token;
    if (NOMINAL.has(token.pos)) {
      if (token.pos !== 'ADJ') lastNominal = index;
      index++;
      continue;
    }
    if (options.unknownWordsAsNouns && token.pos === 'X' && index > contentStart && /^\p{Ll}[\p{Ll}-]*$/u.test(token.text) && isNominal(tokens[index - 1])) {
      lastNominal = index;
      index++;
      continue;
    }
    if (isHyphenJoin(tokens, index) && index > contentStart) {
      index++;
      // "Neuilly-sur-Seine", "Poulton-le-Fylde": any word after a hyphen belongs to the compound.
      if (index < limit && /^\p{L}/u.test((tokens[index] as Token).text)) {
        lastNominal = index;
        index++;
      }
      continue;
    }
    if ((token.pos === 'ADV' || token.pos === 'VERB') && isHyphenJoin(tokens, index + 1)) {
      index++;
      continue;
    }
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    // "the eldest and illegitimate son", "the eldest surviving son".
    if (previous?.pos === 'ADJ' && index > contentStart && ((token.pos === 'CCONJ' && next?.pos === 'ADJ') || (token.pos === 'VERB' && /(ing|ed)$/.test(token.lower) && isNominal(next)))) {
      index++;
      continue;
    }
    // "Hellraiser: Revelations": a subtitle colon written tight against a name.
    if (token.text === ':' && !token.spaceBefore && previous?.pos === 'PROPN' && next?.pos === 'PROPN' && isCapitalized(next) && index + 1 < limit) {
      index++;
      continue;
    }
    if (NAME_JOINERS.has(token.lower) && previous && isCapitalized(previous) && previous.pos === 'PROPN' && next && next.pos === 'PROPN' && isCapitalized(next) && index + 1 < limit) {
      index++;
      continue;
    }
    break;
  }
  // Trailing adjectives belong to the phrase only when it has no noun ("is American").
  if (lastNominal < contentStart) {
    if (index > contentStart && (tokens[contentStart] as Token).pos === 'ADJ') return makePhrase(tokens, start, contentStart, index - 1, 'adjective', possessor);
    return undefined;
  }
  return splitDescriptor(tokens, start, contentStart, lastNominal, possessor);
}

function isNominal(token: Token | undefined): boolean {
  return token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'NUM' || token.pos === 'ADJ');
}

/** "American actor Tom Hanks": the trailing name is the entity, the common words before it its descriptor. */
function splitDescriptor(tokens: readonly Token[], start: number, contentStart: number, end: number, possessor: string | undefined): NounPhrase {
  const head = tokens[end] as Token;
  const headIsName = head.pos === 'PROPN' || (head.pos === 'NUM' && tokens[end - 1]?.pos === 'PROPN');
  if (!headIsName) {
    const onlyNumber = tokens.slice(contentStart, end + 1).every((token) => token.pos === 'NUM');
    return makePhrase(tokens, start, contentStart, end, onlyNumber ? 'number' : 'common', possessor);
  }
  let nameStart = end;
  while (nameStart > contentStart) {
    const previous = tokens[nameStart - 1] as Token;
    if (previous.pos === 'PROPN' || previous.pos === 'NUM' || isHyphenJoin(tokens, nameStart - 1) || (NAME_JOINERS.has(previous.lower) && nameStart - 2 >= contentStart && tokens[nameStart - 2]?.pos === 'PROPN')) nameStart--;
    else if (tokens[nameStart]?.text === '-' || tokens[nameStart - 1]?.text === '-') nameStart--;
    else break;
  }
  const phrase = makePhrase(tokens, start, nameStart, end, 'proper', possessor);
  if (nameStart > contentStart) {
    const descriptorTokens = tokens.slice(contentStart, nameStart);
    if (descriptorTokens.some((token) => token.pos === 'NOUN')) phrase.descriptor = joinTokens(descriptorTokens);
    else {
      // "the German Wikipedia": the capitalised adjective stays part of the name.
      phrase.text = joinTokens(tokens.slice(contentStart, end + 1));
    }
  }
  return phrase;
}

function makePhrase(tokens: readonly Token[], start: number, contentStart: number, end: number, kind: PhraseKind, possessor?: string): NounPhrase {
  const content = tokens.slice(contentStart, end + 1);
  const phrase: NounPhrase = {
    kind,
    text: joinTokens(content),
    fullText: joinTokens(tokens.slice(start, end + 1)),
    start,
    end,
    head: (tokens[end] as Token).lower,
    modifiers: [],
    isTitle: false,
  };
  if (possessor) phrase.possessor = possessor;
  if (kind === 'common') describeModifiers(phrase, content);
  return phrase;
}

/**
 * Records a year modifier and runs of capitalised modifiers ("1998", "American", "United States") of a
 * common head; a leading year is dropped from the text.
 */
function describeModifiers(phrase: NounPhrase, content: readonly Token[]): void {
  let textStart = 0;
  let run: Token[] = [];
  for (let index = 0; index < content.length - 1; index++) {
    const token = content[index] as Token;
    const capitalised = isCapitalized(token) && (token.pos === 'PROPN' || token.pos === 'ADJ');
    if (capitalised) run.push(token);
    if (!capitalised && run.length > 0) {
      phrase.modifiers.push(joinTokens(run));
      run = [];
    }
    if (token.pos === 'NUM' && /^(1\d{3}|20\d{2})$/.test(token.text)) {
      phrase.year = token.text;
      if (index === textStart) textStart = index + 1;
    }
  }
  if (run.length > 0) phrase.modifiers.push(joinTokens(run));
  if (textStart > 0) phrase.text = joinTokens(content.slice(textStart));
}
