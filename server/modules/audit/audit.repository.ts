import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../standing/actor';

/** One admin action, as the command that did it describes it. */
export interface AdminAction {
  actor: Pick<Actor, 'userId' | 'email'>;
  /** `<module>.<verb>` (`news.publish`, `ads.update-settings`). */
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  /** The HTTP request's id (null for the CLI or a job acting for an admin). */
  requestId: string | null;
}

/**
 * Appends the audit row of an admin action. Called with the action's own transaction (`tx`), so
 * the row exists if and only if the action's writes do.
 */
export async function recordAdminAction(tx: Database, entry: AdminAction, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId,
    createdAt: now,
  });
}

export interface AuditFilter {
  /** The actor's id or email. */
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Newest first, by keyset (createdAt, id), narrowed by the filter. */
export async function auditPage(
  db: Database,
  filter: AuditFilter,
  before: KeysetPosition | undefined,
  limit: number,
) {
  const where: (SQL | undefined)[] = [
    filter.actor ? or(eq(auditLog.actorId, filter.actor), eq(auditLog.actorEmail, filter.actor)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
    before
      ? or(
          lt(auditLog.createdAt, before.at),
          and(eq(auditLog.createdAt, before.at), lt(auditLog.id, before.id)),
        )
      : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];
