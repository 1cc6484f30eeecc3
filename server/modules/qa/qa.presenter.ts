import type { QaFeedback, QaFeedbackPage } from '../../../domain/api/qa';
import { encodeCursor } from '../../../domain/cursor';
import type { QaFeedbackRow } from './qa.repository';

export function presentQaFeedback(row: QaFeedbackRow): QaFeedback {
  return {
    id: row.id,
    message: row.message,
    pagePath: row.pagePath,
    author: row.author && {
      id: row.author.id,
      username: row.author.displayUsername ?? row.author.username ?? row.author.name,
      email: row.author.email,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of `limit` items; one more row was read to know whether another page follows. */
export function presentQaFeedbackPage(rows: QaFeedbackRow[], limit: number): QaFeedbackPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(presentQaFeedback),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
