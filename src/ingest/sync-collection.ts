import type { HopgraphConfig } from '../config/config-schema.js';
import { InputError } from '../errors/input-error.js';
import type { CollectionAdmin } from '../ports/collection-admin.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { DocumentState } from '../ports/graph-records.js';
import type { DocumentSummary, IngestSummary } from './ingest-summary.js';
import { runDelete, type DeleteGraph } from './run-delete.js';
import type { SeenIds } from './seen-ids.js';

/** What finishing documents and `sync` need of the graph. */
export type SyncGraph = DeleteGraph & DocumentStore & Pick<CollectionAdmin, 'passageIds'>;

/** What the run saw, and where it reports. */
export interface SyncContext {
  config: HopgraphConfig;
  store: SyncGraph;
  /** Every passage id the run accepted (or found unchanged in a document). */
  seenIds: SeenIds;
  inProcess: boolean;
  summary: IngestSummary;
  documentSummary: DocumentSummary;
}

/**
 * After every batch of a complete run is written: a changed document was re-chunked, so its passages
 * that the new version does not have go; then the documents are marked complete (their hash
 * stored), so the next run skips them while unchanged.
 */
export async function finishReadDocuments(context: SyncContext, readDocuments: ReadonlyArray<Required<DocumentState>>): Promise<void> {
  const { config, store, seenIds, summary } = context;
  const stale: string[] = [];
  for (const state of readDocuments) for (const id of await store.documentPassageIds(state.path)) if (!seenIds.has(id)) stale.push(id);
  if (stale.length > 0) {
    const deletion = await runDelete(config, store, stale, { inProcessWorkers: context.inProcess });
    context.documentSummary.passagesRemoved = deletion.deleted;
    summary.failedBatches.push(...deletion.failedBatches);
  }
  if (summary.failedBatches.length === 0) await store.finishDocuments(readDocuments);
}

/**
 * `sync`: deletes the collection's passages the input no longer contains (and the `Document` nodes
 * of files no longer in it), so the collection ends as a fresh ingest of the input would build it.
 * Holds back when a record was rejected (it may be a passage whose new version is broken), or when
 * the run was interrupted or a batch failed.
 */
export async function syncCollection(context: SyncContext, options: { wait: boolean; documentPaths: ReadonlySet<string> }): Promise<void> {
  const { config, store, seenIds, summary } = context;
  if (!options.wait) throw new InputError('--sync needs to wait for the ingest to finish (drop --no-wait)');
  if (summary.rejected > 0) {
    // A rejected line may be a passage whose new version is broken: deleting its old version would lose it.
    summary.syncSkipped = `${summary.rejected} records were rejected, so no passage was deleted; fix them and sync again`;
  } else if (!summary.interrupted && summary.failedBatches.length === 0) {
    const absent: string[] = [];
    for await (const id of store.passageIds()) if (!seenIds.has(id)) absent.push(id);
    const deletion = await runDelete(config, store, absent, { inProcessWorkers: context.inProcess });
    summary.deleted = deletion.deleted;
    summary.failedBatches.push(...deletion.failedBatches);
    if (deletion.failedBatches.length === 0) {
      const gone = (await store.documentPaths()).filter((path) => !options.documentPaths.has(path));
      await store.deleteDocuments(gone);
      context.documentSummary.deleted = gone.length;
    }
  }
}
