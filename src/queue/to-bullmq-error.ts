import { UnrecoverableError } from 'bullmq';
import { isHopgraphError } from '../errors/hopgraph-error.js';

/**
 * Maps hopgraph errors to BullMQ semantics: retriable ones (Neo4j/Redis unavailable, transient
 * transaction failures) are rethrown so BullMQ retries with backoff; anything marked not retriable
 * fails the job at once (UnrecoverableError), keeping its code in the message.
 */
export function toBullmqError(error: unknown): Error {
  if (isHopgraphError(error) && !error.retriable) return new UnrecoverableError(`${error.code}: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
}
