import { randomUUID } from 'node:crypto';
import { withTransaction } from '../../db/with-transaction';
import type { RealtimeEvent } from '../../realtime/hub';
import { memberTopic } from '../../realtime/hub';
import type { TestContext } from '../../test/test-context';
import { type NotificationNotice, notifyMembers } from './notifications.public';

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
