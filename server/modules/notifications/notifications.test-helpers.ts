import { randomUUID } from 'node:crypto';
import { user } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import type { RealtimeEvent } from '../../realtime/hub';
import { memberTopic } from '../../realtime/hub';
import type { TestContext } from '../../test/test-context';
import { type NotificationNotice, notifyMembers } from './notifications.public';

/** Members straight into the users table (no sign-up): fan-out tests need hundreds. */
export async function insertMembers(
  ctx: TestContext,
  count: number,
  overrides: Partial<typeof user.$inferInsert> = {},
): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id,
      name: `Membre ${id.slice(0, 8)}`,
      email: `${id}@members.example`,
      emailVerified: true,
      username: `m_${id.replaceAll('-', '').slice(0, 16)}`,
      ...overrides,
    };
  });
  await ctx.db.db.insert(user).values(rows);
  return rows.map((r) => r.id);
}

/** A `video_ready` notice for a member, keyed by `key`. */
export const readyNotice = (userId: string, key: string, title = `Vidéo ${key}`): NotificationNotice => ({
  userId,
  kind: 'video_ready',
  data: { videoId: randomUUID(), videoTitle: title },
  dedupKey: `test:${key}`,
});

/** Notifies in a transaction of its own, as a job would. */
export const notify = (ctx: TestContext, notices: NotificationNotice[]) =>
  withTransaction(ctx, (scope) => notifyMembers(ctx, scope, notices));

/** Collects what a member's open tabs receive. */
export function listen(ctx: TestContext, userId: string) {
  const events: RealtimeEvent[] = [];
  const stop = ctx.realtime.subscribe(memberTopic(userId), (event) => events.push(event));
  return { events, stop };
}
