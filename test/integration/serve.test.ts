import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptFile } from '../helpers/excerpt-index.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { metricValue, startTestServer, type RunningServer } from '../helpers/serve-test-server.js';
import { testConfig } from '../helpers/test-config.js';
import { runCli } from '../helpers/run-cli.js';
import { CancelledError } from '../../src/errors/cancelled-error.js';
import { cancellationCounters } from '../../src/cancel/cancellation-scope.js';

const run = promisify(execFile);
const KEY = 'serve-test-key-0123456789';
const COLLECTION = 'serve-main';
const INGESTED = 'serve-ingest';
const question = "When did Lothair Ii's mother die?";

useScratchCollections(testConfig(), [COLLECTION, INGESTED]);

describe('hopgraph serve: the HTTP API on a real port over the real Neo4j and Redis', () => {
  const stub = new OpenAiStubServer();
  let running: RunningServer;
  let base: string;
  const auth = { authorization: `Bearer ${KEY}` };
  const post = (path: string, body: unknown, headers: Record<string, string> = auth): Promise<Response> =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const metrics = async (): Promise<string> => (await fetch(`${base}/metrics`, { headers: auth })).text();

  beforeAll(async () => {
    await stub.start();
    running = await startTestServer(8090, COLLECTION, { apiKeys: [KEY], bodyLimitBytes: 64 * 1024, rateLimitPerMinute: 10_000 }, {
      // The LLM (hop-rrf's planner in the cancellation test) is the local stub; no reply cache.
      llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 30_000, cache: false },
    });
    base = running.baseUrl;
    const summary = await running.hg.ingest(excerptFile);
    expect(summary.passages).toBe(150);
  });
  afterAll(async () => {
    await running?.close();
    await stub.stop();
  });

  it('answers /healthz and /readyz without a key; everything else needs one (401 problem, no stack)', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready', neo4j: 'ok', redis: 'ok' });
    for (const headers of [{}, { authorization: 'Bearer not-the-key-000000000' }] as Array<Record<string, string>>) {
      const response = await post('/v1/search', { question }, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const problem = (await response.json()) as Record<string, unknown>;
      expect(problem).toMatchObject({ status: 401, code: 'HOPGRAPH_UNAUTHORIZED', retriable: false, type: 'urn:hopgraph:error:HOPGRAPH_UNAUTHORIZED' });
      expect(JSON.stringify(problem)).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect((await fetch(`${base}/v1/collections`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
  });

  it('rejects a bad body with 400 naming the field, and a huge one with 413, as problems', async () => {
    const missing = await post('/v1/search', { mode: 'single' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'HOPGRAPH_INPUT', status: 400, detail: expect.stringContaining('question') });
    const wrongType = await post('/v1/search', { question, topK: 'five' });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { detail: string }).detail).toContain('topK');
    const unknownField = await post('/v1/search', { question, bogus: true });
    expect(unknownField.status).toBe(400);
    const badMode = await post('/v1/search', { question, mode: 'no-such-mode' });
    expect(badMode.status).toBe(400);
    const serverFile = await post('/v1/search', { question, options: { trajectoriesFile: '/tmp/x' } });
    expect(serverFile.status).toBe(400);
    expect(await serverFile.json()).toMatchObject({ code: 'HOPGRAPH_INPUT', detail: expect.stringContaining('trajectoriesFile') });
    const notJson = await fetch(`${base}/v1/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"question": ' });
    expect(notJson.status).toBe(400);
    const huge = await post('/v1/search', { question: 'x', options: { padding: 'y'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'HOPGRAPH_BODY_TOO_LARGE', status: 413 });
  });

  it('POST /v1/search returns what `hopgraph query --json` prints for the same question and options', async () => {
    // Budgets off: hop-rrf's wall-clock budget would otherwise cut hops differently on a loaded machine.
    const response = await post('/v1/search', { question, mode: 'hop-rrf', topK: 3, budgets: 'off', options: { maxHops: 2 } });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { mode: string; passages: Array<{ id: string; title: string }>; answer: string | null };
    const cli = await runCli(['query', question, '--mode', 'hop-rrf', '--top-k', '3', '--option', 'maxHops=2', '--option', 'budgets=off', '--collection', COLLECTION, '--json']);
    expect(cli.code, cli.stderr).toBe(0);
    const printed = JSON.parse(cli.stdout) as typeof result & { ms: number };
    expect(Object.keys(result).sort()).toEqual(Object.keys(printed).sort());
    expect(result.passages).toEqual(printed.passages);
    expect(result.mode).toBe('hop-rrf');
    expect(result.passages.map((passage) => passage.title)).toContain('Lothair II');
  });

  it('streams the mode\'s events then the result with Accept: text/event-stream', async () => {
    const response = await post('/v1/search', { question, mode: 'hop-rrf', topK: 3 }, { ...auth, accept: 'text/event-stream' });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => ({ event: block.slice(7, block.indexOf('\n')), data: JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Record<string, unknown> }));
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('plan');
    expect(names).toContain('hop-start');
    expect(names).toContain('hop-end');
    expect(names.at(-1)).toBe('result');
    expect(names.indexOf('hop-end')).toBeLessThan(names.indexOf('result'));
    expect((events.at(-1)!.data as { passages: unknown[] }).passages).toHaveLength(3);
    // An error after the stream started is an `error` event carrying the problem.
    const failed = await (await post('/v1/search', { question, mode: 'hop-rrf', options: { maxHops: 'many' } }, { ...auth, accept: 'text/event-stream' })).text();
    expect(failed).toMatch(/^event: error\ndata: \{.*"code":"HOPGRAPH_CONFIG"/m);
  });

  it('POST /v1/answer answers with the default reasoner, and with a named mode', async () => {
    const response = await post('/v1/answer', { question: 'Who was the father of Teutberga?', topK: 3 });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { mode: string; answer: string | null; passages: unknown[] };
    expect(result.mode).toBe('megrag');
    expect(result.passages.length).toBeGreaterThan(0);
    const single = (await (await post('/v1/answer', { question, mode: 'single', topK: 2 })).json()) as { mode: string };
    expect(single.mode).toBe('single');
  });

  it('serves the graph queries of the public API, with 404 problems for what is not there', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: auth });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const entity = await get('/v1/graph/entity?name=Teutberga');
    expect(entity).toMatchObject({ status: 200, body: { key: 'teutberga', passages: [{ id: '2wiki-p00000' }] } });
    expect((await get('/v1/graph/entity?name=Nobody%20Zzyzx')).status).toBe(404);
    const triples = await get('/v1/graph/triples?subject=Teutberga&limit=5');
    expect(triples.status).toBe(200);
    expect((triples.body as unknown[]).length).toBeGreaterThan(0);
    const neighbours = await get('/v1/graph/neighbours?entity=Teutberga&depth=1&limit=10');
    expect(neighbours.status).toBe(200);
    expect((neighbours.body as Array<{ depth: number }>).every((item) => item.depth === 1)).toBe(true);
    const paths = await get('/v1/graph/paths?from=Teutberga&to=Lothair%20II&maxHops=2');
    expect(paths.status).toBe(200);
    expect(Array.isArray(paths.body)).toBe(true);
    expect(await get('/v1/passages/2wiki-p00000')).toMatchObject({ status: 200, body: { id: '2wiki-p00000', title: 'Teutberga' } });
    expect((await get('/v1/passages/no-such-passage')).body).toMatchObject({ code: 'HOPGRAPH_NOT_FOUND' });
    expect(await get(`/v1/stats?collection=${COLLECTION}`)).toMatchObject({ status: 200, body: { labels: { Passage: 150 } } });
    expect((await get('/v1/graph/neighbours?entity=Teutberga&depth=9')).status).toBe(400);
    expect((await get('/v1/stats?collection=bad%20name!')).body).toMatchObject({ status: 400, code: 'HOPGRAPH_INPUT' });
    const collections = (await get('/v1/collections')).body as Array<{ name: string; labels: Record<string, number> }>;
    expect(collections.find((item) => item.name === COLLECTION)?.labels.Passage).toBe(150);
  });

  it('ingests records as a job with progress, searches them in their own collection, deletes by id and resets', async () => {
    const records = [
      { id: 'doc-1', title: 'Quillon Abbey', text: 'Quillon Abbey was founded by Marta Veskel in 1312. It stands on the river Orne.' },
      { id: 'doc-2', title: 'Marta Veskel', text: 'Marta Veskel was a Flemish abbess. She was born in Ghent.' },
      { id: 'doc-3', text: 'An untitled record about the river Orne and its mills.' },
    ];
    const accepted = await post(`/v1/collections/${INGESTED}/ingest`, { records, batchSize: 2 });
    expect(accepted.status).toBe(202);
    const { jobId, statusUrl } = (await accepted.json()) as { jobId: string; statusUrl: string };
    let job: { status: string; progress: { batchesDone: number; passagesDone: number }; summary: { passages: number } | null } | undefined;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      job = (await (await fetch(`${base}${statusUrl}`, { headers: auth })).json()) as typeof job;
      if (job!.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(job).toMatchObject({ status: 'done', progress: { batchesDone: 2, passagesDone: 3 }, summary: { passages: 3 } });
    expect((await fetch(`${base}/v1/jobs/${jobId.replace(/.$/, jobId.endsWith('0') ? '1' : '0')}`, { headers: auth })).status).toBe(404);

    const found = (await (await post('/v1/search', { question: 'Who founded Quillon Abbey?', collection: INGESTED, topK: 3 })).json()) as { passages: Array<{ id: string }> };
    expect(found.passages[0]?.id).toBe('doc-1');
    // The main collection does not see them.
    const elsewhere = (await (await post('/v1/search', { question: 'Who founded Quillon Abbey?', topK: 10 })).json()) as { passages: Array<{ id: string }> };
    expect(elsewhere.passages.map((passage) => passage.id)).not.toContain('doc-1');

    const deleted = await post(`/v1/collections/${INGESTED}/delete`, { ids: ['doc-1', 'no-such-id'] });
    expect(await deleted.json()).toMatchObject({ requested: 2, deleted: 1 });
    const afterDelete = (await (await post('/v1/search', { question: 'Who founded Quillon Abbey?', collection: INGESTED, topK: 3 })).json()) as { passages: Array<{ id: string }> };
    expect(afterDelete.passages.map((passage) => passage.id)).not.toContain('doc-1');

    const reset = await fetch(`${base}/v1/collections/${INGESTED}`, { method: 'DELETE', headers: auth });
    expect(await reset.json()).toEqual({ collection: INGESTED, reset: true });
    expect(((await (await fetch(`${base}/v1/stats?collection=${INGESTED}`, { headers: auth })).json()) as { labels: Record<string, number> }).labels.Passage ?? 0).toBe(0);
  });

  it('works from Python\'s standard library (urllib): search, and a 401 problem', async () => {
    const script = `
import json, sys, urllib.request, urllib.error
base, key = sys.argv[1], sys.argv[2]
body = json.dumps({"question": "When did Lothair Ii's mother die?", "mode": "rarag", "topK": 2}).encode()
request = urllib.request.Request(base + "/v1/search", data=body, headers={"Content-Type": "application/json", "Authorization": "Bearer " + key})
with urllib.request.urlopen(request) as response:
    result = json.load(response)
try:
    urllib.request.urlopen(urllib.request.Request(base + "/v1/search", data=body, headers={"Content-Type": "application/json"}))
    status, problem = 200, {}
except urllib.error.HTTPError as error:
    status, problem = error.code, json.load(error)
print(json.dumps({"mode": result["mode"], "titles": [p["title"] for p in result["passages"]], "status": status, "code": problem.get("code"), "type": problem.get("type")}))
`;
    const { stdout } = await run('python3', ['-c', script, base, KEY]);
    const printed = JSON.parse(stdout) as { mode: string; titles: string[]; status: number; code: string };
    expect(printed.mode).toBe('rarag');
    expect(printed.titles).toHaveLength(2);
    expect(printed.status).toBe(401);
    expect(printed.code).toBe('HOPGRAPH_UNAUTHORIZED');
  });

  it('a client that disconnects cancels its running hop-rrf search: the LLM request is aborted and the cancellation counted', async () => {
    let received = 0;
    // The planner's reply would take 20 s; the client gives up long before.
    stub.onRequest(() => {
      received += 1;
      return { content: JSON.stringify({ follow: ['Teutberga'], reason: 'slow' }), delayMs: 20_000 };
    });
    const before = await metrics();
    const client = new AbortController();
    const started = performance.now();
    const aborted = fetch(`${base}/v1/search`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ question, mode: 'hop-rrf', options: { planner: 'llm', plannerBudgetMs: 25_000, budgetMs: 60_000 } }),
      signal: client.signal,
    }).catch((error: unknown) => error);
    while (received < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    client.abort();
    expect(await aborted).toBeInstanceOf(Error);
    // The server observes it: the search ends as cancelled within a moment, its LLM request aborted.
    const cancelled = (text: string) => metricValue(text, 'hopgraph_searches_cancelled_total', { endpoint: 'search', mode: 'hop-rrf', reason: 'cancelled' });
    let after = '';
    for (let attempt = 0; attempt < 100; attempt += 1) {
      after = await metrics();
      if (cancelled(after) > cancelled(before)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cancelled(after)).toBe(cancelled(before) + 1);
    expect(metricValue(after, 'hopgraph_searches_total', { endpoint: 'search', mode: 'hop-rrf', outcome: 'HOPGRAPH_CANCELLED' })).toBe(metricValue(before, 'hopgraph_searches_total', { endpoint: 'search', mode: 'hop-rrf', outcome: 'HOPGRAPH_CANCELLED' }) + 1);
    expect(metricValue(after, 'hopgraph_llm_requests_aborted_total')).toBe(metricValue(before, 'hopgraph_llm_requests_aborted_total') + 1);
    // Long before the planner's 20 s reply.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(received).toBe(1);
    stub.reset();
  }, 60_000);

  it('stops a search past its timeout with a 504 problem (HOPGRAPH_DEADLINE_EXCEEDED, retriable)', async () => {
    stub.onRequest(() => ({ content: JSON.stringify({ follow: ['Teutberga'], reason: 'slow' }), delayMs: 10_000 }));
    const response = await post('/v1/search', { question, mode: 'hop-rrf', timeoutMs: 300, options: { planner: 'llm', plannerBudgetMs: 25_000, budgetMs: 60_000 } });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'HOPGRAPH_DEADLINE_EXCEEDED', retriable: true });
    stub.reset();
  });

  it('the public API: an aborted signal stops a search at its next store call, closing or refusing its Neo4j session', async () => {
    const countersBefore = { ...cancellationCounters };
    const controller = new AbortController();
    const searching = running.hg.search(question, { mode: 'hop-rrf', signal: controller.signal }, (event) => {
      if (event.type === 'hop-start' && event.hop === 1) setTimeout(() => controller.abort(), 0);
    });
    await expect(searching).rejects.toBeInstanceOf(CancelledError);
    await expect(searching).rejects.toMatchObject({ code: 'HOPGRAPH_CANCELLED', retriable: false });
    const stopped = cancellationCounters.sessionsClosed - countersBefore.sessionsClosed + (cancellationCounters.callsRefused - countersBefore.callsRefused);
    expect(stopped).toBeGreaterThan(0);
    // An already aborted signal: nothing runs.
    await expect(running.hg.search(question, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(CancelledError);
    // The handle keeps working.
    expect((await running.hg.search(question, { mode: 'hop-rrf', signal: new AbortController().signal })).passages.length).toBeGreaterThan(0);
  });

  it('exports Prometheus metrics per route and mode, LLM usage and the queue depth', async () => {
    stub.onRequest(() => ({ content: JSON.stringify({ follow: ['Teutberga'], reason: 'her page' }), promptTokens: 120, completionTokens: 12 }));
    expect((await post('/v1/search', { question, mode: 'hop-rrf', options: { planner: 'llm', plannerBudgetMs: 10_000 } })).status).toBe(200);
    stub.reset();
    const text = await metrics();
    expect(metricValue(text, 'hopgraph_http_requests_total', { route: '/v1/search', status: '200' })).toBeGreaterThan(0);
    expect(metricValue(text, 'hopgraph_http_requests_total', { route: '/v1/search', status: '401' })).toBeGreaterThan(0);
    expect(text).toMatch(/hopgraph_http_request_duration_seconds_bucket\{.*route="\/v1\/search"/);
    expect(metricValue(text, 'hopgraph_searches_total', { endpoint: 'search', mode: 'hop-rrf', outcome: 'ok' })).toBeGreaterThan(0);
    expect(text).toMatch(/hopgraph_search_duration_seconds_count\{endpoint="search",mode="rarag",outcome="ok"\}/);
    expect(metricValue(text, 'hopgraph_llm_calls_total', { mode: 'hop-rrf' })).toBeGreaterThan(0);
    expect(metricValue(text, 'hopgraph_llm_tokens_total', { mode: 'hop-rrf', kind: 'prompt' })).toBeGreaterThan(0);
    expect(text).toMatch(/^hopgraph_queue_jobs\{state="waiting"\} \d+$/m);
  });

  it('serves an OpenAPI 3.1 document of the routes, sends no CORS headers by default, and 404s as problems', async () => {
    const document = (await (await fetch(`${base}/openapi.json`, { headers: auth })).json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toBe('3.1.0');
    for (const path of ['/v1/search', '/v1/answer', '/v1/graph/entity', '/v1/graph/paths', '/v1/collections/{collection}/ingest', '/v1/jobs/{id}']) expect(Object.keys(document.paths)).toContain(path);
    expect(JSON.stringify(document.paths['/v1/search']!.post!.requestBody)).toContain('"question"');
    const withOrigin = await fetch(`${base}/v1/modes`, { headers: { ...auth, origin: 'https://elsewhere.example' } });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const missing = await fetch(`${base}/v2/nothing`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'HOPGRAPH_NOT_FOUND' });
  });
});

describe('hopgraph serve: limits', () => {
  it('rate-limits per key with a 429 problem (retriable, Retry-After)', async () => {
    const limited = await startTestServer(8091, COLLECTION, { apiKeys: [KEY, 'second-key-0123456789abc'], rateLimitPerMinute: 3 });
    try {
      const call = (key: string) => fetch(`${limited.baseUrl}/v1/modes`, { headers: { authorization: `Bearer ${key}` } });
      for (let index = 0; index < 3; index += 1) expect((await call(KEY)).status).toBe(200);
      const refused = await call(KEY);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect(await refused.json()).toMatchObject({ code: 'HOPGRAPH_RATE_LIMITED', retriable: true, status: 429 });
      // Another key has its own budget; health probes are not limited.
      expect((await call('second-key-0123456789abc')).status).toBe(200);
      expect((await fetch(`${limited.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('the CLI refuses to listen beyond loopback without an API key', async () => {
    const refused = await runCli(['serve', '--host', '0.0.0.0', '--port', '8093'], { HOPGRAPH_API_KEYS: '' }, 60_000);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('refusing to listen on 0.0.0.0 without an API key');
  });

  it('streams over a raw socket: the first event arrives before the search ends', async () => {
    const streaming = await startTestServer(8094, COLLECTION, {});
    try {
      const chunks: Array<{ at: number; text: string }> = [];
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const body = JSON.stringify({ question, mode: 'hop-rrf', topK: 2 });
        const request = httpRequest(`${streaming.baseUrl}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) } }, (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => chunks.push({ at: performance.now() - started, text: chunk }));
          response.on('end', () => resolve());
        });
        request.on('error', reject);
        request.end(body);
      });
      expect(chunks[0]!.text).toMatch(/^event: plan/);
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.at(-1)!.text).toContain('event: result');
    } finally {
      await streaming.close();
    }
  });
});
