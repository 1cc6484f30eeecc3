import type { ReportItemKind } from '../../../../domain/moderation';
import {
  type DecideRequest,
  type DecisionItemKind,
  isMemberSanction,
  MEMBER_ONLY_REASONS,
  SANCTION_MAX_DAYS,
  SANCTIONS_FOR_ITEM,
  type SanctionChoice,
} from '../../../../domain/moderation-decisions';
import type { AppContext } from '../../../context';
import { moderationDecisions, moderationSanctions } from '../../../db/schema';
import type { TransactionScope } from '../../../db/with-transaction';
import { ValidationError } from '../../../errors';
import { changeStanding } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { logModeration } from '../decisions.repository';
import { applyContentSanction } from '../video-sanctions';
import { decisionMail } from './decision-mails';

export type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each sanction fits what is decided on, a temporary one ends in the future and within the limit,
 * and a ground about a member's conduct (misusing reports) is used only on a member.
 */
export function checkDecision(request: DecideRequest, kind: DecisionItemKind, now: Date) {
  if (kind !== 'member' && MEMBER_ONLY_REASONS.includes(request.reason))
    throw new ValidationError(
      'This ground applies to a member, not to a piece of content.',
      undefined,
      'sanction_not_applicable',
    );
  for (const s of request.sanctions) {
    if (!SANCTIONS_FOR_ITEM[kind].includes(s.kind))
      throw new ValidationError(
        'This sanction does not apply to this item.',
        undefined,
        'sanction_not_applicable',
      );
    const until = untilOf(s);
    if (
      until &&
      (until.getTime() <= now.getTime() || until.getTime() > now.getTime() + SANCTION_MAX_DAYS * DAY_MS)
    )
      throw new ValidationError(
        'A sanction must end in the future, within ten years.',
        undefined,
        'sanction_until_invalid',
      );
  }
}

const untilOf = (s: SanctionChoice) => ('until' in s && s.until ? new Date(s.until) : null);

export interface DecisionSubject {
  /** The reported item, or null for a decision on a member directly. */
  item: { id: string; kind: ReportItemKind; targetId: string } | null;
  subjectId: string;
  followedNotice: boolean;
  contentCreatedAt: Date | null;
  audit: { targetType: string; targetId: string; before: unknown };
  /** What moderation's own log keeps beside the sanctions. */
  log: Record<string, unknown>;
}

/**
 * Stores a decision and its sanctions and applies them, in the caller's transaction: the video
 * removed or demonetised through the videos module, the member's standing changed (every node
 * drops its cached actor and grants at once), the audit row and moderation's log, the member told
 * in the app (live) and by email with a link that works signed out. Returns the decision's id.
 */
export async function recordDecision(
  ctx: Deps,
  scope: TransactionScope,
  request: { actor: Actor; requestId: string | null; input: DecideRequest; now: Date },
  subject: DecisionSubject,
): Promise<string> {
  const { actor, input, now } = request;
  const { item, subjectId } = subject;
  const itemKind: DecisionItemKind = item?.kind ?? 'member';
  const [decision] = await scope.tx
    .insert(moderationDecisions)
    .values({
      itemId: item?.id ?? null,
      itemKind,
      targetId: item?.targetId ?? null,
      subjectId,
      decidedBy: actor.userId,
      decidedAt: now,
      reason: input.reason,
      legalGround: input.legalGround,
      facts: input.facts,
      explanation: input.explanation,
      followedNotice: subject.followedNotice,
      contentCreatedAt: subject.contentCreatedAt,
    })
    .returning();
  const sanctions = await scope.tx
    .insert(moderationSanctions)
    .values(
      input.sanctions.map((s) => ({
        decisionId: decision!.id,
        subjectId,
        kind: s.kind,
        feature: s.kind === 'feature_limit' ? s.feature : null,
        videoId: item?.kind === 'video' && !isMemberSanction(s.kind) ? item.targetId : null,
        commentId: item?.kind === 'comment' && s.kind === 'comment_removal' ? item.targetId : null,
        startsAt: now,
        until: untilOf(s),
      })),
    )
    .returning();
  for (const s of sanctions) await applyContentSanction(ctx, scope, s);
  if (sanctions.some((s) => isMemberSanction(s.kind))) await changeStanding(scope, ctx.realtime, subjectId);
  await recordAdminAction(
    scope.tx,
    {
      actor,
      action: item ? 'moderation.decide' : 'moderation.decide_member',
      targetType: subject.audit.targetType,
      targetId: subject.audit.targetId,
      before: subject.audit.before,
      after: { decisionId: decision!.id, sanctions: input.sanctions, reason: input.reason },
      requestId: request.requestId,
    },
    now,
  );
  await logModeration(scope.tx, {
    at: now,
    action: 'decide',
    actorId: actor.userId,
    itemId: item?.id ?? null,
    decisionId: decision!.id,
    data: { sanctions: input.sanctions.map((s) => s.kind), reason: input.reason, ...subject.log },
  });
  await notifyMembers(ctx, scope, [
    {
      userId: subjectId,
      kind: 'moderation_decision',
      data: { decisionId: decision!.id, itemKind, sanctions: input.sanctions.map((s) => s.kind) },
      dedupKey: `decision:${decision!.id}`,
    },
  ]);
  const mail = await decisionMail(ctx, scope.tx, decision!.id, subjectId);
  if (mail) await scope.enqueue(sendMailJob, mail, { dedupKey: `decision:${decision!.id}:mail` });
  return decision!.id;
}
