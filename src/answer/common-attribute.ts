import { readCached, mentionsName, type EvidenceSentence } from './read-answers.js';
import { contentStems, isStopWord, stemOf } from './question-terms.js';
import { singularOf, type ExpectedAnswer } from './expected-answer.js';

/** What two (or more) named things share, read from the sentences about each: "film director" for two directors. */
export interface CommonAttribute {
  text: string;
  /** Per subject, the sentence the shared phrase was read from. */
  sentences: EvidenceSentence[];
  score: number;
}

/**
 * "What profession did A and B both hold?", "What do A and B have in common?", "A and B are both which
 * kind of animal?": a question about the kind of thing its subjects share. A question for a named
 * answer ("What guitarist played with both A and B?", "Who performed in both …") is not one: its
 * answer is a common noun only when the question asks for one (a noun-phrase answer, or "kind of",
 * "type of", "group of").
 */
export function asksWhatIsShared(question: string, expected: ExpectedAnswer): boolean {
  if (!/\bboth\b|\bin common\b/i.test(question)) return false;
  return expected.type === 'noun-phrase' || (expected.wh === 'what' || expected.wh === 'which') && /\b(?:kind|type|sort|group|class|form) of\b/i.test(question);
}

/** The position of a sentence in its passage (ids end in "#s<position>"); 0 when the id does not say. */
function positionOf(sentence: EvidenceSentence): number {
  const match = /#s(\d+)$/.exec(sentence.id);
  return match ? Number(match[1]) : 0;
}

interface Phrase {
  /** Lower-case words of the common noun phrase, names, numbers and determiners left out. */
  words: string[];
  sentence: EvidenceSentence;
}

/** The common noun phrases of the sentences about `subject` (its page's or naming it), as lower-case words. */
function phrasesAbout(subject: string, evidence: readonly EvidenceSentence[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (const sentence of evidence) {
    if (!mentionsName(sentence, subject)) continue;
    for (const span of readCached(sentence.text).spans) {
      if (span.kind !== 'noun-phrase') continue;
      const words = span.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !isStopWord(word.toLowerCase()) && !/\d/.test(word)).map((word) => word.toLowerCase());
      if (words.length > 0) phrases.push({ words, sentence });
    }
  }
  return phrases;
}

/** The longest run of words two phrases end with, the head compared in the singular ("film directors" / "film director"). */
function sharedEnding(a: readonly string[], b: readonly string[]): string[] {
  const shared: string[] = [];
  for (let index = 1; index <= Math.min(a.length, b.length); index++) {
    const left = a[a.length - index]!;
    const right = b[b.length - index]!;
    if (index === 1 ? singularOf(left) !== singularOf(right) : left !== right) break;
    // The head as the two phrases agree on it: singular when one of them is ("writers" / "writer").
    shared.unshift(index === 1 && left !== right ? singularOf(left) : left);
  }
  return shared;
}

/**
 * What the question's subjects share: for each pair of common noun phrases, one from the sentences
 * about each subject, the words both end with (the same head, and the modifiers they agree on), at
 * least one of them a word the question does not use. Phrases from a page's first sentences (where
 * English defines what a thing is) and longer shared endings score higher. Undefined with fewer than
 * two subjects or nothing shared.
 */
export function readCommonAttribute(question: string, subjects: readonly string[], evidence: readonly EvidenceSentence[]): CommonAttribute | undefined {
  if (subjects.length < 2) return undefined;
  const questionStems = contentStems(question);
  const [first, second] = [phrasesAbout(subjects[0]!, evidence), phrasesAbout(subjects[1]!, evidence)];
  let best: CommonAttribute | undefined;
  for (const a of first) {
    for (const b of second) {
      if (a.sentence.passageId === b.sentence.passageId) continue;
      const shared = sharedEnding(a.words, b.words);
      if (shared.length === 0 || shared.every((word) => questionStems.has(stemOf(word)))) continue;
      const lead = 1 / (1 + positionOf(a.sentence)) + 1 / (1 + positionOf(b.sentence));
      const score = lead * (1 + 0.25 * (shared.length - 1));
      if (!best || score > best.score) best = { text: shared.join(' '), sentences: [a.sentence, b.sentence], score };
    }
  }
  return best;
}
