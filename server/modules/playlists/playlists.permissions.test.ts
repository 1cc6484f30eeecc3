import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  type Outcomes,
  ownerOnly,
  ownerSees,
  route,
  signedIn,
  UNAUTHENTICATED,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { createChannel, insertVideo } from '../videos/videos.test-helpers';

interface Fixture {
  channel: string;
  video: string;
  /** The owner's public playlist, holding `video`. */
  open: string;
  /** The owner's private playlist. */
  closed: string;
  /** A new private playlist of the owner's (for the deletion). */
  fresh: () => Promise<string>;
}

const NOT_FOUND = 'playlist_not_found';
/** Someone else's public playlist: readable by all, written by its owner only. */
const ownerWrites = (outcome: number): Outcomes => ({
  visitor: UNAUTHENTICATED,
  member: '403 forbidden',
  owner: outcome,
  admin: '403 forbidden',
});

const saveLater = (method: 'PUT' | 'DELETE') =>
  route<Fixture>(`${method} /api/me/watch-later/items/:videoId`, {
    valid: [(f) => ({ url: `/api/me/watch-later/items/${f.video}` }), signedIn(200)],
    'bad input': [() => ({ url: `/api/me/watch-later/items/${BAD_ID}` }), signedIn('400 video_not_found')],
    'unknown id': [
      () => ({ url: `/api/me/watch-later/items/${UNKNOWN_ID}` }),
      signedIn(method === 'PUT' ? '404 video_not_found' : 200),
    ],
  });

const saveIn = (method: 'PUT' | 'DELETE') =>
  route<Fixture>(`${method} /api/playlists/:id/items/:videoId`, {
    valid: [(f) => ({ url: `/api/playlists/${f.open}/items/${f.video}` }), ownerWrites(200)],
    'valid (private)': [
      (f) => ({ url: `/api/playlists/${f.closed}/items/${f.video}` }),
      ownerOnly(200, NOT_FOUND),
    ],
    'bad input': [
      (f) => ({ url: `/api/playlists/${f.open}/items/${BAD_ID}` }),
      signedIn('400 video_not_found'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/playlists/${UNKNOWN_ID}/items/${f.video}` }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  });

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/me/playlists', {
    valid: [() => ({ url: '/api/me/playlists' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/me/playlists?cursor=yesterday' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/me/playlists/containing', {
    valid: [(f) => ({ url: `/api/me/playlists/containing?videoId=${f.video}` }), signedIn(200)],
    'bad input': [() => ({ url: '/api/me/playlists/containing?videoId=x' }), signedIn('400 video_not_found')],
  }),
  ...route<Fixture>('GET /api/me/watch-later', {
    valid: [() => ({ url: '/api/me/watch-later' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/me/watch-later?cursor=yesterday' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/me/watch-later/holding', {
    valid: [(f) => ({ url: `/api/me/watch-later/holding?videoIds=${f.video}` }), signedIn(200)],
    'bad input': [
      () => ({ url: '/api/me/watch-later/holding?videoIds=x,y' }),
      signedIn('400 video_not_found'),
    ],
  }),
  ...saveLater('PUT'),
  ...saveLater('DELETE'),
  ...route<Fixture>('POST /api/playlists', {
    valid: [() => ({ url: '/api/playlists', payload: { title: 'Du matrice' } }), signedIn(201)],
    'bad input': [
      () => ({ url: '/api/playlists', payload: { title: ' ' } }),
      signedIn('400 playlist_title_invalid'),
    ],
  }),
  ...route<Fixture>('GET /api/playlists/:id', {
    valid: [(f) => ({ url: `/api/playlists/${f.open}` }), everyone(200)],
    'valid (private)': [(f) => ({ url: `/api/playlists/${f.closed}` }), ownerSees(200, NOT_FOUND)],
    'bad input': [() => ({ url: `/api/playlists/${BAD_ID}` }), everyone(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/playlists/${UNKNOWN_ID}` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('PATCH /api/playlists/:id', {
    valid: [(f) => ({ url: `/api/playlists/${f.open}`, payload: { description: 'Bis' } }), ownerWrites(200)],
    'valid (private)': [
      (f) => ({ url: `/api/playlists/${f.closed}`, payload: { title: 'Renommée' } }),
      ownerOnly(200, NOT_FOUND),
    ],
    'bad input': [
      (f) => ({ url: `/api/playlists/${f.open}`, payload: {} }),
      signedIn('400 nothing_to_update'),
    ],
    'unknown id': [
      () => ({ url: `/api/playlists/${UNKNOWN_ID}`, payload: { title: 'x' } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/playlists/:id', {
    valid: [async (f) => ({ url: `/api/playlists/${await f.fresh()}` }), ownerOnly(204, NOT_FOUND)],
    'bad input': [() => ({ url: `/api/playlists/${BAD_ID}` }), signedIn(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/playlists/${UNKNOWN_ID}` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...saveIn('PUT'),
  ...route<Fixture>('PUT /api/playlists/:id/items/:videoId/position', {
    valid: [
      (f) => ({ url: `/api/playlists/${f.open}/items/${f.video}/position`, payload: { afterVideoId: null } }),
      ownerWrites(204),
    ],
    'bad input': [
      (f) => ({ url: `/api/playlists/${f.open}/items/${f.video}/position`, payload: { afterVideoId: 'x' } }),
      signedIn('400 playlist_item_not_found'),
    ],
    'unknown id': [
      (f) => ({
        url: `/api/playlists/${UNKNOWN_ID}/items/${f.video}/position`,
        payload: { afterVideoId: null },
      }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  // After the move, which needs the video still in the list.
  ...saveIn('DELETE'),
  ...route<Fixture>('GET /api/channels/:id/playlists', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/playlists` }), everyone(200)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}/playlists` }), everyone('400 validation_failed')],
    'unknown id': [
      () => ({ url: `/api/channels/${UNKNOWN_ID}/playlists` }),
      everyone('404 channel_not_found'),
    ],
  }),
];

describeMatrix('playlists', rows, async ({ ctx, clients, userIds }) => {
  const channel = await createChannel(clients.owner, 'Chaîne aux playlists');
  const video = await insertVideo(ctx, userIds.owner, { channelId: channel });
  const create = async (visibility: string) =>
    (
      await clients.owner.post('/api/playlists', { title: `Liste ${visibility}`, visibility, videoId: video })
    ).json().id as string;
  return {
    channel,
    video,
    open: await create('public'),
    closed: await create('private'),
    fresh: () => create('private'),
  };
});
