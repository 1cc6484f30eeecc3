import { sql } from 'drizzle-orm';
import { dayIn, nextDay, PAYOUT_TIME_ZONE } from '../../../../domain/earnings';
import type { AppContext } from '../../../context';
import { rowsOf } from '../../../db/client';
import { withTransaction } from '../../../db/with-transaction';
import { ValidationError } from '../../../errors';
import { creatorAccount, LEDGER_LOCK_SQL } from '../ledger/accounts';
import { appendEntries } from '../ledger/append-entry';

/** Creators per settlement transaction. */
const CREATORS_PER_BATCH = 1000;

export interface SettlementReport {
  through: string;
  creators: number;
  settledCents: number;
}

/**
 * Nightly settlement (00:00 Europe/Paris; `npm run cli -- earnings:settle [--through YYYY-MM-DD]`):
 * every pending credit of a view validated on or before `through` (default: yesterday in Europe/Paris)
 * becomes withdrawable. A credit belongs to the day its view was validated, even if it reached the
 * ledger after midnight: it goes with the next settlement. Missed nights are caught up (everything up
 * to `through` goes); safe to run twice or on two nodes at once (amounts are computed under the
 * ledger's lock, and each entry's key names the pending account's state it settles).
 */
export async function settleEarnings(
  ctx: AppContext,
  options: { through?: string } = {},
): Promise<SettlementReport> {
  const today = dayIn(PAYOUT_TIME_ZONE, ctx.clock.now());
  const through = options.through ?? nextDay(today, -1);
  // Today is still being earned. Only the sandbox (test mode, no real money) may settle it: how a
  // creator tries the whole path, and the end-to-end journey, without waiting for midnight.
  const latest = ctx.config.payments.provider === 'sandbox' ? today : nextDay(today, -1);
  if (through > latest)
    throw new ValidationError(
      `Only days up to ${latest} (Europe/Paris) can be settled now.`,
      undefined,
      'bad_request',
    );
  const report: SettlementReport = { through, creators: 0, settledCents: 0 };
  let after = '';
  for (;;) {
    const batch = await withTransaction(ctx, async ({ tx }) => {
      await tx.execute(LEDGER_LOCK_SQL);
      // Pending balance minus what belongs to later days = what was earned up to `through`, unsettled.
      const rows = rowsOf<{
        user_id: string;
        pending: string | null;
        last_posting: string | null;
        later: string;
      }>(
        await tx.execute(sql`
          select c.user_id, p.balance_after_cents as pending, p.id as last_posting,
                 (select coalesce(sum(d.earned_cents), 0) from earnings_daily d
                  where d.owner_id = c.user_id and d.day > ${through}::date) as later
          from earnings_creators c
          left join lateral (select id, balance_after_cents from ledger_postings
                             where account = 'creator:' || c.user_id || ':pending'
                             order by id desc limit 1) p on true
          where c.unsettled_since <= ${through}::date and c.user_id > ${after}
          order by c.user_id limit ${CREATORS_PER_BATCH}`),
      );
      const moves = rows
        .map((r) => ({
          userId: r.user_id,
          cents: Number(r.pending ?? 0) - Number(r.later),
          lastPosting: r.last_posting,
        }))
        .filter((m) => m.cents > 0);
      await appendEntries(
        tx,
        ctx.clock,
        moves.map((m) => ({
          kind: 'settlement',
          idempotencyKey: `settlement:${m.userId}:${m.lastPosting}`,
          postings: [
            { account: creatorAccount(m.userId, 'pending'), amountCents: -m.cents },
            { account: creatorAccount(m.userId, 'withdrawable'), amountCents: m.cents },
          ],
          details: { through },
        })),
      );
      if (rows.length > 0)
        await tx.execute(sql`
          update earnings_creators c set unsettled_since = (
            select min(d.day) from earnings_daily d
            where d.owner_id = c.user_id and d.day > ${through}::date and d.earned_cents > 0)
          where c.user_id in (${sql.join(
            rows.map((r) => sql`${r.user_id}`),
            sql`, `,
          )})`);
      return { rows: rows.length, last: rows.at(-1)?.user_id, moves };
    });
    report.creators += batch.moves.length;
    report.settledCents += batch.moves.reduce((sum, m) => sum + m.cents, 0);
    if (batch.rows < CREATORS_PER_BATCH || !batch.last) return report;
    after = batch.last;
  }
}
