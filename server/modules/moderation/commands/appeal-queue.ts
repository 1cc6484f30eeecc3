import type { AppealQueue } from '../../../../domain/api/moderation-decisions';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../standing/actor';
import { countWithRole, findUserById } from '../../accounts/accounts.public';
import { findDecision, openAppeals } from '../decisions.repository';
import { presentDecisions } from './read-decision';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** Open appeals (oldest first, up to 100) with their decisions, the member and the decider. */
export async function appealQueue(ctx: Deps, actor: Actor): Promise<AppealQueue> {
  const [appeals, admins] = await Promise.all([openAppeals(ctx.db.db), countWithRole(ctx.db.db, 'admin')]);
  const records = (await Promise.all(appeals.map((a) => findDecision(ctx.db.db, a.decisionId)))).filter(
    (r) => r !== null,
  );
  const decisions = await presentDecisions(ctx, records);
  const people = new Map<string, { id: string; username: string | null }>();
  for (const id of new Set(records.flatMap((r) => [r.decision.subjectId, r.decision.decidedBy]))) {
    if (!id) continue;
    const user = await findUserById(ctx.db.db, id);
    if (user) people.set(id, { id, username: user.username });
  }
  return {
    items: records.map((record, i) => {
      const { subjectId, decidedBy } = record.decision;
      return {
        id: record.appeal!.id,
        decision: decisions[i]!,
        member: subjectId ? (people.get(subjectId) ?? { id: subjectId, username: null }) : null,
        decidedBy: { id: decidedBy, username: decidedBy ? (people.get(decidedBy)?.username ?? null) : null },
        reviewable: decidedBy !== actor.userId || admins <= 1,
        submittedAt: record.appeal!.submittedAt.toISOString(),
      };
    }),
  };
}
