import type { LlmContext } from '../llm/llm-context.js';
import { extractTriplesWithLlm } from '../llm/llm-openie.js';
import { LlmUsage } from '../llm/llm-usage.js';
import type { CarbExtraction } from './carb-extraction.js';
import { tripleToCarb } from './extract-carb.js';

/**
 * The LLM backend of ingestion (`--triples llm`) on one sentence a line, in CaRB's shape: each sentence is
 * sent as a passage of one sentence without a title (the calls batch several), and each triple becomes
 * (relation, subject, object) with the confidence the LLM path gives its triples. Returns the extractions
 * in input order and what the calls cost.
 */
export async function extractCarbWithLlm(sentences: readonly string[], llm: LlmContext): Promise<{ extractions: CarbExtraction[]; calls: number; tokens: number }> {
  const usage = new LlmUsage();
  const triples = await extractTriplesWithLlm(sentences.map((sentence) => ({ title: '', sentences: [sentence] })), llm, usage);
  const extractions: CarbExtraction[] = [];
  sentences.forEach((sentence, index) => {
    for (const triple of triples[index]?.[0] ?? []) extractions.push(tripleToCarb(sentence, triple));
  });
  return { extractions, calls: usage.calls, tokens: usage.tokens };
}
