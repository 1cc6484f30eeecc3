import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings, user } from '../../db/schema';
import { insertMembers } from '../accounts/accounts.test-helpers';
import { appendIn, creditPaidView, ledgerTestContext, move, paidViewEvent } from './earnings.test-helpers';
import { creatorAccount, PLATFORM_PREMIUM_REVENUE } from './ledger/accounts';
import type { EntryRequest } from './ledger/canonical';
import { verifyLedger } from './ledger/verify-ledger';
import { balancesOf } from './queries/balances';

/** A creator's balances, read from the ledger (PGlite and PostgreSQL). */
const t = ledgerTestContext();
const append = (request: EntryRequest) => appendIn(t.ctx, request);
const verify = () => verifyLedger(t.ctx.db.db);

describe('balancesOf', () => {
  it('reads total, this month (Europe/Paris), pending, withdrawable and in flight from the ledger', async () => {
    const creator = 'balances';
    const pending = creatorAccount(creator, 'pending');
    // 31 October, 23:30 in Paris (22:30 UTC): October's.
    t.ctx.clock.set(new Date('2026-10-31T22:30:00Z'));
    await creditPaidView(
      t.ctx,
      paidViewEvent({ ownerId: creator, videoDurationS: 600, validatedAt: t.ctx.clock.now().toISOString() }),
    );
    // 1 November, 00:30 in Paris (23:30 UTC on the 31st): November's.
    t.ctx.clock.set(new Date('2026-10-31T23:30:00Z'));
    await creditPaidView(
      t.ctx,
      paidViewEvent({ ownerId: creator, videoDurationS: 300, validatedAt: t.ctx.clock.now().toISOString() }),
    );
    await append(move('settle-1', pending, creatorAccount(creator, 'withdrawable'), 3, 'settlement'));
    await append(
      move(
        'withdraw-1',
        creatorAccount(creator, 'withdrawable'),
        creatorAccount(creator, 'in-flight'),
        2,
        'withdrawal',
      ),
    );
    t.ctx.clock.set(new Date('2026-11-15T12:00:00Z'));
    await creditPaidView(
      t.ctx,
      paidViewEvent({ ownerId: creator, videoDurationS: 60, validatedAt: t.ctx.clock.now().toISOString() }),
    );
    expect(await balancesOf(t.ctx.db.db, creator, t.ctx.clock.now())).toEqual({
      totalEarnedCents: 6,
      thisMonthCents: 3,
      pendingCents: 3,
      withdrawableCents: 1,
      inFlightCents: 2,
    });
    expect(await balancesOf(t.ctx.db.db, 'nobody', t.ctx.clock.now())).toEqual({
      totalEarnedCents: 0,
      thisMonthCents: 0,
      pendingCents: 0,
      withdrawableCents: 0,
      inFlightCents: 0,
    });
    // The platform's side mirrors what creators earned.
    const [platform] = await t.ctx.db.db
      .select({ total: sql<string>`sum(${ledgerPostings.amountCents})` })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.account, PLATFORM_PREMIUM_REVENUE));
    expect(Number(platform!.total)).toBeLessThan(0);
    t.ctx.clock.set(new Date('2026-11-27T10:00:00Z'));
    expect((await verify()).firstBad).toBeNull();
  });

  it("keeps a creator's entries when their account is deleted", async () => {
    const [creator] = await insertMembers(t.ctx, 1, { prefix: 'leaving' });
    const credited = await creditPaidView(t.ctx, paidViewEvent({ ownerId: creator! }));
    await t.ctx.db.db.delete(user).where(eq(user.id, creator!));
    const [kept] = await t.ctx.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, credited!.id));
    expect(kept).toBeDefined();
    expect((await balancesOf(t.ctx.db.db, creator!, t.ctx.clock.now())).pendingCents).toBe(2);
  });
});
