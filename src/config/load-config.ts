import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';
import { configSchema, type HopgraphConfig } from './config-schema.js';

type Overrides = Record<string, unknown>;

/** Environment variables and the config path each one sets. */
export const environmentVariables: Record<string, string | string[]> = {
  NEO4J_URI: 'neo4j.uri',
  NEO4J_USERNAME: 'neo4j.username',
  NEO4J_PASSWORD: 'neo4j.password',
  NEO4J_DATABASE: 'neo4j.database',
  REDIS_URL: 'redis.url',
  HOPGRAPH_COLLECTION: 'collection',
  HOPGRAPH_DATA_DIR: 'dataDir',
  HOPGRAPH_NEO4J_HEAP: 'embedded.heap',
  HOPGRAPH_NEO4J_PAGECACHE: 'embedded.pageCache',
  HOPGRAPH_HTTP_PORT: 'embedded.httpPort',
  HOPGRAPH_QUEUE: 'ingest.queue',
  HOPGRAPH_BATCH_SIZE: 'ingest.batchSize',
  HOPGRAPH_CONCURRENCY: 'ingest.concurrency',
  HOPGRAPH_LOCK_DURATION_MS: 'ingest.lockDurationMs',
  HOPGRAPH_STALLED_INTERVAL_MS: 'ingest.stalledIntervalMs',
  HOPGRAPH_EMBED_PROVIDER: 'embed.provider',
  HOPGRAPH_EMBED_MODEL: 'embed.localModel',
  HOPGRAPH_EMBED_MODEL_DIR: 'embed.modelDir',
  HOPGRAPH_EMBED_BATCH_SIZE: 'embed.batchSize',
  HOPGRAPH_EMBED_THREADS: 'embed.threads',
  OPENAI_BASE_URL: 'llm.baseUrl',
  OPENAI_API_KEY: 'llm.apiKey',
  HOPGRAPH_LLM_MODEL: ['llm.extractionModel', 'llm.reasoningModel'],
  HOPGRAPH_LLM_EXTRACTION_MODEL: 'llm.extractionModel',
  HOPGRAPH_LLM_REASONING_MODEL: 'llm.reasoningModel',
  HOPGRAPH_LLM_TIMEOUT_MS: 'llm.timeoutMs',
};

const numericPaths = new Set(['embed.batchSize', 'embed.threads', 'ingest.lockDurationMs', 'ingest.stalledIntervalMs', 'llm.timeoutMs', 'ingest.batchSize', 'ingest.concurrency', 'ingest.maxRecordBytes', 'ingest.attempts', 'embedded.httpPort', 'embedded.startTimeoutSeconds']);

function setPath(target: Overrides, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Overrides;
  }
  node[parts[parts.length - 1]!] = value;
}

function deepMerge(base: Overrides, top: Overrides): Overrides {
  const merged: Overrides = { ...base };
  for (const [key, value] of Object.entries(top)) {
    if (value === undefined) continue;
    const existing = merged[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof existing === 'object' && existing !== null) {
      merged[key] = deepMerge(existing as Overrides, value as Overrides);
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

function fromEnvironment(environment: NodeJS.ProcessEnv): Overrides {
  const result: Overrides = {};
  // Entries later in the table win, so the specific HOPGRAPH_LLM_*_MODEL override HOPGRAPH_LLM_MODEL.
  for (const [name, paths] of Object.entries(environmentVariables)) {
    const raw = environment[name];
    if (raw === undefined || raw === '') continue;
    for (const path of Array.isArray(paths) ? paths : [paths]) {
      if (numericPaths.has(path)) {
        const number = Number(raw);
        if (!Number.isFinite(number)) throw new ConfigError(`${name}=${JSON.stringify(raw)} is not a number`);
        setPath(result, path, number);
      } else {
        setPath(result, path, raw);
      }
    }
  }
  return result;
}

function fromFile(path: string, required: boolean): Overrides {
  if (!existsSync(path)) {
    if (required) throw new ConfigError(`config file ${path} does not exist`);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError(`config file ${path}: the top level must be a JSON object`);
    }
    return parsed as Overrides;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`config file ${path}: ${(error as Error).message}`);
  }
}

function describeIssues(error: z.ZodError, sources: string): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)
    .join('; ')
    .concat(` (from ${sources})`);
}

export interface LoadConfigOptions {
  /** Highest precedence: command-line flags or API options, as a partial config object. */
  overrides?: Overrides;
  /** A JSON config file; default `hopgraph.config.json` in the working directory if it exists, or $HOPGRAPH_CONFIG. */
  file?: string;
  environment?: NodeJS.ProcessEnv;
}

/**
 * Loads and validates the configuration once. Precedence, lowest to highest:
 * defaults → config file → environment variables → flags/API options.
 */
export function loadConfig(options: LoadConfigOptions = {}): HopgraphConfig {
  const environment = options.environment ?? process.env;
  const explicitFile = options.file ?? environment.HOPGRAPH_CONFIG;
  const filePath = resolve(explicitFile ?? 'hopgraph.config.json');
  const layers = deepMerge(deepMerge(fromFile(filePath, explicitFile !== undefined), fromEnvironment(environment)), options.overrides ?? {});
  const parsed = configSchema.safeParse(layers);
  if (!parsed.success) {
    throw new ConfigError(
      `invalid configuration: ${describeIssues(parsed.error, `defaults, ${filePath}, environment and flags`)}`,
      'run `hopgraph config` to see the effective configuration',
    );
  }
  return parsed.data;
}

/** A URL with its credentials (`user:password@`) replaced by `***`, for messages and printing. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, (_match, credentials: string) => (credentials ? '//***@' : '//'));
}

/** The configuration with secrets replaced, for printing. */
export function redactConfig(config: HopgraphConfig): HopgraphConfig {
  return {
    ...config,
    neo4j: { ...config.neo4j, password: config.neo4j.password ? '***' : '' },
    redis: { ...config.redis, url: redactUrl(config.redis.url) },
    llm: { ...config.llm, ...(config.llm.apiKey ? { apiKey: '***' } : {}) },
  };
}
