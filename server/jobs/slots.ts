/**
 * A counting semaphore with first-come, first-served waiters: a queue's own concurrency, and the
 * budget the normal queues of a process share (work-settings.ts). A freed slot goes straight to the
 * oldest waiter, so queues waiting for the shared budget take turns.
 */
export class Slots {
  private used = 0;
  private readonly waiters: { grant: (taken: boolean) => void; signal: AbortSignal }[] = [];

  constructor(readonly size: number) {}

  get free(): number {
    return this.size - this.used;
  }

  tryTake(): boolean {
    if (this.used >= this.size) return false;
    this.used += 1;
    return true;
  }

  /** Waits for a slot; false when `signal` aborts first (the worker is stopping). */
  take(signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.tryTake()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        signal,
        grant: (taken: boolean) => {
          signal.removeEventListener('abort', onAbort);
          resolve(taken);
        },
      };
      const onAbort = () => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.grant(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  give(): void {
    const next = this.waiters.shift();
    // The slot changes hands without being counted free in between.
    if (next) next.grant(true);
    else this.used = Math.max(0, this.used - 1);
  }
}
