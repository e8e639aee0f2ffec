import { HopgraphError } from '../errors/hopgraph-error.js';

/**
 * Dense search was asked of a collection some of whose passages have no vector of its recorded
 * model (ingested or changed with `--embed none`, or a `--reembed` not finished): it would silently
 * never find them, so it refuses and names them instead.
 */
export class MissingVectorsError extends HopgraphError {
  constructor(
    readonly collection: string,
    readonly model: string,
    readonly count: number,
    readonly passageIds: readonly string[],
  ) {
    const provider = model.startsWith('openai:') ? 'openai' : 'local';
    super(
      'HOPGRAPH_VECTORS_MISSING',
      `${count} passages of collection "${collection}" have no ${model} vector (${passageIds.join(', ')}${count > passageIds.length ? ', …' : ''}), so dense search would never find them`,
      {
        retriable: false,
        hint: `ingest their files again with --embed ${provider} --collection ${collection} (only passages without a vector are embedded; the others are skipped), or search with --retriever lexical`,
      },
    );
  }
}
