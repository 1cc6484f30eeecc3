import { describe, expect, it } from 'vitest';
import { payWithdrawal } from './commands/pay-withdrawal';
import { withdrawEarnings } from './commands/withdraw-earnings';
import { ledgerTestContext } from './earnings.test-helpers';
import { connectCreator, giveWithdrawable, topUp } from './payouts.test-helpers';
import { adminPayoutsPage } from './queries/admin-payouts';

/** The admins' payouts screen's list (GET /api/admin/payouts; its access is in the permission matrix). */
const t = ledgerTestContext();

describe('admin payouts', () => {
  it("lists every creator's withdrawals newest first, by status, with who each is for", async () => {
    await topUp(t.ctx, 100_000);
    const ids: string[] = [];
    for (const [creator, cents] of [
      ['ap-ana', 120],
      ['ap-bob', 340],
    ] as const) {
      await connectCreator(t.ctx, creator);
      await giveWithdrawable(t.ctx, creator, cents);
      const { withdrawal } = await withdrawEarnings(t.ctx, {
        userId: creator,
        automatic: false,
        earningHeld: false,
      });
      ids.push(withdrawal.id);
      t.ctx.clock.advance(1000);
    }
    await payWithdrawal(t.ctx, ids[1]!);
    const all = await adminPayoutsPage(t.ctx.db.db, undefined, undefined);
    const mine = all.items.filter((w) => ids.includes(w.id));
    expect(mine.map((w) => [w.id, w.amountCents, w.creator?.id])).toEqual([
      [ids[1], 340, 'ap-bob'],
      [ids[0], 120, 'ap-ana'],
    ]);
    expect(mine[0]!.creator).toMatchObject({ email: 'ap-bob@members.example' });
    const requested = await adminPayoutsPage(t.ctx.db.db, 'requested', undefined);
    expect(requested.items.map((w) => w.id)).toContain(ids[0]);
    expect(requested.items.map((w) => w.id)).not.toContain(ids[1]);
    expect(requested.items.every((w) => w.status === 'requested')).toBe(true);
  });
});
