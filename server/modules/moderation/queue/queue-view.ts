import type {
  ModerationItemDetail,
  ModerationQueuePage,
  ModerationReport,
} from '../../../../domain/api/moderation';
import { encodeCursor, type KeysetPosition } from '../../../../domain/cursor';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { findUserById } from '../../accounts/accounts.public';
import { commentForModeration } from '../../comments/comments.public';
import { presentDecisions } from '../commands/read-decision';
import { decisionsOfItem } from '../decisions.repository';
import { moderationItemNotFound } from '../moderation.policy';
import { findItem, openReasonCounts, ownerHistory, queuePage, reportsOfItem } from '../queue.repository';
import { type Target, titlesOf } from './titles';

export const QUEUE_PAGE_SIZE = 30;
/** The owner's other items shown beside an item (the most recently reported). */
export const OWNER_HISTORY_LIMIT = 50;

/** Owners' usernames (a page holds at most QUEUE_PAGE_SIZE distinct owners). */
async function ownersOf(db: Database, ownerIds: readonly (string | null)[]) {
  const unique = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  const rows = await Promise.all(unique.map((id) => findUserById(db, id)));
  return new Map(rows.flatMap((u) => (u ? [[u.id, { id: u.id, username: u.username }] as const] : [])));
}

export async function moderationQueue(
  db: Database,
  after: KeysetPosition | undefined,
): Promise<ModerationQueuePage> {
  const rows = await queuePage(db, after, QUEUE_PAGE_SIZE + 1);
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  const [reasons, titles, owners] = await Promise.all([
    openReasonCounts(
      db,
      page.map((r) => r.id),
    ),
    titlesOf(db, page),
    ownersOf(
      db,
      page.map((r) => r.ownerId),
    ),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      targetId: r.targetId,
      title: titles.get(`${r.kind}:${r.targetId}`) ?? null,
      owner: r.ownerId ? (owners.get(r.ownerId) ?? null) : null,
      openReports: r.openReports,
      reasons: reasons.get(r.id) ?? [],
      oldestReportAt: r.oldestReportAt!.toISOString(),
      newestReportAt: r.newestReportAt!.toISOString(),
    })),
    nextCursor:
      rows.length > QUEUE_PAGE_SIZE && last ? encodeCursor({ at: last.oldestReportAt!, id: last.id }) : null,
  };
}

const previewPath = (t: Target, commentVideoId: string | null) =>
  t.kind === 'video'
    ? `/watch/${t.targetId}`
    : t.kind === 'comment'
      ? `/watch/${commentVideoId ?? ''}`
      : `/channel/${t.targetId}`;

/** A report as admins read it: the reporter's identity is theirs to see (never the reported member's). */
function presentReport(
  r: Awaited<ReturnType<typeof reportsOfItem>>[number],
  usernames: Map<string, { username: string | null }>,
): ModerationReport {
  return {
    reference: r.reference,
    reason: r.reason,
    note: r.note,
    range:
      r.rangeStartS !== null && r.rangeEndS !== null ? { startS: r.rangeStartS, endS: r.rangeEndS } : null,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    // A visitor's notice always has name and email; a deleted member's report has neither.
    reporter:
      r.reporterEmail !== null && r.reporterId === null
        ? { kind: 'visitor', name: r.reporterName ?? '', email: r.reporterEmail }
        : {
            kind: 'member',
            id: r.reporterId,
            username: r.reporterId ? (usernames.get(r.reporterId)?.username ?? null) : null,
          },
  };
}

export async function moderationItemDetail(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  id: string,
): Promise<ModerationItemDetail> {
  const db = ctx.db.db;
  const item = await findItem(db, id);
  if (!item) throw moderationItemNotFound();
  const [reports, titles, history, comment] = await Promise.all([
    reportsOfItem(db, id),
    titlesOf(db, [item]),
    item.ownerId ? ownerHistory(db, item.ownerId, id, OWNER_HISTORY_LIMIT) : Promise.resolve([]),
    item.kind === 'comment' ? commentForModeration(db, item.targetId) : Promise.resolve(null),
  ]);
  const people = await ownersOf(db, [item.ownerId, ...reports.map((r) => r.reporterId)]);
  const decisions = await presentDecisions(ctx, await decisionsOfItem(db, id));
  return {
    id: item.id,
    kind: item.kind,
    targetId: item.targetId,
    title: titles.get(`${item.kind}:${item.targetId}`) ?? null,
    owner: item.ownerId ? (people.get(item.ownerId) ?? null) : null,
    openReports: reports.filter((r) => r.status === 'open').length,
    previewPath: previewPath(item, comment?.videoId ?? null),
    body: comment?.text ?? null,
    reports: reports.map((r) => presentReport(r, people)),
    ownerHistory: history,
    decisions,
  };
}
