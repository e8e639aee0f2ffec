import type { CollectionMeta } from '../../ports/collection-meta.js';
import type { CollectionScope } from './collection-scope.js';
import { DELETE_META, GET_META, SET_META } from './meta-queries.js';
import type { Neo4jDatabase } from './neo4j-database.js';

/** The key/value facts one collection keeps about itself (`HopgraphMeta` nodes). */
export class Neo4jCollectionMeta implements CollectionMeta {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
  ) {}

  async getMeta(key: string): Promise<string | undefined> {
    return this.database.read('getMeta', async (transaction) => {
      const result = await transaction.run(GET_META, this.scope.parameters({ key }));
      return (result.records[0]?.get('value') as string | undefined) ?? undefined;
    });
  }

  async setMeta(key: string, value: string | undefined): Promise<void> {
    await this.database.write('setMeta', async (transaction) => {
      if (value === undefined) await transaction.run(DELETE_META, this.scope.parameters({ key }));
      else await transaction.run(SET_META, this.scope.parameters({ key, value }));
    });
  }
}
