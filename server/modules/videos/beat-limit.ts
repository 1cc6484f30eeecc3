import type { AppContext } from '../../context';
import { RateLimitedError } from '../../errors';
import { SharedCounter } from '../../rate-limits/shared-counter';

/** A player sends 6 beats a minute; 120 per address leaves room for a household behind one address. */
export const BEATS_PER_MINUTE = 120;

/**
 * One budget of heartbeats per address, whether they come over HTTP or on the realtime socket, and
 * over every api node (issue 23: counted per process, two processes allowed twice the limit).
 */
export class BeatLimit {
  private readonly counter: SharedCounter;

  constructor(ctx: AppContext) {
    this.counter = new SharedCounter(
      { db: ctx.db.db, clock: ctx.clock, logger: ctx.logger },
      { prefix: 'beats:', windowS: 60 },
    );
  }

  /** Throws `rate_limited` once the address has sent more than its minute's beats. */
  check(address: string): void {
    if (this.counter.add(address) > BEATS_PER_MINUTE) throw new RateLimitedError();
  }

  flush(): Promise<void> {
    return this.counter.flush();
  }

  close(): Promise<void> {
    return this.counter.close();
  }
}
