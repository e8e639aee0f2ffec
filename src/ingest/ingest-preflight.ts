import type { HopgraphConfig } from '../config/config-schema.js';
import { chunkOptionsOf, type ChunkOptions } from '../documents/chunk-options.js';
import { InputError } from '../errors/input-error.js';
import type { GraphDatabase } from '../ports/graph-database.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import type { IngestOptions } from './ingest-options.js';
import { walkInputs, type InputFile } from './walk-inputs.js';

/** An ingest run's settings once its options are checked and its inputs found. */
export interface IngestPlan {
  wait: boolean;
  /** Workers run in this process (waiting, and not told to rely on standalone workers). */
  inProcess: boolean;
  batchSize: number;
  concurrency: number;
  /** How many rejections (and other ids) the summary lists. */
  maxListed: number;
  /** The files to read (directories walked), in order. */
  inputFiles: InputFile[];
  /** Files in the given directories that are not read. */
  ignoredFiles: number;
  chunk: ChunkOptions;
  /** The embedding provider, when the run embeds. */
  embed: 'local' | 'openai' | undefined;
}

/**
 * Before anything is enqueued: the options make sense together (a bad one is an InputError naming
 * the flag), the inputs are found, Redis and Neo4j answer, and the schema is in place.
 */
export async function ingestPreflight(config: Pick<HopgraphConfig, 'ingest' | 'redis'>, store: GraphDatabase, options: IngestOptions): Promise<IngestPlan> {
  const wait = options.wait ?? true;
  const inputs = options.files ?? [];
  if (inputs.length === 0 && options.records === undefined && !options.reembed) throw new InputError('nothing to ingest: give files or records');
  const walked = await walkInputs(inputs, options.documents ?? {});
  const chunk: ChunkOptions = chunkOptionsOf(options.documents);
  if (!Number.isInteger(chunk.targetWords) || chunk.targetWords < 1) throw new InputError('the passage size (--chunk-words) must be a positive integer');
  if (!Number.isInteger(chunk.overlapWords) || chunk.overlapWords < 0 || chunk.overlapWords >= chunk.targetWords) {
    throw new InputError('the overlap (--chunk-overlap) must be a whole number of words below the passage size (--chunk-words)');
  }
  if (!Number.isInteger(chunk.minWords) || chunk.minWords < 0 || chunk.minWords > chunk.targetWords) {
    throw new InputError('the words a passage ends a paragraph at (--chunk-min-words) must be a whole number from 0 to the passage size (--chunk-words)');
  }
  const embed = options.embed && options.embed !== 'none' ? options.embed : undefined;
  if (options.reembed && !embed) throw new InputError('--reembed needs --embed local or --embed openai (the model to re-embed with)');
  if (options.reembed && !wait) throw new InputError('--reembed needs to wait for the ingest to finish (drop --no-wait)');
  await assertRedisReachable(config);
  await store.verify();
  await store.applySchema();
  return {
    wait,
    inProcess: wait && (options.inProcessWorkers ?? true),
    batchSize: options.batchSize ?? config.ingest.batchSize,
    concurrency: options.concurrency ?? config.ingest.concurrency,
    maxListed: options.maxListedErrors ?? 100,
    inputFiles: walked.files,
    ignoredFiles: walked.ignored,
    chunk,
    embed,
  };
}
