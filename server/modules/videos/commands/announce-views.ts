import { systemClock } from '../../../clock';
import type { TransactionScope } from '../../../db/with-transaction';
import { viewsAdded } from '../videos.events';

/** Per database handle (one per process, one per test context): the second already announced. */
const announced = new WeakMap<object, number>();

/**
 * Announces, in the transaction that validated a view, that views were added: at most one
 * `views.added` job a second per process. Seconds of the real clock, not the domain's (a test clock
 * stands still): this only paces the queue. The job starts a second later, when that second's views
 * have committed; one that commits later still is read by the next announcement or by the readers'
 * minute schedule (earnings.catch-up-views).
 */
export async function announceViewsAdded(
  db: object,
  { enqueue, afterCommit }: Pick<TransactionScope, 'enqueue' | 'afterCommit'>,
): Promise<void> {
  const second = Math.floor(systemClock.now().getTime() / 1000);
  if (announced.get(db) === second) return;
  await enqueue(viewsAdded, { second }, { startAfterS: 1 });
  afterCommit(() => {
    announced.set(db, second);
  });
}
