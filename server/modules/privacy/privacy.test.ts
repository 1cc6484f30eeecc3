import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  account,
  billingSubscriptions,
  channels,
  consentRecords,
  contactMessages,
  notificationPreferences,
  notifications,
  qaFeedback,
  session,
  twoFactor,
  user,
  videoLikes,
  videos,
  videoViews,
  watchSessions,
} from '../../db/schema';
import { ALL_JOBS } from '../../jobs/all-jobs';
import { announceMemberChange } from '../../standing/access-version';
import { eventOccurrences } from '../../test/event-occurrences';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until } from '../../test/until';
import { markUserDeleted } from '../accounts/accounts.repository';
import { STRONG_PASSWORD, setRoleNow, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, insertVideo, pngImage, userIdOf } from '../videos/videos.test-helpers';

/**
 * Privacy rights end to end through the API: the export holds the member's data and nobody
 * else's, and deleting the account makes it unusable at once, then (once the accounts.deleted
 * reactions ran) leaves nothing of it but anonymised views.
 */

let ctx: TestContext;
let app: FastifyInstance;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let bobId: string;

const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  alice = new TestClient(app, ORIGIN, '10.8.0.1');
  bob = new TestClient(app, ORIGIN, '10.8.0.2');
  await signUpConfirmed(ctx, alice, 'alice@privacy.example', 'alice_p');
  await signUpConfirmed(ctx, bob, 'bob@privacy.example', 'bob_p');
  aliceId = await userIdOf(alice);
  bobId = await userIdOf(bob);
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const exists = async (key: string) => (await ctx.storage.stat(key)) !== null;
const errorOf = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  code: JSON.parse(res.body).error?.code,
  message: JSON.parse(res.body).error?.message,
});
const deleteMe = (client: TestClient, password: string) =>
  client.request({ method: 'DELETE', url: '/api/me', payload: { password } });

/** Alice's world: avatar, a channel with a picture, two videos (one with a thumbnail), a like, a view. */
async function furnish() {
  const png = await pngImage(64, 64);
  const image = { bytes: png, filename: 'a.png', contentType: 'image/png' };
  const avatar = await alice.multipart('POST', '/api/me/avatar', {}, image);
  expect(avatar.statusCode).toBe(200);
  const aliceChannel = await createChannel(alice, 'Chaîne d’Alice');
  expect((await alice.multipart('POST', `/api/channels/${aliceChannel}/image`, {}, image)).statusCode).toBe(
    200,
  );
  const bobChannel = await createChannel(bob, 'Chaîne de Bob');
  await ctx.storage.put('thumbnails/privacy-test.webp', png);
  const aliceVideos = [
    await insertVideo(ctx, aliceId, { channelId: aliceChannel, title: 'Alice 1' }),
    await insertVideo(ctx, aliceId, {
      channelId: aliceChannel,
      title: 'Alice 2',
      thumbnailUrl: '/api/files/thumbnails/privacy-test.webp',
    }),
  ];
  const bobVideo = await insertVideo(ctx, bobId, { channelId: bobChannel, title: 'Bob secret title' });
  expect((await alice.request({ method: 'PUT', url: `/api/videos/${bobVideo}/like` })).statusCode).toBe(200);
  expect(
    (await alice.request({ method: 'PUT', url: `/api/channels/${bobChannel}/subscription` })).statusCode,
  ).toBe(200);
  await ctx.db.db
    .insert(watchSessions)
    .values({ videoId: bobVideo, viewerKey: `u:${aliceId}`, userId: aliceId, positionS: 42 });
  const view = (videoId: string, ownerId: string, viewerId: string) => ({
    videoId,
    ownerId,
    viewerKey: `u:${viewerId}`,
    viewerUserId: viewerId,
    viewerPremium: false,
    videoPublic: true,
    videoMonetized: false,
    videoDurationS: 120,
  });
  await ctx.db.db.insert(videoViews).values([
    view(bobVideo, bobId, aliceId), // Alice's own validated view
    view(aliceVideos[0]!, aliceId, bobId), // Bob's view of Alice's video
  ]);
  const consent = (userId: string, anonId: string) => ({
    anonId,
    userId,
    status: 'accepted',
    preferences: { analytics: true },
    regime: 'eu',
    country: 'FR',
    version: '1',
  });
  await ctx.db.db
    .insert(consentRecords)
    .values([consent(aliceId, 'anon-alice'), consent(bobId, 'anon-bob-secret')]);
  const notice = (userId: string, videoTitle: string) => ({
    userId,
    kind: 'video_ready',
    data: { videoId: bobVideo, videoTitle },
    dedupKey: `privacy:${userId}`,
  });
  await ctx.db.db
    .insert(notifications)
    .values([notice(aliceId, 'Notice for Alice'), notice(bobId, 'Bob private notice')]);
  await ctx.db.db.insert(notificationPreferences).values({ userId: aliceId, emailNewUploads: true });
  const paid = (id: string, userId: string) => ({
    id,
    userId,
    plan: 'premium' as const,
    status: 'active' as const,
    currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    firstPaidAt: new Date('2026-11-01T00:00:00Z'),
    providerCreatedAt: new Date('2026-11-01T00:00:00Z'),
  });
  await ctx.db.db
    .insert(billingSubscriptions)
    .values([paid('sub_alice_export', aliceId), paid('sub_bob_secret', bobId)]);
  // What they wrote to support while signed in, and Alice's feedback as a QA member.
  const contact = (client: TestClient, firstName: string, message: string) =>
    client.post('/api/contact', {
      firstName,
      lastName: 'Privacy',
      email: `${firstName.toLowerCase()}@privacy.example`,
      jobTitle: '',
      topic: 'support',
      message,
      consent: true,
      website: '',
      locale: 'fr',
    });
  expect((await contact(alice, 'Alice', 'Question d’Alice')).statusCode).toBe(201);
  expect((await contact(bob, 'Bob', 'Bob contact secret')).statusCode).toBe(201);
  await setRoleNow(ctx, aliceId, 'qa');
  const feedback = await alice.post('/api/qa/feedback', { message: 'Retour d’Alice', pagePath: '/watch/x' });
  expect(feedback.statusCode).toBe(201);
  // A two-factor secret and backup codes exist from the enrolment's first step.
  const enable = await alice.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
  expect(enable.statusCode).toBe(200);
  const avatarKey = (await ctx.db.db.select({ k: user.avatarKey }).from(user).where(eq(user.id, aliceId)))[0]!
    .k!;
  const [channelRow] = await ctx.db.db.select().from(channels).where(eq(channels.id, aliceChannel));
  return {
    aliceChannel,
    bobChannel,
    channelImageKey: channelRow!.imageUrl!.slice('/api/files/'.length),
    aliceVideos,
    bobVideo,
    avatarKey,
  };
}

let world: Awaited<ReturnType<typeof furnish>>;

describe('privacy rights', () => {
  it('exports the member’s own data with no secret and nothing of another member', async () => {
    world = await furnish();
    const res = await alice.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kinora-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    // The file's fields, in the order members have always received them, whatever the order of the
    // modules whose parts make it up (all-modules.ts).
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'account',
      'sessions',
      'channels',
      'videos',
      'likes',
      'watchHistory',
      'profiles',
      'consents',
      'subscriptions',
      'notifications',
      'planSubscriptions',
      'contactMessages',
      'qaFeedback',
      'notificationPreferences',
      'earnings',
      'reports',
      'comments',
      'playlists',
    ]);
    expect(data.account).toMatchObject({
      id: aliceId,
      email: 'alice@privacy.example',
      username: 'alice_p',
      locale: 'fr',
      roles: ['qa'],
    });
    expect(data.sessions).toEqual([
      expect.objectContaining({ ipAddress: '10.8.0.1', createdAt: expect.any(String) }),
    ]);
    expect(data.channels.map((c: { id: string }) => c.id)).toEqual([world.aliceChannel]);
    expect(data.videos.map((v: { id: string }) => v.id).sort()).toEqual([...world.aliceVideos].sort());
    expect(data.videos[0]).toMatchObject({
      title: 'Alice 1',
      visibility: 'public',
      monetized: false,
      status: 'ready',
      durationS: 120,
      viewCount: 0,
      likeCount: 0,
      chapters: null,
    });
    expect(data.likes).toEqual([{ videoId: world.bobVideo, likedAt: expect.any(String) }]);
    expect(data.watchHistory).toEqual([
      { videoId: world.bobVideo, positionS: 42, updatedAt: expect.any(String) },
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ anonId: 'anon-alice', status: 'accepted' })]);
    expect(data.notifications).toEqual([
      {
        kind: 'video_ready',
        data: { videoId: world.bobVideo, videoTitle: 'Notice for Alice' },
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(data.notificationPreferences).toEqual({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });
    expect(data.subscriptions).toEqual([
      { channelId: world.bobChannel, channelName: 'Chaîne de Bob', subscribedAt: expect.any(String) },
    ]);
    expect(data.planSubscriptions).toEqual([
      {
        id: 'sub_alice_export',
        plan: 'premium',
        status: 'active',
        currentPeriodStart: '2026-11-01T00:00:00.000Z',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        firstPaidAt: '2026-11-01T00:00:00.000Z',
        refundedAt: null,
        endedAt: null,
      },
    ]);

    expect(data.contactMessages).toEqual([
      {
        id: expect.any(String),
        firstName: 'Alice',
        lastName: 'Privacy',
        email: 'alice@privacy.example',
        jobTitle: '',
        topic: 'support',
        message: 'Question d’Alice',
        locale: 'fr',
        sentAt: expect.any(String),
      },
    ]);
    expect(data.qaFeedback).toEqual([
      { id: expect.any(String), message: 'Retour d’Alice', pagePath: '/watch/x', sentAt: expect.any(String) },
    ]);

    const text = res.body;
    const [cred] = await ctx.db.db.select().from(account).where(eq(account.userId, aliceId));
    const [tf] = await ctx.db.db.select().from(twoFactor).where(eq(twoFactor.userId, aliceId));
    const tokens = await ctx.db.db
      .select({ t: session.token })
      .from(session)
      .where(eq(session.userId, aliceId));
    const secrets = [cred!.password!, tf!.secret, tf!.backupCodes, ...tokens.map((t) => t.t)];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|token|secret|backupCodes)"/);
    // Bob's channel is there by name, as one she follows; nothing else of his is.
    for (const other of [
      bobId,
      'bob@privacy.example',
      'Bob secret title',
      'anon-bob-secret',
      'Bob private notice',
      'sub_bob_secret',
      'Bob contact secret',
    ])
      expect(text).not.toContain(other);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const res = await deleteMe(alice, 'Not-The-Password#1');
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'invalid_password' });
    expect((await alice.get('/api/session')).json().user?.id).toBe(aliceId);
    const [row] = await ctx.db.db.select({ d: user.deletedAt }).from(user).where(eq(user.id, aliceId));
    expect(row!.d).toBeNull();
    expect(await eventOccurrences(ctx.db, 'accounts.deleted')).toEqual([]);
    expect(await exists(world.avatarKey)).toBe(true);
  });

  it('treats an account marked deleted as signed out, and refuses its sign-in like a wrong password', async () => {
    const carol = new TestClient(app, ORIGIN, '10.8.0.3');
    await signUpConfirmed(ctx, carol, 'carol@privacy.example', 'carol_p');
    const carolId = await userIdOf(carol);
    // The state between the deletion's transaction and its reactions (the session is kept on purpose).
    await markUserDeleted(ctx.db.db, carolId, new Date());
    // What deleteAccount announces after its commit (sessions are cached per node).
    await announceMemberChange(ctx.realtime, carolId);
    expect((await carol.get('/api/session')).json()).toEqual({ user: null });
    expect((await carol.get('/api/me/export')).statusCode).toBe(401);

    const visitor = new TestClient(app, ORIGIN, '10.8.0.4');
    const byEmail = (email: string, password: string) =>
      visitor.post('/api/auth/sign-in/email', { email, password });
    const byUsername = (username: string, password: string) =>
      visitor.post('/api/auth/sign-in/username', { username, password });
    const refused = await byEmail('carol@privacy.example', STRONG_PASSWORD);
    expect(errorOf(refused)).toEqual(errorOf(await byEmail('bob@privacy.example', 'Not-The-Password#1')));
    expect(refused.statusCode).toBe(401);
    expect(errorOf(await byUsername('carol_p', STRONG_PASSWORD))).toEqual(
      errorOf(await byUsername('bob_p', 'Not-The-Password#1')),
    );
    expect(visitor.hasSession()).toBe(false);
    const sessions = await ctx.db.db.select().from(session).where(eq(session.userId, carolId));
    expect(sessions).toHaveLength(1); // only the one from before, none opened since
  });

  it('deletes the account: signed out at once, then videos, channels, files and the user row gone', async () => {
    const other = new TestClient(app, ORIGIN, '10.8.0.1');
    expect(
      (
        await other.post('/api/auth/sign-in/email', {
          email: 'alice@privacy.example',
          password: STRONG_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);

    expect((await deleteMe(alice, STRONG_PASSWORD)).statusCode).toBe(204);
    // Every session ended in the deletion's transaction, this one and the other device's.
    expect((await alice.get('/api/session')).json()).toEqual({ user: null });
    expect((await other.get('/api/session')).json()).toEqual({ user: null });
    const signIn = await new TestClient(app, ORIGIN, '10.8.0.5').post('/api/auth/sign-in/email', {
      email: 'alice@privacy.example',
      password: STRONG_PASSWORD,
    });
    expect(errorOf(signIn)).toMatchObject({ status: 401, code: 'invalid_email_or_password' });

    await until(
      'the user row to go',
      () => ctx.db.db.select().from(user).where(eq(user.id, aliceId)),
      (rows) => rows.length === 0,
    );
    expect(await ctx.db.db.select().from(videos).where(eq(videos.ownerId, aliceId))).toEqual([]);
    expect(await ctx.db.db.select().from(channels).where(eq(channels.ownerId, aliceId))).toEqual([]);
    for (const id of world.aliceVideos)
      await until(
        `the files of ${id}`,
        () => exists(`videos/${id}/hls/1/240/seg_0000.ts`),
        (e) => !e,
      );
    await until(
      'the thumbnail',
      () => exists('thumbnails/privacy-test.webp'),
      (e) => !e,
    );
    expect(await exists(world.avatarKey)).toBe(false);
    expect(await exists(world.channelImageKey)).toBe(false);

    // Cascaded with the row: sessions, credentials, two-factor, likes, watch sessions.
    expect(await ctx.db.db.select().from(session).where(eq(session.userId, aliceId))).toEqual([]);
    expect(await ctx.db.db.select().from(account).where(eq(account.userId, aliceId))).toEqual([]);
    expect(await ctx.db.db.select().from(twoFactor).where(eq(twoFactor.userId, aliceId))).toEqual([]);
    expect(await ctx.db.db.select().from(videoLikes).where(eq(videoLikes.userId, aliceId))).toEqual([]);
    expect(await ctx.db.db.select().from(watchSessions).where(eq(watchSessions.userId, aliceId))).toEqual([]);
    // Her subscription no longer counts on Bob's channel.
    const [bobChannel] = await ctx.db.db.select().from(channels).where(eq(channels.id, world.bobChannel));
    expect(bobChannel!.subscriberCount).toBe(0);
    // Her like no longer counts on Bob's video.
    const [bobVideo] = await ctx.db.db.select().from(videos).where(eq(videos.id, world.bobVideo));
    expect(bobVideo!.likeCount).toBe(0);
    // Consent proofs stay, no longer linked to her (the foreign key sets null).
    const consents = await ctx.db.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.anonId, 'anon-alice'));
    expect(consents).toEqual([expect.objectContaining({ userId: null })]);
    // What she wrote to support and as a tester went with the account (privacy policy); Bob's stays.
    const contacts = await ctx.db.db.select().from(contactMessages);
    expect(contacts.map((m) => m.email)).toEqual(['bob@privacy.example']);
    expect(await ctx.db.db.select().from(qaFeedback)).toEqual([]);

    // Validated views stay for accounting: Bob's of her video, and hers, anonymised.
    const views = await ctx.db.db
      .select()
      .from(videoViews)
      .where(inArray(videoViews.videoId, [world.bobVideo, world.aliceVideos[0]!]));
    expect(views).toHaveLength(2);
    const bobsView = views.find((v) => v.videoId === world.aliceVideos[0]);
    expect(bobsView).toMatchObject({ viewerUserId: bobId, ownerId: aliceId });
    const hers = views.find((v) => v.videoId === world.bobVideo)!;
    expect(hers.viewerUserId).toBeNull();
    expect(hers.viewerKey).not.toContain(aliceId);

    // Bob and his things are untouched.
    expect((await bob.get('/api/session')).json().user?.id).toBe(bobId);
    expect(await ctx.db.db.select().from(channels).where(eq(channels.ownerId, bobId))).toHaveLength(1);
  });

  it('runs the account-removal job a second time harmlessly', async () => {
    // accounts.deleted fans out to one job, whose ordered steps are the whole deletion.
    const fanOut = await ctx.db.query<{ name: string }>(
      `select distinct name from pgboss.job where name like 'accounts-deleted.%' order by name`,
    );
    expect(fanOut.rows).toEqual([{ name: 'accounts-deleted.remove-account-data' }]);
    const job = ALL_JOBS.find((j) => j.name === 'accounts-deleted.remove-account-data')!;
    const snapshot = async () => ({
      views: await ctx.db.db.select().from(videoViews).orderBy(videoViews.id),
      videos: await ctx.db.db
        .select({ id: videos.id, likes: videos.likeCount })
        .from(videos)
        .orderBy(videos.id),
      channels: await ctx.db.db.select({ id: channels.id }).from(channels).orderBy(channels.id),
      users: await ctx.db.db.select({ id: user.id }).from(user).orderBy(user.id),
      fileJobs: (
        await ctx.db.query('select count(*)::int as n from pgboss.job where name = $1', [
          'videos.remove-files',
        ])
      ).rows,
    });
    const before = await snapshot();
    await job.handle(ctx, { userId: aliceId });
    expect(await snapshot()).toEqual(before);
    expect(
      await ctx.db.db
        .select()
        .from(videoViews)
        .where(and(eq(videoViews.ownerId, aliceId), eq(videoViews.viewerUserId, bobId))),
    ).toHaveLength(1);
  });
});
