import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Decision } from '../../../../domain/api/moderation-decisions';
import {
  type DecideInput,
  type DecideRequest,
  decideInputSchema,
} from '../../../../domain/moderation-decisions';
import { moderationDecisions } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { findUserById, memberNotFound } from '../../accounts/accounts.public';
import { presentDecision } from '../decisions.presenter';
import { findDecision } from '../decisions.repository';
import { authorizeModeration } from '../moderation.policy';
import { reportsSentBy } from '../reports.repository';
import { checkDecision, type Deps, recordDecision } from './record-decision';

/** A second identical decision on the same member within this window is the first one (a double click). */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

const sanctionKey = (s: { kind: string; feature?: string | null; until?: Date | string | null }) =>
  `${s.kind}|${s.feature ?? ''}|${s.until ? new Date(s.until).getTime() : ''}`;
const sameSanctions = (
  stored: readonly { kind: string; feature: string | null; until: Date | null }[],
  asked: DecideRequest['sanctions'],
) =>
  stored.map(sanctionKey).sort().join() ===
  asked
    .map((s) =>
      sanctionKey({
        kind: s.kind,
        feature: 'feature' in s ? s.feature : null,
        until: 'until' in s ? s.until : null,
      }),
    )
    .sort()
    .join();

/**
 * Decides on a member directly, from the admins' member page (issue 27 part 1: a reporter who
 * keeps sending unfounded reports can be limited like any feature; also a notice received outside
 * the report form): member sanctions only, with a statement of reasons the member reads and may
 * appeal like any other. The same decision sent twice (a double click, two tabs) is taken once
 * and answered the same: the member's decisions are serialised by a lock, and an identical one
 * by the same admin in the last ten minutes is returned instead of taken again.
 */
export async function decideOnMember(
  ctx: Deps,
  request: { actor: Actor | null; requestId: string | null; memberId: string; input: DecideInput },
): Promise<Decision> {
  const { actor } = request;
  authorizeModeration(actor);
  const input = decideInputSchema.parse(request.input);
  const now = ctx.clock.now();
  checkDecision(input, 'member', now);
  if (request.memberId === actor.userId)
    throw new ValidationError('An admin does not decide on themself.', undefined, 'sanction_not_applicable');
  const member = await findUserById(ctx.db.db, request.memberId);
  if (!member) throw memberNotFound();

  const decisionId = await withTransaction(ctx, async (scope) => {
    await scope.tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`moderation.member:${member.id}`}, 0))`,
    );
    const recent = await scope.tx
      .select({ id: moderationDecisions.id })
      .from(moderationDecisions)
      .where(
        and(
          eq(moderationDecisions.subjectId, member.id),
          eq(moderationDecisions.itemKind, 'member'),
          isNull(moderationDecisions.itemId),
          eq(moderationDecisions.decidedBy, actor.userId),
          eq(moderationDecisions.reason, input.reason),
          eq(moderationDecisions.facts, input.facts),
          eq(moderationDecisions.explanation, input.explanation),
          gt(moderationDecisions.decidedAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(moderationDecisions.decidedAt))
      .limit(5);
    for (const { id } of recent) {
      const record = await findDecision(scope.tx, id);
      if (record && sameSanctions(record.sanctions, input.sanctions)) return id;
    }
    const reportsSent = await reportsSentBy(scope.tx, member.id);
    return recordDecision(
      ctx,
      scope,
      { actor, requestId: request.requestId, input, now },
      {
        item: null,
        subjectId: member.id,
        followedNotice: false,
        contentCreatedAt: null,
        audit: { targetType: 'member', targetId: member.id, before: { reportsSent } },
        log: { reportsSent },
      },
    );
  });
  const record = await findDecision(ctx.db.db, decisionId);
  return presentDecision(record!, { title: null, appealDays: ctx.config.moderationAppealDays, now });
}
