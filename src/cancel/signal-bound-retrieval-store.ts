import type { RetrievalStore } from '../ports/retrieval-store.js';
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
      // Scoping makes no call: the scoped store is bound to the same signal.
      if (property === 'withOrigins') {
        const scope = value as NonNullable<RetrievalStore['withOrigins']>;
        return (filter: Parameters<typeof scope>[0]) => signalBoundRetrievalStore(scope.call(target, filter), signal);
      }
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]): Promise<unknown> => {
        if (signal.aborted) cancellationCounters.callsRefused += 1;
        const call = raceWithSignal(signal.aborted ? Promise.resolve(undefined) : method.apply(target, args), signal);
        // A call a mode started but stopped waiting for (another call failed first: Neo4j down, or
        // cancelled) must not become an unhandled rejection that ends a server; the caller that
        // awaits it still gets the error.
        call.catch(() => undefined);
        return call;
      };
    },
  });
}
