import { describeMatrix, everyone, type MatrixRow, route, signedIn } from '../../test/permission-matrix';
import { pngImage } from '../videos/videos.test-helpers';

interface Fixture {
  png: Buffer;
}

const image = (bytes: Buffer) => ({
  multipart: { file: { bytes, filename: 'a.png', contentType: 'image/png' } },
});

/** A Better Auth route the bridge must not pass on (not in ALLOWED_AUTH_ROUTES): 404 for everybody. */
const refusedAuthRoute = (path: string, payload: object) =>
  route<Fixture>(`POST /api/auth${path}`, {
    valid: [() => ({ url: `/api/auth${path}`, payload }), everyone('404 not_found')],
  }).filter((row) => row.as === 'visitor' || row.as === 'member');

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/session', {
    valid: [() => ({ url: '/api/session' }), everyone(200)],
  }),
  ...route<Fixture>('PATCH /api/me/profile', {
    valid: [() => ({ url: '/api/me/profile', payload: { displayName: 'Nouveau nom' } }), signedIn(200)],
    // The body is checked before the session: a visitor learns only that the name is malformed.
    'bad input': [
      () => ({ url: '/api/me/profile', payload: { username: 'a b' } }),
      signedIn('400 username_invalid'),
    ],
  }),
  ...route<Fixture>('POST /api/me/avatar', {
    valid: [(f) => ({ url: '/api/me/avatar', ...image(f.png) }), signedIn(200)],
    'bad input': [
      () => ({ url: '/api/me/avatar', ...image(Buffer.from('GIF89a nope')) }),
      signedIn('400 invalid_image'),
    ],
  }),
  ...route<Fixture>('DELETE /api/me/avatar', {
    valid: [() => ({ url: '/api/me/avatar' }), signedIn(204)],
  }),
  ...refusedAuthRoute('/update-user', { name: 'Pirate', image: 'https://evil.example/a.png' }),
  ...refusedAuthRoute('/change-email', { newEmail: 'pirate@example.com' }),
  ...refusedAuthRoute('/delete-user', {}),
];

describeMatrix('accounts', rows, async () => ({ png: await pngImage(64, 64) }));
