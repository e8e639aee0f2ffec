/**
 * The form of a question, read from its wording alone (no lexicon, no dataset knowledge): a yes/no
 * question ("Are X and Y both …?"), an either-or question that names its options ("Which film came
 * out first, X or Y?", "Who was born first out of X and Y?"), or an open question.
 */
export type QuestionForm = { kind: 'yes-no' } | { kind: 'either-or'; options: string[] } | { kind: 'open' };

/** A question opened by an auxiliary verb asks yes or no (unless it names options joined by "or"). */
export const AUXILIARY_OPENER = /^(?:is|are|was|were|am|do|does|did|has|have|had|can|could|will|would|shall|should|may|might|must)\b/i;
const WH_OPENER = /^(?:which|who|whom|whose|what|when|where|how)\b/i;
/** Small words allowed inside a name between capitalized words ("First for Women", "House of Cards"). */
const NAME_JOINERS: ReadonlySet<string> = new Set(['of', 'for', 'the', 'and', 'de', 'da', 'del', 'di', 'du', 'la', 'le', 'von', 'van', 'der', 'in', 'on', 'a', 'an', 'to', '&']);
const ARTICLE = /^(?:the|a|an)\s+/i;

function startsLikeName(text: string): boolean {
  const bare = text.replace(ARTICLE, '').replace(/^["“'‘(]+/, '');
  return /^[\p{Lu}\p{N}]/u.test(bare);
}

function clean(option: string): string {
  return option.replace(/^[\s,;:"“‘']+|[\s,;:?.!"”’']+$/g, '').trim();
}

/**
 * The option that ends right before `end` in `text` when no comma sets it off: the run of
 * capitalized words (with small joining words between them) ending there, with a leading article.
 */
function trailingName(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  let start = words.length;
  while (start > 0) {
    const word = words[start - 1] as string;
    if (/^[\p{Lu}\p{N}"“'‘(]/u.test(word)) {
      start -= 1;
      continue;
    }
    // A joining word counts only between two capitalized words.
    const before = words[start - 2];
    if (NAME_JOINERS.has(word.toLowerCase()) && before !== undefined && /^[\p{Lu}\p{N}"“'‘(]/u.test(before) && start < words.length) {
      start -= 1;
      continue;
    }
    break;
  }
  while (start < words.length && NAME_JOINERS.has((words[start] as string).toLowerCase()) && !ARTICLE.test(`${words[start]} `)) start += 1;
  if (start >= words.length) return undefined;
  // The question's opening word ("Which", "Is") is not part of the option.
  if (start === 0 && (WH_OPENER.test(words[0] as string) || AUXILIARY_OPENER.test(words[0] as string))) start = 1;
  const articleBefore = start > 0 && /^(?:the|a|an)$/i.test(words[start - 1] as string) ? start - 1 : start;
  const name = words.slice(articleBefore).join(' ');
  return name.length > 0 ? name : undefined;
}

/** The run of capitalized words (joining words and a comma between them allowed) that opens `text`: the option of "Is A or B a city?". */
function leadingNameRun(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const capital = (word: string | undefined): boolean => word !== undefined && /^[\p{Lu}\p{N}"“'‘(]/u.test(word);
  let end = 0;
  if (/^(?:the|a|an)$/i.test(words[0] ?? '')) end = 1;
  while (end < words.length) {
    const word = words[end] as string;
    if (capital(word)) {
      end += 1;
      if (word.endsWith(',') && !capital(words[end])) break;
      continue;
    }
    if (NAME_JOINERS.has(word.toLowerCase()) && capital(words[end + 1]) && end > 0) {
      end += 1;
      continue;
    }
    break;
  }
  const name = clean(words.slice(0, end).join(' '));
  return name.length > 0 && startsLikeName(name) ? name : undefined;
}

/**
 * The options of "…, A or B" / "… A or B" / "Is A or B …?": the last "or" with a name-like option on
 * its right. The left option starts after the clause's first comma (a name may hold a comma itself:
 * "Sir Thomas Wheate, 1st Baronet"), else it is the capitalized run before "or".
 */
function orOptions(text: string, yesNoOpener: boolean): string[] | undefined {
  const at = text.toLowerCase().lastIndexOf(' or ');
  if (at < 0) return undefined;
  const rightText = clean(text.slice(at + 4));
  const right = yesNoOpener ? leadingNameRun(rightText) : rightText;
  if (!right || !startsLikeName(right)) return undefined;
  const left = text.slice(0, at);
  if (!yesNoOpener) {
    for (const comma of [...left.matchAll(/,/g)].map((match) => match.index ?? 0)) {
      const option = clean(left.slice(comma + 1));
      if (option && startsLikeName(option)) return [option, right];
    }
  }
  const name = trailingName(left);
  return name ? [clean(name), right] : undefined;
}

/** "Who was born first out of A and B?", "… between A and B?": options joined by "and". */
function andOptions(text: string): string[] | undefined {
  const match = /\b(?:out of|between)\s+(.+)$/i.exec(text);
  if (!match?.[1]) return undefined;
  const list = match[1];
  const at = list.toLowerCase().lastIndexOf(' and ');
  if (at < 0) return undefined;
  const left = clean(list.slice(0, at));
  const right = clean(list.slice(at + 5));
  return startsLikeName(left) && startsLikeName(right) ? [left, right] : undefined;
}

/** Reads the form of `question` (see QuestionForm). */
export function readQuestionForm(question: string): QuestionForm {
  const whole = question.replace(/\s+/g, ' ').trim().replace(/[?.!\s]+$/, '');
  // "The director Armando Iannucci has an OBE. Does the director Puneet Sira also have one?": a
  // question written after a statement has the form of its last sentence.
  const last = whole.split(/(?<=[.!?])\s+(?=\p{Lu})/u).at(-1) ?? whole;
  const opens = (sentence: string): boolean => AUXILIARY_OPENER.test(sentence) || WH_OPENER.test(sentence);
  const text = last !== whole && !opens(whole) && opens(last) ? last : whole;
  const yesNo = AUXILIARY_OPENER.test(text);
  const wh = WH_OPENER.test(text) || /^(?:in|on|at|from|for|by|of|to) (?:which|what|whom)\b/i.test(text);
  if (yesNo || wh) {
    const options = orOptions(text, yesNo) ?? (wh ? andOptions(text) : undefined);
    if (options && options.length >= 2) return { kind: 'either-or', options };
  }
  return yesNo ? { kind: 'yes-no' } : { kind: 'open' };
}
