import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/with-transaction';
import { createTestContext, type TestContext } from '../test/test-context';
import { testBackend } from '../test/test-database';
import {
  createRealtimeHub,
  INLINE_PAYLOAD_MAX_BYTES,
  RECONNECTED_TOPIC,
  type RealtimeEvent,
  type RealtimeHub,
} from './hub';

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

  it('warns when a publish comes while a transaction is open, not from its after-commit effects', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const hub = await createRealtimeHub(ctx.db, logger);
    try {
      await withTransaction(ctx, async (scope) => {
        scope.afterCommit(() => hub.publish('test:tx', { type: 'after' }));
        await hub.publish('test:tx', { type: 'inside' });
      });
      const warned = lines.filter((l) => l.includes('realtime publish while a transaction is open'));
      expect(warned).toHaveLength(1);
      expect(warned[0]).toContain('hub.test.ts');
    } finally {
      await hub.close();
    }
  });

  describe('events larger than a NOTIFY payload', () => {
    // Another node: its own hub and listening connection on the same database.
    let other: RealtimeHub;
    beforeAll(async () => {
      other = await createRealtimeHub(ctx.db, pino({ level: 'silent' }));
    });
    afterAll(() => other.close());
    const payloadRows = async () =>
      (await ctx.db.query<{ n: number }>('select count(*)::int as n from realtime_payloads')).rows[0]!.n;

    it("reach another node's subscriber whole, in order with the small ones around them", async () => {
      const big = { type: 'big', text: 'é'.repeat(10_000) }; // 20 KB of UTF-8
      expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(20_000);
      const heard: RealtimeEvent[] = [];
      const off = other.subscribe('test:big', (event) => heard.push(event));
      const rowsBefore = await payloadRows();
      await ctx.realtime.publish('test:big', { type: 'small-1' });
      await ctx.realtime.publish('test:big', big);
      await ctx.realtime.publish('test:big', { type: 'small-2' });
      await expect.poll(() => heard.map((e) => e.type)).toEqual(['small-1', 'big', 'small-2']);
      expect(heard[1]).toEqual(big);
      // Only the large one took a row.
      expect((await payloadRows()) - rowsBefore).toBe(1);
      off();
    });

    it('travel in a batch beside small ones, each to its own topic', async () => {
      const heard: string[] = [];
      const offs = ['a', 'b', 'c'].map((t) =>
        other.subscribe(`test:batch-${t}`, (e) =>
          heard.push(`${t}:${e.type}:${String(e.text ?? '').length}`),
        ),
      );
      const edge = 'x'.repeat(INLINE_PAYLOAD_MAX_BYTES); // just past the inline size once wrapped
      await ctx.realtime.publishMany([
        { topic: 'test:batch-a', event: { type: 'small' } },
        { topic: 'test:batch-b', event: { type: 'edge', text: edge } },
        { topic: 'test:batch-c', event: { type: 'large', text: 'y'.repeat(30_000) } },
      ]);
      await expect
        .poll(() => [...heard].sort())
        .toEqual(['a:small:0', `b:edge:${INLINE_PAYLOAD_MAX_BYTES}`, 'c:large:30000']);
      for (const off of offs) off();
    });

    it('are swept after a minute, not before', async () => {
      const sweep = () => (other as unknown as { sweepPayloads(): Promise<number> }).sweepPayloads();
      await ctx.realtime.publish('test:sweep', { type: 'large', text: 'z'.repeat(10_000) });
      await sweep();
      expect(await payloadRows()).toBeGreaterThan(0);
      await ctx.db.query("update realtime_payloads set created_at = created_at - interval '61 seconds'");
      await ctx.realtime.publish('test:sweep', { type: 'large', text: 'z'.repeat(10_000) });
      expect(await sweep()).toBeGreaterThan(0);
      expect(await payloadRows()).toBe(1);
    });
  });
});
