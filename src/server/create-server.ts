import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CancelledError } from '../errors/cancelled-error.js';
import { isHopgraphError } from '../errors/hopgraph-error.js';
import { InputError } from '../errors/input-error.js';
import { validateCollectionName } from '../graph/collection.js';
import type { Hopgraph, SearchCallOptions } from '../hopgraph.js';
import { createHopgraphMcpServer } from '../mcp/hopgraph-mcp-server.js';
import { modeNames } from '../modes/mode-registry.js';
import type { ModeEvent } from '../modes/retrieval-mode.js';
import type { SearchResult } from '../modes/search-result.js';
import { assertRedisReachable } from '../queue/redis-connection.js';
import {
  SERVER_ONLY_MODE_OPTIONS,
  answerRequestSchema,
  collectionParamsSchema,
  collectionQuerySchema,
  deleteRequestSchema,
  entityQuerySchema,
  ingestRequestSchema,
  jobAcceptedSchema,
  jobParamsSchema,
  jobStatusSchema,
  neighboursQuerySchema,
  passageParamsSchema,
  pathsQuerySchema,
  problemSchema,
  searchRequestSchema,
  searchResultSchema,
  triplesQuerySchema,
  type SearchRequest,
} from './api-schemas.js';
import { IngestJobs } from './ingest-jobs.js';
import { PROBLEM_CONTENT_TYPE, problemFor } from './problem-details.js';
import { QueueDepth } from './queue-depth.js';
import { RequestError } from './request-error.js';
import type { ServerSettings } from './server-settings.js';
import { ServerMetrics } from './server-metrics.js';
import { mountMcpRoute } from '../mcp/mcp-http-route.js';

/** Routes any client may call without a key (orchestrators probe them). */
const OPEN_ROUTES = new Set(['/healthz', '/readyz']);
/** Collection handles kept open at once (a handle holds no connection; this bounds the map). */
const MAX_HANDLES = 256;
/** An SSE comment this often keeps idle proxies from closing a long stream. */
const SSE_HEARTBEAT_MS = 15_000;

export interface HopgraphServer {
  readonly app: FastifyInstance;
  readonly metrics: ServerMetrics;
  /** Stops accepting requests, stops running ingest jobs' enqueuing, closes the server's own connections (not `hg`). */
  close(): Promise<void>;
}

const digest = (key: string): Buffer => createHash('sha256').update(key).digest();

/**
 * The HTTP API over one hopgraph handle (`createHopgraph`): search, answer, graph queries,
 * collections, ingestion and deletion, OpenAPI at /openapi.json, Prometheus metrics at /metrics,
 * MCP at /mcp. Every error is an RFC 9457 problem carrying hopgraph's code.
 */
export async function createServer(hg: Hopgraph, settings: ServerSettings): Promise<HopgraphServer> {
  const app = Fastify({
    logger: settings.log ? { level: 'info' } : false,
    bodyLimit: settings.bodyLimitBytes,
    // Never trust X-Forwarded-For by default: the rate limit keys on the socket's address.
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const queueDepth = new QueueDepth(hg.config);
  const jobs = new IngestJobs();
  const metrics = new ServerMetrics(queueDepth, () => jobs.runningCount);
  const keyDigests = settings.apiKeys.map(digest);

  const handles = new Map<string, Hopgraph>();
  const handleFor = (collection: string | undefined): Hopgraph => {
    const name = validateCollectionName(collection ?? hg.collection);
    let handle = handles.get(name);
    if (!handle) {
      handle = name === hg.collection ? hg : hg.withCollection(name);
      if (handles.size >= MAX_HANDLES) handles.delete(handles.keys().next().value!);
      handles.set(name, handle);
    }
    return handle;
  };

  app.setErrorHandler((error, request, reply) => {
    const problem = problemFor(error, request.url);
    if (problem.code === 'HOPGRAPH_INTERNAL') request.log.error(error);
    if (problem.code === 'HOPGRAPH_INTERNAL' && !settings.log) process.stderr.write(`hopgraph serve: ${request.method} ${request.url}: ${(error as Error).stack ?? String(error)}\n`);
    if (problem.retriable && (problem.status === 503 || problem.status === 429) && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problemFor(new RequestError(404, 'HOPGRAPH_NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`), request.url)),
  );

  // Metrics of every request, hijacked ones (event streams, MCP) included: counted when the response ends.
  app.addHook('onRequest', async (request, reply) => {
    const started = performance.now();
    reply.raw.once('close', () => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.raw.statusCode, (performance.now() - started) / 1000);
    });
  });

  // Authentication before anything reads the body.
  app.addHook('onRequest', async (request) => {
    if (keyDigests.length === 0 || OPEN_ROUTES.has(request.url.split('?')[0]!)) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const given = match ? digest(match[1]!) : undefined;
    if (!given || !keyDigests.some((key) => timingSafeEqual(key, given))) {
      throw new RequestError(401, 'HOPGRAPH_UNAUTHORIZED', match ? 'the API key is not valid' : 'this server needs an API key', { hint: 'send `Authorization: Bearer <key>` with a key of HOPGRAPH_API_KEYS' });
    }
  });

  if (settings.rateLimitPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      global: true,
      max: settings.rateLimitPerMinute,
      timeWindow: 60_000,
      // Per key (a digest, never the key itself); without keys, per client address.
      keyGenerator: (request) => {
        const match = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '');
        return match ? `key:${digest(match[1]!).toString('hex').slice(0, 16)}` : `ip:${request.ip}`;
      },
      allowList: (request) => OPEN_ROUTES.has(request.url.split('?')[0]!),
      errorResponseBuilder: (_request, context) =>
        new RequestError(429, 'HOPGRAPH_RATE_LIMITED', `more than ${context.max} requests a minute; retry in ${context.after}`, { retriable: true, hint: 'slow down, or raise the server\'s --rate-limit' }),
    });
  }
  if (settings.corsOrigins.length > 0) await app.register(fastifyCors, { origin: settings.corsOrigins });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'hopgraph', description: 'Multi-hop question answering over a Neo4j multi-granular index', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: keyDigests.length > 0 ? [{ bearer: [] }] : [],
    },
    transform: jsonSchemaTransform,
  });

  const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 413: problemSchema, 429: problemSchema, 500: problemSchema, 503: problemSchema, 504: problemSchema };

  app.get('/healthz', { schema: { tags: ['service'], summary: 'the process is up', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { schema: { tags: ['service'], summary: 'Neo4j and Redis are reachable', response: { 200: z.object({ status: z.literal('ready'), neo4j: z.literal('ok'), redis: z.literal('ok') }), 503: problemSchema } } },
    async () => {
      // A one-row lookup by id: a real Neo4j round trip that finds nothing.
      await hg.graph.passage('readyz-probe');
      await assertRedisReachable(hg.config, 2000);
      return { status: 'ready' as const, neo4j: 'ok' as const, redis: 'ok' as const };
    },
  );

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/v1/modes', { schema: { tags: ['search'], summary: 'the registered modes', response: { 200: z.object({ modes: z.array(z.string()) }) } } }, async () => ({ modes: modeNames() }));

  /** Runs a search or an answer: JSON, or the mode's events then the result as server-sent events. */
  const runSearch = async (endpoint: 'search' | 'answer', body: SearchRequest | z.output<typeof answerRequestSchema>, request: FastifyRequest, reply: FastifyReply): Promise<SearchResult | undefined> => {
    const { question, collection, options = {}, timeoutMs, ...searchOptions } = body;
    const forbidden = SERVER_ONLY_MODE_OPTIONS.filter((key) => key in options);
    if (forbidden.length > 0) throw new InputError(`options.${forbidden[0]} cannot be set through the HTTP API`, { field: `options.${forbidden[0]}` });
    const handle = handleFor(collection);
    const known = modeNames();
    const modeLabel = searchOptions.mode === undefined ? 'default' : known.includes(searchOptions.mode) ? searchOptions.mode : 'unknown';

    // Cancellation: the client going away, or the request's time running out.
    const disconnected = new AbortController();
    const onClose = (): void => {
      if (!reply.raw.writableFinished) disconnected.abort(new CancelledError('the HTTP client disconnected'));
    };
    reply.raw.once('close', onClose);
    const signal = AbortSignal.any([disconnected.signal, AbortSignal.timeout(Math.min(timeoutMs ?? settings.requestTimeoutMs, settings.requestTimeoutMs))]);
    const definedOptions = Object.fromEntries(Object.entries(searchOptions).filter(([, value]) => value !== undefined));
    const callOptions: SearchCallOptions = { ...options, ...definedOptions, signal };
    const streaming = (request.headers.accept ?? '').includes('text/event-stream');

    const started = performance.now();
    const observe = (outcome: string, result?: SearchResult): void => metrics.observeSearch(endpoint, result?.mode ?? modeLabel, outcome, (performance.now() - started) / 1000, result);
    const call = (onEvent?: (event: ModeEvent) => void): Promise<SearchResult> =>
      endpoint === 'search' ? handle.search(question, callOptions, onEvent) : handle.answer(question, callOptions, onEvent);

    if (!streaming) {
      try {
        const result = await call();
        observe('ok', result);
        return result;
      } catch (error) {
        observe(isHopgraphError(error) ? error.code : 'HOPGRAPH_INTERNAL');
        throw error;
      } finally {
        reply.raw.off('close', onClose);
      }
    }

    // Server-sent events: `event: <ModeEvent type>` lines as the mode runs, then `result` (or `error`).
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send = (event: string, data: unknown): void => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const heartbeat = setInterval(() => !raw.writableEnded && raw.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
    try {
      const result = await call((event) => send(event.type, event));
      observe('ok', result);
      send('result', result);
    } catch (error) {
      observe(isHopgraphError(error) ? error.code : 'HOPGRAPH_INTERNAL');
      const problem = problemFor(error, request.url);
      if (problem.code === 'HOPGRAPH_INTERNAL') process.stderr.write(`hopgraph serve: ${request.url}: ${(error as Error).stack ?? String(error)}\n`);
      send('error', problem);
    } finally {
      clearInterval(heartbeat);
      reply.raw.off('close', onClose);
      if (!raw.writableEnded) raw.end();
    }
    return undefined;
  };

  const searchSchema = (summary: string, body: typeof searchRequestSchema | typeof answerRequestSchema) => ({
    tags: ['search'],
    summary,
    description: 'JSON by default (the same as `hopgraph query --json`). With `Accept: text/event-stream`: the mode\'s events (`plan`, `hop-start`, `hop-end`, `step`, `warning`) as they happen, then `result` (or `error`, a problem). A client that disconnects cancels the search.',
    body,
    response: { 200: searchResultSchema, ...problems },
  });

  app.post('/v1/search', { schema: searchSchema('retrieve passages for a question with any mode', searchRequestSchema) }, async (request, reply) => {
    const result = await runSearch('search', request.body, request, reply);
    return result === undefined ? reply : result;
  });

  app.post('/v1/answer', { schema: searchSchema('answer a question (megrag when registered, else auto or single)', answerRequestSchema) }, async (request, reply) => {
    const result = await runSearch('answer', request.body, request, reply);
    return result === undefined ? reply : result;
  });

  const notFound = (what: string): RequestError => new RequestError(404, 'HOPGRAPH_NOT_FOUND', `${what} is not in the collection`);

  app.get('/v1/graph/entity', { schema: { tags: ['graph'], summary: 'an entity with its aliases, passages and counts', querystring: entityQuerySchema, response: { 200: z.unknown(), ...problems } } }, async (request) => {
    const { collection, name, ...scope } = request.query;
    const entity = await handleFor(collection).graph.entity(name, scope);
    if (!entity) throw notFound(`entity ${JSON.stringify(name)}`);
    return entity;
  });

  app.get('/v1/graph/triples', { schema: { tags: ['graph'], summary: 'triples matching a subject / relation / object pattern', querystring: triplesQuerySchema, response: { 200: z.array(z.unknown()), ...problems } } }, async (request) => {
    const { collection, ...pattern } = request.query;
    return handleFor(collection).graph.triples(pattern);
  });

  app.get('/v1/graph/neighbours', { schema: { tags: ['graph'], summary: 'entities linked to an entity by triples, up to 3 hops', querystring: neighboursQuerySchema, response: { 200: z.array(z.unknown()), ...problems } } }, async (request) => {
    const { collection, entity, ...options } = request.query;
    return handleFor(collection).graph.neighbors(entity, options);
  });

  app.get('/v1/graph/paths', { schema: { tags: ['graph'], summary: 'evidence paths between two entities', querystring: pathsQuerySchema, response: { 200: z.array(z.unknown()), ...problems } } }, async (request) => {
    const { collection, from, to, ...options } = request.query;
    return handleFor(collection).graph.paths(from, to, options);
  });

  app.get('/v1/passages/:id', { schema: { tags: ['graph'], summary: 'a passage with its sentences, triples and entities', params: passageParamsSchema, querystring: collectionQuerySchema, response: { 200: z.unknown(), ...problems } } }, async (request) => {
    const passage = await handleFor(request.query.collection).graph.passage(request.params.id);
    if (!passage) throw notFound(`passage ${JSON.stringify(request.params.id)}`);
    return passage;
  });

  app.get('/v1/stats', { schema: { tags: ['graph'], summary: 'node and relationship counts of a collection', querystring: collectionQuerySchema, response: { 200: z.unknown(), ...problems } } }, async (request) =>
    handleFor(request.query.collection).stats(),
  );

  app.get('/v1/collections', { schema: { tags: ['collections'], summary: 'every collection with its counts', response: { 200: z.array(z.unknown()), ...problems } } }, async () => hg.collections());

  app.delete('/v1/collections/:collection', { schema: { tags: ['collections'], summary: 'reset (delete) a collection; the others stay', params: collectionParamsSchema, response: { 200: z.object({ collection: z.string(), reset: z.literal(true) }), ...problems } } }, async (request) => {
    await handleFor(request.params.collection).reset();
    return { collection: request.params.collection, reset: true as const };
  });

  app.post(
    '/v1/collections/:collection/ingest',
    {
      bodyLimit: settings.ingestBodyLimitBytes,
      schema: {
        tags: ['ingest'],
        summary: 'ingest records (creates the collection if needed); returns a job to poll',
        params: collectionParamsSchema,
        body: ingestRequestSchema,
        response: { 202: jobAcceptedSchema, ...problems },
      },
    },
    async (request, reply) => {
      const job = jobs.start(handleFor(request.params.collection), request.body);
      return reply.status(202).send({ jobId: job.jobId, status: 'running' as const, statusUrl: `/v1/jobs/${job.jobId}` });
    },
  );

  app.get('/v1/jobs/:id', { schema: { tags: ['ingest'], summary: 'an ingest job\'s status and progress', params: jobParamsSchema, response: { 200: jobStatusSchema, ...problems } } }, async (request) => {
    const job = jobs.get(request.params.id);
    if (!job) throw new RequestError(404, 'HOPGRAPH_NOT_FOUND', `no ingest job ${request.params.id} on this server (jobs live in the server process)`);
    return job;
  });

  app.post(
    '/v1/collections/:collection/delete',
    {
      schema: {
        tags: ['ingest'],
        summary: 'delete passages by id (with the sentences, triples and entities only they used)',
        params: collectionParamsSchema,
        body: deleteRequestSchema,
        response: { 200: z.object({ requested: z.number(), deleted: z.number(), failedBatches: z.array(z.object({ jobId: z.string(), reason: z.string() })), seconds: z.number() }), ...problems },
      },
    },
    async (request) => handleFor(request.params.collection).delete(request.body.ids),
  );

  if (settings.mcp) mountMcpRoute(app, () => createHopgraphMcpServer(handleFor, modeNames));

  await app.ready();
  return {
    app,
    metrics,
    close: async () => {
      await app.close();
      await jobs.close();
      await queueDepth.close();
    },
  };
}
