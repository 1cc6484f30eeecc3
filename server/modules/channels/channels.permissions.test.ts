import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  ownerOnly,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { createChannel, pngImage } from '../videos/videos.test-helpers';

interface Fixture {
  /** The owner's channel, shared by the rows that must not change it. */
  channel: string;
  /** A channel of the owner's made for one destructive row. */
  freshChannel(): Promise<string>;
  png: Buffer;
}

const NOT_FOUND = 'channel_not_found';
const image = (bytes: Buffer) => ({
  multipart: { file: { bytes, filename: 'a.png', contentType: 'image/png' } },
});
const notAnImage = Buffer.from('GIF89a nope');

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('POST /api/channels', {
    valid: [
      () => ({ url: '/api/channels', payload: { name: 'Ma chaîne', topics: ['music'] } }),
      signedIn(201),
    ],
    // The body is checked before the session (schema validation precedes the handler).
    'bad input': [
      () => ({ url: '/api/channels', payload: { name: '   ' } }),
      signedIn('400 channel_name_required'),
    ],
  }),
  ...route<Fixture>('GET /api/channels/:id', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}` }), everyone(200)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}` }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/channels/${UNKNOWN_ID}` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('PATCH /api/channels/:id', {
    valid: [
      (f) => ({ url: `/api/channels/${f.channel}`, payload: { description: 'Modifiée' } }),
      ownerOnly(200, NOT_FOUND),
    ],
    'bad input': [
      (f) => ({ url: `/api/channels/${f.channel}`, payload: { name: '' } }),
      signedIn('400 channel_name_required'),
    ],
    'unknown id': [
      () => ({ url: `/api/channels/${UNKNOWN_ID}`, payload: { description: 'x' } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/channels/:id', {
    valid: [
      async (f, as) => ({ url: `/api/channels/${as.name === 'owner' ? await f.freshChannel() : f.channel}` }),
      ownerOnly(204, NOT_FOUND),
    ],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/channels/${UNKNOWN_ID}` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('POST /api/channels/:id/image', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/image`, ...image(f.png) }), ownerOnly(200, NOT_FOUND)],
    // Rights are checked before the file: others learn nothing about the channel from a bad file.
    'bad input': [
      (f) => ({ url: `/api/channels/${f.channel}/image`, ...image(notAnImage) }),
      ownerOnly('400 invalid_image', NOT_FOUND),
    ],
    'unknown id': [
      (f) => ({ url: `/api/channels/${UNKNOWN_ID}/image`, ...image(f.png) }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('GET /api/me/channels', {
    valid: [() => ({ url: '/api/me/channels' }), signedIn(200)],
  }),
];

describeMatrix('channels', rows, async ({ clients }) => ({
  channel: await createChannel(clients.owner, 'Chaîne du propriétaire'),
  freshChannel: () => createChannel(clients.owner, 'À supprimer'),
  png: await pngImage(64, 64),
}));
