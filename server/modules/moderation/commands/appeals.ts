import { and, eq } from 'drizzle-orm';
import type { Decision } from '../../../../domain/api/moderation-decisions';
import {
  type AppealInput,
  type AppealReviewInput,
  appealInputSchema,
  appealReviewInputSchema,
  isMemberSanction,
  mayAppeal,
} from '../../../../domain/moderation-decisions';
import type { AppContext } from '../../../context';
import { moderationAppeals } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { changeStanding } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { countWithRole } from '../../accounts/accounts.public';
import { recordAdminAction } from '../../audit/audit.public';
import { releaseWithheldEarnings } from '../../earnings/earnings.public';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { endSanctions, findDecision, logModeration } from '../decisions.repository';
import { authorizeModeration } from '../moderation.policy';
import { liftContentSanction } from '../video-sanctions';
import { appealOutcomeMail } from './decision-mails';
import { type DecisionReader, readDecision } from './read-decision';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

export const appealNotFound = () => new NotFoundError('No such appeal.', 'appeal_not_found');

/**
 * The member appeals a decision about them (issue 27 part 5): once (the unique index decides
 * between two tabs), within the window (`MODERATION_APPEAL_DAYS` days of 24 h after the decision,
 * on the app's clock). Signed in as the member, or through the decision email's token.
 */
export async function appealDecision(
  ctx: Deps,
  request: DecisionReader & { decisionId: string; input: AppealInput },
): Promise<Decision> {
  const { message } = appealInputSchema.parse(request.input);
  const { record } = await readDecision(ctx, request, { admins: false });
  const now = ctx.clock.now();
  if (record.appeal) throw new ConflictError('This decision was already appealed.', 'appeal_exists');
  if (!mayAppeal(record.decision.decidedAt, ctx.config.moderationAppealDays, now, false))
    throw new ConflictError('The time to appeal this decision has passed.', 'appeal_window_closed');
  await withTransaction(ctx, async (scope) => {
    const inserted = await scope.tx
      .insert(moderationAppeals)
      .values({ decisionId: record.decision.id, message, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: moderationAppeals.id });
    if (inserted.length === 0)
      throw new ConflictError('This decision was already appealed.', 'appeal_exists');
    await logModeration(scope.tx, {
      at: now,
      action: 'appeal',
      actorId: record.decision.subjectId,
      itemId: record.decision.itemId,
      decisionId: record.decision.id,
    });
  });
  return (await readDecision(ctx, request)).decision;
}

/**
 * An admin reviews an open appeal: upheld, or overturned — which ends the decision's sanctions
 * still in force, restores what they took (the video listed again, its monetization and the
 * earnings withheld meanwhile, the member's standing), and is final. Another admin than the
 * decider reviews when there is one. The UPDATE of the open appeal decides between two reviewers.
 */
export async function reviewAppeal(
  ctx: Deps,
  request: { actor: Actor | null; requestId: string | null; appealId: string; input: AppealReviewInput },
): Promise<Decision> {
  const { actor } = request;
  authorizeModeration(actor);
  const input = appealReviewInputSchema.parse(request.input);
  const [appeal] = await ctx.db.db
    .select()
    .from(moderationAppeals)
    .where(eq(moderationAppeals.id, request.appealId));
  if (!appeal) throw appealNotFound();
  const record = await findDecision(ctx.db.db, appeal.decisionId);
  if (!record) throw appealNotFound();
  if (appeal.status !== 'open')
    throw new ConflictError('This appeal was already reviewed.', 'appeal_already_reviewed');
  if (record.decision.decidedBy === actor.userId && (await countWithRole(ctx.db.db, 'admin')) > 1)
    throw new ForbiddenError('Another admin must review this appeal.', 'appeal_needs_other_admin');

  const now = ctx.clock.now();
  const subjectId = record.decision.subjectId;
  await withTransaction(ctx, async (scope) => {
    const reviewed = await scope.tx
      .update(moderationAppeals)
      .set({ status: input.outcome, reviewedBy: actor.userId, reviewedAt: now, statement: input.statement })
      .where(and(eq(moderationAppeals.id, appeal.id), eq(moderationAppeals.status, 'open')))
      .returning({ id: moderationAppeals.id });
    if (reviewed.length === 0)
      throw new ConflictError('This appeal was already reviewed.', 'appeal_already_reviewed');
    if (input.outcome === 'overturned') {
      const ended = await endSanctions(
        scope.tx,
        record.sanctions.map((s) => s.id),
        'overturned',
        now,
      );
      for (const s of ended) await liftContentSanction(ctx, scope, s);
      // Withheld earnings come back even once the demonetisation had ended by itself.
      for (const s of record.sanctions)
        if (s.kind === 'demonetisation' && s.videoId)
          await releaseWithheldEarnings(ctx, scope, { videoId: s.videoId, decisionId: record.decision.id });
      if (subjectId && ended.some((s) => isMemberSanction(s.kind)))
        await changeStanding(scope, ctx.realtime, subjectId);
    }
    await recordAdminAction(
      scope.tx,
      {
        actor,
        action: `moderation.appeal-${input.outcome}`,
        targetType: 'moderation_appeal',
        targetId: appeal.id,
        before: { status: 'open', decisionId: record.decision.id },
        after: { status: input.outcome, statement: input.statement },
        requestId: request.requestId,
      },
      now,
    );
    await logModeration(scope.tx, {
      at: now,
      action: input.outcome === 'overturned' ? 'appeal_overturned' : 'appeal_upheld',
      actorId: actor.userId,
      itemId: record.decision.itemId,
      decisionId: record.decision.id,
    });
    if (subjectId) {
      await notifyMembers(ctx, scope, [
        {
          userId: subjectId,
          kind: 'appeal_decided',
          data: { decisionId: record.decision.id, outcome: input.outcome },
          dedupKey: `appeal:${appeal.id}:outcome`,
        },
      ]);
      const mail = await appealOutcomeMail(ctx, scope.tx, record.decision.id, subjectId);
      if (mail) await scope.enqueue(sendMailJob, mail, { dedupKey: `appeal:${appeal.id}:mail` });
    }
  });
  return (await readDecision(ctx, { actor, decisionId: record.decision.id, token: undefined })).decision;
}
