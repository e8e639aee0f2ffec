import { afterAll, beforeAll } from 'vitest';
import type { HopgraphConfig } from '../../src/config/config-schema.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';

/**
 * Registers hooks that apply the schema and empty the named collections before the suite (register
 * your own `beforeAll` after this call to fill them), and empty them and close the connection after.
 * Returns one store per name, sharing one driver.
 */
export function useScratchCollections<const Names extends readonly string[]>(
  config: HopgraphConfig,
  names: Names,
): { root: Neo4jGraphStore; stores: { [Index in keyof Names]: Neo4jGraphStore } } {
  const root = new Neo4jGraphStore(config);
  const stores = names.map((name) => root.forCollection(name)) as unknown as { [Index in keyof Names]: Neo4jGraphStore };
  beforeAll(async () => {
    await root.applySchema();
    for (const store of stores as readonly Neo4jGraphStore[]) await store.reset();
  });
  afterAll(async () => {
    for (const store of stores as readonly Neo4jGraphStore[]) await store.reset();
    await root.close();
  });
  return { root, stores };
}
