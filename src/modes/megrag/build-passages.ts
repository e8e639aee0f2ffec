import { reciprocalRankFusion } from '../../retrieve/fusion.js';
import type { RankedPassage } from '../search-result.js';
import type { ReasoningRun } from './run-reasoning.js';

/**
 * The RRF constant for fusing the steps' lists. They are short (N_P passages a step), so a small k
 * keeps each list's order: with the usual k = 60 a list's 1st and 10th passage differ by 13 %, and a
 * passage two steps found low outranked the top passage of the step that searched with the bridge;
 * with k = 2 the 1st counts four times the 10th. (Measured on the dev questions of all three
 * datasets: R@5 +0.0 to +1.2 with and without titles and lexicon, no EM change; docs/benchmarks.md.)
 */
const STEP_FUSION_K = 2;

/**
 * The result's passages: those holding selected evidence first (in path order), then every step's
 * candidates fused by reciprocal rank (each step's own pages, then its search hits). `hop` is the
 * 0-based step at which a passage first appeared (0 = the question itself). Each passage carries
 * the sentences/triples selected from it, up to `perPassage`.
 */
export function buildPassages(run: ReasoningRun, perPassage: number): RankedPassage[] {
  const firstStep = new Map<string, number>();
  const titles = new Map<string, string>();
  run.candidates.forEach((candidates, index) => {
    for (const passage of candidates.passages) {
      if (!firstStep.has(passage.id)) firstStep.set(passage.id, index);
      titles.set(passage.id, passage.title);
    }
  });
  const selectedOrder = [...new Set(run.evidence.map((item) => item.passageId))];
  const lists = run.candidates.flatMap((candidates) => {
    const own = new Set(Object.values(candidates.entityPassages).flat());
    return [
      { ids: candidates.passages.filter((passage) => own.has(passage.id)).map((passage) => passage.id), weight: 1.5 },
      { ids: candidates.passages.filter((passage) => !own.has(passage.id)).map((passage) => passage.id), weight: 1 },
    ];
  });
  const fused = reciprocalRankFusion(lists, STEP_FUSION_K).filter((item) => !selectedOrder.includes(item.id));
  const ordered = [
    ...selectedOrder.map((id, index) => ({ id, score: 2 - index / Math.max(1, selectedOrder.length) })),
    ...fused.map((item) => ({ id: item.id, score: item.score })),
  ];

  const selectedSentences = new Map<string, RankedPassage['sentences']>();
  const selectedTriples = new Map<string, RankedPassage['triples']>();
  for (const item of run.evidence) {
    if (item.kind === 'sentence') selectedSentences.set(item.passageId, [...(selectedSentences.get(item.passageId) ?? []), { id: item.id, text: item.text, score: 1 }]);
  }
  const tripleById = new Map(run.candidates.flatMap((candidates) => candidates.triples.map((triple) => [triple.id, triple] as const)));
  for (const item of run.evidence) {
    const triple = tripleById.get(item.id);
    if (item.kind === 'triple' && triple) {
      selectedTriples.set(item.passageId, [...(selectedTriples.get(item.passageId) ?? []), { id: triple.id, subject: triple.subject, relation: triple.relation, object: triple.object, score: 1 }]);
    }
  }
  return ordered.map(({ id, score }) => {
    const sentences = [...(selectedSentences.get(id) ?? [])];
    const triples = [...(selectedTriples.get(id) ?? [])];
    return {
      id,
      title: titles.get(id) ?? '',
      score,
      hop: firstStep.get(id) ?? 0,
      sentences: sentences.slice(0, perPassage),
      triples: triples.slice(0, perPassage),
    };
  });
}
