import { HopgraphError } from './hopgraph-error.js';

/** Neo4j or Redis cannot be reached (or did not become ready in time). Retriable: it may come back. */
export class ServiceUnavailableError extends HopgraphError {
  readonly service: 'neo4j' | 'redis';
  constructor(service: 'neo4j' | 'redis', message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(service === 'neo4j' ? 'HOPGRAPH_NEO4J_UNAVAILABLE' : 'HOPGRAPH_REDIS_UNAVAILABLE', message, {
      retriable: true,
      ...options,
    });
    this.service = service;
  }
}
