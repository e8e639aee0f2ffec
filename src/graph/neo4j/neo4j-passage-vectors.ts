import neo4j from 'neo4j-driver';
import type { PassageVectors } from '../../ports/passage-vectors.js';
import type { CollectionScope } from './collection-scope.js';
import type { Neo4jDatabase } from './neo4j-database.js';
import { COUNT_PASSAGES_WITHOUT_VECTORS, PASSAGES_WITHOUT_VECTORS_PAGE } from './vector-queries.js';

/** Which passages of one collection lack a vector of a model (the dense-search check, `--reembed`, the ingest report). */
export class Neo4jPassageVectors implements PassageVectors {
  constructor(
    private readonly database: Neo4jDatabase,
    private readonly scope: CollectionScope,
  ) {}

  get collection(): string {
    return this.scope.name;
  }

  async countPassagesWithoutVectors(model: string): Promise<number> {
    return this.database.read('countPassagesWithoutVectors', async (transaction) =>
      Number((await transaction.run(COUNT_PASSAGES_WITHOUT_VECTORS, this.scope.parameters({ model }))).records[0]?.get('count') ?? 0),
    );
  }

  async passagesWithoutVectors(model: string, page: { after?: string; limit: number }): Promise<Array<{ id: string; title: string; text: string }>> {
    return this.database.read('passagesWithoutVectors', async (transaction) =>
      (await transaction.run(PASSAGES_WITHOUT_VECTORS_PAGE, this.scope.parameters({ model, after: page.after ?? '', limit: neo4j.int(page.limit) }))).records.map((record) => ({
        id: record.get('id') as string,
        title: record.get('title') as string,
        text: record.get('text') as string,
      })),
    );
  }
}
