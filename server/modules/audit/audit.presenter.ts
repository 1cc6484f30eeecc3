import type { AuditEntry, AuditPage } from '../../../domain/api/audit';
import { encodeCursor } from '../../../domain/cursor';
import type { AuditRow } from './audit.repository';

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  requestId: row.requestId,
  at: row.createdAt.toISOString(),
});

/** `rows` holds one more than a page when there is a next one. */
export function presentAuditPage(rows: AuditRow[], pageSize: number): AuditPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map(presentAuditEntry),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
