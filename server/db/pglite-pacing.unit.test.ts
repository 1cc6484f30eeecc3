import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceOnEventLoop } from './pglite-pacing';

/** How many of 20 queued statements finish before a macrotask queued with them gets to run. */
async function finishedBeforeTheLoopTurns(db: PGlite): Promise<number> {
  let done = 0;
  const statements = Array.from({ length: 20 }, () => db.query('select 1').then(() => done++));
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(statements);
  return seen;
}

describe('PGlite paced on the event loop', () => {
  let plain: PGlite;
  let paced: PGlite;
  let budgeted: PGlite;
  beforeAll(async () => {
    [plain, paced, budgeted] = await Promise.all([PGlite.create(), PGlite.create(), PGlite.create()]);
    paceOnEventLoop(paced, 0);
    paceOnEventLoop(budgeted, 60_000);
    // Three embedded databases starting at once take seconds on a busy 2-core machine.
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), paced?.close(), budgeted?.close()]);
  });

  it('lets the event loop turn between queued statements once their budget is spent (unpaced, they all run first)', async () => {
    expect(await finishedBeforeTheLoopTurns(plain)).toBe(20);
    expect(await finishedBeforeTheLoopTurns(paced)).toBeLessThanOrEqual(1);
    // Within the budget they run back to back, as unpaced.
    await budgeted.query('select 1');
    expect(await finishedBeforeTheLoopTurns(budgeted)).toBe(20);
  });

  it('keeps statements in order and transactions whole', async () => {
    await paced.exec('create table t (n int)');
    const order: number[] = [];
    await Promise.all([
      paced.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        await tx.query('insert into t values (2)');
        order.push(1);
      }),
      paced.query('select count(*)::int as n from t').then((r) => order.push((r.rows[0] as { n: number }).n)),
    ]);
    expect(order).toEqual([1, 2]);
    await expect(
      paced.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await paced.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(2);
  });
});
