import type { TestClient } from '../../test/http-client';
import {
  BAD_ID,
  everyone,
  type MatrixRow,
  type Outcomes,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';

/** What the caption rows need of the videos matrix's fixture. */
export interface CaptionsFixture {
  /** The owner's public video with a French track. */
  captioned: string;
  /** A fresh video of the owner's with a French track (one per delete). */
  freshCaptioned(): Promise<string>;
  ownerToken: string;
}

const NOT_FOUND = 'video_not_found';
/** The owner's captions: the owner and admins; another member learns nothing; visitors sign in. */
const ownerOrAdmin = (outcome: Outcomes['owner']): Outcomes => ({
  ...signedIn(`404 ${NOT_FOUND}`),
  owner: outcome,
  admin: outcome,
});
const VTT = Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nBonjour\n');
const file = (bytes: Buffer) => ({ file: { bytes, filename: 'c.vtt', contentType: 'text/vtt' } });
const cues = { cues: [{ startS: 1, endS: 3, text: 'Bonjour à tous' }] };

async function captionsUrl(client: TestClient, videoId: string): Promise<string> {
  const res = await client.get(`/api/videos/${videoId}`);
  const tracks: { language: string; url: string }[] = res.json().playback?.captions ?? [];
  const url = tracks.find((t) => t.language === 'fr')?.url;
  if (!url) throw new Error(`no captions in the playback: ${res.body}`);
  return url;
}

/** The caption routes' rows of the videos permission matrix (videos.permissions.test.ts). */
export const captionRows = <F extends CaptionsFixture>(): MatrixRow<F>[] => [
  ...route<F>('GET /api/videos/:id/captions', {
    valid: [(f) => ({ url: `/api/videos/${f.captioned}/captions` }), ownerOrAdmin(200)],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}/captions` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}/captions` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<F>('PUT /api/videos/:id/captions/:lang', {
    valid: [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/en`, multipart: file(VTT) }),
      ownerOrAdmin(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/xx`, multipart: file(VTT) }),
      signedIn('400 validation_failed'),
    ],
    'bad input (not captions)': [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/en`, multipart: file(Buffer.from('<html>')) }),
      { ...ownerOrAdmin('400 captions_invalid') },
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/captions/en`, multipart: file(VTT) }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<F>('PATCH /api/videos/:id/captions/:lang', {
    valid: [(f) => ({ url: `/api/videos/${f.captioned}/captions/fr`, payload: cues }), ownerOrAdmin(200)],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/fr`, payload: { cues: [] } }),
      signedIn('400 validation_failed'),
    ],
    'bad input (times)': [
      (f) => ({
        url: `/api/videos/${f.captioned}/captions/fr`,
        payload: { cues: [{ startS: 5, endS: 2, text: 'x' }] },
      }),
      ownerOrAdmin('400 caption_cues_invalid'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/captions/fr`, payload: cues }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
    'unknown id (language)': [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/zh`, payload: cues }),
      ownerOrAdmin('404 captions_not_found'),
    ],
  }),
  ...route<F>('DELETE /api/videos/:id/captions/:lang', {
    valid: [
      async (f, as) => ({
        url: `/api/videos/${['owner', 'admin'].includes(as.name) ? await f.freshCaptioned() : f.captioned}/captions/fr`,
      }),
      ownerOrAdmin(204),
    ],
    'bad input': [() => ({ url: `/api/videos/${BAD_ID}/captions/fr` }), signedIn('400 validation_failed')],
    'unknown id': [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/de` }),
      ownerOrAdmin('404 captions_not_found'),
    ],
  }),
  // No engine for French on a machine without a whisper model: the owner is told so.
  ...route<F>('POST /api/videos/:id/captions/automatic', {
    valid: [
      (f) => ({ url: `/api/videos/${f.captioned}/captions/automatic` }),
      ownerOrAdmin('409 captions_no_engine'),
    ],
    'bad input': [
      () => ({ url: `/api/videos/${BAD_ID}/captions/automatic` }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/captions/automatic` }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<F>('GET /api/stream/:videoId/:token/captions/:file', {
    valid: [async (f, as) => ({ url: await captionsUrl(as.client, f.captioned) }), everyone(200)],
    'bad input': [
      (f) => ({ url: `/api/stream/${f.captioned}/${f.ownerToken}/captions/fr.srt` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/captions/fr.vtt` }),
      everyone('404 playback_expired'),
    ],
  }),
  ...route<F>('GET /api/stream/:videoId/:token/captions/:lang/index.m3u8', {
    valid: [
      async (f, as) => ({
        url: (await captionsUrl(as.client, f.captioned)).replace('fr.vtt', 'fr/index.m3u8'),
      }),
      everyone(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/stream/${f.captioned}/${f.ownerToken}/captions/xx/index.m3u8` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/stream/${UNKNOWN_ID}/${f.ownerToken}/captions/fr/index.m3u8` }),
      everyone('404 playback_expired'),
    ],
  }),
];
