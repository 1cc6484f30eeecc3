import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { SharedCounter } from './shared-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** A route-level limit's store gets the route it belongs to (@fastify/rate-limit's `routeInfo`). */
type StoreParams = FastifyRateLimitOptions | (RouteOptions & { routeInfo?: Partial<RouteOptions> });

/**
 * @fastify/rate-limit's store on SharedCounter: a limit per address (600 requests a minute, and each
 * route's own) counts the requests of every api node, not only this one's — its default store kept
 * them in each process, so three nodes allowed three times the limit (issue 31). Like the heartbeat
 * budget, a node answers from memory and learns the other nodes' counts at each write (every
 * second): the limit holds give or take one second's requests.
 */
export function sharedRateLimitStore(deps: { db: Database; clock: Clock; logger: Logger }) {
  const counters = new Map<string, SharedCounter>();
  const counterFor = (prefix: string, windowMs: number) => {
    const windowS = Math.max(1, Math.ceil(windowMs / 1000));
    const name = `${prefix}${windowS}:`;
    let counter = counters.get(name);
    if (!counter) {
      counter = new SharedCounter(deps, { prefix: name, windowS });
      counters.set(name, counter);
    }
    return counter;
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(params: StoreParams = {}) {
      const route = 'routeInfo' in params ? params.routeInfo : undefined;
      this.prefix = route?.url ? `rl:${[route.method ?? ''].flat().join(',')} ${route.url}:` : 'rl:';
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      const counter = counterFor(this.prefix, timeWindow);
      const current = counter.add(key);
      callback(null, { current, ttl: counter.windowLeftMs(key) });
    }
    child(params: RouteOptions & { path: string; prefix: string }): SharedRateLimitStore {
      return new SharedRateLimitStore(params as StoreParams);
    }
  }

  return {
    Store: SharedRateLimitStore,
    /** Writes what is pending and stops the timers (the app's close). */
    close: () => Promise.all([...counters.values()].map((c) => c.close())).then(() => {}),
  };
}
