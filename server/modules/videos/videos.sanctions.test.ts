import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { videos, videoViews } from '../../db/schema';
import { type TransactionScope, withTransaction } from '../../db/with-transaction';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { validatedViewsOf } from '../../test/validated-views';
import { setRoleNow, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { recordHeartbeat } from './commands/engagement';
import {
  demonetiseVideo,
  remonetiseVideo,
  removeVideoByModeration,
  restoreVideoByModeration,
  setOwnerContentHidden,
  videoModerationFacts,
} from './videos.public';
import { createChannel, insertVideo, startWatching, userIdOf } from './videos.test-helpers';

/**
 * Moderation's sanctions on videos (issue 27 part 3), as the videos module enforces them on every
 * path: moderation calls these commands inside its own transaction (here: a bare one).
 */
let ctx: TestContext;
let app: FastifyInstance;
let otherNode: FastifyInstance;
let owner: TestClient;
let member: TestClient;
let admin: TestClient;
let ownerId: string;
let memberId: string;
let channelId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  otherNode = await buildApp(ctx, { webDist: null });
  await Promise.all([app.ready(), otherNode.ready()]);
  owner = new TestClient(app, 'http://localhost:3000', '10.8.0.1');
  member = new TestClient(app, 'http://localhost:3000', '10.8.0.2');
  admin = new TestClient(app, 'http://localhost:3000', '10.8.0.3');
  await signUpConfirmed(ctx, owner, 'sanctioned@example.com', 'sanctioned');
  await signUpConfirmed(ctx, member, 'watcher@example.com', 'watcher');
  await signUpConfirmed(ctx, admin, 'moderator@example.com', 'moderator');
  ownerId = await userIdOf(owner);
  memberId = await userIdOf(member);
  await setRoleNow(ctx, await userIdOf(admin), 'admin');
  channelId = await createChannel(owner, 'Chaîne sanctionnée');
  expect(
    (await member.request({ method: 'PUT', url: `/api/channels/${channelId}/subscription` })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await otherNode.close();
  await app.close();
  await ctx.close();
});

const patchVideo = (client: TestClient, id: string, payload: Record<string, unknown>) =>
  client.request({ method: 'PATCH', url: `/api/videos/${id}`, payload });
const sanction = <T>(work: (scope: TransactionScope) => Promise<T>) => withTransaction(ctx, work);
const visitorGet = (url: string) => app.inject({ method: 'GET', url });
const errorCode = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

/** Every listing a visitor or another member can reach, and whether each one shows the video. */
async function listingsShowing(id: string, word: string): Promise<Record<string, boolean>> {
  const shows = async (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(200);
    return res.body.includes(id);
  };
  const sibling = await insertVideo(ctx, ownerId, { channelId, title: 'Voisine de chaîne' });
  return {
    latest: await shows(await visitorGet('/api/videos')),
    home: await shows(await visitorGet('/api/home')),
    channel: await shows(await visitorGet(`/api/channels/${channelId}/videos`)),
    search: await shows(await visitorGet(`/api/search?q=${word}`)),
    upNext: await shows(await visitorGet(`/api/videos/${sibling}/more`)),
    sitemap: await shows(await visitorGet(`/sitemaps/videos-${id.slice(0, 2)}.xml`)),
    subscriptionFeed: await shows(await member.get('/api/me/subscriptions/feed')),
  };
}
/** What a player does over HTTP: the watch page, the playlist, a heartbeat (then the buffer is written). */
async function watchOver(client: TestClient, videoId: string, positionS: number) {
  const page = (await client.get(`/api/videos/${videoId}`)).json();
  expect((await client.get(page.playback.masterUrl)).statusCode).toBe(200);
  const beat = await client.post(`/api/videos/${videoId}/heartbeat`, {
    positionS,
    playing: true,
    playbackToken: page.playback.token,
  });
  expect(beat.statusCode).toBe(200);
  await ctx.watchBuffer.flush();
}
/** The member's own lists of what they watched: history and continue watching. */
const watchedListsShow = async (id: string) => [
  (await member.get('/api/me/history')).body.includes(id),
  (await member.get('/api/me/continue-watching')).body.includes(id),
];

const everywhere = (shown: boolean) =>
  Object.fromEntries(
    ['latest', 'home', 'channel', 'search', 'upNext', 'sitemap', 'subscriptionFeed'].map((k) => [k, shown]),
  );

describe('removal by moderation', () => {
  it('takes the video out of every listing (history included) and direct link but its owner’s and admins’, and stops its grants on every node', async () => {
    const id = await insertVideo(ctx, ownerId, {
      channelId,
      title: 'Zeppelinesque aventure',
      themes: ['tech'],
    });
    expect(await listingsShowing(id, 'Zeppelinesque')).toEqual(everywhere(true));
    await watchOver(member, id, 30);
    expect(await watchedListsShow(id)).toEqual([true, true]);
    const { playback } = (await member.get(`/api/videos/${id}`)).json();
    const segment = playback.masterUrl.replace('master.m3u8', '240/seg_0000.ts');
    const onBothNodes = async (url: string) => [
      (await member.get(url)).statusCode,
      (await otherNode.inject({ method: 'GET', url })).statusCode,
    ];
    expect(await onBothNodes(segment)).toEqual([200, 200]);
    expect(await onBothNodes(playback.masterUrl)).toEqual([200, 200]);

    const decisionId = randomUUID();
    expect(await sanction((scope) => removeVideoByModeration(ctx, scope, { videoId: id, decisionId }))).toBe(
      true,
    );
    // Twice is harmless: nothing changes.
    expect(await sanction((scope) => removeVideoByModeration(ctx, scope, { videoId: id, decisionId }))).toBe(
      false,
    );

    for (const url of [segment, playback.masterUrl])
      await expect.poll(() => onBothNodes(url)).toEqual([404, 404]);
    expect(await listingsShowing(id, 'Zeppelinesque')).toEqual(everywhere(false));
    expect(await watchedListsShow(id)).toEqual([false, false]);
    for (const res of [await visitorGet(`/api/videos/${id}`), await member.get(`/api/videos/${id}`)]) {
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('video_not_found');
    }
    expect((await member.request({ method: 'PUT', url: `/api/videos/${id}/like` })).statusCode).toBe(404);
    const asMember = await member.get(`/api/videos/${id}`);
    expect(asMember.body).not.toContain('Zeppelinesque');

    // The owner sees the page, the decision that removed it, and may still play it; so may an admin.
    const asOwner = (await owner.get(`/api/videos/${id}`)).json();
    expect(asOwner.moderation).toEqual({ removedDecisionId: decisionId, demonetisation: null });
    expect(asOwner.playback).not.toBeNull();
    const asAdmin = (await admin.get(`/api/videos/${id}`)).json();
    expect(asAdmin.access).toBe('watch');
    expect(asAdmin.playback).not.toBeNull();
    expect(asAdmin.moderation.removedDecisionId).toBe(decisionId);
    expect(await videoModerationFacts(ctx.db.db, id)).toEqual({
      ownerId,
      title: 'Zeppelinesque aventure',
      removed: true,
      demonetised: false,
    });

    // Only the decision that removed it restores it.
    const other = randomUUID();
    expect(
      await sanction((scope) => restoreVideoByModeration(ctx, scope, { videoId: id, decisionId: other })),
    ).toBe(false);
    expect(await sanction((scope) => restoreVideoByModeration(ctx, scope, { videoId: id, decisionId }))).toBe(
      true,
    );
    expect(await listingsShowing(id, 'Zeppelinesque')).toEqual(everywhere(true));
    expect(await watchedListsShow(id)).toEqual([true, true]);
    const back = (await member.get(`/api/videos/${id}`)).json();
    expect(back.moderation).toBeNull();
    expect((await member.get(back.playback.masterUrl)).statusCode).toBe(200);
  });

  it('says false for a deleted video or an id that cannot be one, and changes nothing', async () => {
    const decisionId = randomUUID();
    for (const videoId of [randomUUID(), 'not-a-uuid', '\u0000'])
      expect(await sanction((scope) => removeVideoByModeration(ctx, scope, { videoId, decisionId }))).toBe(
        false,
      );
    expect(await videoModerationFacts(ctx.db.db, 'x'.repeat(100_000))).toBeNull();
  });

  it('rolls back with the caller’s transaction', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Annulée' });
    await expect(
      sanction(async (scope) => {
        await removeVideoByModeration(ctx, scope, { videoId: id, decisionId: randomUUID() });
        throw new Error('decision failed');
      }),
    ).rejects.toThrow('decision failed');
    expect((await visitorGet(`/api/videos/${id}`)).statusCode).toBe(200);
  });
});

describe('a ban hides all of the owner’s content', () => {
  it('and its lift brings it back', async () => {
    const ids = [
      await insertVideo(ctx, ownerId, { channelId, title: 'Bannissable une' }),
      await insertVideo(ctx, ownerId, { channelId, title: 'Bannissable deux', visibility: 'private' }),
    ];
    const publicId = ids[0]!;
    expect((await visitorGet(`/api/videos/${publicId}`)).statusCode).toBe(200);
    const changed = await sanction((scope) => setOwnerContentHidden(ctx, scope, { ownerId, hidden: true }));
    expect(changed).toBeGreaterThanOrEqual(2);
    expect((await visitorGet(`/api/videos/${publicId}`)).statusCode).toBe(404);
    expect(await listingsShowing(publicId, 'Bannissable')).toEqual(everywhere(false));
    expect((await admin.get(`/api/videos/${publicId}`)).statusCode).toBe(200);

    await sanction((scope) => setOwnerContentHidden(ctx, scope, { ownerId, hidden: false }));
    expect(await listingsShowing(publicId, 'Bannissable')).toEqual(everywhere(true));
    // Unbanning gives back what was, no more: the private video stays private.
    expect((await visitorGet(`/api/videos/${ids[1]}`)).statusCode).toBe(404);
  });
});

describe('demonetisation', () => {
  it('locks monetization until lifted, tells the owner only, and marks the views seen meanwhile', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Payante', monetized: true, durationS: 300 });
    expect((await member.get(`/api/videos/${id}`)).json().access).toBe('locked');
    const decisionId = randomUUID();
    const until = new Date(ctx.clock.now().getTime() + 7 * 86_400_000);
    expect(await sanction((scope) => demonetiseVideo(ctx, scope, { videoId: id, decisionId, until }))).toBe(
      true,
    );

    const [row] = await ctx.db.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ monetized: false, monetizedBeforeDemonetisation: true });
    // Free to watch for everybody now (it earns nothing).
    expect((await member.get(`/api/videos/${id}`)).json()).toMatchObject({
      access: 'watch',
      moderation: null,
    });
    expect((await owner.get(`/api/videos/${id}`)).json().moderation).toEqual({
      removedDecisionId: null,
      demonetisation: { decisionId, until: until.toISOString() },
    });
    const refused = await patchVideo(owner, id, { monetized: true });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('monetization_locked');
    expect((await owner.get(`/api/videos/${id}`)).json().monetized).toBe(false);
    // Other edits still go through.
    expect((await patchVideo(owner, id, { title: 'Payante (renommée)' })).statusCode).toBe(200);

    const viewer = {
      actor: { userId: memberId, email: '', sessionId: '', roles: [], plan: 'free' as const, sanctions: [] },
      anonId: '',
      ip: '10.8.0.9',
    };
    const playbackToken = await startWatching(ctx, viewer, id);
    const t0 = ctx.clock.now().getTime();
    for (let s = 0; s <= 40; s += 10) {
      ctx.clock.set(t0 + s * 1000);
      await recordHeartbeat(ctx, viewer, id, { positionS: s, playing: true, playbackToken });
    }
    expect(await validatedViewsOf(ctx.db.db, id)).toEqual([
      expect.objectContaining({ videoMonetized: false, videoDemonetized: true }),
    ]);
    const [view] = await ctx.db.db.select().from(videoViews).where(eq(videoViews.videoId, id));
    expect(view?.videoDemonetized).toBe(true);

    expect(
      await sanction((scope) => remonetiseVideo(ctx, scope, { videoId: id, decisionId: randomUUID() })),
    ).toBe(false);
    expect(await sanction((scope) => remonetiseVideo(ctx, scope, { videoId: id, decisionId }))).toBe(true);
    const lifted = (await owner.get(`/api/videos/${id}`)).json();
    expect(lifted).toMatchObject({
      monetized: true,
      moderation: { removedDecisionId: null, demonetisation: null },
    });
    expect((await member.get(`/api/videos/${id}`)).json().access).toBe('locked');
    expect((await patchVideo(owner, id, { monetized: false })).statusCode).toBe(200);
  });

  it('gives back what was: a video that was not monetized stays so, and a second decision keeps the first memory', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Gratuite', monetized: false });
    const first = randomUUID();
    const second = randomUUID();
    await sanction((scope) => demonetiseVideo(ctx, scope, { videoId: id, decisionId: first, until: null }));
    await sanction((scope) => demonetiseVideo(ctx, scope, { videoId: id, decisionId: second, until: null }));
    expect((await owner.get(`/api/videos/${id}`)).json().moderation.demonetisation).toEqual({
      decisionId: second,
      until: null,
    });
    expect(await sanction((scope) => remonetiseVideo(ctx, scope, { videoId: id, decisionId: second }))).toBe(
      true,
    );
    expect((await owner.get(`/api/videos/${id}`)).json()).toMatchObject({
      monetized: false,
      moderation: { demonetisation: null },
    });
  });
});

describe('admins', () => {
  it('see and play a private video (members do not), without liking it or counting a view', async () => {
    const id = await insertVideo(ctx, ownerId, { title: 'Très privée', visibility: 'private' });
    expect((await member.get(`/api/videos/${id}`)).statusCode).toBe(404);
    const asAdmin = await admin.get(`/api/videos/${id}`);
    expect(asAdmin.statusCode).toBe(200);
    const { playback } = asAdmin.json();
    expect((await admin.get(playback.masterUrl)).statusCode).toBe(200);
    // A moderation preview is no audience: neither a like nor a counted view.
    expect((await admin.request({ method: 'PUT', url: `/api/videos/${id}/like` })).statusCode).toBe(404);
    const viewer = {
      actor: {
        userId: await userIdOf(admin),
        email: '',
        sessionId: '',
        roles: ['admin' as const],
        plan: 'free' as const,
        sanctions: [],
      },
      anonId: '',
      ip: '10.8.0.10',
    };
    const playbackToken = await startWatching(ctx, viewer, id);
    const t0 = ctx.clock.now().getTime();
    for (let s = 0; s <= 40; s += 10) {
      ctx.clock.set(t0 + s * 1000);
      expect(
        await recordHeartbeat(ctx, viewer, id, { positionS: s, playing: true, playbackToken }),
      ).toMatchObject({
        validated: false,
      });
    }
    expect(await validatedViewsOf(ctx.db.db, id)).toEqual([]);
  });
});
