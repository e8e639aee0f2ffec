import { isStopWord, stemOf } from './question-terms.js';

const WH_WORDS: ReadonlySet<string> = new Set(['what', 'which', 'who', 'whom', 'where', 'when', 'how']);
/** Prepositions a question can end with, its object fronted as the question word ("What … referred to as?"). */
const STRANDED: ReadonlySet<string> = new Set(['as', 'in', 'for', 'by', 'with', 'to', 'of', 'from', 'on', 'at', 'after']);

/**
 * The words that lead into the answer's place when the question asks in place ("… depictions of
 * what?", "… originally broadcast on what station?", "… is based where?"): the stem of the last
 * content word before the question word, and the function word right before it ("of", "on", or ''
 * when none); or, when the question ends in a preposition ("What was X commonly referred to as?"),
 * the content word before it and the preposition. A declarative sentence holding the answer puts it right after the same words ("…
 * depictions of urban landscapes"). Undefined when the question word opens the question (no words
 * before it) or nothing but function words precede it.
 */
export interface AnswerSlot {
  /** Stem of the last content word before the question word. */
  anchor: string;
  /** The function word between the anchor and the question word ('' when none). */
  link: string;
}

export function answerSlotOf(question: string): AnswerSlot | undefined {
  const words = [...question.replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*/gu)].map((match) => match[0].toLowerCase());
  // The last question word that does not open the question and is not a relative pronoun after a noun phrase's comma.
  let at = -1;
  for (let index = words.length - 1; index > 0; index--) {
    if (WH_WORDS.has(words[index]!)) {
      at = index;
      break;
    }
  }
  // "… commonly referred to as?", "… is based in?": a question ending in a preposition asks for what follows it.
  const last = words.length - 1;
  if (last >= 2 && STRANDED.has(words[last]!) && (at <= 0 || at < last - 4)) {
    let anchorAt = last - 1;
    while (anchorAt > 0 && isStopWord(words[anchorAt]!)) anchorAt -= 1;
    if (anchorAt > 0 && last - anchorAt <= 3) return { anchor: stemOf(words[anchorAt]!), link: words[last]! };
  }
  if (at <= 0) return undefined;
  // A relative clause ("the man who …") is not the asked-for place: only wh-words in the last third or followed by at most three words.
  if (words.length - at > 4) return undefined;
  let index = at - 1;
  const link = isStopWord(words[index]!) ? words[index]! : '';
  if (link) index -= 1;
  const anchor = words[index];
  if (!anchor || isStopWord(anchor)) return undefined;
  return { anchor: stemOf(anchor), link };
}

/**
 * Whether a span starting at word `start` of a sentence (its word stems) sits in the answer slot:
 * the anchor within the three words before it, with nothing but function words between.
 */
export function inAnswerSlot(slot: AnswerSlot, wordStems: readonly string[], words: readonly string[], start: number): boolean {
  for (let back = 1; back <= 3 && start - back >= 0; back++) {
    if (wordStems[start - back] === slot.anchor) return true;
    if (!isStopWord(words[start - back] ?? '')) return false;
  }
  return false;
}
