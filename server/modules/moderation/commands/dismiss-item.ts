import { type DismissInput, dismissInputSchema } from '../../../../domain/api/moderation';
import { DEFAULT_LOCALE, isLocale } from '../../../../domain/locales';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { buildReportOutcome } from '../mail/report-outcome';
import { authorizeModeration, moderationItemNotFound } from '../moderation.policy';
import { closeOpenReports, findItem } from '../queue.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

/**
 * Dismisses an item: every open report is closed as `dismissed` in one transaction with its audit
 * row (the statement is kept there) and the reporters' outcome notices — members in the app,
 * visitors by email in the language they reported in. The closing UPDATE decides who wins a race:
 * a second dismissal finds nothing open and is a 409 that changes nothing.
 */
export async function dismissItem(
  ctx: Deps,
  request: { actor: Actor | null; requestId: string | null; itemId: string; input: DismissInput },
): Promise<{ dismissed: number; closedAt: string }> {
  const { actor } = request;
  authorizeModeration(actor);
  const { statement } = dismissInputSchema.parse(request.input);
  const item = await findItem(ctx.db.db, request.itemId);
  if (!item) throw moderationItemNotFound();

  const now = ctx.clock.now();
  const closed = await withTransaction(ctx, async (scope) => {
    const reports = await closeOpenReports(scope.tx, item.id, 'dismissed', now);
    if (reports.length === 0)
      throw new ConflictError('This item has no open report any more.', 'no_open_reports');
    await recordAdminAction(
      scope.tx,
      {
        actor,
        action: 'moderation.dismiss',
        targetType: 'moderation_item',
        targetId: item.id,
        before: { status: 'open', reports: reports.map((r) => r.reference) },
        after: { status: 'dismissed', statement, kind: item.kind, targetId: item.targetId },
        requestId: request.requestId,
      },
      now,
    );
    const outcome = (r: (typeof reports)[number]) => ({
      reference: r.reference,
      itemKind: item.kind,
      reason: r.reason,
    });
    await notifyMembers(
      ctx,
      scope,
      reports.flatMap((r) =>
        r.reporterId
          ? [
              {
                userId: r.reporterId,
                kind: 'report_dismissed' as const,
                data: outcome(r),
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
          { ...outcome(r), outcome: 'dismissed' },
          ctx.config.publicUrl,
        ),
        { dedupKey: `report:${r.id}:outcome` },
      );
    }
    return reports.length;
  });
  return { dismissed: closed, closedAt: now.toISOString() };
}
