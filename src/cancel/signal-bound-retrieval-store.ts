import type { RetrievalStore } from '../retrieve/retrieval-store.js';
import { raceWithSignal, throwIfCancelled } from './cancellation-scope.js';

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
      return async (...args: unknown[]): Promise<unknown> => {
        throwIfCancelled(signal);
        return raceWithSignal(method.apply(target, args), signal);
      };
    },
  });
}
