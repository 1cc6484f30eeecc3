import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import type { Database } from '../../../db/client';
import { presentWithdrawal } from '../earnings.presenter';
import { withdrawalsPage as readPage } from '../withdrawals.repository';

export const WITHDRAWALS_PAGE_SIZE = 20;

/** GET /api/earnings/withdrawals: newest first, keyset-paged on (requested at, id). */
export async function withdrawalsPage(db: Database, userId: string, cursor: string | undefined) {
  const after = decodeCursor(cursor);
  const rows = await readPage(
    db,
    userId,
    after ? { requestedAt: after.at, id: after.id } : null,
    WITHDRAWALS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, WITHDRAWALS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(presentWithdrawal),
    nextCursor:
      rows.length > WITHDRAWALS_PAGE_SIZE && last
        ? encodeCursor({ at: last.requestedAt, id: last.id })
        : null,
  };
}
