import type { PGlite } from '@electric-sql/pglite';

/**
 * Lets the event loop turn between PGlite statements once they have run back to back for
 * `budgetMs`.
 *
 * PGlite runs SQL synchronously on this thread, and its lock hands over to the next waiter within
 * the same microtask drain: under load the statements queued by 50 requests (~0.8 ms each) ran back
 * to back, and the event loop took new connections one at a time between such runs — connections
 * opened under load waited up to 1 s before their first request was read (watch API signed in:
 * median 38 ms, p99 515 ms, max 1.1 s). Yielding before every statement fixed that but cut the
 * database to about one statement per turn of a busy loop (heartbeats that read a session: 282/s);
 * a budget of a few milliseconds keeps both (docs/decisions/0012-server-speed.md). The yield happens
 * inside the lock, so statements keep their order and transactions stay whole.
 */
export function paceOnEventLoop(pglite: PGlite, budgetMs = 4): void {
  const exclusive = pglite._runExclusiveTransaction.bind(pglite);
  let runStartedAt = performance.now();
  pglite._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    exclusive(async () => {
      if (performance.now() - runStartedAt >= budgetMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        runStartedAt = performance.now();
      }
      return fn();
    });
}
