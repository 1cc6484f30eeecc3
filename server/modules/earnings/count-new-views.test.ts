import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { until } from '../../test/until';
import { countNewViews } from './reactions/credit-paid-view';

/**
 * Earnings reads validated views by cursor (docs/decisions/0021-payouts.md, "Views read by cursor"):
 * every view once, in pages, whatever the readers running at once or the order transactions commit in.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-27T10:00:00Z'));
});
afterAll(async () => {
  await ctx.close();
});

/** A paying view as the videos module writes it (Premium viewer, public monetized 5-minute video). */
const insertView = (db: Database, ownerId: string, validatedAt = '2026-11-27T09:00:00Z') =>
  db.execute(sql`
    insert into video_views (video_id, owner_id, viewer_key, viewer_user_id, viewer_premium,
                             video_public, video_monetized, video_duration_s, validated_at)
    values (${randomUUID()}, ${ownerId}, ${`u:${randomUUID()}`}, ${randomUUID()}, true, true, true, 300, ${validatedAt})`);

/** What earnings counted for an owner: paid views queued for the ledger, at 2 cents each. */
const queuedCredits = async (ownerId: string) => {
  const { rows } = await ctx.db.query<{ n: number; cents: number }>(
    `select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents
       from earnings_unposted_credits where owner_id = $1`,
    [ownerId],
  );
  return rows[0]!;
};

/**
 * Reads until `expected` views were read. A transaction still open anywhere on the server (other
 * test files share it) holds the reading horizon back for a moment: a read may find fewer at first.
 */
async function readAll(expected: number, pageSize?: number, readers = 1): Promise<number> {
  let read = 0;
  await until(
    `${expected} views read`,
    async () => {
      const counts = await Promise.all(Array.from({ length: readers }, () => countNewViews(ctx, pageSize)));
      read += counts.reduce((a, b) => a + b, 0);
      return read;
    },
    (n) => n >= expected,
  );
  return read;
}

describe('earnings reads validated views by cursor', () => {
  it('reads each view once, over several pages, and nothing the second time', async () => {
    for (let i = 0; i < 23; i++) await insertView(ctx.db.db, 'paged');
    expect(await readAll(23, 5)).toBe(23);
    expect(await queuedCredits('paged')).toEqual({ n: 23, cents: 46 });
    expect(await countNewViews(ctx, 5)).toBe(0);
    expect(await queuedCredits('paged')).toEqual({ n: 23, cents: 46 });
  });

  it('counts a view once when readers run at once', async () => {
    for (let i = 0; i < 40; i++) await insertView(ctx.db.db, 'racing');
    expect(await readAll(40, 7, 3)).toBe(40);
    expect(await queuedCredits('racing')).toEqual({ n: 40, cents: 80 });
  });

  it('leaves the cursor where it was when the transaction that counts a page fails', async () => {
    await insertView(ctx.db.db, 'failing');
    // The credits table refuses the page's insert: the cursor's move is rolled back with it.
    await ctx.db.exec(
      `alter table earnings_unposted_credits add constraint no_failing check (owner_id <> 'failing')`,
    );
    await expect(countNewViews(ctx)).rejects.toThrow();
    await ctx.db.exec('alter table earnings_unposted_credits drop constraint no_failing');
    expect(await readAll(1)).toBe(1);
    expect(await queuedCredits('failing')).toEqual({ n: 1, cents: 2 });
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(testBackend() === 'postgres')(
    'never skips a view whose transaction began first but commits last',
    async () => {
      let commitFirst!: () => void;
      let firstInserted!: () => void;
      const inserted = new Promise<void>((resolve) => {
        firstInserted = resolve;
      });
      const first = ctx.db.db.transaction(async (tx) => {
        await insertView(tx as unknown as Database, 'late');
        firstInserted();
        await new Promise<void>((resolve) => {
          commitFirst = resolve;
        });
      });
      await inserted;
      // A later transaction's view commits while the first is still open.
      await insertView(ctx.db.db, 'late');
      // Neither is read yet: the later one waits behind the open transaction's horizon.
      expect(await countNewViews(ctx)).toBe(0);
      commitFirst();
      await first;
      expect(await readAll(2)).toBe(2);
      expect(await queuedCredits('late')).toEqual({ n: 2, cents: 4 });
    },
  );
});
