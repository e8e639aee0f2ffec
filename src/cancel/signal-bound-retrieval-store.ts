import type { RetrievalStore } from '../retrieve/retrieval-store.js';
import { cancellationCounters, raceWithSignal } from './cancellation-scope.js';

/**
 * The retrieval port bound to `signal`: once it fires, every call in flight rejects at once with the
 * cancellation error and every new call is refused, so a mode stops at its next store call whatever
 * path it is on (an LLM fallback included). Modes need no change.
 */
export function signalBoundRetrievalStore(store: RetrievalStore, signal: AbortSignal): RetrievalStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      // Not an async function: the promise returned must be raceWithSignal's own (its cancellation is marked handled).
      return (...args: unknown[]): Promise<unknown> => {
        if (signal.aborted) cancellationCounters.callsRefused += 1;
        return raceWithSignal(signal.aborted ? Promise.resolve(undefined) : method.apply(target, args), signal);
      };
    },
  });
}
