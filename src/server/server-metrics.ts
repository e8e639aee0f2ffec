import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cancellationCounters } from '../cancel/cancellation-scope.js';
import type { SearchResult } from '../modes/search-result.js';
import type { QueueDepth } from './queue-depth.js';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A counter that follows one of the process-wide cancellation counters (read at scrape time). */
function followCounter(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = read();
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}

/** The server's Prometheus metrics (`GET /metrics`), in a registry of its own. */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly searches: Counter<'endpoint' | 'mode' | 'outcome'>;
  private readonly searchSeconds: Histogram<'endpoint' | 'mode' | 'outcome'>;
  private readonly llmCalls: Counter<'mode'>;
  private readonly llmTokens: Counter<'mode' | 'kind'>;
  private readonly cancelled: Counter<'endpoint' | 'mode' | 'reason'>;

  constructor(queueDepth: QueueDepth, ingestJobsRunning: () => number) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'hopgraph_' });
    this.requests = new Counter({ name: 'hopgraph_http_requests_total', help: 'HTTP requests by method, route and status', labelNames: ['method', 'route', 'status'], registers });
    this.requestSeconds = new Histogram({ name: 'hopgraph_http_request_duration_seconds', help: 'HTTP request latency by method, route and status', labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers });
    this.searches = new Counter({ name: 'hopgraph_searches_total', help: 'searches and answers by endpoint, mode and outcome (ok or an error code)', labelNames: ['endpoint', 'mode', 'outcome'], registers });
    this.searchSeconds = new Histogram({ name: 'hopgraph_search_duration_seconds', help: 'search and answer latency by endpoint, mode and outcome', labelNames: ['endpoint', 'mode', 'outcome'], buckets: LATENCY_BUCKETS, registers });
    this.llmCalls = new Counter({ name: 'hopgraph_llm_calls_total', help: 'LLM calls sent by searches (cache hits not counted), by mode', labelNames: ['mode'], registers });
    this.llmTokens = new Counter({ name: 'hopgraph_llm_tokens_total', help: 'LLM tokens of searches by mode and kind (prompt or completion)', labelNames: ['mode', 'kind'], registers });
    this.cancelled = new Counter({ name: 'hopgraph_searches_cancelled_total', help: 'searches stopped: the client disconnected (cancelled) or the request timed out (deadline)', labelNames: ['endpoint', 'mode', 'reason'], registers });
    followCounter(this.registry, 'hopgraph_neo4j_sessions_cancelled_total', 'Neo4j sessions closed while a cancelled search was using them', () => cancellationCounters.sessionsClosed);
    followCounter(this.registry, 'hopgraph_llm_requests_aborted_total', 'LLM HTTP requests aborted in flight by a cancelled search', () => cancellationCounters.llmRequestsAborted);
    followCounter(this.registry, 'hopgraph_cancelled_calls_refused_total', 'store and LLM calls refused because their search was already cancelled', () => cancellationCounters.callsRefused);
    new Gauge({
      name: 'hopgraph_queue_jobs',
      help: 'jobs in the ingest queue by state (absent when the queue cannot be read)',
      labelNames: ['state'],
      registers,
      async collect() {
        this.reset();
        const counts = await queueDepth.counts();
        if (counts) for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
    new Gauge({
      name: 'hopgraph_ingest_jobs_running',
      help: 'ingest jobs started through this server and still running',
      registers,
      collect() {
        this.set(ingestJobsRunning());
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  observeSearch(endpoint: string, mode: string, outcome: string, seconds: number, result?: SearchResult): void {
    this.searches.inc({ endpoint, mode, outcome });
    this.searchSeconds.observe({ endpoint, mode, outcome }, seconds);
    if (result) {
      if (result.llmCalls > 0) this.llmCalls.inc({ mode }, result.llmCalls);
      if (result.promptTokens > 0) this.llmTokens.inc({ mode, kind: 'prompt' }, result.promptTokens);
      if (result.completionTokens > 0) this.llmTokens.inc({ mode, kind: 'completion' }, result.completionTokens);
    }
    if (outcome === 'HOPGRAPH_CANCELLED' || outcome === 'HOPGRAPH_DEADLINE_EXCEEDED') {
      this.cancelled.inc({ endpoint, mode, reason: outcome === 'HOPGRAPH_CANCELLED' ? 'cancelled' : 'deadline' });
    }
  }
}
