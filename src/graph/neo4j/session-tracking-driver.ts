import type { Driver, Session } from 'neo4j-driver';
import { cancellationCounters, currentCancellationScope, throwIfCancelled } from '../../cancel/cancellation-scope.js';

/**
 * The driver seen by the graph store, with its sessions bound to the cancellation scope they are
 * opened in (`runCancellable`): a session opened by a cancelled operation is refused, and aborting
 * the operation closes its open sessions — the driver cancels their results and sends the server a
 * RESET, which stops the running query. Outside a scope, sessions are the driver's own.
 * Every other member is the wrapped driver's; closing this one closes it.
 */
export function sessionTrackingDriver(driver: Driver): Driver {
  const session = (...args: Parameters<Driver['session']>): Session => {
    const scope = currentCancellationScope();
    if (!scope) return driver.session(...args);
    throwIfCancelled(scope.signal);
    const opened = driver.session(...args);
    let running = true;
    const release = scope.hold(async () => {
      if (!running) return;
      cancellationCounters.sessionsClosed += 1;
      await opened.close();
    });
    const close = opened.close.bind(opened);
    opened.close = async () => {
      running = false;
      release();
      await close();
    };
    return opened;
  };
  return new Proxy(driver, {
    get(target, property) {
      if (property === 'session') return session;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
