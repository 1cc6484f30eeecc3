import type { Notification, NotificationRealtimeEvent } from '../../../../domain/api/notifications';
import {
  type NotificationData,
  type NotificationKind,
  notificationContentSchema,
} from '../../../../domain/notifications';
import type { AppContext } from '../../../context';
import type { TransactionScope } from '../../../db/with-transaction';
import { memberTopic } from '../../../realtime/hub';
import { sendMailJob } from '../../mail/mail.public';
import { NOTIFICATION_MAILS } from '../mail/notification-mail';
import { presentNotification } from '../notifications.presenter';
import {
  insertNotifications,
  mailRecipients,
  type NewNotificationRow,
  type NotificationRow,
} from '../notifications.repository';

/**
 * One notice for one member: a kind of the registry (domain/notifications.ts) with that kind's data,
 * and a key naming the moment it reports (`video_ready:${videoId}:${generation}`), so reporting the
 * same moment twice notifies once.
 */
export type NotificationNotice = {
  [K in NotificationKind]: { userId: string; kind: K; data: NotificationData<K>; dedupKey: string };
}[NotificationKind];

type Deps = Pick<AppContext, 'clock' | 'config' | 'realtime' | 'logger'>;

/** Rows per insert statement (7 parameters each: far below PostgreSQL's 65,535). */
const INSERT_BATCH = 500;
/** Realtime publishes sent at once after commit (each is a pg_notify with PostgreSQL). */
const PUBLISH_CONCURRENCY = 20;

/**
 * Notifies members, inside the caller's transaction: the notices exist if and only if its writes
 * commit. Each new notice is published to its member's open tabs once committed, and kinds that
 * may also go out by email (NOTIFICATION_MAILS) queue one mail per member who opted in, in their
 * language, in the same transaction. Notices already stored (same member and dedup key) are
 * skipped, with neither publish nor mail: a job that runs twice notifies once.
 *
 * A batch of 500 costs one insert and, for mailed kinds, one read of the preferences.
 * Returns how many notices were new.
 */
export async function notifyMembers(
  ctx: Deps,
  scope: TransactionScope,
  notices: readonly NotificationNotice[],
): Promise<number> {
  const rows = uniqueRows(ctx, notices);
  const created: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    created.push(...(await insertNotifications(scope.tx, rows.slice(i, i + INSERT_BATCH))));
  }
  if (created.length === 0) return 0;
  await queueMails(ctx, scope, created);
  const events = created.flatMap((row) => {
    const notification = presentNotification(row);
    return notification ? [{ userId: row.userId, notification }] : [];
  });
  scope.afterCommit(() => publish(ctx, events));
  return created.length;
}

/** Validated against the registry (a bad notice is a bug: it throws, and the caller's work rolls back). */
function uniqueRows(ctx: Deps, notices: readonly NotificationNotice[]): NewNotificationRow[] {
  const createdAt = ctx.clock.now();
  const seen = new Set<string>();
  const rows: NewNotificationRow[] = [];
  for (const notice of notices) {
    const key = `${notice.userId}\u0000${notice.dedupKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const content = notificationContentSchema.parse({ kind: notice.kind, data: notice.data });
    rows.push({
      userId: notice.userId,
      kind: content.kind,
      data: content.data,
      dedupKey: notice.dedupKey,
      createdAt,
    });
  }
  return rows;
}

async function queueMails(ctx: Deps, scope: TransactionScope, created: NotificationRow[]): Promise<void> {
  for (const [kind, mail] of Object.entries(NOTIFICATION_MAILS) as [NotificationKind, MailSpec][]) {
    const rows = created.filter((row) => row.kind === kind);
    if (!mail || rows.length === 0) continue;
    const recipients = await mailRecipients(
      scope.tx,
      [...new Set(rows.map((row) => row.userId))],
      mail.preference,
    );
    const byId = new Map(recipients.map((r) => [r.userId, r]));
    for (const row of rows) {
      const to = byId.get(row.userId);
      if (!to) continue;
      await scope.enqueue(sendMailJob, mail.build(row.data as never, to, ctx.config.publicUrl), {
        // With the row's own dedup key, a rerun queues no second mail even if the row came back.
        dedupKey: `notification:${row.userId}:${row.dedupKey}`,
      });
    }
  }
}
type MailSpec = NonNullable<(typeof NOTIFICATION_MAILS)[NotificationKind]>;

async function publish(ctx: Deps, events: { userId: string; notification: Notification }[]): Promise<void> {
  for (let i = 0; i < events.length; i += PUBLISH_CONCURRENCY) {
    await Promise.all(
      events.slice(i, i + PUBLISH_CONCURRENCY).map(({ userId, notification }) =>
        ctx.realtime
          .publish(memberTopic(userId), {
            type: 'notification',
            notification,
          } satisfies NotificationRealtimeEvent)
          .catch((err) => ctx.logger.warn({ err, userId }, 'notification not published')),
      ),
    );
  }
}
