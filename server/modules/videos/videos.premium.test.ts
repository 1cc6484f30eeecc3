import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { endPremium, givePremium } from '../billing/billing.test-helpers';
import { insertVideo, userIdOf } from './videos.test-helpers';

/**
 * What Premium changes on playback (DESIGN §4 access table), enforced by the server: HD rungs in the
 * playlist, monetized videos unlocked, and both stop at once — links already handed out included —
 * when Premium ends.
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let creator: TestClient;
let member: TestClient;
let creatorId: string;
let memberId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  otherNode = await buildApp(ctx, { webDist: null });
  await otherNode.ready();
  creator = new TestClient(app, 'http://localhost:3000', '10.7.0.1');
  member = new TestClient(app, 'http://localhost:3000', '10.7.0.2');
  await signUpConfirmed(ctx, creator, 'creator@example.com', 'creator');
  await signUpConfirmed(ctx, member, 'member@example.com', 'member');
  creatorId = await userIdOf(creator);
  memberId = await userIdOf(member);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

const errorCode = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

/** A video with an HD rung (and one stored segment per rung). */
async function hdVideo(overrides: { monetized?: boolean } = {}) {
  const id = await insertVideo(ctx, creatorId, {
    width: 1280,
    height: 720,
    renditions: [
      { width: 426, height: 240, bandwidth: 600_000 },
      { width: 854, height: 480, bandwidth: 2_000_000 },
      { width: 1280, height: 720, bandwidth: 4_000_000 },
    ],
    ...overrides,
  });
  await ctx.storage.put(`videos/${id}/hls/1/720/seg_0000.ts`, Buffer.alloc(2048, 9));
  return id;
}

const segmentOf = (masterUrl: string, rung: number) =>
  masterUrl.replace('master.m3u8', `${rung}/seg_0000.ts`);

describe('quality and access per plan', () => {
  it('gives a free account no HD rendition URL and refuses it an HD segment', async () => {
    const id = await hdVideo();
    const { playback } = (await member.get(`/api/videos/${id}`)).json();
    expect(playback.qualities).toEqual([480, 240]);
    expect(playback.lockedQualities).toEqual([720]);
    const master = await member.get(playback.masterUrl);
    expect(master.body).not.toContain('720/index.m3u8');
    const hd = await member.get(segmentOf(playback.masterUrl, 720));
    expect(hd.statusCode).toBe(404);
    expect(errorCode(hd)).toBe('quality_not_allowed');
  });

  it('locks a monetized video for a free member, and a visitor', async () => {
    const id = await hdVideo({ monetized: true });
    const asMember = (await member.get(`/api/videos/${id}`)).json();
    expect(asMember.access).toBe('locked');
    expect(asMember.playback).toBeNull();
    const asVisitor = (await app.inject({ method: 'GET', url: `/api/videos/${id}` })).json();
    expect(asVisitor.access).toBe('locked');
  });

  it('gives Premium HD and monetized videos, and takes both back at once on every node when Premium ends', async () => {
    const open = await hdVideo();
    const monetized = await hdVideo({ monetized: true });
    await givePremium(ctx, memberId);
    const openPlay = (await member.get(`/api/videos/${open}`)).json().playback;
    expect(openPlay.qualities).toEqual([720, 480, 240]);
    expect(openPlay.lockedQualities).toEqual([]);
    expect((await member.get(openPlay.masterUrl)).body).toContain('720/index.m3u8');
    const monetizedDetail = (await member.get(`/api/videos/${monetized}`)).json();
    expect(monetizedDetail.access).toBe('watch');
    const links = [
      segmentOf(openPlay.masterUrl, 720),
      segmentOf(monetizedDetail.playback.masterUrl, 240),
      monetizedDetail.playback.masterUrl,
    ];
    const onBothNodes = async (url: string) => [
      (await member.get(url)).statusCode,
      (await otherNode.inject({ method: 'GET', url })).statusCode,
    ];
    for (const url of links) expect(await onBothNodes(url)).toEqual([200, 200]);

    await endPremium(ctx, memberId);
    for (const url of links) {
      await expect.poll(() => onBothNodes(url)).toEqual([404, 404]);
      expect(errorCode(await member.get(url))).toBe('playback_revoked');
    }
    // What any member may watch keeps playing: the free rungs of a new grant of the open video.
    const after = (await member.get(`/api/videos/${open}`)).json();
    expect(after.playback.qualities).toEqual([480, 240]);
    expect((await member.get(segmentOf(after.playback.masterUrl, 240))).statusCode).toBe(200);
    expect((await member.get(`/api/videos/${monetized}`)).json().access).toBe('locked');
  });

  it("never ties a free grant to the plan: a free member's links survive another member's plan change", async () => {
    const id = await hdVideo();
    const { playback } = (await creator.get(`/api/videos/${id}`)).json();
    // The owner sees every rung of their own video, without Premium and without a plan version.
    expect(playback.qualities).toEqual([720, 480, 240]);
    await givePremium(ctx, creatorId);
    await endPremium(ctx, creatorId);
    expect((await creator.get(segmentOf(playback.masterUrl, 720))).statusCode).toBe(200);
  });
});
