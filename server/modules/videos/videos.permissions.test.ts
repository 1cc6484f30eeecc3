import type { TestClient } from '../../test/http-client';
import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  ownerOnly,
  ownerSees,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { type CaptionsFixture, captionRows } from './captions.permission-rows';
import { saveCaption } from './captions.repository';
import { storyboardPrefix } from './commands/make-storyboard';
import { createChannel, insertVideo, pngImage, tusUpload } from './videos.test-helpers';

interface Fixture extends CaptionsFixture {
  channel: string;
  /** The owner's public video in their channel, shared by the rows that must not change it. */
  video: string;
  /** The owner's private video. */
  privateVideo: string;
  /** The owner's playback token for the private video (as if it had leaked). */
  privateToken: string;
  /** The owner's playback token for the public video. */
  ownerToken: string;
  freshVideo(): Promise<string>;
  failedVideo(): Promise<string>;
  /** A finished upload of the admin's: someone else's for the owner. */
  othersUpload: string;
  /** A finished tus upload of a few bytes by this client (refused at inspection, never at creation). */
  ownUpload(client: TestClient): Promise<string>;
  png: Buffer;
}

const NOT_FOUND = 'video_not_found';
const CHANNEL_NOT_FOUND = 'channel_not_found';
const SOMEONE_ELSES_UPLOAD = 'f'.repeat(32);
const NOT_AN_IMAGE = Buffer.from('GIF89a nope');
const image = (bytes: Buffer) => ({ file: { bytes, filename: 't.png', contentType: 'image/png' } });

/** What a player of this client gets: its own playback grant (GET /api/videos/:id). */
async function playbackOf(
  client: TestClient,
  videoId: string,
): Promise<{ token: string; masterUrl: string }> {
  const res = await client.get(`/api/videos/${videoId}`);
  if (res.statusCode !== 200 || !res.json().playback) throw new Error(`no playback: ${res.body}`);
  return res.json().playback;
}

const publish = (fields: Record<string, string>, thumbnail: Buffer) => ({
  url: '/api/videos',
  multipart: { fields, file: { ...image(thumbnail).file, field: 'thumbnail' } },
});

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/videos', {
    valid: [() => ({ url: '/api/videos' }), everyone(200)],
    'bad input': [() => ({ url: '/api/videos?limit=0' }), everyone('400 validation_failed')],
  }),
  ...route<Fixture>('POST /api/videos', {
    // Each member publishes their own upload into the owner's channel; the owner's passes every
    // rights check and is refused only for its bytes.
    valid: [
      async (f, as) =>
        publish({ title: 'Essai', channelId: f.channel, uploadId: await f.ownUpload(as.client) }, f.png),
      ownerOnly('400 invalid_video_type', CHANNEL_NOT_FOUND),
    ],
    "valid (another member's upload)": [
      (f) => publish({ title: 'Essai', channelId: f.channel, uploadId: f.othersUpload }, f.png),
      ownerOnly('404 upload_not_found', CHANNEL_NOT_FOUND),
    ],
    'bad input': [
      (f) => publish({ title: '', channelId: f.channel, uploadId: SOMEONE_ELSES_UPLOAD }, f.png),
      signedIn('400 title_required'),
    ],
    'unknown id': [
      (f) => publish({ title: 'Essai', channelId: UNKNOWN_ID, uploadId: SOMEONE_ELSES_UPLOAD }, f.png),
      signedIn(`404 ${CHANNEL_NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('GET /api/videos/:id', {
    valid: [(f) => ({ url: `/api/videos/${f.video}` }), everyone(200)],
    // Admins see every video (issue 27: the moderation queue's preview).
    'valid (private video)': [
      (f) => ({ url: `/api/videos/${f.privateVideo}` }),
      { ...ownerSees(200, NOT_FOUND), admin: 200 },
    ],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}` }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('GET /api/videos/:id/more', {
    valid: [(f) => ({ url: `/api/videos/${f.video}/more` }), everyone(200)],
    'valid (private video)': [
      (f) => ({ url: `/api/videos/${f.privateVideo}/more` }),
      { ...ownerSees(200, NOT_FOUND), admin: 200 },
    ],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}/more` }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}/more` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('PATCH /api/videos/:id', {
    valid: [
      (f) => ({ url: `/api/videos/${f.video}`, payload: { description: 'Modifiée' } }),
      ownerOnly(200, NOT_FOUND),
    ],
    // The body is checked before the session and the rights (schema validation precedes the handler).
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}`, payload: { visibility: 'secret' } }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}`, payload: { description: 'x' } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/videos/:id', {
    valid: [
      async (f, as) => ({ url: `/api/videos/${as.name === 'owner' ? await f.freshVideo() : f.video}` }),
      ownerOnly(204, NOT_FOUND),
    ],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('POST /api/videos/:id/thumbnail', {
    valid: [
      (f) => ({ url: `/api/videos/${f.video}/thumbnail`, multipart: image(f.png) }),
      ownerOnly(200, NOT_FOUND),
    ],
    // Rights are checked before the file: others learn nothing about the video from a bad file.
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}/thumbnail`, multipart: image(NOT_AN_IMAGE) }),
      ownerOnly('400 invalid_image', NOT_FOUND),
    ],
    'unknown id': [
      (f) => ({ url: `/api/videos/${UNKNOWN_ID}/thumbnail`, multipart: image(f.png) }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('POST /api/videos/:id/source', {
    // The owner's own upload passes every rights check and is refused only for its bytes.
    valid: [
      async (f, as) => ({
        url: `/api/videos/${f.video}/source`,
        payload: { uploadId: await f.ownUpload(as.client) },
      }),
      ownerOnly('400 invalid_video_type', NOT_FOUND),
    ],
    "valid (another member's upload)": [
      (f) => ({ url: `/api/videos/${f.video}/source`, payload: { uploadId: f.othersUpload } }),
      ownerOnly('404 upload_not_found', NOT_FOUND),
    ],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}/source`, payload: {} }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/source`, payload: { uploadId: SOMEONE_ELSES_UPLOAD } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('POST /api/videos/:id/retry', {
    valid: [async (f) => ({ url: `/api/videos/${await f.failedVideo()}/retry` }), ownerOnly(202, NOT_FOUND)],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}/retry` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}/retry` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...(['PUT', 'DELETE'] as const).flatMap((method) =>
    route<Fixture>(`${method} /api/videos/:id/like`, {
      valid: [(f) => ({ url: `/api/videos/${f.video}/like` }), signedIn(200)],
      'valid (private video)': [
        (f) => ({ url: `/api/videos/${f.privateVideo}/like` }),
        ownerOnly(200, NOT_FOUND),
      ],
      'bad input': [() => ({ url: `/api/videos/${BAD_ID}/like` }), signedIn('400 validation_failed')],
      'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}/like` }), signedIn(`404 ${NOT_FOUND}`)],
    }),
  ),
  ...route<Fixture>('POST /api/videos/:id/heartbeat', {
    // Visitors' views count too: each player beats with its own grant.
    valid: [
      async (f, as) => ({
        url: `/api/videos/${f.video}/heartbeat`,
        payload: { positionS: 5, playbackToken: (await playbackOf(as.client, f.video)).token },
      }),
      everyone(200),
    ],
    // A grant is bound to its viewer: someone else's is refused.
    "valid (the owner's grant)": [
      (f) => ({
        url: `/api/videos/${f.video}/heartbeat`,
        payload: { positionS: 5, playbackToken: f.ownerToken },
      }),
      ownerSees(200, 'playback_expired'),
    ],
    'valid (private video)': [
      (f) => ({
        url: `/api/videos/${f.privateVideo}/heartbeat`,
        payload: { positionS: 5, playbackToken: f.privateToken },
      }),
      // An admin may play it, with a grant of their own: the owner's is refused.
      { ...ownerSees(200, NOT_FOUND), admin: '404 playback_expired' },
    ],
    'bad input': [
      (f) => ({
        url: `/api/videos/${f.video}/heartbeat`,
        payload: { positionS: -1, playbackToken: f.ownerToken },
      }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({
        url: `/api/videos/${UNKNOWN_ID}/heartbeat`,
        payload: { positionS: 5, playbackToken: f.ownerToken },
      }),
      everyone(`404 ${NOT_FOUND}`),
    ],
  }),
  // A channel's videos are served by the videos module (channel-videos.routes.ts).
  ...route<Fixture>('GET /api/channels/:id/videos', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/videos` }), everyone(200)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}/videos` }), everyone('400 validation_failed')],
    'unknown id': [
      () => ({ url: `/api/channels/${UNKNOWN_ID}/videos` }),
      everyone(`404 ${CHANNEL_NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('GET /api/channels/:id/manage', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/manage` }), ownerOnly(200, CHANNEL_NOT_FOUND)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}/manage` }), signedIn('400 validation_failed')],
    'unknown id': [
      () => ({ url: `/api/channels/${UNKNOWN_ID}/manage` }),
      signedIn(`404 ${CHANNEL_NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('GET /api/me/videos', {
    valid: [() => ({ url: '/api/me/videos?sort=title&order=asc' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/me/videos?sort=hacker' }), signedIn('400 validation_failed')],
  }),
  ...route<Fixture>('GET /api/me/dashboard', {
    valid: [() => ({ url: '/api/me/dashboard' }), signedIn(200)],
  }),
  // Playback URLs are signed grants: whoever holds one may fetch (a CDN serves segments without a
  // session); without a valid grant for that video, nothing is served.
  ...route<Fixture>('GET /api/stream/:videoId/:token/master.m3u8', {
    valid: [async (f, as) => ({ url: (await playbackOf(as.client, f.video)).masterUrl }), everyone(200)],
    'bad input': [() => ({ url: `/api/stream/${BAD_ID}/x/master.m3u8` }), everyone('400 validation_failed')],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/master.m3u8` }),
      everyone('404 playback_expired'),
    ],
  }),
  ...route<Fixture>('GET /api/stream/:videoId/:token/:rung/:file', {
    valid: [
      async (f, as) => ({
        url: (await playbackOf(as.client, f.video)).masterUrl.replace('master.m3u8', '240/seg_0000.ts'),
      }),
      everyone(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/stream/${f.video}/${f.ownerToken}/240/evil.sh` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/240/seg_0000.ts` }),
      everyone('404 playback_expired'),
    ],
  }),
  // Scrub previews and chapters: the same grant as the segments (docs/decisions/0036).
  ...route<Fixture>('GET /api/stream/:videoId/:token/storyboard/thumbnails.vtt', {
    valid: [
      async (f, as) => ({
        url: (await playbackOf(as.client, f.video)).masterUrl.replace(
          'master.m3u8',
          'storyboard/thumbnails.vtt',
        ),
      }),
      everyone(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/stream/${BAD_ID}/${f.ownerToken}/storyboard/thumbnails.vtt` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/storyboard/thumbnails.vtt` }),
      everyone('404 playback_expired'),
    ],
  }),
  ...route<Fixture>('GET /api/stream/:videoId/:token/storyboard/:sheet', {
    valid: [
      async (f, as) => ({
        url: (await playbackOf(as.client, f.video)).masterUrl.replace(
          'master.m3u8',
          'storyboard/sheet_000.jpg',
        ),
      }),
      everyone(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/stream/${f.video}/${f.ownerToken}/storyboard/..%2Fsource.mp4` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/storyboard/sheet_000.jpg` }),
      everyone('404 playback_expired'),
    ],
  }),
  // nginx's grant check for a rung's segments (docs/deploy/nginx.conf): a refusal is a 403, the
  // only denial auth_request passes on.
  ...route<Fixture>('GET /api/media-access/:videoId/:token/:rung', {
    valid: [
      async (f, as) => ({
        url: (await playbackOf(as.client, f.video)).masterUrl
          .replace('/api/stream/', '/api/media-access/')
          .replace('/master.m3u8', '/240'),
      }),
      everyone(204),
    ],
    'bad input': [
      (f) => ({ url: `/api/media-access/${f.video}/${f.ownerToken}/0` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/media-access/${UNKNOWN_ID}/${f.ownerToken}/240` }),
      everyone('403 playback_expired'),
    ],
  }),
  ...route<Fixture>('GET /api/stream/:videoId/:token/chapters.vtt', {
    valid: [
      async (f, as) => ({
        url: (await playbackOf(as.client, f.video)).masterUrl.replace('master.m3u8', 'chapters.vtt'),
      }),
      everyone(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/stream/${BAD_ID}/${f.ownerToken}/chapters.vtt` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/chapters.vtt` }),
      everyone('404 playback_expired'),
    ],
  }),
  // The admin videos table: admins only; a garbage cursor is refused before the role is looked at.
  ...route<Fixture>('GET /api/admin/videos', {
    valid: [
      () => ({ url: '/api/admin/videos' }),
      { visitor: '401 unauthenticated', member: '403 forbidden', owner: '403 forbidden', admin: 200 },
    ],
    'bad input': [() => ({ url: '/api/admin/videos?cursor=12~nope' }), signedIn('400 invalid_cursor')],
  }),
  ...captionRows<Fixture>(),
];

describeMatrix('videos', rows, async ({ ctx, clients, userIds }) => {
  const channel = await createChannel(clients.owner, 'Chaîne du propriétaire');
  const video = await insertVideo(ctx, userIds.owner, { channelId: channel });
  // Its scrub previews, as the storyboard job stores them (their making is storyboard.test.ts's).
  await ctx.storage.put(`${storyboardPrefix(video, 1)}/thumbnails.vtt`, Buffer.from('WEBVTT\n'));
  await ctx.storage.put(`${storyboardPrefix(video, 1)}/sheet_000.jpg`, Buffer.from('not really a jpeg'));
  await insertVideo(ctx, userIds.owner, { channelId: channel, title: 'Une autre' });
  const privateVideo = await insertVideo(ctx, userIds.owner, { channelId: channel, visibility: 'private' });
  const captionedVideo = async () => {
    const id = await insertVideo(ctx, userIds.owner, { channelId: channel });
    const cues = [{ startS: 1, endS: 2, text: 'Bonjour' }];
    await saveCaption(
      ctx.db.db,
      { videoId: id, language: 'fr', auto: false, edited: false, cues },
      ctx.clock.now(),
    );
    return id;
  };
  const ownUpload = async (client: TestClient) => {
    if (!client.hasSession()) return SOMEONE_ELSES_UPLOAD;
    const upload = await tusUpload(client, Buffer.from('not a video at all'));
    if (!upload.id || upload.status !== 204) throw new Error(`upload: ${upload.status} ${upload.body}`);
    return upload.id;
  };
  return {
    channel,
    video,
    privateVideo,
    privateToken: (await playbackOf(clients.owner, privateVideo)).token,
    ownerToken: (await playbackOf(clients.owner, video)).token,
    freshVideo: () => insertVideo(ctx, userIds.owner),
    failedVideo: () =>
      insertVideo(ctx, userIds.owner, {
        status: 'failed',
        failureReason: 'processing_failed',
        publishedAt: null,
      }),
    othersUpload: await ownUpload(clients.admin),
    ownUpload,
    png: await pngImage(64, 64),
    captioned: await captionedVideo(),
    freshCaptioned: captionedVideo,
  };
});
