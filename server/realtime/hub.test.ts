import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';
import { testBackend } from '../test/test-database';
import { RECONNECTED_TOPIC, type RealtimeEvent } from './hub';

/**
 * The PostgreSQL fan-out survives losing its listening connection (server restart, failover, an
 * idle connection killed by a proxy): it listens again by itself and says so, so caches fed by it
 * start afresh. PGlite runs in one process and has no listener to lose.
 */
describe.runIf(testBackend() === 'postgres')('realtime fan-out on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('listens again after its connection was killed, and announces it', async () => {
    const received: RealtimeEvent[] = [];
    ctx.realtime.subscribe('test:topic', (event) => received.push(event));
    let reconnected = 0;
    ctx.realtime.subscribe(RECONNECTED_TOPIC, () => reconnected++);

    await ctx.realtime.publish('test:topic', { type: 'before' });
    await expect.poll(() => received.map((e) => e.type)).toEqual(['before']);

    const pid = await (ctx.realtime as unknown as { listenerPid(): Promise<number> }).listenerPid();
    await ctx.db.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => reconnected, { timeout: 15_000 }).toBe(1);

    await ctx.realtime.publish('test:topic', { type: 'after' });
    await expect.poll(() => received.map((e) => e.type)).toEqual(['before', 'after']);
  });

  it('sends many messages in one statement, each to its own topic', async () => {
    const heard: string[] = [];
    const off = [1, 2, 3].map((n) =>
      ctx.realtime.subscribe(`test:many-${n}`, (event) => heard.push(`${n}:${event.type}`)),
    );
    await ctx.realtime.publishMany(
      [1, 2, 3, 1].map((n, i) => ({ topic: `test:many-${n}`, event: { type: `m${i}` } })),
    );
    await expect.poll(() => [...heard].sort()).toEqual(['1:m0', '1:m3', '2:m1', '3:m2']);
    for (const stop of off) stop();
  });
});
