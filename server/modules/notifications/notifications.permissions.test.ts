import { randomUUID } from 'node:crypto';
import { withTransaction } from '../../db/with-transaction';
import {
  BAD_ID,
  describeMatrix,
  type MatrixRow,
  ownerOnly,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { notifyMembers } from './notifications.public';

interface Fixture {
  /** A notification of the owner's. */
  notification: string;
}

const NOT_FOUND = 'notification_not_found';

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/me/notifications', {
    valid: [() => ({ url: '/api/me/notifications' }), signedIn(200)],
    // The query is checked before the session (schema validation precedes the handler).
    'bad input': [() => ({ url: '/api/me/notifications?cursor=nope' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/me/notifications/unread-count', {
    valid: [() => ({ url: '/api/me/notifications/unread-count' }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/me/notifications/:id/read', {
    // Only its member may mark it; to anybody else it does not exist.
    valid: [(f) => ({ url: `/api/me/notifications/${f.notification}/read` }), ownerOnly(200, NOT_FOUND)],
    'bad input': [() => ({ url: `/api/me/notifications/${BAD_ID}/read` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/me/notifications/${UNKNOWN_ID}/read` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('POST /api/me/notifications/read-all', {
    valid: [() => ({ url: '/api/me/notifications/read-all' }), signedIn(200)],
  }),
  ...route<Fixture>('GET /api/me/notification-preferences', {
    valid: [() => ({ url: '/api/me/notification-preferences' }), signedIn(200)],
  }),
  ...route<Fixture>('PATCH /api/me/notification-preferences', {
    valid: [
      () => ({ url: '/api/me/notification-preferences', payload: { emailNewUploads: true } }),
      signedIn(200),
    ],
    'bad input': [
      () => ({ url: '/api/me/notification-preferences', payload: {} }),
      signedIn('400 nothing_to_update'),
    ],
  }),
];

describeMatrix('notifications', rows, async ({ ctx, userIds }) => {
  const videoId = randomUUID();
  await withTransaction(ctx, (scope) =>
    notifyMembers(ctx, scope, [
      {
        userId: userIds.owner,
        kind: 'video_ready',
        data: { videoId, videoTitle: 'Prête' },
        dedupKey: `video_ready:${videoId}:1`,
      },
    ]),
  );
  const [notification] = (
    await ctx.db.query<{ id: string }>('select id from notifications where user_id = $1', [userIds.owner])
  ).rows;
  return { notification: notification!.id };
});
