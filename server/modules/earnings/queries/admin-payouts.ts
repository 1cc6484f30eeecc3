import type { AdminPayoutsPage } from '../../../../domain/api/earnings';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import type { WithdrawalStatus } from '../../../../domain/payouts';
import type { Database } from '../../../db/client';
import { findUserById } from '../../accounts/accounts.public';
import { presentWithdrawal } from '../earnings.presenter';
import { allWithdrawalsPage } from '../withdrawals.repository';

export const ADMIN_PAYOUTS_PAGE_SIZE = 30;

/**
 * GET /api/admin/payouts: every creator's withdrawals, newest first (keyset on requested at, id),
 * optionally of one status (`failed` is where an admin looks first), with who they are for.
 */
export async function adminPayoutsPage(
  db: Database,
  status: WithdrawalStatus | undefined,
  cursor: string | undefined,
): Promise<AdminPayoutsPage> {
  const after = decodeCursor(cursor);
  const rows = await allWithdrawalsPage(
    db,
    status,
    after ? { requestedAt: after.at, id: after.id } : null,
    ADMIN_PAYOUTS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, ADMIN_PAYOUTS_PAGE_SIZE);
  const creatorIds = [...new Set(page.map((row) => row.userId))];
  const creators = new Map(
    (await Promise.all(creatorIds.map((id) => findUserById(db, id)))).flatMap((u) =>
      u ? [[u.id, { id: u.id, username: u.username ?? null, email: u.email }] as const] : [],
    ),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...presentWithdrawal(row), creator: creators.get(row.userId) ?? null })),
    nextCursor:
      rows.length > ADMIN_PAYOUTS_PAGE_SIZE && last
        ? encodeCursor({ at: last.requestedAt, id: last.id })
        : null,
  };
}
