/**
 * Where megrag's llm loop loses what the perfect model would not: for each question of a
 * perfect-model bench run (run-bench.ts), the hop it got stuck on and why, read from the perfect
 * model's reply records (what each prompt showed of each hop), the llm policy's trajectories (the
 * full candidate set C_i of each step) and the bench outcomes (answer, stop reason, fallback notes).
 *
 *   npx tsx scripts/perfect-model/diagnose-run.ts [--out .hopgraph/perfect-model]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scoreAnswer } from '../../src/eval/answer-metrics.js';
import { containsPhrase, GoldQuestionIndex, loadGoldQuestions, type GoldQuestion } from './musique-gold.js';
import type { ReplyRecord } from './perfect-replies.js';

export type LossCategory =
  | 'answered'
  | 'retrieval-miss'
  | 'linked-items-only'
  | 'view-limit'
  | 'stopped-but-scored-zero'
  | 'no-model-reply';

export const CATEGORY_TEXT: Record<LossCategory, string> = {
  answered: 'answered (EM 1)',
  'retrieval-miss': "the blocking hop's gold passage never reached the candidates C_i of any step",
  'linked-items-only': "only some triples or sentences of the blocking hop's gold passage reached C_i, none holding the answer (the passage itself never did)",
  'view-limit': 'C_i held the answer (the gold passage, or its answer sentence or triple) but the prompt never showed that part (view limits, cut passage text)',
  'stopped-but-scored-zero': 'the model stopped with the gold answer but the loop returned something else',
  'no-model-reply': 'no reply of the perfect model was used (refused or not reached)',
};

export interface QuestionDiagnosis {
  id: string;
  type: string;
  hops: number;
  em: number;
  answer: string | null;
  goldAnswer: string;
  stoppedBy: string;
  steps: number;
  llmCalls: number;
  /** Hops the model had resolved when the run ended. */
  hopsResolved: number;
  /** 0-based hop it was after when the run ended (null when it stopped). */
  blockedHop: number | null;
  category: LossCategory;
  /** Steps decided by the heuristic because the llm reply was rejected, with the reason. */
  fallbacks: string[];
  finalNote: string | null;
  /** Whether the blocking hop's answer text was shown in some step, in another passage than its gold one. */
  answerShownElsewhere: boolean;
  /** Rank of the blocking hop's gold passage among C_i's passages at its best step (null when never there). */
  bestPassageRank: number | null;
  queries: string[];
}

export interface RunDiagnosis {
  questions: QuestionDiagnosis[];
  refused: number;
}

interface OutcomeLine {
  question: { id: string; question: string; answer: string; answerAliases: string[]; type: string; hops: number };
  mode: string;
  answer: string | null;
  llmCalls: number;
  trace?: { stoppedBy?: string; stepsUsed?: number; finalNote?: string; steps?: Array<{ query: string; note?: string }> };
}

interface TrajectoryLine {
  question: string;
  step: number;
  candidates: { passages: Array<{ id: string; text: string }>; sentences: Array<{ id: string; text: string }>; triples: Array<{ id: string; text: string }> };
}

function readLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** Splits a question's lines into runs (a run starts at step 1; warm-up runs come first) and keeps the last. */
function lastRun<T>(lines: readonly T[], step: (line: T) => number | null): T[] {
  let run: T[] = [];
  for (const line of lines) {
    if (step(line) === 1) run = [];
    run.push(line);
  }
  return run;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === undefined) continue;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

const passageOf = (id: string): string => id.split('#')[0] ?? id;

export function diagnose(input: { gold: readonly GoldQuestion[]; outcomesFile: string; repliesFile: string; trajectoriesFile: string }): RunDiagnosis {
  const index = new GoldQuestionIndex(input.gold);
  const byId = new Map(input.gold.map((question) => [question.id, question]));
  const replyLines = readLines<ReplyRecord | { kind: 'refused' }>(input.repliesFile);
  const records = replyLines.filter((line): line is ReplyRecord => line.kind !== 'refused');
  const recordsById = groupBy(records, (record) => record.questionId);
  const trajectoriesById = groupBy(readLines<TrajectoryLine>(input.trajectoriesFile), (line) => index.find(line.question)?.id);
  const outcomes = readLines<OutcomeLine>(input.outcomesFile).filter((outcome) => /policy=llm/.test(outcome.mode));
  const questions = outcomes.map((outcome): QuestionDiagnosis => {
    const gold = byId.get(outcome.question.id);
    const run = lastRun(recordsById.get(outcome.question.id) ?? [], (record) => record.step);
    const trajectory = lastRun(trajectoriesById.get(outcome.question.id) ?? [], (line) => line.step);
    const { em } = scoreAnswer(outcome.answer, [outcome.question.answer, ...outcome.question.answerAliases]);
    const last = run.at(-1);
    const resolved = new Set(run.flatMap((record) => [...record.knownBefore, ...record.foundNow]));
    const blockedHop = last && !last.stop ? last.wanted : null;
    const steps = outcome.trace?.steps ?? [];
    const fallbacks = steps.filter((step) => step.note?.startsWith('heuristic fallback')).map((step) => step.note!);
    let category: LossCategory;
    let bestPassageRank: number | null = null;
    if (em === 1) category = 'answered';
    else if (!last || !gold) category = 'no-model-reply';
    else if (last.stop || run.some((record) => record.stop)) category = 'stopped-but-scored-zero';
    else {
      const hop = gold.hops[blockedHop ?? 0]!;
      const ranks = trajectory.map((line) => line.candidates.passages.findIndex((passage) => passage.id === hop.passageId)).filter((rank) => rank >= 0);
      const items = trajectory.flatMap((line) => [...line.candidates.sentences, ...line.candidates.triples, ...line.candidates.passages]).filter((item) => passageOf(item.id) === hop.passageId);
      const answerInCandidates = ranks.length > 0 || items.some((item) => containsPhrase(item.text, hop.answer));
      bestPassageRank = ranks.length > 0 ? Math.min(...ranks) : null;
      category = answerInCandidates ? 'view-limit' : items.length > 0 ? 'linked-items-only' : 'retrieval-miss';
    }
    return {
      id: outcome.question.id,
      type: outcome.question.type,
      hops: outcome.question.hops,
      em,
      answer: outcome.answer,
      goldAnswer: outcome.question.answer,
      stoppedBy: outcome.trace?.stoppedBy ?? 'unknown',
      steps: outcome.trace?.stepsUsed ?? 0,
      llmCalls: outcome.llmCalls,
      hopsResolved: resolved.size,
      blockedHop,
      category,
      fallbacks,
      finalNote: outcome.trace?.finalNote ?? null,
      bestPassageRank,
      answerShownElsewhere: blockedHop !== null && run.some((record) => record.answerElsewhere?.[blockedHop] === true),
      queries: steps.map((step) => step.query),
    };
  });
  return { questions, refused: replyLines.length - records.length };
}

const percent = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

export function formatDiagnosis(diagnosis: RunDiagnosis, examples = 6): string {
  const { questions } = diagnosis;
  const total = questions.length;
  const lines: string[] = [`## Perfect-model diagnosis (${total} questions)`, ''];
  lines.push('| outcome | questions | share |', '|---|---:|---:|');
  for (const category of Object.keys(CATEGORY_TEXT) as LossCategory[]) {
    const count = questions.filter((question) => question.category === category).length;
    if (count > 0) lines.push(`| ${CATEGORY_TEXT[category]} | ${count} | ${percent(count, total)} |`);
  }
  lines.push('');
  const blocked = questions.filter((question) => question.blockedHop !== null && question.category !== 'answered');
  const byHop = groupBy(blocked, (question) => `hop ${question.blockedHop! + 1} of ${question.hops}`);
  lines.push('Blocked at (failures): ' + [...byHop].sort(([left], [right]) => left.localeCompare(right)).map(([name, group]) => `${name}: ${group.length}`).join(', '));
  const misses = questions.filter((question) => question.category === 'retrieval-miss' || question.category === 'linked-items-only');
  lines.push(`Of the ${misses.length} whose gold passage never reached C_i, ${misses.filter((question) => question.answerShownElsewhere).length} had the blocking hop's answer text shown in another passage (a less strict reader might have taken it from there)`);
  const fallbackSteps = questions.flatMap((question) => question.fallbacks);
  lines.push(`Steps whose llm reply was rejected (heuristic fallback): ${fallbackSteps.length}${fallbackSteps.length ? ` — ${[...new Set(fallbackSteps.map((note) => note.split(';')[0]))].slice(0, 5).join(' | ')}` : ''}`);
  lines.push(`Requests the perfect model refused: ${diagnosis.refused}`);
  const finals = groupBy(questions.filter((question) => question.finalNote), (question) => question.finalNote!.replace(/\(fallback: (.*?)\).*/, '(fallback: $1)'));
  lines.push(`Final resolver: ${[...finals].map(([note, group]) => `${note}: ${group.length}`).join('; ') || 'never ran'}`);
  const byType = groupBy(questions, (question) => question.type);
  lines.push('', '| type | questions | EM | hops resolved / hops | steps | llm calls |', '|---|---:|---:|---:|---:|---:|');
  for (const [type, group] of [...byType].sort(([left], [right]) => left.localeCompare(right))) {
    const em = group.filter((question) => question.em === 1).length;
    const resolved = group.reduce((sum, question) => sum + question.hopsResolved, 0);
    const hops = group.reduce((sum, question) => sum + question.hops, 0);
    const steps = group.reduce((sum, question) => sum + question.steps, 0) / group.length;
    const calls = group.reduce((sum, question) => sum + question.llmCalls, 0) / group.length;
    lines.push(`| ${type} | ${group.length} | ${percent(em, group.length)} | ${resolved} / ${hops} | ${steps.toFixed(2)} | ${calls.toFixed(2)} |`);
  }
  const viewLimited = questions.filter((question) => question.category === 'view-limit' && question.bestPassageRank !== null);
  if (viewLimited.length > 0) lines.push('', `View-limit cases: best rank of the gold passage in C_i's passages (0-based): ${viewLimited.map((question) => question.bestPassageRank).join(', ')}`);
  for (const category of ['retrieval-miss', 'linked-items-only', 'view-limit', 'stopped-but-scored-zero', 'no-model-reply'] as LossCategory[]) {
    const group = questions.filter((question) => question.category === category).slice(0, examples);
    if (group.length === 0) continue;
    lines.push('', `Examples, ${category}:`);
    for (const question of group) {
      lines.push(`- ${question.id} (blocked at hop ${question.blockedHop === null ? '–' : question.blockedHop + 1}/${question.hops}, answer ${JSON.stringify(question.answer)} vs ${JSON.stringify(question.goldAnswer)}): queries ${question.queries.map((query) => JSON.stringify(query)).join(' → ')}`);
    }
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argumentsList = process.argv.slice(2);
  const at = argumentsList.indexOf('--out');
  const outDirectory = resolve(at >= 0 ? argumentsList[at + 1]! : '.hopgraph/perfect-model');
  const gold = loadGoldQuestions(resolve('../shared/datasets/musique/questions.jsonl'), resolve('../shared/datasets/musique/corpus.jsonl'));
  const diagnosis = diagnose({ gold, outcomesFile: join(outDirectory, 'outcomes.jsonl'), repliesFile: join(outDirectory, 'replies.jsonl'), trajectoriesFile: join(outDirectory, 'trajectories.jsonl') });
  process.stdout.write(`${formatDiagnosis(diagnosis)}\n`);
}
