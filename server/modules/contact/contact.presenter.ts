import type { AdminContactMessage, AdminContactPage, ContactState } from '../../../domain/api/admin-contact';
import { encodeRankedCursor } from '../../../domain/ranked-cursor';
import type { InboxRow, ReplyRow } from './contact-inbox.repository';

export const stateOf = (m: Pick<InboxRow, 'readAt' | 'handledAt'>): ContactState =>
  m.handledAt ? 'handled' : m.readAt ? 'read' : 'unread';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentContactMessage(m: InboxRow, replies: ReplyRow[]): AdminContactMessage {
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    jobTitle: m.jobTitle,
    topic: m.topic,
    message: m.message,
    locale: m.locale,
    memberId: m.userId,
    state: stateOf(m),
    sentAt: m.createdAt.toISOString(),
    readAt: iso(m.readAt),
    handledAt: iso(m.handledAt),
    replies: replies
      .filter((r) => r.messageId === m.id)
      .map((r) => ({ id: r.id, authorEmail: r.authorEmail, body: r.body, sentAt: r.sentAt.toISOString() })),
  };
}

/** `rows` holds one more than a page when there is a next one. */
export function presentInboxPage(
  rows: InboxRow[],
  replies: ReplyRow[],
  pageSize: number,
  unread: number,
): AdminContactPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map((m) => presentContactMessage(m, replies)),
    nextCursor:
      rows.length > pageSize && last
        ? encodeRankedCursor({ rank: last.readAt ? 0 : 1, at: last.createdAt, id: last.id })
        : null,
    unread,
  };
}
