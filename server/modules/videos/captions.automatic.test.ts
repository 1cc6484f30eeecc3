import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuePlainText } from '../../../domain/caption-text';
import { generateClip } from '../../adapters/media/ffmpeg';
import { buildApp } from '../../app';
import { user } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { findCaption } from './captions.repository';
import { captionVideo } from './commands/caption-video';
import { createChannel, uploadVideo, userIdOf, waitForVideo } from './videos.test-helpers';

/**
 * Automatic captions end to end with engine 1 (ffmpeg's asr filter and Debian's pocketsphinx
 * English model): speech synthesized by ffmpeg's flite source, muxed with a test picture, uploaded
 * and processed by the real jobs. whisper.cpp needs a model file nobody can download here: only its
 * output parsing is tested (adapters/transcriber/transcript-output.unit.test.ts).
 */
// Longer than 128 bytes in one utterance: ffmpeg's ametadata print cut there, losing the rest.
const SCRIPT =
  'the quick brown fox jumps over the lazy dog. hello world this is a test of automatic captions. ' +
  'the morning will be cold and cloudy in the north. in the afternoon the sun comes back and the temperature rises.';

let ctx: TestContext;
let app: FastifyInstance;
let owner: TestClient;
let work: string;

beforeAll(async () => {
  ctx = await createTestContext({ TRANSCODE_PRESET: 'ultrafast' });
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  owner = new TestClient(app, 'http://localhost:3000', '10.4.0.1');
  await signUpConfirmed(ctx, owner, 'speaker@example.com', 'speaker');
  work = mkdtempSync(join(tmpdir(), 'kinora-speech-'));
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

/** Words of `heard` found in the script, over the script's words (each counted once). */
function overlap(script: string, heard: string): number {
  const want = script.toLowerCase().match(/[a-z]+/g) ?? [];
  const got = heard.toLowerCase().match(/[a-z]+/g) ?? [];
  const pool = [...got];
  let hits = 0;
  for (const word of want) {
    const at = pool.indexOf(word);
    if (at >= 0) {
      hits++;
      pool.splice(at, 1);
    }
  }
  return hits / want.length;
}

describe('automatic captions', () => {
  it('turns synthesized English speech into timed cues after the first rendition, without holding "ready"', async () => {
    const clip = join(work, 'speech.mp4');
    await generateClip(
      ctx.media,
      {
        picture: 'testsrc2=size=320x240:rate=10',
        sound: `flite=text='${SCRIPT}':voice=slt,apad`,
        seconds: 62,
      },
      clip,
    );
    // The video's language: not set on the video, so its owner's (an English-speaking member).
    await ctx.db.db
      .update(user)
      .set({ locale: 'en' })
      .where(eq(user.id, await userIdOf(owner)));
    const channelId = await createChannel(owner);
    const started = performance.now();
    const videoId = await uploadVideo(owner, channelId, clip);
    await waitForVideo(ctx, videoId, (v) => v.status === 'ready');
    await expect
      .poll(() => findCaption(ctx.db.db, videoId, 'en'), { timeout: 120_000, interval: 500 })
      .not.toBeNull();
    const track = (await findCaption(ctx.db.db, videoId, 'en'))!;
    ctx.logger.info({ seconds: (performance.now() - started) / 1000 }, 'upload to captions');
    expect(track).toMatchObject({ auto: true, edited: false });
    const heard = track.cues.map((c) => cuePlainText(c.text)).join(' ');
    expect(overlap(SCRIPT, heard)).toBeGreaterThanOrEqual(0.6);
    // Timed within the speech (flite speaks it in about 15 s), in order.
    expect(track.cues[0]!.startS).toBeGreaterThanOrEqual(0);
    expect(track.cues.at(-1)!.endS).toBeLessThan(25);
    for (let i = 1; i < track.cues.length; i++)
      expect(track.cues[i]!.startS).toBeGreaterThanOrEqual(track.cues[i - 1]!.startS);

    // The owner's editor marks it automatic; correcting it keeps it automatic and marks it edited,
    // and a new automatic run no longer writes over it.
    const editor = (await owner.get(`/api/videos/${videoId}/captions`)).json();
    expect(editor.automaticLanguages).toContain('en');
    expect(editor.tracks[0]).toMatchObject({ language: 'en', auto: true, edited: false });
    const corrected = [{ startS: 0, endS: 4, text: 'The quick brown fox' }];
    const res = await owner.request({
      method: 'PATCH',
      url: `/api/videos/${videoId}/captions/en`,
      payload: { cues: corrected },
    });
    expect(res.json().tracks[0]).toMatchObject({ auto: true, edited: true });
    expect((await owner.post(`/api/videos/${videoId}/captions/automatic`)).statusCode).toBe(202);
    await captionVideo(ctx, { videoId, generation: 1 }); // what that job runs
    expect((await findCaption(ctx.db.db, videoId, 'en'))!.cues).toEqual(corrected);
  }, 300_000);
});
