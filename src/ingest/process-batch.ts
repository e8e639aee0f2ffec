import type { GraphWriter } from '../ports/graph-writer.js';
import type { PassageRecord } from '../ports/graph-records.js';
import type { IngestJobData, IngestJobResult } from './ingest-job.js';
import { buildPassage } from './build-passage.js';
import { analyzePassage } from '../nlp/index.js';
import type { LlmContext } from '../llm/llm-context.js';
import { extractTriplesPerCall } from '../llm/llm-openie.js';
import { HopgraphError } from '../errors/hopgraph-error.js';
import { LlmUsage } from '../llm/llm-usage.js';
import type { Embedder } from '../ports/embedder.js';
import { passageEmbeddingText } from '../embed/passage-embedding-text.js';
import { passageId, storedHashMatches, storedPassageHash } from './passage-ids.js';
import { EmbeddingModelChangedError } from '../embed/embedding-model-changed-error.js';

/**
 * Processes one batch: passages whose stored hash equals their content hash are skipped (nothing to
 * do), the others go through NLP and are written in one transaction (old content replaced).
 * Idempotent: running it twice, or concurrently with itself, leaves the same graph.
 */
export async function processBatch(store: GraphWriter, data: IngestJobData, llm?: LlmContext, embedder?: Embedder): Promise<IngestJobResult> {
  if (data.embed && !embedder) throw new HopgraphError('HOPGRAPH_EMBED_NOT_CONFIGURED', `this batch asks for --embed ${data.embed} but the worker has no embedder`);
  const embeddingModel = data.embed ? embedder!.modelId : undefined;
  if (embeddingModel && data.embeddingModel && embeddingModel !== data.embeddingModel) {
    // A worker configured with another model than the ingest recorded on the collection: never mix.
    throw new EmbeddingModelChangedError(data.collection ?? 'default', data.embeddingModel, embeddingModel);
  }
  const tripleSource = data.triples ?? 'rules';
  if (tripleSource !== 'rules' && !llm) {
    throw new HopgraphError('HOPGRAPH_LLM_NOT_CONFIGURED', `this batch asks for --triples ${tripleSource} but the worker has no LLM configured`, {
      hint: 'set OPENAI_BASE_URL (and OPENAI_API_KEY for hosted APIs) where the workers run',
    });
  }
  const keyed = new Map<string, IngestJobData['records'][number]>();
  for (const record of data.records) keyed.set(passageId(record.id, record.title, record.text), record);
  const stored = await store.passageHashes([...keyed.keys()]);
  const nlpStart = performance.now();
  const passages: PassageRecord[] = [];
  let unchanged = 0;
  let bytes = 0;
  const changed: Array<{ id: string; title: string; text: string; topic?: string }> = [];
  for (const [id, record] of keyed) {
    bytes += record.bytes;
    // Unchanged: same content, and, when this batch embeds, already a vector of this model.
    const state = stored.get(id);
    if (storedHashMatches(state, storedPassageHash(record.title, record.text, tripleSource)) && (!embeddingModel || state?.embeddingModel === embeddingModel)) unchanged += 1;
    else changed.push({ id, title: record.title, text: record.text, ...(record.topic !== undefined ? { topic: record.topic } : {}) });
  }
  const usage = new LlmUsage();
  const llmFailures = { passages: 0, reasons: [] as string[] };
  const vectors = embedder && data.embed && changed.length > 0 ? await embedder.embedDocuments(changed.map((input) => passageEmbeddingText(input))) : undefined;
  const embeddingOf = (index: number): { embedding?: { vector: number[]; model: string } } =>
    vectors ? { embedding: { vector: Array.from(vectors[index]!), model: embeddingModel! } } : {};
  if (tripleSource === 'rules') {
    changed.forEach((input, index) => passages.push(buildPassage(input, embeddingOf(index))));
  } else {
    const analyses = changed.map((input) => analyzePassage({ title: input.topic ?? input.title, text: input.text }));
    const extraction = await extractTriplesPerCall(
      changed.map((input, index) => ({ title: input.topic ?? input.title, sentences: analyses[index]!.sentences.map((sentence) => sentence.text) })),
      llm!,
      usage,
      { stopAtFirstFailure: tripleSource === 'llm' },
    );
    // --triples llm has nothing to write without the LLM: the batch fails (retriable) and BullMQ retries it.
    if (tripleSource === 'llm' && extraction.failures[0]) throw extraction.failures[0].error;
    // --triples both keeps the rule triples of passages whose LLM call failed, stored as rules-only
    // (their hash says so, so the next `both` ingest extracts them again), and reports them.
    for (const failure of extraction.failures) {
      llmFailures.passages += failure.passages.length;
      if (llmFailures.reasons.length < 5) llmFailures.reasons.push(failure.error.message);
    }
    const failed = new Set(extraction.failures.flatMap((failure) => failure.passages));
    changed.forEach((input, index) =>
      passages.push(
        buildPassage(input, failed.has(index)
          ? { analysis: analyses[index]!, triples: 'rules', ...embeddingOf(index) }
          : { analysis: analyses[index]!, triples: tripleSource, llmTriples: extraction.triples[index]!, ...embeddingOf(index) }),
      ),
    );
  }
  const passagesWithoutTriples = passages.filter((passage) => passage.sentences.every((sentence) => sentence.triples.length === 0)).map((passage) => passage.id);
  const nlpMs = performance.now() - nlpStart;
  const writeStart = performance.now();
  // Document passages, changed or not: their links and provenance (lines move when the file is edited above them).
  const links = [...keyed].filter(([, record]) => record.document && record.source).map(([id, record]) => ({ passageId: id, document: record.document!, source: record.source! }));
  const summary = await store.writePassages(passages, links);
  return {
    passages: keyed.size,
    unchanged,
    sentences: summary.sentences,
    triples: summary.triples,
    bytes,
    passagesWithoutTriples: passagesWithoutTriples.slice(0, 20),
    passagesWithoutTriplesCount: passagesWithoutTriples.length,
    llmCalls: usage.calls,
    llmTokens: usage.tokens,
    ...(llmFailures.passages > 0 ? { llmFailedPassages: llmFailures.passages, llmFailures: llmFailures.reasons } : {}),
    ...(embeddingModel ? { embeddingModel } : {}),
    nlpMs,
    writeMs: performance.now() - writeStart,
  };
}
