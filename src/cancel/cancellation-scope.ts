import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import { CancelledError } from '../errors/cancelled-error.js';
import { DeadlineExceededError } from '../errors/deadline-exceeded-error.js';
import type { HopgraphError } from '../errors/hopgraph-error.js';

/**
 * Cancellation of one operation (a search, an answer) and everything it starts: the signal, and the
 * resources it holds open (Neo4j sessions) so that an abort can close them. Code that opens such
 * resources reads the current scope (`currentCancellationScope()`) instead of taking the signal as a
 * parameter, so the retrieval modes between the caller and the drivers need no change.
 */
export interface CancellationScope {
  readonly signal: AbortSignal;
  /** Registers a resource to close on abort; returns the function that unregisters it (call it when the resource is closed normally). */
  hold(close: () => Promise<void>): () => void;
}

/** What cancellation did since the process started (read by the server's metrics). */
export const cancellationCounters = {
  /** Operations that ended with a CancelledError or DeadlineExceededError. */
  operationsCancelled: 0,
  /** Neo4j sessions closed while their query was running (the server is sent a RESET). */
  sessionsClosed: 0,
  /** LLM HTTP requests aborted while in flight. */
  llmRequestsAborted: 0,
  /** Calls refused because their operation was already cancelled. */
  callsRefused: 0,
};

const storage = new AsyncLocalStorage<CancellationScope>();

/** The error an aborted signal stands for: a DeadlineExceededError for a timeout, else a CancelledError. */
export function cancellationError(signal: AbortSignal): HopgraphError {
  const reason: unknown = signal.reason;
  if (reason instanceof CancelledError || reason instanceof DeadlineExceededError) return reason;
  if (reason instanceof DOMException && reason.name === 'TimeoutError') return new DeadlineExceededError(undefined, reason);
  return new CancelledError(undefined, reason);
}

/** Throws the cancellation error when `signal` has fired. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    cancellationCounters.callsRefused += 1;
    throw cancellationError(signal);
  }
}

/**
 * `work`'s promise, or its cancellation error as soon as `signal` fires (the work itself is stopped by
 * whoever watches the scope). A cancellation rejection is marked handled: a caller may have started
 * this call without awaiting it yet (a mode awaiting another call first), and a call nobody waits for
 * any more is not an unhandled failure that should end the process.
 */
export function raceWithSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    const refused = Promise.reject(cancellationError(signal));
    refused.catch(() => undefined);
    return refused;
  }
  const raced: Promise<T> = new Promise<T>((resolve, reject) => {
    const cancel = (): void => {
      raced.catch(() => undefined);
      reject(cancellationError(signal));
    };
    signal.addEventListener('abort', cancel, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', cancel);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', cancel);
        // Once aborted, a failure of the stopped work (a closed session, an aborted request) is the cancellation.
        if (signal.aborted) cancel();
        else reject(error);
      },
    );
  });
  return raced;
}

/** Runs `work` in a scope bound to `signal`: on abort, every resource held in the scope is closed. */
export async function runCancellable<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  throwIfCancelled(signal);
  // Every call in flight listens to the signal for a moment; a search makes many at once.
  setMaxListeners(0, signal);
  const held = new Set<() => Promise<void>>();
  const scope: CancellationScope = {
    signal,
    hold(close) {
      held.add(close);
      return () => held.delete(close);
    },
  };
  const onAbort = (): void => {
    for (const close of held) void close().catch(() => undefined);
    held.clear();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await raceWithSignal(
      storage.run(scope, () => work()),
      signal,
    );
  } catch (error) {
    if (signal.aborted) cancellationCounters.operationsCancelled += 1;
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** The scope of the cancellable operation this code runs in, if any. */
export function currentCancellationScope(): CancellationScope | undefined {
  return storage.getStore();
}
