import { z } from 'zod';
import type { ExtractedTriple } from '../nlp/index.js';
import type { LlmContext } from './llm-context.js';
import type { LlmUsage } from './llm-usage.js';
import { OPENIE_PROMPT } from './prompts.js';
import { structuredCall } from './structured-call.js';

const replySchema = z.object({
  passages: z.array(
    z.object({
      passage: z.number().int().min(0),
      triples: z.array(
        z.object({
          sentence: z.number().int().min(0),
          subject: z.string().trim().min(1).max(300),
          relation: z.string().trim().min(1).max(200),
          object: z.string().trim().min(1).max(300),
        }),
      ),
    }),
  ),
});

export interface OpenIeInput {
  title: string;
  sentences: string[];
}

/** Most characters of passage text per LLM call: passages are batched up to it. */
const MAX_CHARACTERS_PER_CALL = 6000;

/**
 * LLM OpenIE: triples for every sentence of the passages, batched several passages per call. The
 * result has one entry per input passage, each a list of triples per sentence index (the same graph
 * shape as the rule-based extractor; confidence 0.9, rule 'llm').
 */
export async function extractTriplesWithLlm(passages: OpenIeInput[], llm: LlmContext, usage: LlmUsage): Promise<ExtractedTriple[][][]> {
  const result: ExtractedTriple[][][] = passages.map((passage) => passage.sentences.map(() => []));
  const groups: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  passages.forEach((passage, index) => {
    const size = passage.title.length + passage.sentences.reduce((sum, sentence) => sum + sentence.length, 0);
    if (current.length > 0 && characters + size > MAX_CHARACTERS_PER_CALL) {
      groups.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += size;
  });
  if (current.length > 0) groups.push(current);
  for (const group of groups) {
    const input = JSON.stringify({ passages: group.map((index, position) => ({ passage: position, title: passages[index]!.title, sentences: passages[index]!.sentences })) });
    const { value } = await structuredCall(OPENIE_PROMPT, input, replySchema, { model: llm.model, cache: llm.cache, usage, role: 'extraction' });
    for (const item of value.passages) {
      const passageIndex = group[item.passage];
      if (passageIndex === undefined) continue;
      const sentences = result[passageIndex]!;
      for (const triple of item.triples) {
        const bucket = sentences[triple.sentence];
        if (!bucket) continue;
        bucket.push({ subject: triple.subject, relation: triple.relation, object: triple.object, negated: /\bnot\b|\bnever\b/i.test(triple.relation), passive: /\bby$/i.test(triple.relation), confidence: 0.9, rule: 'llm' });
      }
    }
  }
  return result;
}
