import { isStopWord } from './question-terms.js';

/**
 * Who performs whom, read from a sentence with the constructions English text about films, plays,
 * series and games uses for it: "Neil Patrick Harris as Nightwing / Dick Grayson" (a cast list),
 * "Leslie Knope (Amy Poehler)", "Colin Firth plays the future King George VI", "Lionel Logue …
 * played by Geoffrey Rush", "Mila Kunis is the voice of the character named Meg Griffin", an infobox's
 * "Voiced by Lacey Chabert". Relation knowledge of one relation (performing a role): the general
 * answer path uses it only with the lexicon on.
 */
export interface PerformedRole {
  /** The person performing ("Colin Firth"). */
  performer: string;
  /** The role performed ("King George VI"); '' when the sentence leaves it to what it is about ("Voiced by Lacey Chabert"). */
  character: string;
}

interface Token {
  text: string;
  /** A word (letters, digits, inner apostrophes, dots of initials) rather than punctuation. */
  word: boolean;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*\.?|[()/,;:"“”]/gu;

function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ text: match[0], word: /[\p{L}\p{N}]/u.test(match[0]) }));
}

function capitalized(token: Token | undefined): boolean {
  return token !== undefined && token.word && /^\p{Lu}/u.test(token.text);
}

/** Lower-case words a name may hold between its capitalized words ("Ra's al Ghul", "Vincent van Gogh"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['al', 'el', 'de', 'del', 'della', 'da', 'di', 'du', 'von', 'van', 'der', 'den', 'la', 'le', 'bin', 'ibn', 'of', 'the']);
/** Capitalized words that open a sentence or a clause without being a name. */
const NOT_NAMES: ReadonlySet<string> = new Set(['The', 'A', 'An', 'In', 'On', 'At', 'As', 'It', 'He', 'She', 'They', 'His', 'Her', 'Their', 'This', 'That', 'With', 'And', 'But', 'Its', 'Also', 'Both']);
/** Words right before "as" that make it something other than a role ("known as", "served as Prime Minister"). */
const NOT_ROLE_AS: ReadonlySet<string> = new Set([
  'known', 'such', 'served', 'serves', 'serving', 'serve', 'referred', 'regarded', 'described', 'well', 'same', 'so', 'just', 'elected',
  'appointed', 'named', 'designated', 'used', 'identified', 'listed', 'ranked', 'classified', 'recognized', 'recognised', 'considered',
  'seen', 'acted', 'acting', 'acts', 'act', 'worked', 'works', 'working', 'work', 'returned', 'remained', 'continued', 'retired', 'began',
  'started', 'joined', 'established', 'founded', 'formed', 'released', 'rebranded', 'renamed', 'spelled', 'spelt', 'written', 'translated',
  'titled', 'entitled', 'billed', 'marketed', 'sold', 'published', 'reissued', 're-released', 'redesignated', 'reorganized', 'reorganised',
]);
/** Verbs of performing a role, followed by the role. */
const PERFORM_VERBS: ReadonlySet<string> = new Set(['plays', 'played', 'playing', 'portrays', 'portrayed', 'portraying', 'voices', 'voiced', 'voicing']);
/** Words that may stand between such a verb and the role ("plays the future King George VI", "played the title role of"). */
const ROLE_FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'role', 'part', 'of', 'character', 'characters', 'title', 'future', 'young', 'younger', 'older', 'adult', 'teenage', 'voice', 'named', 'called', 'lead', 'main', 'recurring']);

/** Particles a person's name may hold: not "of" or "the", which join a role's words ("King of the Hill") but no one's name. */
const PERSON_PARTICLES: ReadonlySet<string> = new Set([...NAME_PARTICLES].filter((particle) => particle !== 'of' && particle !== 'the'));

/**
 * A person's name read from `from` in `direction` (-1: the name ending there, read backwards; 1: the
 * name starting there): 2-5 capitalized words, particles between them ("Vincent van Gogh").
 */
function personFrom(tokens: readonly Token[], from: number, direction: 1 | -1): string | undefined {
  const parts: string[] = [];
  for (let index = from; index >= 0 && index < tokens.length && parts.length < 6; index += direction) {
    const token = tokens[index]!;
    const part = capitalized(token) && !NOT_NAMES.has(token.text);
    const particle = token.word && PERSON_PARTICLES.has(token.text) && parts.length > 0 && capitalized(tokens[index + direction]);
    if (!part && !particle) break;
    if (direction < 0) parts.unshift(token.text);
    else parts.push(token.text);
  }
  const capitals = parts.filter((part) => /^\p{Lu}/u.test(part)).length;
  return capitals >= 2 && capitals <= 5 ? parts.join(' ') : undefined;
}

/** A person's name ending right before `end` (exclusive). */
function personBefore(tokens: readonly Token[], end: number): string | undefined {
  return personFrom(tokens, end - 1, -1);
}

/** A person's name starting at `start`. */
function personAfter(tokens: readonly Token[], start: number): string | undefined {
  return personFrom(tokens, start, 1);
}

/**
 * A role starting at `start`, after the words that may stand before it: capitalized words, "/"
 * between names, particles inside ("the Red Hood / Jason Todd", "Ra's al Ghul"); `next` is the
 * index of the token after it.
 */
function roleSpanAfter(tokens: readonly Token[], start: number): { text: string; words: number; next: number } | undefined {
  let index = start;
  while (index < tokens.length && tokens[index]!.word && ROLE_FILLERS.has(tokens[index]!.text)) index++;
  const parts: string[] = [];
  while (index < tokens.length && parts.length < 10) {
    const token = tokens[index]!;
    if (capitalized(token)) parts.push(token.text);
    else if ((token.text === '/' || (token.word && NAME_PARTICLES.has(token.text))) && parts.length > 0 && (capitalized(tokens[index + 1]) || (tokens[index + 1]?.text === 'the' && capitalized(tokens[index + 2])))) parts.push(token.text);
    else break;
    index++;
  }
  return parts.length > 0 ? { text: parts.join(' '), words: parts.length, next: index } : undefined;
}

function roleAfter(tokens: readonly Token[], start: number): string | undefined {
  return roleSpanAfter(tokens, start)?.text;
}

/** A role ending right before `end`: capitalized words, with a lower-case word between two of them ("Queen dowager Clarisse Renaldi"). */
function roleBefore(tokens: readonly Token[], end: number): string | undefined {
  const parts: string[] = [];
  let index = end - 1;
  while (index >= 0 && parts.length < 8) {
    const token = tokens[index]!;
    if (capitalized(token) && !NOT_NAMES.has(token.text)) parts.unshift(token.text);
    else if (token.word && /^\p{Ll}/u.test(token.text) && (!isStopWord(token.text) || NAME_PARTICLES.has(token.text)) && parts.length > 0 && capitalized(tokens[index - 1]) && !NOT_NAMES.has(tokens[index - 1]!.text)) parts.unshift(token.text);
    else break;
    index--;
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * A cast list flattened without separators ("Mickey Rooney as Tod Kurt Russell as Copper Pearl
 * Bailey as Big Mama") runs a role into the next performer: a name right after another role's "as"
 * keeps its last two words, and a role followed by "as" leaves its last two words to the next performer.
 */
function listedPerformer(tokens: readonly Token[], end: number): string | undefined {
  const name = personBefore(tokens, end);
  if (name === undefined) return undefined;
  const words = name.split(' ');
  return tokens[end - words.length - 1]?.text === 'as' && words.length > 2 ? words.slice(-2).join(' ') : name;
}

function listedRole(tokens: readonly Token[], start: number): string | undefined {
  const role = roleSpanAfter(tokens, start);
  if (role === undefined) return undefined;
  // The role's words end where the next "as" starts.
  return tokens[role.next]?.text === 'as' && role.words > 2 ? role.text.split(' ').slice(0, -2).join(' ') : role.text;
}

/** Whether the tokens from `start` to the closing parenthesis are a person's name alone ("(Tom Hanks)"). */
function nameInParentheses(tokens: readonly Token[], start: number): string | undefined {
  const close = tokens.findIndex((token, index) => index > start && token.text === ')');
  if (close < 0 || close - start > 6) return undefined;
  const name = personAfter(tokens, start + 1);
  return name !== undefined && name.split(' ').length === close - start - 1 ? name : undefined;
}

/** A name without the sentence's full stop after its last word ("Black Mask." -> "Black Mask"; "Marty Jr." keeps it). */
function withoutFullStop(name: string): string {
  return /\s\p{Lu}\p{Ll}{2,}\.$|^\p{Lu}\p{Ll}{2,}\.$/u.test(name) ? name.slice(0, -1) : name;
}

/** The roles a sentence says someone performs (empty when it says none). */
export function readPerformedRoles(sentence: string): PerformedRole[] {
  const tokens = tokensOf(sentence);
  const roles: PerformedRole[] = [];
  const add = (performerRead: string | undefined, characterRead: string | undefined) => {
    if (performerRead === undefined || characterRead === undefined) return;
    const [performer, character] = [withoutFullStop(performerRead), withoutFullStop(characterRead)];
    if (performer === character) return;
    if (!roles.some((role) => role.performer === performer && role.character === character)) roles.push({ performer, character });
  };
  tokens.forEach((token, index) => {
    const lower = token.text.toLowerCase();
    // "Kurt Russell as Copper"; "stars Julie Andrews in her feature film debut as Mary Poppins".
    if (lower === 'as' && token.word && !NOT_ROLE_AS.has(tokens[index - 1]?.text.toLowerCase() ?? '')) {
      let end = index;
      // Back over a remark in parentheses ("Anne Hathaway (in her film debut) as …")
      if (tokens[end - 1]?.text === ')') {
        const open = tokens.slice(0, end - 1).map((item) => item.text).lastIndexOf('(');
        if (open >= 0 && end - open <= 10) end = open;
      }
      // and over a short lower-case phrase of the same clause to the name it follows ("in her film debut").
      for (let step = 0; step < 6 && end > 0 && tokens[end - 1]!.word && /^\p{Ll}/u.test(tokens[end - 1]!.text) && !NOT_ROLE_AS.has(tokens[end - 1]!.text); step++) end--;
      add(listedPerformer(tokens, end), listedRole(tokens, index + 1));
      return;
    }
    // "Leslie Knope (Amy Poehler)".
    if (token.text === '(') {
      const performer = nameInParentheses(tokens, index);
      if (performer) add(performer, roleBefore(tokens, index));
      return;
    }
    if (!token.word) return;
    // "Colin Firth plays the future King George VI"; "He played Roy" leaves the performer to the sentence's subject.
    if (PERFORM_VERBS.has(lower) && tokens[index + 1]?.text !== 'by') {
      const performer = personBefore(tokens, index);
      if (performer) add(performer, roleAfter(tokens, index + 1));
      return;
    }
    // "… Lionel Logue, an Australian speech and language therapist played by Geoffrey Rush"; "Voiced by Lacey Chabert".
    if (PERFORM_VERBS.has(lower) && tokens[index + 1]?.text === 'by') {
      const performer = personAfter(tokens, index + 2);
      if (!performer) return;
      let end = index;
      while (end > 0 && index - end < 6 && !capitalized(tokens[end - 1]) && tokens[end - 1]!.text !== ',' && tokens[end - 1]!.text !== ';') end--;
      // A capitalized verb is an infobox label ("Created by Seth MacFarlane Voiced by …"): the role is what the page is about.
      const character = !capitalized(token) && capitalized(tokens[end - 1]) ? roleBefore(tokens, end) : undefined;
      add(performer, character ?? '');
      return;
    }
    // "Mila Kunis is the voice of the character named Meg Griffin".
    if (lower === 'voice' && tokens[index + 1]?.text === 'of' && (tokens[index - 1]?.text === 'the' || tokens[index - 1]?.text === 'a')) {
      let verb = index - 2;
      if (tokens[verb] && /^(?:is|was|provided|provides|became)$/.test(tokens[verb]!.text)) verb--;
      add(personBefore(tokens, verb + 1), roleAfter(tokens, index + 2));
    }
  });
  return roles;
}
