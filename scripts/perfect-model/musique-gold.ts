/**
 * MuSiQue's gold reasoning, as the perfect model reads it: for each question, its sub-questions in
 * order, each with its answer, the earlier sub-answers it refers to (`#1`, `#2`), and the gold
 * passage that supports it.
 *
 * The normalized questions file lists a question's gold passages without saying which sub-question
 * each supports, and not in decomposition order. Each gold passage is assigned to one sub-question:
 * the permutation that maximizes, per sub-question, "its passage contains its answer" (weight 10)
 * plus the share of its content words (with `#k` replaced by the k-th answer) found in the passage.
 * On the 194 MuSiQue questions every sub-answer lies in its assigned passage and no assignment ties.
 */
import { readFileSync } from 'node:fs';

export interface GoldHop {
  /** The dataset's sub-question, `#k` replaced by the k-th sub-answer ("Who was the first president of American Psychological Association ?"). */
  question: string;
  /** The same as a retrieval query a model would write (knowledge-base style "X >> relation" turned into "What is the relation of X?"). */
  query: string;
  answer: string;
  /** 0-based indices of the earlier hops whose answers this one needs. */
  needs: number[];
  /** Id of the gold passage that holds the answer. */
  passageId: string;
}

export interface GoldQuestion {
  id: string;
  question: string;
  answer: string;
  answerAliases: string[];
  hops: GoldHop[];
}

interface QuestionRecord {
  id: string;
  question: string;
  answer: string;
  answer_aliases?: string[];
  gold: string[];
  decomposition: Array<{ question: string; answer: string }>;
}

interface PassageRecord {
  id: string;
  title?: string;
  text: string;
}

/** SQuAD-style normalization used to compare answers with text: lower case, no punctuation or articles, single spaces. */
export function normalizeText(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'a' && word !== 'an' && word !== 'the');
  return ` ${words.join(' ')} `;
}

/** Whether `text` contains `phrase` as whole words, after normalization. */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  return needle.trim() !== '' && normalizeText(text).includes(needle);
}

const FUNCTION_WORDS = new Set('the a an of in on at to is was what who which where when how did does do for by and with from that this it as be are were has have had its whose whom'.split(' '));

function contentWords(text: string): string[] {
  return normalizeText(text).split(' ').filter((word) => word && !FUNCTION_WORDS.has(word));
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** "Hello Love >> performer" → "What is the performer of Hello Love?"; a natural sub-question stays as it is. */
export function queryOf(subQuestion: string): string {
  const parts = subQuestion.split('>>');
  if (parts.length !== 2) return subQuestion.replace(/\s+\?/g, '?').trim();
  const [subject = '', relation = ''] = parts.map((part) => part.trim());
  return `What is the ${relation} of ${subject}?`;
}

export function buildGoldQuestion(record: QuestionRecord, passages: ReadonlyMap<string, PassageRecord>): GoldQuestion {
  const answers = record.decomposition.map((hop) => hop.answer);
  const resolved = record.decomposition.map((hop) => hop.question.replace(/#(\d+)/g, (_match, index: string) => answers[Number(index) - 1] ?? ''));
  const needs = record.decomposition.map((hop) => [...hop.question.matchAll(/#(\d+)/g)].map((match) => Number(match[1]) - 1));
  const passageText = (id: string): string => {
    const passage = passages.get(id);
    if (!passage) throw new Error(`gold passage ${id} of ${record.id} is not in the corpus`);
    return `${passage.title ?? ''} ${passage.text}`;
  };
  const fit = (hop: number, passageId: string): number => {
    const text = passageText(passageId);
    const words = new Set(normalizeText(text).split(' '));
    const wanted = contentWords(resolved[hop] ?? '');
    return (containsPhrase(text, answers[hop] ?? '') ? 10 : 0) + (5 * wanted.filter((word) => words.has(word)).length) / Math.max(1, wanted.length);
  };
  if (record.gold.length !== record.decomposition.length) throw new Error(`${record.id}: ${record.gold.length} gold passages for ${record.decomposition.length} sub-questions`);
  const best = permutations(record.gold)
    .map((order) => ({ order, score: order.reduce((sum, passageId, hop) => sum + fit(hop, passageId), 0) }))
    .sort((left, right) => right.score - left.score)[0]!;
  return {
    id: record.id,
    question: record.question,
    answer: record.answer,
    answerAliases: record.answer_aliases ?? [],
    hops: record.decomposition.map((hop, index) => ({
      question: resolved[index]!,
      query: queryOf(resolved[index]!),
      answer: hop.answer,
      needs: needs[index]!,
      passageId: best.order[index]!,
    })),
  };
}

function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** The gold questions of a MuSiQue questions file, their hops aligned with the corpus's passages. */
export function loadGoldQuestions(questionsFile: string, corpusFile: string): GoldQuestion[] {
  const passages = new Map(readJsonLines<PassageRecord>(corpusFile).map((passage) => [passage.id, passage]));
  return readJsonLines<QuestionRecord>(questionsFile).map((record) => buildGoldQuestion(record, passages));
}

/** Finds the gold question a prompt is about by its text (whitespace and case folded), as a model reading the prompt would. */
export class GoldQuestionIndex {
  private readonly byText = new Map<string, GoldQuestion>();

  constructor(questions: readonly GoldQuestion[]) {
    for (const question of questions) this.byText.set(GoldQuestionIndex.key(question.question), question);
  }

  get size(): number {
    return this.byText.size;
  }

  find(questionText: string): GoldQuestion | undefined {
    return this.byText.get(GoldQuestionIndex.key(questionText));
  }

  private static key(text: string): string {
    return text.trim().replace(/\s+/g, ' ').toLowerCase();
  }
}
