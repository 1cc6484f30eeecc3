import type { Decision } from '../../../../domain/api/moderation-decisions';
import { DEFAULT_LOCALE, isLocale } from '../../../../domain/locales';
import {
  type DecideInput,
  type DecideRequest,
  decideInputSchema,
  isMemberSanction,
  SANCTION_MAX_DAYS,
  SANCTIONS_FOR_ITEM,
  type SanctionChoice,
} from '../../../../domain/moderation-decisions';
import type { AppContext } from '../../../context';
import { moderationDecisions, moderationSanctions } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, ValidationError } from '../../../errors';
import { changeStanding } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { presentDecision } from '../decisions.presenter';
import { findDecision, logModeration } from '../decisions.repository';
import { buildReportOutcome } from '../mail/report-outcome';
import { authorizeModeration, moderationItemNotFound } from '../moderation.policy';
import { closeOpenReports, findItem } from '../queue.repository';
import { applyContentSanction } from '../video-sanctions';
import { decisionMail } from './decision-mails';
import { targetFacts } from './target-facts';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each sanction fits the item, and a temporary one ends in the future and within the limit. */
function checkSanctions(request: DecideRequest, kind: keyof typeof SANCTIONS_FOR_ITEM, now: Date) {
  for (const s of request.sanctions) {
    if (!SANCTIONS_FOR_ITEM[kind].includes(s.kind))
      throw new ValidationError(
        'This sanction does not apply to this item.',
        undefined,
        'sanction_not_applicable',
      );
    const until = 'until' in s && s.until ? new Date(s.until) : null;
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

/**
 * Decides on an item with open reports (issue 27 parts 3–4): the statement of reasons and its
 * sanctions, in one transaction with everything they change — the reports closed as actioned,
 * the video removed or demonetised through the videos module's commands, the member's standing
 * changed (every node drops its cached actor and grants at once), the audit row and moderation's
 * log, the member told (in the app, live, and by email with a link that works signed out), the
 * reporters told. Closing the open reports decides between two admins (or a double click): the
 * second finds none open, 409 `no_open_reports`, nothing written.
 */
export async function decideItem(
  ctx: Deps,
  request: { actor: Actor | null; requestId: string | null; itemId: string; input: DecideInput },
): Promise<Decision> {
  const { actor } = request;
  authorizeModeration(actor);
  const input = decideInputSchema.parse(request.input);
  const item = await findItem(ctx.db.db, request.itemId);
  if (!item) throw moderationItemNotFound();
  const now = ctx.clock.now();
  checkSanctions(input, item.kind, now);
  const target = await targetFacts(ctx.db.db, item);
  const subjectId = target?.ownerId ?? item.ownerId;
  if (!target && input.sanctions.some((s) => !isMemberSanction(s.kind)))
    throw new ConflictError('The reported content no longer exists.', 'target_gone');
  if (!subjectId) throw new ConflictError('The owner of this content no longer exists.', 'owner_gone');

  const decisionId = await withTransaction(ctx, async (scope) => {
    const reports = await closeOpenReports(scope.tx, item.id, 'actioned', now);
    if (reports.length === 0)
      throw new ConflictError('This item has no open report any more.', 'no_open_reports');
    const [decision] = await scope.tx
      .insert(moderationDecisions)
      .values({
        itemId: item.id,
        itemKind: item.kind,
        targetId: item.targetId,
        subjectId,
        decidedBy: actor.userId,
        decidedAt: now,
        reason: input.reason,
        legalGround: input.legalGround,
        facts: input.facts,
        explanation: input.explanation,
        followedNotice: true,
        contentCreatedAt: target?.createdAt ?? null,
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
          videoId: item.kind === 'video' && !isMemberSanction(s.kind) ? item.targetId : null,
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
        action: 'moderation.decide',
        targetType: 'moderation_item',
        targetId: item.id,
        before: { status: 'open', reports: reports.map((r) => r.reference) },
        after: { decisionId: decision!.id, sanctions: input.sanctions, reason: input.reason },
        requestId: request.requestId,
      },
      now,
    );
    await logModeration(scope.tx, {
      at: now,
      action: 'decide',
      actorId: actor.userId,
      itemId: item.id,
      decisionId: decision!.id,
      data: { sanctions: input.sanctions.map((s) => s.kind), reports: reports.length, reason: input.reason },
    });
    await notifyMembers(ctx, scope, [
      {
        userId: subjectId,
        kind: 'moderation_decision',
        data: {
          decisionId: decision!.id,
          itemKind: item.kind,
          sanctions: input.sanctions.map((s) => s.kind),
        },
        dedupKey: `decision:${decision!.id}`,
      },
      ...reports.flatMap((r) =>
        r.reporterId && r.reporterId !== subjectId
          ? [
              {
                userId: r.reporterId,
                kind: 'report_actioned' as const,
                data: { reference: r.reference, itemKind: item.kind, reason: r.reason },
                dedupKey: `report:${r.id}:outcome`,
              },
            ]
          : [],
      ),
    ]);
    const mail = await decisionMail(ctx, scope.tx, decision!.id, subjectId);
    if (mail) await scope.enqueue(sendMailJob, mail, { dedupKey: `decision:${decision!.id}:mail` });
    for (const r of reports) {
      if (r.reporterId || !r.reporterEmail) continue;
      const locale = isLocale(r.locale) ? r.locale : DEFAULT_LOCALE;
      await scope.enqueue(
        sendMailJob,
        buildReportOutcome(
          r.reporterEmail,
          locale,
          { reference: r.reference, itemKind: item.kind, reason: r.reason, outcome: 'actioned' },
          ctx.config.publicUrl,
        ),
        { dedupKey: `report:${r.id}:outcome` },
      );
    }
    return decision!.id;
  });
  const record = await findDecision(ctx.db.db, decisionId);
  return presentDecision(record!, {
    title: target?.title ?? null,
    appealDays: ctx.config.moderationAppealDays,
    now,
  });
}
