import { ConfigError } from '../errors/config-error.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import { search } from '../modes/search.js';
import { LLM_USAGE_FIELDS, type LlmUsageFields, type SearchResult } from '../modes/search-result.js';
import { scoreAnswer } from './answer-metrics.js';
import type { BenchQuestion } from './bench-question.js';
import { bootstrapMeanIntervals, CI_METHOD, wilsonInterval, type Interval } from './confidence-interval.js';
import { countWordTokens, GoldTextMatcher, recallFromFirstRanks } from './gold-text-match.js';
import { parseModeSpec } from './mode-spec.js';
import { PRIOR_COLUMN, priorAnswer } from './prior-answer.js';
import { mean, percentile, recallAtK } from './retrieval-metrics.js';

/** Besides `llmCalls` and `tokens`, per question: the prompt and completion tokens, LLM cache hits, retried and failed calls. */
export interface ModeMetrics extends Pick<SearchResult, LlmUsageFields> {
  questions: number;
  /** recall@k per k, as fractions in [0, 1]. */
  recall: Record<string, number>;
  /** The 95 % confidence interval of each recall@k (see `CI_METHOD`). */
  recallCi: Record<string, Interval>;
  /** Recall over everything the mode ranked before the `topK` cut (its whole pool; see `rankedIds`). */
  recallAll: number;
  recallAllCi: Interval;
  /** Passages in that pool, per question. */
  avgReturned: number;
  /**
   * The returned passages' mean length in words (word tokens of their text, over every passage
   * returned, the first max(k)): beside recall, so a chunker cannot win by returning whole documents.
   */
  wordsPerPassage: number;
  /**
   * Where the questions carry gold both as ids and as texts (pairwise): for each gold passage,
   * whether "its id is in the top k" and "a passage of the top k matches its text" agree.
   */
  goldAgreement?: GoldAgreement;
  em: number | null;
  /** Wilson score interval of EM (null when the mode does not answer). */
  emCi: Interval | null;
  f1: number | null;
  f1Ci: Interval | null;
  /**
   * Questions given an answer (not null, not empty), and the exact match among them: a mode that
   * says "unresolved" instead of guessing answers fewer with more of them right (null when the mode
   * does not answer).
   */
  answered: { questions: number; em: number | null } | null;
  llmCalls: number;
  tokens: number;
  latencyMs: { p50: number; p95: number };
  /** Questions the mode failed on (an error, counted as zero recall). */
  errors: number;
  byType?: Record<string, ModeMetrics>;
  byHops?: Record<string, ModeMetrics>;
  /** For step-wise reasoners (megrag): steps per question and why runs stopped. */
  steps?: { mean: number; distribution: Record<string, number>; stoppedBy: Record<string, number> };
}

const NO_LLM_USAGE = Object.fromEntries(LLM_USAGE_FIELDS.map((field) => [field, 0])) as Pick<SearchResult, LlmUsageFields>;

/** How often the gold-text matcher agrees with id matching, at one k, over (question, gold passage) pairs. */
export interface GoldAgreement {
  k: number;
  pairs: number;
  /** Both found, or both missed. */
  agree: number;
  /** Found by its text but not by its id (another passage holds at least half of its words). */
  textOnly: number;
  /** Found by its id but not by its text (should not happen on records: a passage holds its own words). */
  idOnly: number;
}

/** Which gold recall is scored against: `ids` (`gold`) or `texts` (`gold_texts`). */
export type GoldBy = 'ids' | 'texts';

export interface BenchReport {
  questions: number;
  ks: number[];
  modes: Record<string, ModeMetrics>;
  /** How the `…Ci` intervals are computed. */
  ciMethod: string;
  /** Per column: whether wall-clock budgets were honoured (`time`) or ignored (`off`, reproducible). */
  budgets: Record<string, string>;
  /** The question-only baseline (`prior` column) on the same questions, computed whether or not it is a column. */
  prior?: ModeMetrics;
  /** What recall was scored against: gold ids, or gold texts (`gold_texts`, matched by words). */
  goldBy?: GoldBy;
}

export interface QuestionOutcome {
  question: BenchQuestion;
  mode: string;
  returned: string[];
  /** Every passage the mode ranked, best first (`returned` is its first `max(k)`). */
  ranked: string[];
  answer: string | null;
  llmCalls: number;
  tokens: number;
  llm: Pick<SearchResult, LlmUsageFields>;
  ms: number;
  error?: string;
  trace?: unknown;
  /** Word counts of the `returned` passages' texts. */
  returnedWords?: number[];
  /**
   * For a question with `goldTexts`: per gold text, the first position in `returned` / `ranked` of a
   * passage matching it (-1: none).
   */
  goldTextRanks?: { returned: number[]; ranked: number[] };
}

export interface BenchOptions {
  modes: string[];
  ks: number[];
  /** Extra options passed to every mode (e.g. maxHops). */
  modeOptions?: Record<string, unknown>;
  /** The LLM, for modes run with LLM options. */
  llm?: import('../llm/llm-context.js').LlmContext;
  /** Questions run once through every mode before measuring (JIT and caches warm). */
  warmup?: number;
  onProgress?: (done: number, total: number) => void;
  onOutcome?: (outcome: QuestionOutcome) => void;
  /**
   * Score recall against gold ids or gold texts; default: texts when every question has
   * `goldTexts`, else ids. With texts, passage texts are read from the store (cached by id).
   */
  goldBy?: GoldBy;
}

/** Recall@k of one outcome against the gold the bench scores (`Infinity`: over everything ranked). */
function outcomeRecall(outcome: QuestionOutcome, k: number, goldBy: GoldBy): number {
  if (goldBy === 'texts') {
    const ranks = outcome.goldTextRanks;
    if (!ranks) return 0;
    return k === Number.POSITIVE_INFINITY ? recallFromFirstRanks(ranks.ranked, Number.POSITIVE_INFINITY) : recallFromFirstRanks(ranks.returned, k);
  }
  return k === Number.POSITIVE_INFINITY ? recallAtK(outcome.ranked, outcome.question.gold, outcome.ranked.length) : recallAtK(outcome.returned, outcome.question.gold, k);
}

/**
 * Agreement of text and id matching over the outcomes whose questions pair every gold id with its
 * text; none when no gold passage was found by id (the ids are not this collection's).
 */
function goldAgreement(outcomes: QuestionOutcome[], k: number): GoldAgreement | undefined {
  const agreement: GoldAgreement = { k, pairs: 0, agree: 0, textOnly: 0, idOnly: 0 };
  let idHits = 0;
  for (const outcome of outcomes) {
    const { gold, goldTexts } = outcome.question;
    const ranks = outcome.goldTextRanks?.returned;
    if (!goldTexts || !ranks || gold.length === 0 || gold.length !== goldTexts.length) continue;
    const top = new Set(outcome.returned.slice(0, k));
    gold.forEach((id, index) => {
      const byId = top.has(id);
      const byText = ranks[index]! >= 0 && ranks[index]! < k;
      agreement.pairs += 1;
      if (byId) idHits += 1;
      if (byId === byText) agreement.agree += 1;
      else if (byText) agreement.textOnly += 1;
      else agreement.idOnly += 1;
    });
  }
  // No gold passage found by id at all: the ids are not this collection's (documents cut from the
  // records the ids name), so there is nothing to compare.
  return agreement.pairs > 0 && idHits > 0 ? agreement : undefined;
}

/** The metrics of a set of outcomes (one column, or one group of its questions); `answers`: the column answers, so EM and F1 apply. */
export function aggregateOutcomes(outcomes: QuestionOutcome[], ks: number[], answers: boolean, goldBy: GoldBy = 'ids'): ModeMetrics {
  const recallPerQuestion = ks.map((k) => outcomes.map((outcome) => outcomeRecall(outcome, k, goldBy)));
  const recallAllPerQuestion = outcomes.map((outcome) => outcomeRecall(outcome, Number.POSITIVE_INFINITY, goldBy));
  const words = outcomes.flatMap((outcome) => outcome.returnedWords ?? []);
  const agreement = goldAgreement(outcomes, ks.includes(5) ? 5 : Math.max(...ks));
  const scores = outcomes.map((outcome) => scoreAnswer(outcome.answer, [outcome.question.answer, ...outcome.question.answerAliases]));
  const f1PerQuestion = scores.map((score) => score.f1);
  // One bootstrap for all of them: each resample draws the same questions for every metric.
  const intervals = bootstrapMeanIntervals([...recallPerQuestion, recallAllPerQuestion, f1PerQuestion]);
  const recall: Record<string, number> = {};
  const recallCi: Record<string, Interval> = {};
  ks.forEach((k, index) => {
    recall[String(k)] = mean(recallPerQuestion[index]!);
    recallCi[String(k)] = intervals[index]!;
  });
  const emSuccesses = scores.filter((score) => score.em === 1).length;
  const answeredCount = outcomes.filter((outcome) => outcome.answer !== null && outcome.answer.trim() !== '').length;
  return {
    questions: outcomes.length,
    recall,
    recallCi,
    recallAll: mean(recallAllPerQuestion),
    recallAllCi: intervals[ks.length]!,
    avgReturned: mean(outcomes.map((outcome) => outcome.ranked.length)),
    wordsPerPassage: mean(words),
    ...(agreement ? { goldAgreement: agreement } : {}),
    em: answers ? mean(scores.map((score) => score.em)) : null,
    emCi: answers ? wilsonInterval(emSuccesses, outcomes.length) : null,
    f1: answers ? mean(f1PerQuestion) : null,
    f1Ci: answers ? intervals[ks.length + 1]! : null,
    answered: answers ? { questions: answeredCount, em: answeredCount > 0 ? emSuccesses / answeredCount : null } : null,
    llmCalls: mean(outcomes.map((outcome) => outcome.llmCalls)),
    tokens: mean(outcomes.map((outcome) => outcome.tokens)),
    ...(Object.fromEntries(LLM_USAGE_FIELDS.map((field) => [field, mean(outcomes.map((outcome) => outcome.llm[field]))])) as Pick<SearchResult, LlmUsageFields>),
    latencyMs: { p50: percentile(outcomes.map((outcome) => outcome.ms), 50), p95: percentile(outcomes.map((outcome) => outcome.ms), 95) },
    errors: outcomes.filter((outcome) => outcome.error !== undefined).length,
    ...stepMetrics(outcomes),
  };
}

/** Steps per question and the share of each stop reason, from traces that carry `stepsUsed`/`stoppedBy`. */
function stepMetrics(outcomes: QuestionOutcome[]): Pick<ModeMetrics, 'steps'> {
  const traces = outcomes
    .map((outcome) => outcome.trace as { stepsUsed?: unknown; stoppedBy?: unknown } | undefined)
    .filter((trace): trace is { stepsUsed: number; stoppedBy?: unknown } => typeof trace?.stepsUsed === 'number');
  if (traces.length === 0) return {};
  const distribution: Record<string, number> = {};
  const stoppedBy: Record<string, number> = {};
  for (const trace of traces) {
    distribution[String(trace.stepsUsed)] = (distribution[String(trace.stepsUsed)] ?? 0) + 1;
    const reason = typeof trace.stoppedBy === 'string' ? trace.stoppedBy : 'unknown';
    stoppedBy[reason] = (stoppedBy[reason] ?? 0) + 1 / traces.length;
  }
  return { steps: { mean: mean(traces.map((trace) => trace.stepsUsed)), distribution, stoppedBy } };
}

/** The question-only baseline's outcome: the prior answer, no retrieval (no passages, no recall). */
function priorOutcome(question: BenchQuestion, column: string): QuestionOutcome {
  return { question, mode: column, returned: [], ranked: [], answer: priorAnswer(question.question), llmCalls: 0, tokens: 0, llm: NO_LLM_USAGE, ms: 0 };
}

function groupBy(outcomes: QuestionOutcome[], key: (outcome: QuestionOutcome) => string): Map<string, QuestionOutcome[]> {
  const groups = new Map<string, QuestionOutcome[]>();
  for (const outcome of outcomes) {
    const name = key(outcome);
    groups.set(name, [...(groups.get(name) ?? []), outcome]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Runs every mode on every question, interleaved (question by question, the mode order rotating), in
 * one process on one index, so that ratios between modes hold on a noisy machine.
 */
export async function runBench(store: RetrievalStore, questions: BenchQuestion[], options: BenchOptions): Promise<{ report: BenchReport; outcomes: QuestionOutcome[] }> {
  const maxK = Math.max(...options.ks);
  const specs = new Map(options.modes.map((spec) => [spec, parseModeSpec(spec)]));
  const goldBy: GoldBy = options.goldBy ?? (questions.length > 0 && questions.every((question) => question.goldTexts !== undefined) ? 'texts' : 'ids');
  if (goldBy === 'texts') {
    const without = questions.find((question) => question.goldTexts === undefined);
    if (without) throw new ConfigError(`bench: gold by texts, but question ${without.id} has no gold_texts`);
  }
  const texts = new PassageTexts(store);
  const matchers = new Map<BenchQuestion, GoldTextMatcher>();
  const matcherOf = (question: BenchQuestion): GoldTextMatcher | undefined => {
    if (!question.goldTexts) return undefined;
    let matcher = matchers.get(question);
    if (!matcher) matchers.set(question, (matcher = new GoldTextMatcher(question.goldTexts)));
    return matcher;
  };
  /** Word counts of the returned passages and, for text gold, where the gold texts are first matched. */
  const scoreTexts = async (outcome: QuestionOutcome): Promise<QuestionOutcome> => {
    const matcher = matcherOf(outcome.question);
    const returnedTexts = await texts.of(outcome.returned);
    const returnedWords = returnedTexts.map(countWordTokens);
    if (!matcher) return { ...outcome, returnedWords };
    const rankedTexts = outcome.ranked === outcome.returned ? returnedTexts : await texts.of(outcome.ranked);
    return { ...outcome, returnedWords, goldTextRanks: { returned: matcher.firstRanks(returnedTexts), ranked: matcher.firstRanks(rankedTexts) } };
  };
  const runOne = async (question: BenchQuestion, spec: string): Promise<QuestionOutcome> => {
    const started = performance.now();
    const { mode, retriever, options: specOptions } = specs.get(spec)!;
    if (mode === PRIOR_COLUMN) return priorOutcome(question, spec);
    try {
      const result: SearchResult = await search(
        store,
        question.question,
        { ...options.modeOptions, ...specOptions, mode, topK: maxK, ...(retriever ? { retriever } : {}) },
        undefined,
        options.llm,
      );
      const returned = result.passages.map((passage) => passage.id);
      return {
        question,
        mode: spec,
        returned,
        ranked: result.rankedIds ?? returned,
        answer: result.answer,
        llmCalls: result.llmCalls,
        tokens: result.tokens,
        llm: Object.fromEntries(LLM_USAGE_FIELDS.map((field) => [field, result[field]])) as Pick<SearchResult, LlmUsageFields>,
        ms: result.ms,
        trace: result.trace,
      };
    } catch (error) {
      // Invalid options fail every question alike: stop with the message rather than report zeros.
      if (error instanceof ConfigError) throw new ConfigError(`bench mode "${spec}": ${error.message}`);
      return { question, mode: spec, returned: [], ranked: [], answer: null, llmCalls: 0, tokens: 0, llm: NO_LLM_USAGE, ms: performance.now() - started, error: (error as Error).message };
    }
  };
  for (const question of questions.slice(0, options.warmup ?? Math.min(10, questions.length))) {
    for (const mode of options.modes) await runOne(question, mode);
  }
  const outcomes: QuestionOutcome[] = [];
  for (const [index, question] of questions.entries()) {
    for (let offset = 0; offset < options.modes.length; offset += 1) {
      const mode = options.modes[(index + offset) % options.modes.length]!;
      const outcome = await scoreTexts(await runOne(question, mode));
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    }
    options.onProgress?.(index + 1, questions.length);
  }
  const budgets = Object.fromEntries(
    [...specs].map(([spec, { options: specOptions }]) => [spec, String(specOptions.budgets ?? options.modeOptions?.budgets ?? 'time')]),
  );
  const prior = aggregateOutcomes(questions.map((question) => priorOutcome(question, PRIOR_COLUMN)), options.ks, true, goldBy);
  const report: BenchReport = { questions: questions.length, ks: options.ks, modes: {}, ciMethod: CI_METHOD, budgets, prior, goldBy };
  for (const mode of options.modes) {
    const modeOutcomes = outcomes.filter((outcome) => outcome.mode === mode);
    const answers = mode === PRIOR_COLUMN || modeOutcomes.some((outcome) => outcome.answer !== null);
    const metrics = aggregateOutcomes(modeOutcomes, options.ks, answers, goldBy);
    metrics.byType = Object.fromEntries([...groupBy(modeOutcomes, (outcome) => outcome.question.type)].map(([name, group]) => [name, aggregateOutcomes(group, options.ks, answers, goldBy)]));
    metrics.byHops = Object.fromEntries([...groupBy(modeOutcomes, (outcome) => String(outcome.question.hops))].map(([name, group]) => [name, aggregateOutcomes(group, options.ks, answers, goldBy)]));
    report.modes[mode] = metrics;
  }
  return { report, outcomes };
}

/**
 * Passage texts by id, read from the store once each (the bench asks for the same passages over and
 * over: every mode, every question), so the cache is bounded by the collection.
 */
class PassageTexts {
  private readonly cache = new Map<string, string>();

  constructor(private readonly store: RetrievalStore) {}

  async of(ids: readonly string[]): Promise<string[]> {
    const missing = [...new Set(ids.filter((id) => !this.cache.has(id)))];
    if (missing.length > 0) {
      for (const content of await this.store.passageContents(missing)) this.cache.set(content.id, content.text);
      // A passage the store no longer has (deleted meanwhile) counts as empty, not as an error.
      for (const id of missing) if (!this.cache.has(id)) this.cache.set(id, '');
    }
    return ids.map((id) => this.cache.get(id)!);
  }
}
