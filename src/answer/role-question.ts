import { readPerformedRoles, type PerformedRole } from './performed-roles.js';
import { contentStems, isStopWord, wordsOf } from './question-terms.js';
import type { EvidenceSentence } from './read-answers.js';

/**
 * Questions about who performs a role, and their reading over evidence sentences: "Who played Mary
 * Poppins in the 1964 film?" asks for a performer, "Who does Julie Andrews play in The Princess
 * Diaries?" for a role, and a question may describe a performer or a role inside it ("the spouse of
 * [the actor who voices Batman in the Lego Batman movie]", "the original voice of [the character that
 * Mila Kunis plays in Family Guy]"), which a bridge resolves first. The roles are read with
 * performed-roles.ts; like it, this is relation knowledge of one relation (lexicon `full` only).
 */
export interface RoleQuery {
  /** What the question (or the part) asks for. */
  asks: 'performer' | 'character';
  /** The side it gives ("Mary Poppins", "Julie Andrews"), as written. */
  given: string;
  /** The work the role is in, when written ("the 1964 film", "The Princess Diaries"). */
  work?: string;
  /** The question itself, or the part of it the reading resolves. */
  part: string;
  /** Whether the part is the whole question (then the reading is its answer). */
  whole: boolean;
}

export interface RoleFinding {
  query: RoleQuery;
  /** The other side of the role: the answer, or the entity a bridge puts in place of the part. */
  answer: string;
  /** The part of the question resolved, ending where the evidence stops naming the work. */
  resolved: string;
  sentence: EvidenceSentence;
}

const PERFORM = String.raw`(?:plays|played|playing|play|portrays|portrayed|portraying|portray|voices|voiced|voicing|voice|stars\s+as|starred\s+as|star\s+as|(?:did|does|do|provides|provided|provide|plays|played|playing|is|was)\s+the\s+(?:\w+\s+)?voice\s+(?:of|for))`;
const ROLE_OF = String.raw`(?:the\s+(?:role|part|character)\s+of\s+)?`;
const PERSON_NOUN = String.raw`(?:(?:voice\s+)?actor|actress|person|performer|star|man|woman|one|comedian|artist|singer)`;

/** "Who played [Mary Poppins] [in the 1964 film]?" (optionally "In The King's Speech, who played …"). */
const ASKS_PERFORMER = new RegExp(String.raw`^(?:in\s+(?<lead>[^,]+),\s*)?who\s+(?:(?:is|was)\s+the\s+${PERSON_NOUN}\s+(?:who|that)\s+)?(?:also\s+)?${PERFORM}\s+${ROLE_OF}(?<rest>.+?)[\s?.!]*$`, 'iu');
/** "Who does [Julie Andrews] play [in The Princess Diaries]?", "What character did [X] voice?". */
const ASKS_CHARACTER = new RegExp(String.raw`^(?:in\s+(?<lead>[^,]+),\s*)?(?:who|whom|(?:what|which)\s+(?:character|role|part))\s+(?:does|did|do|will|has)\s+(?<given>.+?)\s+(?:play|portray|voice)(?<rest>(?:\s+(?:in|on)\s+.+?)?)[\s?.!]*$`, 'iu');
/** "[X] played who [in W]?" */
const ASKS_CHARACTER_AFTER = new RegExp(String.raw`^(?<given>.+?)\s+(?:plays|played|portrays|portrayed|voices|voiced)\s+(?:who|whom|(?:what|which)\s+(?:character|role|part))(?<rest>(?:\s+(?:in|on)\s+.+?)?)[\s?.!]*$`, 'iu');
/** "[the actor who voices Batman in the Lego Batman movie]", "[the actor of Barney Stinson from How I Met Your Mother]". */
const PERFORMER_PART = new RegExp(String.raw`\b(?:the|a|an)\s+${PERSON_NOUN}\s+(?:(?:who|that)\s+)?(?:also\s+)?(?:has\s+)?(?:${PERFORM}\s+${ROLE_OF}|of\s+)(?<rest>[^,?;]+)`, 'iu');
/** "[the character that Mila Kunis plays in Family Guy]". */
const CHARACTER_PART = new RegExp(String.raw`\bthe\s+(?:character|role|part)\s+(?:(?:that|which|whom)\s+)?(?<given>(?:(?!\b(?:plays|played|portrays|portrayed|voices|voiced)\b)[^,?;])+?)\s+(?:plays|played|portrays|portrayed|voices|voiced)\b(?<rest>[^,?;]*)`, 'iu');
/** "[the character played by Tom Hanks] is stuck in The Terminal". */
const CHARACTER_BY_PART = new RegExp(String.raw`\bthe\s+(?:character|role|part)\s+(?:played|portrayed|voiced)\s+by\s+(?<rest>[^,?;]+)`, 'iu');

/** "played for the Chicago Bulls", "played in the World Series": playing a sport, not a role. */
const PREPOSITION_FIRST = /^(?:for|with|against|in|on|at|under|alongside|as|from|to)\b/iu;

/** Splits "Batman in the Lego Batman movie" into the given side and the work. */
function splitWork(rest: string): { given: string; work?: string } {
  const at = /\s+(?:in|on|from)\s+/iu.exec(rest);
  if (!at) return { given: rest.trim() };
  return { given: rest.slice(0, at.index).trim(), work: rest.slice(at.index + at[0].length).trim() };
}

/** What the question asks about roles: the whole question first, then the parts it describes (inner parts first). */
export function readRoleQueries(question: string): RoleQuery[] {
  const text = question.trim();
  const queries: RoleQuery[] = [];
  const parts: RoleQuery[] = [];
  const performerPart = PERFORMER_PART.exec(text);
  if (performerPart?.groups) {
    const { given, work } = splitWork(performerPart.groups.rest!);
    if (given && !PREPOSITION_FIRST.test(given)) parts.push({ asks: 'performer', given, ...(work ? { work } : {}), part: performerPart[0].trim(), whole: false });
  }
  const characterPart = CHARACTER_PART.exec(text);
  if (characterPart?.groups) {
    const work = splitWork(characterPart.groups.rest!).work;
    parts.push({ asks: 'character', given: characterPart.groups.given!.trim(), ...(work ? { work } : {}), part: characterPart[0].trim(), whole: false });
  }
  const characterByPart = CHARACTER_BY_PART.exec(text);
  if (characterByPart?.groups) {
    const { given, work } = splitWork(characterByPart.groups.rest!);
    parts.push({ asks: 'character', given, ...(work ? { work } : {}), part: characterByPart[0].trim(), whole: false });
  }
  // A part inside another (the performer a described role names) is resolved first.
  parts.sort((left, right) => left.part.length - right.part.length);
  // The whole question is read once its described parts are resolved ("Who does [the actress that played Mary Poppins] play …").
  const holdsPart = (given: string) => {
    const from = text.indexOf(given);
    return parts.some((part) => {
      const at = text.indexOf(part.part);
      return at >= from && at < from + given.length;
    });
  };
  const performer = ASKS_PERFORMER.exec(text);
  if (performer?.groups) {
    const { given, work } = splitWork(performer.groups.rest!);
    const lead = performer.groups.lead?.trim();
    if (given && !PREPOSITION_FIRST.test(given) && !holdsPart(given)) queries.push({ asks: 'performer', given, ...(work ?? lead ? { work: (work ?? lead)! } : {}), part: text, whole: true });
  }
  for (const pattern of [ASKS_CHARACTER, ASKS_CHARACTER_AFTER]) {
    const character = pattern.exec(text);
    if (!character?.groups) continue;
    const given = character.groups.given!.trim();
    const work = splitWork(character.groups.rest ?? '').work ?? character.groups.lead?.trim();
    if (given && !holdsPart(given)) queries.push({ asks: 'character', given, ...(work ? { work } : {}), part: text, whole: true });
  }
  return [...queries, ...parts.filter((part) => !queries.some((query) => query.part === part.part))];
}

/** The share of a written work's words a sentence (or its page) must name for a role it states to count. */
const MIN_WORK_SHARE = 0.5;

/** Whether one side of a role is the given name: every content word of the shorter in the longer ("Batman" and "Bruce Wayne / Batman"). */
function sameName(given: ReadonlySet<string>, side: ReadonlySet<string>): boolean {
  if (given.size === 0 || side.size === 0) return false;
  const [shorter, longer] = given.size <= side.size ? [given, side] : [side, given];
  return [...shorter].every((stem) => longer.has(stem));
}

/** Kinds of works a title may be followed by ("the Lego Batman movie", "the 1964 film"); not "play", which a role question uses as its verb ("who does X from Y play"). */
const WORK_KINDS: ReadonlySet<string> = new Set(['film', 'movie', 'series', 'show', 'sitcom', 'miniseries', 'musical', 'opera', 'novel', 'book', 'album', 'song', 'game', 'episode', 'season', 'adaptation', 'version', 'remake', 'sequel', 'cartoon', 'special']);

/**
 * The words of a written work: a title written with capitals ends before the first lower-case
 * content word after it ("[How I Met Your Mother] played who in …", "[Pocahontas] attend"); a work
 * written in lower case ("the lego batman movie") is taken whole.
 */
function workTitle(work: string): string[] {
  const words = work.split(/\s+/).filter(Boolean);
  const content = (word: string) => !wordsOf(word).every(isStopWord);
  if (!/^\p{Lu}/u.test(words.find(content) ?? '')) return words;
  const end = words.findIndex((word) => /^\p{Ll}/u.test(word) && content(word));
  if (end < 0) return words;
  // A kind of work after its title is part of it ("the Lego Batman movie").
  return words.slice(0, WORK_KINDS.has(words[end]!.toLowerCase().replace(/[^\p{L}]/gu, '')) ? end + 1 : end);
}

/** How much of the work the sentence or its page names: the share of the title's content words. */
function workShare(title: readonly string[], sentence: EvidenceSentence): number {
  const seen = new Set([...contentStems(sentence.text), ...contentStems(sentence.about)]);
  const stems = title.flatMap((word) => [...contentStems(word)]);
  return stems.length === 0 ? 0 : stems.filter((stem) => seen.has(stem)).length / stems.length;
}

/** The roles of a sentence, a role left to the page filled with what the page is about. */
function rolesOf(sentence: EvidenceSentence): PerformedRole[] {
  return readPerformedRoles(sentence.text).map((role) => (role.character === '' ? { ...role, character: sentence.about } : role)).filter((role) => role.character !== '');
}

/**
 * The best reading of the question's role queries over the evidence: a sentence with a role whose
 * given side is the question's, preferring one whose sentence or page names the work, then the
 * better-ranked sentence. Undefined when no sentence states such a role.
 */
export function findRole(question: string, evidence: readonly EvidenceSentence[]): RoleFinding | undefined {
  const queries = readRoleQueries(question);
  if (queries.length === 0) return undefined;
  // Each sentence's roles once for all queries.
  const read = evidence.map((sentence) => ({ sentence, roles: rolesOf(sentence) })).filter((item) => item.roles.length > 0);
  for (const query of queries) {
    const given = contentStems(query.given);
    const title = query.work ? workTitle(query.work) : undefined;
    let best: { finding: RoleFinding; score: number } | undefined;
    for (const { sentence, roles } of read) {
      // The work's share is the sentence's, whichever of its roles is read.
      const share = title ? workShare(title, sentence) : 0;
      for (const role of roles) {
        const side = query.asks === 'performer' ? role.character : role.performer;
        if (!sameName(given, contentStems(side))) continue;
        const answer = query.asks === 'performer' ? role.performer : role.character;
        if (sameName(given, contentStems(answer))) continue;
        // A role in another work than the one written ("Kevin Spacey as Lex Luthor" in Superman Returns, for Superman IV).
        if (title && share < MIN_WORK_SHARE) continue;
        const score = 2 * share - sentence.rank / 1000;
        if (best && best.score >= score) continue;
        const resolved = query.whole ? query.part : resolvedPart(query, title);
        best = { finding: { query, answer, resolved, sentence }, score };
      }
    }
    if (best) return best.finding;
  }
  return undefined;
}

/** The part a bridge replaces: through the work's title (not the words after it). */
function resolvedPart(query: RoleQuery, title: readonly string[] | undefined): string {
  if (!query.work || !title) return query.part;
  const workAt = query.part.lastIndexOf(query.work);
  if (workAt < 0) return query.part;
  return query.part.slice(0, workAt + title.join(' ').length).trim();
}
