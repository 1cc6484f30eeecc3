import type { Decision } from '../../../../domain/api/moderation-decisions';
import { DEFAULT_LOCALE, isLocale } from '../../../../domain/locales';
import {
  type DecideInput,
  decideInputSchema,
  isMemberSanction,
} from '../../../../domain/moderation-decisions';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { presentDecision } from '../decisions.presenter';
import { findDecision } from '../decisions.repository';
import { buildReportOutcome } from '../mail/report-outcome';
import { authorizeModeration, moderationItemNotFound } from '../moderation.policy';
import { closeOpenReports, findItem } from '../queue.repository';
import { checkDecision, type Deps, recordDecision } from './record-decision';
import { targetFacts } from './target-facts';

/**
 * Decides on an item with open reports (issue 27 parts 3–4): the statement of reasons and its
 * sanctions (record-decision.ts), in one transaction with the reports closed as actioned and the
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
  checkDecision(input, item.kind, now);
  const target = await targetFacts(ctx.db.db, item);
  const subjectId = target?.ownerId ?? item.ownerId;
  if (!target && input.sanctions.some((s) => !isMemberSanction(s.kind)))
    throw new ConflictError('The reported content no longer exists.', 'target_gone');
  if (!subjectId) throw new ConflictError('The owner of this content no longer exists.', 'owner_gone');

  const decisionId = await withTransaction(ctx, async (scope) => {
    const reports = await closeOpenReports(scope.tx, item.id, 'actioned', now);
    if (reports.length === 0)
      throw new ConflictError('This item has no open report any more.', 'no_open_reports');
    const decisionId = await recordDecision(
      ctx,
      scope,
      { actor, requestId: request.requestId, input, now },
      {
        item: { id: item.id, kind: item.kind, targetId: item.targetId },
        subjectId,
        followedNotice: true,
        contentCreatedAt: target?.createdAt ?? null,
        audit: {
          targetType: 'moderation_item',
          targetId: item.id,
          before: { status: 'open', reports: reports.map((r) => r.reference) },
        },
        log: { reports: reports.length },
      },
    );
    await notifyMembers(
      ctx,
      scope,
      reports.flatMap((r) =>
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
    );
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
    return decisionId;
  });
  const record = await findDecision(ctx.db.db, decisionId);
  return presentDecision(record!, {
    title: target?.title ?? null,
    appealDays: ctx.config.moderationAppealDays,
    now,
  });
}
