import { z } from 'zod';
import { DECOMPOSE_PROMPT } from '../../llm/prompts.js';
import { structuredCall } from '../../llm/structured-call.js';
import { analyzeQuestion, HOP_SLOT, questionEntities, questionKeywords, type ChainDecomposition, type LexiconSetting, type QuestionAnalysis } from '../../question/index.js';
import type { ModeContext } from '../retrieval-mode.js';

const decompositionSchema = z.object({
  kind: z.enum(['chain', 'comparison', 'single']),
  firstHop: z.string().optional(),
  secondHopTemplate: z.string().optional(),
  subjects: z.array(z.string().min(1)).optional(),
  comment: z.string().optional(),
});

export type DecomposerChoice = 'rules' | 'llm' | 'rules-then-llm';

export interface Decomposition {
  analysis: QuestionAnalysis;
  /** Which decomposer produced `analysis`. */
  decomposer: 'rules' | 'llm';
  /** The LLM's comment on why it split the question this way. */
  comment?: string;
  /** Why the LLM path was not used (no LLM configured, failure, budget), when it was asked for. */
  fallbackReason?: string;
}

/**
 * Sub-queries of an LLM decomposition that retrieval consumes: the first hop A and the second-hop
 * template B' (filled with the bridge entity found by A). Why two: the prompt asks for exactly that
 * split, small local models (the 8B class this must run on) are reliable for one bridge but drift
 * on longer splits, every further LLM sub-query is one more retrieval round whose errors compound
 * on the bridge read before it, and the questions of our three datasets are overwhelmingly two-hop.
 * A longer chain the rules found is cut to its first two relations: the LLM's template already
 * words everything after the bridge, and the original question's own search still covers the rest.
 * Comparisons keep two subjects for the same reason.
 */
const MAX_LLM_SUB_QUERIES = 2;

/** The rule chain with the LLM's sub-queries in place of its own, cut to MAX_LLM_SUB_QUERIES hops. */
function withLlmSubQueries(rules: ChainDecomposition, firstHop: string, template: string): ChainDecomposition {
  return {
    ...rules,
    // chain-retrieval searches `firstHop` at hop 0: the LLM's first hop replaces the rules' noun phrase.
    firstHop,
    firstHopQuestion: firstHop,
    secondHopTemplate: template,
    relations: rules.relations.slice(0, MAX_LLM_SUB_QUERIES),
    surfaceRelations: rules.surfaceRelations.slice(0, MAX_LLM_SUB_QUERIES),
    hops: Math.min(rules.hops, MAX_LLM_SUB_QUERIES),
  };
}

/** Builds the analyzer's shape from the LLM's two sub-queries, keeping the rule analysis where it agrees. */
function fromLlm(question: string, reply: z.infer<typeof decompositionSchema>, lexicon: LexiconSetting): QuestionAnalysis | undefined {
  const rules = analyzeQuestion(question, { lexicon });
  if (reply.kind === 'single') return { kind: 'unsplittable', reason: `the LLM sees one hop: ${reply.comment ?? ''}`.trim(), answerType: rules.answerType, entities: questionEntities(question, lexicon) };
  if (reply.kind === 'comparison') {
    if (rules.kind === 'comparison') return rules;
    if (!reply.subjects || reply.subjects.length < 2) return undefined;
    return { kind: 'comparison', subjects: reply.subjects.slice(0, MAX_LLM_SUB_QUERIES), via: [], attribute: questionKeywords(question).join(' '), comparator: 'other', answerType: rules.answerType };
  }
  const firstHop = reply.firstHop?.trim();
  const template = reply.secondHopTemplate?.trim();
  if (!firstHop || !template || !template.includes(HOP_SLOT)) return undefined;
  if (rules.kind === 'chain') return withLlmSubQueries(rules, firstHop, template);
  const topicEntity = questionEntities(firstHop, lexicon)[0] ?? questionEntities(question, lexicon)[0];
  if (!topicEntity) return undefined;
  const topicWords = new Set(topicEntity.toLowerCase().split(/\s+/));
  const firstRelation = questionKeywords(firstHop).filter((word) => !topicWords.has(word.toLowerCase())).join(' ') || 'related';
  const secondRelation = questionKeywords(template.replace(HOP_SLOT, ' ')).join(' ') || 'related';
  const chain: ChainDecomposition = {
    kind: 'chain',
    topicEntity,
    relations: [firstRelation, secondRelation],
    surfaceRelations: [firstRelation, secondRelation],
    firstHop,
    firstHopQuestion: firstHop,
    bridge: secondRelation,
    secondHopTemplate: template,
    hops: MAX_LLM_SUB_QUERIES,
    answerType: rules.answerType,
  };
  return chain;
}

async function askLlm(question: string, context: ModeContext, lexicon: LexiconSetting): Promise<{ analysis?: QuestionAnalysis; comment?: string; failure?: string }> {
  if (!context.llm || !context.llmUsage) return { failure: 'no LLM is configured (set OPENAI_BASE_URL)' };
  try {
    const { value } = await structuredCall(DECOMPOSE_PROMPT, JSON.stringify({ question }), decompositionSchema, {
      model: context.llm.model,
      cache: context.llm.cache,
      usage: context.llmUsage,
      role: 'reasoning',
    });
    const analysis = fromLlm(question, value, lexicon);
    return analysis ? { analysis, ...(value.comment ? { comment: value.comment } : {}) } : { failure: 'the LLM decomposition was unusable (no [HOP] slot or no entity)' };
  } catch (error) {
    return { failure: `LLM decomposition failed: ${(error as Error).message}` };
  }
}

/**
 * Decomposes with the chosen decomposer: `rules` (wink, no LLM), `llm` (the LLM, falling back to the
 * rules on any failure: no LLM, timeout or spent budget, invalid output after the repair attempt, an
 * unusable split), or `rules-then-llm` (the rules, and the LLM only for what they decline). Every
 * fallback emits a `warning` event and is named in the trace (`decomposerFallback`).
 */
export async function decompose(question: string, choice: DecomposerChoice, context: ModeContext, lexicon: LexiconSetting = 'full'): Promise<Decomposition> {
  if (choice === 'rules') return { analysis: analyzeQuestion(question, { lexicon }), decomposer: 'rules' };
  if (choice === 'rules-then-llm') {
    const rules = analyzeQuestion(question, { lexicon });
    if (rules.kind !== 'unsplittable') return { analysis: rules, decomposer: 'rules' };
    const llm = await askLlm(question, context, lexicon);
    if (llm.analysis) return { analysis: llm.analysis, decomposer: 'llm', ...(llm.comment ? { comment: llm.comment } : {}) };
    context.onEvent?.({ type: 'warning', message: `rarag: ${llm.failure}; keeping the rule-based analysis` });
    return { analysis: rules, decomposer: 'rules', fallbackReason: llm.failure ?? 'unknown' };
  }
  const llm = await askLlm(question, context, lexicon);
  if (llm.analysis) return { analysis: llm.analysis, decomposer: 'llm', ...(llm.comment ? { comment: llm.comment } : {}) };
  context.onEvent?.({ type: 'warning', message: `rarag: ${llm.failure}; using the rule-based decomposer` });
  return { analysis: analyzeQuestion(question, { lexicon }), decomposer: 'rules', fallbackReason: llm.failure ?? 'unknown' };
}
