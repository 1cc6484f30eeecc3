import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes every PGlite statement (and transaction) start in a fresh turn of the event loop.
 *
 * PGlite runs SQL synchronously on this thread, and its lock hands over to the next waiter within
 * the same microtask drain: under load the statements queued by 50 requests (~0.8 ms each) ran back
 * to back, and the event loop took new connections one at a time between such runs — connections
 * opened under load waited up to 1 s before their first request was read (watch API signed in:
 * median 38 ms, p99 515 ms, max 1.1 s). Yielding inside the lock, before each statement, lets the
 * loop accept and read sockets between statements at no cost in throughput
 * (docs/decisions/0012-server-speed.md).
 */
export function paceOnEventLoop(pglite: PGlite): void {
  const exclusive = pglite._runExclusiveTransaction.bind(pglite);
  pglite._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    exclusive(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return fn();
    });
}
