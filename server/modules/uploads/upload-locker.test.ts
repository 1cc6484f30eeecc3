import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { LeaseLocker } from './upload-locker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TIMES = { leaseMs: 600, acquireTimeoutMs: 5_000, retryMs: 50 };
const never = new AbortController().signal;
const holderOf = async (id: string) =>
  (await ctx.db.query<{ holder: string }>('select holder from upload_locks where upload_id = $1', [id]))
    .rows[0]?.holder;

describe('the upload lease lock', () => {
  it('waits out the lease of a holder that died (nobody answers the release request)', async () => {
    const locker = new LeaseLocker(ctx, TIMES);
    await ctx.db.query(
      `insert into upload_locks values ('dead-holder-upload', 'a-node-that-died', now() + interval '400 milliseconds')`,
    );
    const started = performance.now();
    const lock = locker.newLock('dead-holder-upload');
    await lock.lock(never, () => {});
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(await holderOf('dead-holder-upload')).not.toBe('a-node-that-died');
    await lock.unlock();
    expect(await holderOf('dead-holder-upload')).toBeUndefined();
    locker.close();
  });

  it('keeps a lease past its length while held (renewed), and lets the next one in on release', async () => {
    const locker = new LeaseLocker(ctx, TIMES);
    const first = locker.newLock('renewed-upload');
    const released: string[] = [];
    await first.lock(never, () => void released.push('first'));
    const second = locker.newLock('renewed-upload');
    const waiting = second.lock(never, () => {});
    await sleep(TIMES.leaseMs * 2);
    // Still the first's: the second asked it to let go (tus cancels its request), and waits.
    expect(released.length).toBeGreaterThan(0);
    let secondHolds = false;
    void waiting.then(() => {
      secondHolds = true;
    });
    await sleep(50);
    expect(secondHolds).toBe(false);
    await first.unlock();
    await waiting;
    await second.unlock();
    locker.close();
  });

  it('stops a holder whose lease was taken over (it expired while the database was out of reach)', async () => {
    const locker = new LeaseLocker(ctx, TIMES);
    const lock = locker.newLock('lost-upload');
    let stopped = false;
    await lock.lock(never, () => {
      stopped = true;
    });
    await ctx.db.query(`update upload_locks set holder = 'someone-else' where upload_id = 'lost-upload'`);
    for (let i = 0; i < 40 && !stopped; i++) await sleep(50);
    expect(stopped).toBe(true);
    await lock.unlock();
    // Its release does not remove the lease it no longer holds.
    expect(await holderOf('lost-upload')).toBe('someone-else');
    locker.close();
  });

  it("gives up after tus's wait, or as soon as the request stops", async () => {
    const locker = new LeaseLocker(ctx, { ...TIMES, acquireTimeoutMs: 300 });
    await ctx.db.query(
      `insert into upload_locks values ('held-upload', 'a-live-holder', now() + interval '1 minute')`,
    );
    await expect(locker.newLock('held-upload').lock(never, () => {})).rejects.toMatchObject({
      status_code: 500,
    });
    const stop = new AbortController();
    const other = new LeaseLocker(ctx, TIMES);
    const started = performance.now();
    const patient = other.newLock('held-upload').lock(stop.signal, () => {});
    stop.abort();
    await expect(patient).rejects.toBeDefined();
    expect(performance.now() - started).toBeLessThan(TIMES.acquireTimeoutMs);
    locker.close();
    other.close();
  });
});
