import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { exportMemberVideos } from './member-data';
import { createChannel, insertVideo, userIdOf } from './videos.test-helpers';

/** Caption upload, the editor, the watch page's tracks, the HLS master, grants and search. */
let ctx: TestContext;
let app: FastifyInstance;
let owner: TestClient;
let other: TestClient;
let ownerId: string;
let channelId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  owner = new TestClient(app, 'http://localhost:3000', '10.3.0.1');
  other = new TestClient(app, 'http://localhost:3000', '10.3.0.2');
  await signUpConfirmed(ctx, owner, 'captions-owner@example.com', 'captions_owner');
  await signUpConfirmed(ctx, other, 'captions-other@example.com', 'captions_other');
  ownerId = await userIdOf(owner);
  channelId = await createChannel(owner);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const upload = (client: TestClient, videoId: string, lang: string, text: string | Buffer, name = 'c.vtt') =>
  client.multipart(
    'PUT',
    `/api/videos/${videoId}/captions/${lang}`,
    {},
    {
      bytes: Buffer.isBuffer(text) ? text : Buffer.from(text),
      filename: name,
      contentType: 'text/plain',
    },
  );
const patch = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload: payload as Record<string, unknown> });
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });
const video = () => insertVideo(ctx, ownerId, { channelId, title: 'Sous-titrée' });
const playbackOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/videos/${id}`)).json().playback;

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nBonjour <script>alert(1)</script><b onclick="x">à tous</b>\n';
const SRT = '1\r\n00:00:04,000 --> 00:00:06,500\r\n<font color="red">Hello</font> zeppelinesque\r\n';

describe('caption upload', () => {
  it('takes WebVTT and SRT, one track per language, sanitized, listed for the editor', async () => {
    const id = await video();
    expect((await upload(owner, id, 'fr', VTT)).statusCode).toBe(200);
    const res = await upload(owner, id, 'en', SRT, 'c.srt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      videoLanguage: 'fr',
      videoLanguageSet: false,
      tracks: [
        {
          language: 'en',
          auto: false,
          edited: false,
          cues: [{ startS: 4, endS: 6.5, text: 'Hello zeppelinesque' }],
        },
        { language: 'fr', auto: false, cues: [{ startS: 1, endS: 3, text: 'Bonjour à tous</b>' }] },
      ],
    });
    // A second upload replaces the language's track.
    await upload(owner, id, 'fr', 'WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nRemplacé\n');
    const tracks = (await owner.get(`/api/videos/${id}/captions`)).json().tracks;
    expect(tracks.map((t: { cues: unknown[] }) => t.cues.length)).toEqual([1, 1]);
    expect(tracks[1].cues[0].text).toBe('Remplacé');
  });

  it('refuses malformed files, files not in UTF-8, and files over 1 MB (measured)', async () => {
    const id = await video();
    const bad = await upload(owner, id, 'fr', 'WEBVTT\n\n00:01.000 -> 00:02.000\nhi\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'captions_invalid',
      details: { reason: 'bad_timing', line: 3 },
    });
    expect((await upload(owner, id, 'fr', Buffer.from([0xff, 0xfe, 0x41]))).json().error.code).toBe(
      'captions_invalid',
    );
    const huge = `WEBVTT\n\n${'00:00:01.000 --> 00:00:02.000\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\n'.repeat(12_000)}`;
    expect(Buffer.byteLength(huge)).toBeGreaterThan(1_000_000);
    const big = await upload(owner, id, 'fr', huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('captions_too_large');
    expect((await owner.get(`/api/videos/${id}/captions`)).json().tracks).toEqual([]);
  });

  it("puts the tracks in the owner's data export, cues as they are now", async () => {
    const id = await video();
    await upload(owner, id, 'fr', VTT);
    const exported = (await exportMemberVideos(ctx.db.db, ownerId)).videos.find((v) => v.id === id);
    expect(exported?.captions).toEqual([
      {
        language: 'fr',
        auto: false,
        edited: false,
        cues: [{ startS: 1, endS: 3, text: 'Bonjour à tous</b>' }],
      },
    ]);
    expect((await exportMemberVideos(ctx.db.db, await userIdOf(other))).videos).toEqual([]);
  });

  it('keeps another member out of the owner’s tracks', async () => {
    const id = await video();
    await upload(owner, id, 'fr', VTT);
    for (const res of [
      await other.get(`/api/videos/${id}/captions`),
      await upload(other, id, 'fr', VTT),
      await patch(other, `/api/videos/${id}/captions/fr`, { cues: [{ startS: 1, endS: 2, text: 'pirate' }] }),
      await del(other, `/api/videos/${id}/captions/fr`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('video_not_found');
    }
    const tracks = (await owner.get(`/api/videos/${id}/captions`)).json().tracks;
    expect(tracks[0].cues[0].text).toBe('Bonjour à tous</b>');
  });
});

describe('caption editor', () => {
  it('saves corrected cues, marks the track edited, and refuses bad times', async () => {
    const id = await video();
    await upload(owner, id, 'fr', VTT);
    const cues = [
      { startS: 0.5, endS: 2, text: 'Bonjour <i>à tous</i> <img src=x>' },
      { startS: 2, endS: 4, text: 'Deuxième' },
    ];
    const res = await patch(owner, `/api/videos/${id}/captions/fr`, { cues });
    expect(res.statusCode).toBe(200);
    expect(res.json().tracks[0]).toMatchObject({
      edited: true,
      cues: [
        { startS: 0.5, endS: 2, text: 'Bonjour <i>à tous</i>' },
        { startS: 2, endS: 4, text: 'Deuxième' },
      ],
    });
    for (const [bad, problem] of [
      [[{ startS: 3, endS: 2, text: 'x' }], 'end_before_start'],
      [[cues[1], cues[0]], 'not_ascending'],
      [[{ startS: 1, endS: 500, text: 'x' }], 'after_end'],
    ] as const) {
      const refused = await patch(owner, `/api/videos/${id}/captions/fr`, { cues: bad });
      expect(refused.json().error).toMatchObject({ code: 'caption_cues_invalid', details: { problem } });
    }
    const long = await patch(owner, `/api/videos/${id}/captions/fr`, {
      cues: [{ startS: 1, endS: 2, text: 'x'.repeat(501) }],
    });
    expect(long.statusCode).toBe(400);
    expect((await del(owner, `/api/videos/${id}/captions/fr`)).statusCode).toBe(204);
    expect((await del(owner, `/api/videos/${id}/captions/fr`)).json().error.code).toBe('captions_not_found');
  });

  it('keeps the video’s language as the owner sets it', async () => {
    const id = await video();
    expect((await patch(owner, `/api/videos/${id}`, { language: 'en' })).statusCode).toBe(200);
    expect((await owner.get(`/api/videos/${id}/captions`)).json()).toMatchObject({
      videoLanguage: 'en',
      videoLanguageSet: true,
    });
    expect((await patch(owner, `/api/videos/${id}`, { language: 'xx' })).statusCode).toBe(400);
  });
});

describe('captions for players', () => {
  it('lists the tracks in the watch API and the HLS master, and serves clean WebVTT', async () => {
    const id = await video();
    await upload(owner, id, 'fr', VTT);
    await upload(owner, id, 'en', SRT, 'c.srt');
    const playback = await playbackOf(other, id);
    expect(playback.captions).toEqual([
      { language: 'en', auto: false, url: `/api/stream/${id}/${playback.token}/captions/en.vtt` },
      { language: 'fr', auto: false, url: `/api/stream/${id}/${playback.token}/captions/fr.vtt` },
    ]);
    const master = (await other.get(playback.masterUrl)).body;
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",AUTOSELECT=YES,DEFAULT=NO,URI="captions/fr/index.m3u8"',
    );
    expect(master).toContain('NAME="English",LANGUAGE="en"');
    const variants = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'));
    expect(variants.length).toBeGreaterThan(0);
    for (const line of variants) expect(line).toContain(',SUBTITLES="subs"');

    const base = playback.masterUrl.replace('/master.m3u8', '');
    const list = await other.get(`${base}/captions/fr/index.m3u8`);
    expect(list.headers['content-type']).toContain('mpegurl');
    expect(list.body).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:120\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:120.000,\n../fr.vtt\n#EXT-X-ENDLIST\n',
    );
    const vtt = await other.get(`${base}/captions/fr.vtt`);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nBonjour à tous</b>\n');
    expect((await other.get(`${base}/captions/de.vtt`)).json().error.code).toBe('captions_not_found');
  });

  it('refuses captions once the grant is revoked (the video made private)', async () => {
    const id = await video();
    await upload(owner, id, 'fr', VTT);
    const base = (await playbackOf(other, id)).masterUrl.replace('/master.m3u8', '');
    expect((await other.get(`${base}/captions/fr.vtt`)).statusCode).toBe(200);
    await patch(owner, `/api/videos/${id}`, { visibility: 'private' });
    for (const url of [`${base}/captions/fr.vtt`, `${base}/captions/fr/index.m3u8`]) {
      await expect.poll(async () => (await other.get(url)).json().error?.code).toBe('playback_revoked');
    }
  });

  it('makes the captions’ words found by search, and forgets them with the track', async () => {
    const id = await video();
    await upload(owner, id, 'en', SRT, 'c.srt');
    const found = async () =>
      (await other.get('/api/search?q=zeppelinesque')).json().videos.map((v: { id: string }) => v.id);
    expect(await found()).toContain(id);
    await del(owner, `/api/videos/${id}/captions/en`);
    expect(await found()).not.toContain(id);
  });
});
