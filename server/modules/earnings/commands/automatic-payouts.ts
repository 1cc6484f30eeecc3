import { may } from '../../../../domain/standing';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { AppError } from '../../../errors';
import { readStanding, type StandingProvider } from '../../../standing/actor';
import { notifyMembers } from '../../notifications/notifications.public';
import { autoPayoutCreators } from '../payout-accounts.repository';
import { blockerCodeOf, withdrawEarnings } from './withdraw-earnings';

const PAGE = 500;

/**
 * After the nightly settlement: a withdrawal for each creator who turned automatic payout on and
 * can be paid (withdrawable ≥ 0.50 EUR, connected account…). When one cannot, the creator is told
 * why — except below the minimum, which is no news — once per night.
 */
export async function runAutomaticPayouts(
  ctx: AppContext,
  standing: readonly StandingProvider[],
  night: string,
): Promise<{ withdrawals: number; blocked: number }> {
  const report = { withdrawals: 0, blocked: 0 };
  let after = '';
  for (;;) {
    const creators = await autoPayoutCreators(ctx.db.db, after, PAGE);
    for (const userId of creators) {
      const member = await readStanding(standing, ctx.db.db, userId, ctx.clock.now());
      try {
        const { created } = await withdrawEarnings(ctx, {
          userId,
          automatic: true,
          earningHeld: !may(member.standing, 'earn'),
          requestKey: `automatic:${night}`,
        });
        if (created) report.withdrawals += 1;
      } catch (error) {
        const reason = error instanceof AppError ? blockerCodeOf(error) : null;
        if (!reason) throw error;
        if (reason === 'below_minimum' || reason === 'payout_in_flight') continue;
        report.blocked += 1;
        await withTransaction(ctx, (scope) =>
          notifyMembers(ctx, scope, [
            {
              userId,
              kind: 'payout_blocked',
              data: { reason },
              dedupKey: `payout_blocked:${userId}:${night}`,
            },
          ]),
        );
      }
    }
    if (creators.length < PAGE) return report;
    after = creators.at(-1)!;
  }
}
