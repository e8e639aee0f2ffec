import { z } from 'zod';
import { MAX_QUESTION_LENGTH } from '../modes/search.js';
import { searchOptionsSchema } from '../modes/search-options.js';
import type { SearchResult } from '../modes/search-result.js';

/**
 * The HTTP API's request and response schemas. Search requests are built from the public API's own
 * `searchOptionsSchema` (the fields and defaults `search()` validates with); the mode's own options
 * go in `options`, exactly as `hg.search(question, { ...options })` takes them.
 */

const collection = z.string().min(1).max(64).describe('the collection to work in (default: the server\'s configured collection, "default" unless set)');

/** Mode options a remote caller may not set: they name server-side files or objects. */
export const SERVER_ONLY_MODE_OPTIONS = ['trajectoriesFile', 'traceStore', 'signal'] as const;

const { mode, topK, retriever, evidencePerPassage, budgets, lexicon, origin, excludeOrigins } = searchOptionsSchema.shape;

export const searchRequestSchema = z
  .object({
    question: z.string().min(1).max(MAX_QUESTION_LENGTH).describe('the question, in English'),
    collection: collection.optional(),
    mode: mode.describe('single (BM25, default) | rarag | hop-rrf | megrag | walk | auto — GET /v1/modes lists them'),
    topK,
    retriever,
    evidencePerPassage,
    budgets,
    lexicon,
    origin: origin.describe('search only passages of these documents: paths or globs relative to the ingest root, e.g. "notes/**" (one string or a list; record passages are left out)'),
    excludeOrigins: excludeOrigins.describe('never search passages of these documents, e.g. ["drafts/**"] (record passages stay in)'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('the mode\'s own options, e.g. {"maxHops": 2} for hop-rrf (`hopgraph query --option key=value`)'),
    timeoutMs: z.number().int().min(1).max(3_600_000).optional().describe('stop the search after this many milliseconds (504); at most the server\'s own timeout'),
  })
  .strict();
export type SearchRequest = z.output<typeof searchRequestSchema>;

export const answerRequestSchema = searchRequestSchema.extend({
  mode: z.string().optional().describe('default: megrag when registered, else auto, else single'),
});
export type AnswerRequest = z.output<typeof answerRequestSchema>;

const matchedSentence = z.object({ id: z.string(), text: z.string(), score: z.number() });
const matchedTriple = z.object({ id: z.string(), subject: z.string(), relation: z.string(), object: z.string(), score: z.number() });
const rankedPassage = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number(),
  hop: z.number().optional(),
  sentences: z.array(matchedSentence),
  triples: z.array(matchedTriple),
});

/** The same JSON as `hopgraph query --json` (the public API's SearchResult). */
export const searchResultSchema = z.object({
  mode: z.string(),
  question: z.string(),
  passages: z.array(rankedPassage),
  answer: z.string().nullable(),
  llmCalls: z.number(),
  tokens: z.number(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  llmCacheHits: z.number(),
  llmRetries: z.number(),
  llmFailedCalls: z.number(),
  ms: z.number(),
  trace: z.unknown().optional(),
  route: z.object({ mode: z.string(), reason: z.string() }).optional(),
  rankedIds: z.array(z.string()).optional(),
});

export const collectionQuerySchema = z.object({ collection: collection.optional() }).strict();

/** The origin scope of a graph query: repeat the parameter for several patterns (`?origin=notes&origin=wiki/**`). */
const graphScope = {
  origin: origin.describe('only what passages of these documents say: paths or globs relative to the ingest root, e.g. "notes/**" (repeatable; record passages are left out)'),
  excludeOrigins: excludeOrigins.describe('nothing from passages of these documents, e.g. "drafts/**" (repeatable; record passages stay in)'),
};

export const entityQuerySchema = z.object({ name: z.string().min(1).max(500).describe('an entity name or key'), collection: collection.optional(), ...graphScope }).strict();

export const triplesQuerySchema = z
  .object({
    subject: z.string().min(1).max(500).optional(),
    relation: z.string().min(1).max(500).optional().describe('words the relation phrase must contain'),
    object: z.string().min(1).max(500).optional(),
    limit: z.coerce.number().int().min(1).max(10_000).optional(),
    collection: collection.optional(),
    ...graphScope,
  })
  .strict();

export const neighboursQuerySchema = z
  .object({
    entity: z.string().min(1).max(500),
    depth: z.coerce.number().int().min(1).max(3).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    collection: collection.optional(),
    ...graphScope,
  })
  .strict();

export const pathsQuerySchema = z
  .object({
    from: z.string().min(1).max(500),
    to: z.string().min(1).max(500),
    maxHops: z.coerce.number().int().min(1).max(4).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    collection: collection.optional(),
    ...graphScope,
  })
  .strict();

export const passageParamsSchema = z.object({ id: z.string().min(1).max(1000) }).strict();
export const collectionParamsSchema = z.object({ collection }).strict();
export const jobParamsSchema = z.object({ id: z.string().uuid() }).strict();

/** One record to ingest: `{id?, title?, text}`, as `hopgraph ingest` reads them from JSON lines. */
const ingestRecord = z.looseObject({ id: z.union([z.string(), z.number()]).optional(), title: z.string().optional(), text: z.string() });

export const ingestRequestSchema = z
  .object({
    records: z.array(ingestRecord).min(1).describe('the records (documents) to ingest; a record whose id exists is replaced when its text changed'),
    triples: z.enum(['rules', 'llm', 'both']).optional(),
    embed: z.enum(['none', 'local', 'openai']).optional(),
    reembed: z.boolean().optional(),
    sync: z.boolean().optional().describe('afterwards, delete the collection\'s passages these records do not contain'),
    batchSize: z.number().int().min(1).max(5000).optional(),
    inProcessWorkers: z.boolean().optional().describe('false: leave the batches to standalone `hopgraph worker` processes'),
  })
  .strict();
export type IngestRequest = z.output<typeof ingestRequestSchema>;

export const deleteRequestSchema = z.object({ ids: z.array(z.string().min(1)).min(1).max(100_000) }).strict();

export const jobAcceptedSchema = z.object({ jobId: z.string(), status: z.literal('running'), statusUrl: z.string() });

export const jobStatusSchema = z.object({
  jobId: z.string(),
  collection: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  progress: z.object({
    recordsEnqueued: z.number(),
    batchesEnqueued: z.number(),
    batchesDone: z.number(),
    batchesFailed: z.number(),
    passagesDone: z.number(),
    recordsRejected: z.number(),
  }),
  summary: z.unknown().nullable(),
  error: z.object({ code: z.string(), message: z.string(), retriable: z.boolean() }).nullable(),
});
export type JobStatus = z.output<typeof jobStatusSchema>;

/** RFC 9457 problem details, with hopgraph's stable error code and whether retrying can help. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  code: z.string(),
  retriable: z.boolean(),
  hint: z.string().optional(),
});
export type Problem = z.output<typeof problemSchema>;

// The response schema describes the public API's SearchResult exactly (fails to compile when either drifts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const searchResultMatches: Same<z.output<typeof searchResultSchema>, SearchResult> = true;
void searchResultMatches;
