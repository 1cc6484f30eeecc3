/**
 * Where server code gets the time (DESIGN: "Time comes from ctx.clock"). Tests move a FakeClock to
 * cross a 24 h view window, a payout midnight or a period end instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told otherwise. Starts at the real time by default. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date | number = Date.now()) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | number): void {
    this.current = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Seconds since the epoch, as signed grants carry them. */
export const epochS = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);
