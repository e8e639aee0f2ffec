export type {
  AnswerType,
  ChainDecomposition,
  Comparator,
  ComparisonDecomposition,
  QuestionAnalysis,
  RelationStep,
  Unsplittable,
} from './question-analysis.js';
export { analyzeQuestion } from './analyze-question.js';
export type { AnalyzeOptions, LexiconSetting } from './lexicon-setting.js';
export { questionEntities } from './question-entities.js';
export { questionKeywords } from './question-keywords.js';
export { HOP_SLOT } from './hop-slot.js';
export { canonicalRelation, kinshipChain } from './relation-lexicon.js';
export { readQuestionForm, type QuestionForm } from './question-form.js';
