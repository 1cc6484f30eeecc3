import { describe, expect, it } from 'vitest';
import { Slots } from './slots';
import { BACKEND_LIMITS, workSettings } from './work-settings';

describe('workSettings', () => {
  it('gives normal queues the shared budget and critical ones their own slots and a faster poll', () => {
    const normal = workSettings({}, 'postgres');
    const critical = workSettings({ priority: 'critical' }, 'postgres');
    expect(normal).toEqual({ concurrency: 4, batchSize: 16, pollIntervalMs: 1000, shared: true });
    expect(critical).toEqual({ concurrency: 4, batchSize: 16, pollIntervalMs: 250, shared: false });
  });

  it('stays modest on PGlite, whatever a job declares', () => {
    expect(workSettings({}, 'pglite').concurrency).toBe(2);
    expect(workSettings({ concurrency: 50 }, 'pglite').concurrency).toBe(
      BACKEND_LIMITS.pglite.maxConcurrency,
    );
    expect(workSettings({ concurrency: 50 }, 'postgres').concurrency).toBe(32);
  });

  it('keeps a declared batch (1 for long jobs) and bounds nonsense', () => {
    expect(workSettings({ concurrency: 1, batchSize: 1 }, 'postgres')).toMatchObject({
      concurrency: 1,
      batchSize: 1,
    });
    expect(workSettings({ concurrency: 0, batchSize: 0 }, 'postgres')).toMatchObject({
      concurrency: 1,
      batchSize: 1,
    });
    expect(workSettings({ batchSize: 10_000 }, 'postgres').batchSize).toBe(100);
  });
});

describe('Slots', () => {
  it('hands a freed slot to the oldest waiter, and lets an aborted waiter go', async () => {
    const slots = new Slots(1);
    const stop = new AbortController();
    expect(slots.tryTake()).toBe(true);
    const order: string[] = [];
    const first = slots.take(new AbortController().signal).then((t) => order.push(`first:${t}`));
    const quitter = slots.take(stop.signal).then((t) => order.push(`quitter:${t}`));
    const last = slots.take(new AbortController().signal).then((t) => order.push(`last:${t}`));
    stop.abort();
    await quitter;
    slots.give();
    await first;
    expect(slots.tryTake()).toBe(false);
    slots.give();
    await last;
    expect(order).toEqual(['quitter:false', 'first:true', 'last:true']);
    slots.give();
    expect(slots.free).toBe(1);
  });
});
