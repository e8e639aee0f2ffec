import { findLongestChain, type ParsedChain } from './chain-parser.js';
import { parseComparison } from './comparison-parser.js';
import { sliceText, type EntitySpan } from './entity-span.js';
import { parseQuestion, type ParsedQuestion } from './parsed-question.js';
import type { AnswerType, ChainDecomposition, ComparisonDecomposition, QuestionAnalysis, Unsplittable } from './question-analysis.js';
import { readFrame } from './question-frame.js';
import type { AnalyzeOptions, LexiconSetting } from './lexicon-setting.js';
import { HOP_SLOT } from './hop-slot.js';
import { answerTypeOfRelation } from './relation-lexicon.js';
import type { ParsedRelationStep } from './relation-step.js';
import { entitiesLongestFirst } from './question-entities.js';

const YES_NO_OPENERS = /^(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)\b/i;
const RESIDUAL_STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'is', 'are', 'was', 'were', 'did',
  'does', 'do', 'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'that', 'this', 'it', 'and',
  'or', 'be', 'been', 'has', 'have', 'had', "'s", 'np',
]);

/**
 * Analyzes a multi-hop question without a language model: a comparison of two or more subjects, a
 * chain of relations from one named entity (split into a first hop and a second-hop template), or
 * unsplittable with the reason. With `lexicon: 'none'` no hand-written relation knowledge is read:
 * relations stay as the question words them (no canonical labels, kinship chains, question frames
 * or title-type words), so chains and comparisons come from general syntax alone.
 */
export function analyzeQuestion(question: string, options: AnalyzeOptions = {}): QuestionAnalysis {
  const parsed = parseQuestion(question, options.lexicon ?? 'full');
  const entities = entitiesLongestFirst(parsed);
  const comparison = parseComparison(parsed);
  if (comparison) return buildComparison(parsed, comparison);
  if (parsed.spans.length === 0) {
    return decline('no named entity or title found to start a chain from', parsed, entities);
  }
  if (YES_NO_OPENERS.test(parsed.question)) {
    return decline('yes/no question that is not a comparison', parsed, entities);
  }
  const chain = findLongestChain(parsed);
  if (!chain || chain.steps.length === 0) {
    return decline('no "the R of E" or possessive relation chain around a named entity', parsed, entities);
  }
  const built = buildChain(parsed, chain);
  if (built.hops < 2) {
    const result = decline('one relation of one entity: a single hop, nothing to split', parsed, entities);
    result.singleHop = { topicEntity: built.topicEntity, relation: built.relations[0] ?? '' };
    return result;
  }
  return built;
}

function decline(reason: string, parsed: ParsedQuestion, entities: string[]): Unsplittable {
  return { kind: 'unsplittable', reason, answerType: questionAnswerType(parsed.question, undefined, parsed.lexicon), entities };
}

/** The frame of a chain: the question's words outside the chain's noun phrase, with "NP" in its place. */
function frameOf(parsed: ParsedQuestion, start: number, end: number): string {
  const words: string[] = [];
  parsed.tokens.forEach((token, index) => {
    if (index === start) words.push('NP');
    if (index >= start && index <= end) return;
    if (token.word || token.lower === "'s") words.push(token.lower);
  });
  return words.join(' ');
}

function frameStep(parsed: ParsedQuestion, chain: ParsedChain): ParsedRelationStep | undefined {
  const frame = frameOf(parsed, chain.start, chain.end);
  const read = readFrame(frame, parsed.lexicon);
  if (read.relation) {
    return { surface: read.surface ?? read.relation, canonical: [read.relation], start: 0, end: parsed.tokens.length - 1, form: 'frame' };
  }
  if (!read.residual) return undefined;
  const content = frame.split(' ').filter((word) => word !== 'NP' && !RESIDUAL_STOP_WORDS.has(word));
  if (content.length === 0) return undefined;
  const label = content.slice(0, 5).join(' ');
  return { surface: label, canonical: [label], start: 0, end: parsed.tokens.length - 1, form: 'residual' };
}

/** "the R of [type] E", the noun phrase of one relation applied to a (possibly typed) entity text. */
function relationPhrase(relation: string, subject: string): string {
  return `the ${relation} of ${subject}`;
}

function buildChain(parsed: ParsedQuestion, chain: ParsedChain): ChainDecomposition {
  const span = parsed.spans[chain.spanIndex] as EntitySpan;
  const steps = [...chain.steps];
  const outer = frameStep(parsed, chain);
  if (outer) steps.push(outer);
  const relations = steps.flatMap((step) => step.canonical);
  const surfaceRelations = steps.flatMap((step) => (step.canonical.length > 1 ? step.canonical : [step.surface]));
  const typedEntity = span.typeWord !== undefined ? `${span.typeWord} ${span.text}` : span.text;
  const first = steps[0] as ParsedRelationStep;
  const firstRelation = first.canonical.length > 1 ? (first.canonical[0] ?? first.surface) : first.surface;
  const firstHop =
    first.form === 'relative-clause' ? sliceText(parsed.tokens, first.start, first.end) : relationPhrase(firstRelation, typedEntity);
  // Second-hop template: the question with the first step's phrase replaced by the slot; a kinship
  // word standing for several relations leaves its outer relations around the slot.
  let replacement = HOP_SLOT;
  for (const rest of first.canonical.slice(1)) replacement = relationPhrase(rest, replacement);
  const secondHopTemplate =
    first.form === 'frame' || first.form === 'residual'
      ? parsed.question
      : `${textBefore(parsed, first.start)}${replacement}${textAfter(parsed, first.end)}`;
  const finalRelation = relations[relations.length - 1] ?? '';
  const answerType = questionAnswerType(parsed.question, finalRelation, parsed.lexicon);
  const result: ChainDecomposition = {
    kind: 'chain',
    topicEntity: span.text,
    relations,
    surfaceRelations,
    firstHop,
    firstHopQuestion: `${answerTypeOfRelation(relations[0] ?? '', parsed.lexicon) === 'person' ? 'Who' : 'What'} is ${firstHop}?`,
    bridge: relations[1] ?? '',
    secondHopTemplate,
    hops: relations.length,
    answerType,
  };
  if (span.typeWord !== undefined) result.topicType = span.typeWord;
  return result;
}

function textBefore(parsed: ParsedQuestion, index: number): string {
  const token = parsed.tokens[index];
  return token ? parsed.question.slice(0, token.start) : '';
}

function textAfter(parsed: ParsedQuestion, index: number): string {
  const token = parsed.tokens[index];
  return token ? parsed.question.slice(token.end) : '';
}

/** Answer type from the question word, then from the final relation. */
function questionAnswerType(question: string, finalRelation: string | undefined, lexicon: LexiconSetting): AnswerType {
  const lower = question.toLowerCase();
  if (/^how (?:many|much)\b|\bhow many\b/.test(lower)) return 'number';
  if (YES_NO_OPENERS.test(lower)) return 'yes-no';
  if (/^(?:when|in what year|what year|in which year)\b/.test(lower)) return 'date';
  if (/^(?:where|in what (?:city|country|place|town|state)|in which (?:city|country|place|town|state))\b/.test(lower)) return 'place';
  const byRelation = finalRelation ? answerTypeOfRelation(finalRelation, lexicon) : undefined;
  if (byRelation) return byRelation;
  if (/^(?:who|whom|whose)\b/.test(lower)) return 'person';
  if (/^(?:which|what) (?:country|city|state|place|town|continent|county|region)\b/.test(lower)) return 'place';
  return 'entity';
}

function buildComparison(parsed: ParsedQuestion, comparison: ReturnType<typeof parseComparison> & object): ComparisonDecomposition {
  const result: ComparisonDecomposition = {
    kind: 'comparison',
    subjects: comparison.subjects.map((span) => span.text),
    via: comparison.via,
    attribute: comparison.attribute,
    comparator: comparison.comparator,
    answerType: comparison.answerType,
  };
  if (comparison.via.length > 0) {
    result.subjectChains = comparison.subjects.map((span) => subjectChain(parsed, span, comparison.via, comparison.attribute));
  }
  return result;
}

/** The chain subject -via-> attribute for one compared subject ("the director of film X", then its date of birth). */
function subjectChain(parsed: ParsedQuestion, span: EntitySpan, via: string[], attribute: string): ChainDecomposition | null {
  if (!parsed.spans.includes(span)) return null;
  const typedEntity = span.typeWord !== undefined ? `${span.typeWord} ${span.text}` : span.text;
  let firstHop = typedEntity;
  for (const relation of via) firstHop = relationPhrase(relation, firstHop);
  const relations = [...via, attribute];
  let template = HOP_SLOT;
  for (const relation of via.slice(1)) template = relationPhrase(relation, template);
  const chain: ChainDecomposition = {
    kind: 'chain',
    topicEntity: span.text,
    relations,
    surfaceRelations: [...relations],
    firstHop,
    firstHopQuestion: `Who is ${firstHop}?`,
    bridge: relations[1] ?? '',
    secondHopTemplate: `What is ${relationPhrase(attribute, template)}?`,
    hops: relations.length,
    answerType: answerTypeOfRelation(attribute, parsed.lexicon) ?? 'entity',
  };
  if (span.typeWord !== undefined) chain.topicType = span.typeWord;
  return chain;
}
