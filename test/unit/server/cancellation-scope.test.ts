import { describe, expect, it } from 'vitest';
import { cancellationCounters, cancellationError, currentCancellationScope, raceWithSignal, runCancellable } from '../../../src/cancel/cancellation-scope.js';
import { signalBoundRetrievalStore } from '../../../src/cancel/signal-bound-retrieval-store.js';
import { CancelledError } from '../../../src/errors/cancelled-error.js';
import { DeadlineExceededError } from '../../../src/errors/deadline-exceeded-error.js';
import type { RetrievalStore } from '../../../src/ports/retrieval-store.js';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

describe('cancellation scope', () => {
  it('names the error by the signal: a timeout is a deadline, anything else a cancellation', async () => {
    expect(cancellationError(AbortSignal.abort())).toBeInstanceOf(CancelledError);
    const timedOut = AbortSignal.timeout(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancellationError(timedOut)).toBeInstanceOf(DeadlineExceededError);
    const reason = new CancelledError('the HTTP client disconnected');
    expect(cancellationError(AbortSignal.abort(reason))).toBe(reason);
  });

  it('rejects the moment the signal fires, and closes what the work holds open', async () => {
    const controller = new AbortController();
    let closed = 0;
    const running = runCancellable(controller.signal, async () => {
      currentCancellationScope()!.hold(async () => void (closed += 1));
      const released = currentCancellationScope()!.hold(async () => void (closed += 100));
      released();
      return never<number>();
    });
    setTimeout(() => controller.abort(), 5);
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(closed).toBe(1);
    expect(currentCancellationScope()).toBeUndefined();
  });

  it('keeps scopes apart: concurrent operations see their own signal', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const seen: AbortSignal[] = [];
    await Promise.all([
      runCancellable(first.signal, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(currentCancellationScope()!.signal);
      }),
      runCancellable(second.signal, async () => {
        seen.push(currentCancellationScope()!.signal);
      }),
    ]);
    expect(seen).toEqual([second.signal, first.signal]);
  });

  it('the bound store refuses calls after the abort and rejects the one in flight', async () => {
    const controller = new AbortController();
    const calls: string[] = [];
    const store = {
      searchPassages: async (query: string) => {
        calls.push(query);
        return never();
      },
    } as unknown as RetrievalStore;
    const bound = signalBoundRetrievalStore(store, controller.signal);
    const inFlight = bound.searchPassages('first', 5);
    controller.abort();
    await expect(inFlight).rejects.toBeInstanceOf(CancelledError);
    const refusedBefore = cancellationCounters.callsRefused;
    await expect(bound.searchPassages('second', 5)).rejects.toBeInstanceOf(CancelledError);
    expect(cancellationCounters.callsRefused).toBe(refusedBefore + 1);
    expect(calls).toEqual(['first']);
    expect(bound.vectorPassages).toBeUndefined();
  });

  it('passes results and failures through while the signal has not fired', async () => {
    const signal = new AbortController().signal;
    expect(await raceWithSignal(Promise.resolve(3), signal)).toBe(3);
    await expect(raceWithSignal(Promise.reject(new Error('boom')), signal)).rejects.toThrow('boom');
  });
});

describe('cancellation of calls nobody awaits', () => {
  it('a cancelled call started but never awaited is not an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const controller = new AbortController();
      const store = { searchPassages: async () => never(), passagesAbout: async () => never() } as unknown as RetrievalStore;
      const bound = signalBoundRetrievalStore(store, controller.signal);
      // As rarag does: one call started, another awaited first.
      const running = runCancellable(controller.signal, async () => {
        const started = bound.searchPassages('question', 5);
        await bound.passagesAbout(['key']);
        return started;
      });
      setTimeout(() => controller.abort(), 5);
      await expect(running).rejects.toBeInstanceOf(CancelledError);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});

describe('failures of calls nobody awaits', () => {
  it('a store call failing (Neo4j down) after the mode stopped waiting for it is not an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const down = new Error('Neo4j is unreachable');
      const store = {
        searchPassages: async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw down;
        },
        passagesAbout: async () => {
          throw down;
        },
      } as unknown as RetrievalStore;
      const bound = signalBoundRetrievalStore(store, new AbortController().signal);
      const running = (async () => {
        const started = bound.searchPassages('question', 5);
        await bound.passagesAbout(['key']);
        return started;
      })();
      await expect(running).rejects.toBe(down);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
