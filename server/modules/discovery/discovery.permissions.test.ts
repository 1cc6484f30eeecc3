import { profileProgress } from '../../db/schema';
import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { primaryProfileId } from '../profiles/profiles.public';
import { insertVideo } from '../videos/videos.test-helpers';

interface Fixture {
  /** A video every signed-in actor has started watching. */
  watched: string;
}

/** The home page is public; "continue watching" is each member's own and only theirs. */
const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/home', {
    valid: [() => ({ url: '/api/home' }), everyone(200)],
  }),
  ...route<Fixture>('GET /api/me/continue-watching', {
    valid: [() => ({ url: '/api/me/continue-watching' }), signedIn(200)],
  }),
  ...route<Fixture>('DELETE /api/me/continue-watching/:videoId', {
    // Each actor hides it from their own row (their own session row: nobody else's changes).
    valid: [(f) => ({ method: 'DELETE', url: `/api/me/continue-watching/${f.watched}` }), signedIn(204)],
    'bad input': [
      () => ({ method: 'DELETE', url: `/api/me/continue-watching/${BAD_ID}` }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ method: 'DELETE', url: `/api/me/continue-watching/${UNKNOWN_ID}` }),
      signedIn('404 not_found'),
    ],
  }),
];

describeMatrix('discovery', rows, async ({ ctx, userIds }) => {
  const watched = await insertVideo(ctx, userIds.owner);
  for (const userId of Object.values(userIds))
    await ctx.db.db
      .insert(profileProgress)
      .values({ profileId: await primaryProfileId(ctx.db.db, userId), videoId: watched, positionS: 30 });
  return { watched };
});
