import { isMemberSanction } from '../../../../domain/moderation-decisions';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { changeStanding } from '../../../standing/access-version';
import { claimEndedSanctions, endSanctions, logModeration } from '../decisions.repository';
import { liftContentSanction } from '../video-sanctions';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

const BATCH = 200;

/**
 * Ends the sanctions whose time has come (issue 27 part 3: "every sanction expires on time without
 * manual action"). The standing already leaves an ended sanction out at its `until`; this records
 * the expiry, gives a demonetised video its monetization back through the videos module, and bumps
 * the member's access version so every node re-reads the standing at once. Batches claimed with
 * SKIP LOCKED: two nodes' sweeps share the work, a crash leaves the batch for the next minute.
 */
export async function expireSanctions(ctx: Deps): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await withTransaction(ctx, async (scope) => {
      const claimed = await claimEndedSanctions(scope.tx, now, BATCH);
      const ended = await endSanctions(
        scope.tx,
        claimed.map((s) => s.id),
        'expired',
        now,
      );
      const members = new Set<string>();
      for (const s of ended) {
        await liftContentSanction(ctx, scope, s);
        if (s.subjectId && isMemberSanction(s.kind)) members.add(s.subjectId);
        await logModeration(scope.tx, {
          at: now,
          action: 'sanction_expired',
          actorId: null,
          decisionId: s.decisionId,
          data: { sanctionId: s.id, kind: s.kind, until: s.until?.toISOString() ?? null },
        });
      }
      for (const userId of members) await changeStanding(scope, ctx.realtime, userId);
      return claimed.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}
