import type { CandidatePassage, CandidateSentence, CandidateSet, CandidateTriple } from './candidate-set.js';
import { tripleText } from './candidate-set.js';

/** Items per view sent to the model (the prompt stays small enough for 8B-class local models: about 3k tokens a step). */
export const LLM_VIEW_LIMITS = { triples: 30, sentences: 20, passages: 10, passageCharacters: 400 } as const;

export type ViewLimits = { [key in keyof typeof LLM_VIEW_LIMITS]: number };

/** What the step prompt shows of C_i: each passage's opening, and the sentences and triples that best match the query. */
export interface PromptView {
  passages: Array<CandidatePassage & { excerpt: string }>;
  sentences: CandidateSentence[];
  triples: CandidateTriple[];
}

const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'a an the of in on at to for from by with as into about and or but is are was were be been do does did has have had who whom whose what which when where why how that this these those it its he his she her they their there than then not'.split(' '),
);

/** Content words of a text, lower-cased, a plural -s dropped ("Publix stores" → publix, store). */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => !FUNCTION_WORDS.has(word)).map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)));
}

function overlap(queryWords: ReadonlySet<string>, text: string): number {
  let count = 0;
  for (const word of contentWords(text)) if (queryWords.has(word)) count++;
  return count;
}

/**
 * The `limit` items to show, by (query-word overlap, not shown in an earlier step, C_i order), then
 * put back in C_i order (passage rank, position) so that the prompt reads like the passages.
 */
function pick<T>(items: readonly T[], limit: number, score: (item: T) => number, seen: (item: T) => boolean): T[] {
  const ranked = items
    .map((item, index) => ({ item, index, score: score(item), seen: seen(item) ? 1 : 0 }))
    .sort((left, right) => right.score - left.score || left.seen - right.seen || left.index - right.index)
    .slice(0, limit);
  return ranked.sort((left, right) => left.index - right.index).map(({ item }) => item);
}

/**
 * The prompt's view of C_i. C_i lists sentences and triples in passage-rank order, own pages whole,
 * so taking the first N showed only the top few passages' sentences (their openings are already in
 * the passage view) and never the answer sentence of a passage ranked 6th. Here: the first `passages`
 * passages (those not yet shown in this run first) with their opening; the sentences and the triples
 * each chosen by how many of the query's content words they contain, items not shown in an earlier
 * step of the run preferred on ties (a repeated query then shows new evidence rather than the same
 * again). A sentence inside a shown opening may still be listed: the model selects the finest
 * evidence by id, so the sentence must be there to be selected.
 */
export function buildPromptView(candidates: CandidateSet, query: string, shownBefore: ReadonlySet<string>, limits: ViewLimits = LLM_VIEW_LIMITS): PromptView {
  const queryWords = contentWords(query);
  const passages = pick(candidates.passages, limits.passages, () => 0, (passage) => shownBefore.has(passage.id)).map((passage) => ({
    ...passage,
    excerpt: passage.text.slice(0, limits.passageCharacters),
  }));
  const sentences = pick(candidates.sentences, limits.sentences, (sentence) => overlap(queryWords, sentence.text), (sentence) => shownBefore.has(sentence.id));
  const triples = pick(candidates.triples, limits.triples, (triple) => overlap(queryWords, tripleText(triple)), (triple) => shownBefore.has(triple.id));
  return { passages, sentences, triples };
}
