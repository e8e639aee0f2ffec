import type { HopgraphConfig } from '../config/config-schema.js';
import type { GraphDatabase } from '../ports/graph-database.js';

/**
 * The BullMQ queue of an index: the configured name plus the Neo4j database's own id. Producers and
 * workers of the same database always meet on one queue (however they spell NEO4J_URI), and two
 * hopgraph deployments sharing a Redis but not a Neo4j never take each other's batches.
 */
export async function resolveQueueName(config: Pick<HopgraphConfig, 'ingest'>, store: Pick<GraphDatabase, 'databaseId'>): Promise<string> {
  const id = (await store.databaseId()).replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  return `${config.ingest.queue}-${id}`;
}
