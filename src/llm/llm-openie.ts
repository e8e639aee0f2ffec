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

/** A group of passages (one LLM call) whose extraction failed. */
export interface OpenIeFailure {
  /** Indexes (into the input) of the passages of the failed call. */
  passages: number[];
  error: Error;
}

export interface OpenIeResult {
  /** One entry per input passage: triples per sentence index (empty for passages of failed calls). */
  triples: ExtractedTriple[][][];
  failures: OpenIeFailure[];
}

/**
 * LLM OpenIE: triples for every sentence of the passages, batched several passages per call. The
 * result has one entry per input passage, each a list of triples per sentence index (the same graph
 * shape as the rule-based extractor; confidence 0.9, rule 'llm'). A call that fails (after the
 * client's retries and the repair attempt) does not stop the others: its passages are listed in
 * `failures` with the error, and the caller decides (`--triples llm` fails the batch, `both` keeps
 * the rule triples).
 */
export async function extractTriplesPerCall(passages: OpenIeInput[], llm: LlmContext, usage: LlmUsage, options: { stopAtFirstFailure?: boolean } = {}): Promise<OpenIeResult> {
  const result: ExtractedTriple[][][] = passages.map((passage) => passage.sentences.map(() => []));
  const failures: OpenIeFailure[] = [];
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
    let value: z.infer<typeof replySchema>;
    try {
      ({ value } = await structuredCall(OPENIE_PROMPT, input, replySchema, { model: llm.model, cache: llm.cache, usage, role: 'extraction' }));
    } catch (error) {
      failures.push({ passages: group, error: error instanceof Error ? error : new Error(String(error)) });
      if (options.stopAtFirstFailure) break;
      continue;
    }
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
  return { triples: result, failures };
}

/** `extractTriplesPerCall` for callers that need every passage extracted: the first failed call's error is thrown. */
export async function extractTriplesWithLlm(passages: OpenIeInput[], llm: LlmContext, usage: LlmUsage): Promise<ExtractedTriple[][][]> {
  const { triples, failures } = await extractTriplesPerCall(passages, llm, usage, { stopAtFirstFailure: true });
  if (failures[0]) throw failures[0].error;
  return triples;
}
