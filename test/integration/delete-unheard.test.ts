import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteJobData, DeleteJobResult } from '../../src/ingest/delete-job.js';
import { runDelete, settleUnheardDeleteBatch, type DeleteSummary } from '../../src/ingest/run-delete.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { addIdempotentJob, openJobQueue, type OpenJobQueue } from '../../src/queue/job-queue.js';
import { JobLeftQueueUnheardError, waitForJobOrLoss } from '../../src/queue/wait-for-job.js';
import { DELETE_JOB_NAME } from '../../src/ingest/delete-job.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const COLLECTION = 'delete-unheard';
const records = [
  { id: 'kept', title: 'Ada Park', text: 'Ada Park is an engineer in Leeds.' },
  { id: 'removed', title: 'Parkworks', text: 'Parkworks is a company founded by Ada Park.' },
];

/**
 * A delete whose end the run did not hear: with standalone workers idle on the queue, a job can
 * finish (and BullMQ remove it) before `runDelete` starts waiting for it, and the wait then fails on
 * the missing job. Seen in the 20-minute soak: `hopgraph delete` exited 1 with "deleted 0 of 29"
 * while the 29 passages were gone (its retry deleted 0). The graph decides instead.
 */
describe('runDelete: a batch that left the queue unheard is settled from the graph', () => {
  const config = testConfig({ collection: COLLECTION });
  const {
    stores: [store],
  } = useScratchCollections(config, [COLLECTION] as const);
  let opened: OpenJobQueue<DeleteJobData, DeleteJobResult>;
  const emptySummary = (): DeleteSummary => ({ requested: 1, deleted: 0, failedBatches: [], seconds: 0 });

  beforeAll(async () => {
    expect((await runIngest(config, store, { records })).passages).toBe(2);
    opened = await openJobQueue<DeleteJobData, DeleteJobResult>(config, store, false);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('counts the batch done when its passages are gone, with the deletions it found to do', async () => {
    expect(await runDelete(config, store, ['removed'])).toMatchObject({ requested: 1, deleted: 1, failedBatches: [] });
    const summary = emptySummary();
    // The job id is unknown to Redis, as a completed and removed job is.
    await settleUnheardDeleteBatch(opened.queue, store, { jobId: 'delete-gone-and-done', ids: ['removed'], presentBefore: 1 }, 'Missing key for job delete-gone-and-done. isFinished', summary);
    expect(summary).toMatchObject({ deleted: 1, confirmedFromGraph: 1, failedBatches: [] });
  });

  it('fails the batch, saying so, when its passages are still there', async () => {
    const summary = emptySummary();
    await settleUnheardDeleteBatch(opened.queue, store, { jobId: 'delete-gone-not-done', ids: ['kept'], presentBefore: 1 }, 'Missing key for job delete-gone-not-done. isFinished', summary);
    expect(summary.deleted).toBe(0);
    expect(summary.confirmedFromGraph).toBeUndefined();
    expect(summary.failedBatches).toEqual([{ jobId: 'delete-gone-not-done', reason: expect.stringMatching(/left the queue but 1 of its 1 passages are still in the graph/) }]);
    expect(await store.passageHashes(['kept'])).toHaveProperty('size', 1);
  });
});

/**
 * A job lost with Redis's data (a restart without persistence) sends no event: BullMQ's own wait
 * never ends. Seen in the second 20-minute soak: after the Redis kill, `hopgraph ingest --sync` waited
 * for its delete batch for 500 s until killed. The wait asks Redis whether the job is still there.
 */
describe('waitForJobOrLoss: a job gone from the queue ends the wait', () => {
  const config = testConfig({ collection: `${COLLECTION}-lost` });
  const {
    stores: [store],
  } = useScratchCollections(config, [`${COLLECTION}-lost`] as const);

  it('rejects with JobLeftQueueUnheardError once the job is gone, without any worker or event', async () => {
    const opened = await openJobQueue<DeleteJobData, DeleteJobResult>(config, store, true);
    try {
      const { job } = await addIdempotentJob(config, opened.queue, DELETE_JOB_NAME, { collection: store.collection, ids: ['nothing'] }, `delete-lost-${Date.now()}`);
      const waiting = waitForJobOrLoss(job, opened.queueEvents!, opened.queue, 200);
      // Still waiting while the job is there (no worker takes it).
      const early = await Promise.race([waiting.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 600))]);
      expect(early).toBe('waiting');
      // The job vanishes as it does when Redis restarts empty: no 'completed' or 'failed' event.
      await job.remove();
      await expect(waiting).rejects.toBeInstanceOf(JobLeftQueueUnheardError);
    } finally {
      await opened.close();
    }
  });
});
