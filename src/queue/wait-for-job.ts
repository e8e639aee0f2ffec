import type { Job, QueueEvents } from 'bullmq';

/** Thrown when a job left the queue without its end being heard (see waitForJobOrLoss). */
export class JobLeftQueueUnheardError extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId} left the queue without its result being heard`);
    this.name = 'JobLeftQueueUnheardError';
  }
}

/**
 * A job's result from the queue's events, asking Redis every `pollMs` whether the job is still
 * there. BullMQ's `waitUntilFinished` has no timeout: a job that left the queue unheard — lost when
 * Redis restarted without persistence, or completed and removed while no event reached this run —
 * would be waited for forever. Such a job rejects with JobLeftQueueUnheardError, and the caller
 * settles it from the graph. A failed job rejects as `waitUntilFinished` does.
 */
export async function waitForJobOrLoss<Result>(
  job: Job<unknown, Result>,
  queueEvents: QueueEvents,
  queue: { getJobState(jobId: string): Promise<string> },
  pollMs = 5000,
): Promise<Result> {
  const jobId = job.id ?? '';
  const finished = job.waitUntilFinished(queueEvents) as Promise<Result>;
  // Abandoned when the job is lost: never an unhandled rejection.
  finished.catch(() => undefined);
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const tick = new Promise<'tick'>((resolve) => (timer = setTimeout(() => resolve('tick'), pollMs)));
    const outcome = await Promise.race([finished.then((value) => ({ value })), tick]).finally(() => clearTimeout(timer));
    if (outcome !== 'tick') return outcome.value;
    const state = await queue.getJobState(jobId).catch(() => 'unreachable');
    if (state === 'unknown') throw new JobLeftQueueUnheardError(jobId);
  }
}
