import { analyzeQuestion, type AnswerType, type Comparator, type LexiconSetting, type QuestionAnalysis } from '../../question/index.js';
import { HOP_SLOT } from '../../question/index.js';

/**
 * One path to resolve: from `subject`, follow `via` (innermost first) to an entity, then read its
 * `attributes` (one for a chain; date of birth and date of death for "who lived longer").
 */
export interface PlanSide {
  subject: string;
  via: string[];
  attributes: string[];
}

/** What the heuristic policy resolves for a question, from the question analyzer's output. */
export interface ReasoningPlan {
  kind: 'chain' | 'comparison' | 'none';
  answerType: AnswerType;
  sides: PlanSide[];
  /** For comparisons: how the attribute values decide the answer. */
  comparator?: Comparator;
  attribute?: string;
  /** A chain's second-hop question with the slot `[HOP]` ("When did [HOP] die?"). */
  secondHopTemplate?: string;
  analysis: QuestionAnalysis;
}

/** The relations of a side, in order: via hops, then the attribute hop. */
export function sideHops(side: PlanSide): number {
  return side.via.length + 1;
}

/** The plan of a question, from the analyzer run with `lexicon` (see analyzeQuestion). */
export function planQuestion(question: string, lexicon: LexiconSetting = 'full'): ReasoningPlan {
  const analysis = analyzeQuestion(question, { lexicon });
  if (analysis.kind === 'chain') {
    const relations = analysis.relations;
    return {
      kind: 'chain',
      answerType: analysis.answerType,
      sides: [{ subject: analysis.topicEntity, via: relations.slice(0, -1), attributes: relations.slice(-1) }],
      ...(analysis.hops === 2 && analysis.secondHopTemplate.includes(HOP_SLOT) ? { secondHopTemplate: analysis.secondHopTemplate } : {}),
      analysis,
    };
  }
  if (analysis.kind === 'comparison') {
    const attributes = analysis.attribute === 'lifespan' ? ['date of birth', 'date of death'] : [analysis.attribute];
    return {
      kind: 'comparison',
      answerType: analysis.answerType,
      sides: analysis.subjects.map((subject) => ({ subject, via: [...analysis.via], attributes })),
      comparator: analysis.comparator,
      attribute: analysis.attribute,
      analysis,
    };
  }
  if (analysis.singleHop && analysis.singleHop.relation) {
    return {
      kind: 'chain',
      answerType: analysis.answerType,
      sides: [{ subject: analysis.singleHop.topicEntity, via: [], attributes: [analysis.singleHop.relation] }],
      analysis,
    };
  }
  return { kind: 'none', answerType: analysis.answerType, sides: [], analysis };
}
