import { randomUUID } from 'node:crypto';
import type { ReportItemKind, ReportReason } from '../../../domain/moderation';
import { moderationItems, moderationReports } from '../../db/schema';
import type { TestContext } from '../../test/test-context';

let sequence = 0;

/**
 * An open report stored as the report command stores it (its item made on first use), at a given
 * time: the queue's order is the reports' times, which the HTTP path takes from the one clock.
 */
export async function insertOpenReport(
  ctx: Pick<TestContext, 'db'>,
  report: {
    kind?: ReportItemKind;
    targetId?: string;
    ownerId?: string | null;
    reporterId?: string | null;
    visitor?: { name: string; email: string };
    reason?: ReportReason;
    at: Date;
    locale?: string;
  },
): Promise<{ itemId: string; reference: string }> {
  const [item] = await ctx.db.db
    .insert(moderationItems)
    .values({
      kind: report.kind ?? 'video',
      targetId: report.targetId ?? randomUUID(),
      ownerId: report.ownerId ?? null,
      createdAt: report.at,
    })
    .onConflictDoUpdate({
      target: [moderationItems.kind, moderationItems.targetId],
      set: { kind: report.kind ?? 'video' },
    })
    .returning({ id: moderationItems.id });
  const reference = `R-T${String(++sequence).padStart(9, '0')}`;
  await ctx.db.db.insert(moderationReports).values({
    reference,
    itemId: item!.id,
    reporterId: report.reporterId ?? null,
    reporterName: report.visitor?.name ?? null,
    reporterEmail: report.visitor?.email ?? null,
    goodFaithAt: report.visitor ? report.at : null,
    reason: report.reason ?? 'spam',
    locale: report.locale ?? 'fr',
    createdAt: report.at,
  });
  return { itemId: item!.id, reference };
}
