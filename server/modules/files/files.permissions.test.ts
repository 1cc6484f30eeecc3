import { describeMatrix, everyone, type MatrixRow, route } from '../../test/permission-matrix';
import { insertVideo, pngImage } from '../videos/videos.test-helpers';

interface Fixture {
  /** The owner's avatar, a public image. */
  avatarUrl: string;
  /** A stored object outside the public prefixes: a segment of the owner's private video. */
  privateKey: string;
}

/**
 * Public images by their random key, for everybody alike. Only the public prefixes are served: a
 * key outside them, or one that does not exist, is a 404 (a file server does not say which).
 */
const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/files/*', {
    valid: [(f) => ({ url: f.avatarUrl }), everyone(200)],
    'bad input (stored, not public)': [
      (f) => ({ url: `/api/files/${f.privateKey}` }),
      everyone('404 not_found'),
    ],
    'bad input (path traversal)': [
      () => ({ url: '/api/files/avatars/..%2F..%2Fconfig.json' }),
      everyone('404 not_found'),
    ],
    'unknown id': [() => ({ url: '/api/files/avatars/0123456789abcdef.webp' }), everyone('404 not_found')],
  }),
];

describeMatrix('files', rows, async ({ ctx, clients, userIds }) => {
  const avatar = await clients.owner.multipart(
    'POST',
    '/api/me/avatar',
    {},
    { bytes: await pngImage(64, 64), filename: 'a.png', contentType: 'image/png' },
  );
  if (avatar.statusCode !== 200) throw new Error(`avatar: ${avatar.body}`);
  const video = await insertVideo(ctx, userIds.owner, { visibility: 'private' });
  return { avatarUrl: avatar.json().avatarUrl, privateKey: `videos/${video}/hls/1/240/seg_0000.ts` };
});
