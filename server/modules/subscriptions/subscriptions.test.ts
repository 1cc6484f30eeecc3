import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { channelSubscriptions, notifications, user, videos } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertMembers, STRONG_PASSWORD, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertChannel } from '../channels/channels.test-helpers';
import { publishedData, videoPublished } from '../videos/videos.events';
import { createChannel, insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { setSubscription } from './commands/set-subscription';
import { exportMemberSubscriptions, removeMemberSubscriptions } from './member-data';
import { mySubscriptionFeedPage } from './queries/list-subscriptions';
import { actorFor, countsOf } from './subscriptions.test-helpers';

/**
 * Channel subscriptions end to end: the toggle and its exact count (also under 50 concurrent
 * toggles), the member's own list and feed, and what happens when a subscriber deletes their
 * account or a followed channel publishes.
 */
const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let app: FastifyInstance;
let visitor: TestClient;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let aliceId: string;
let bobId: string;
let aliceChannel: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  visitor = new TestClient(app, ORIGIN, '10.12.0.1');
  alice = new TestClient(app, ORIGIN, '10.12.0.2');
  bob = new TestClient(app, ORIGIN, '10.12.0.3');
  carol = new TestClient(app, ORIGIN, '10.12.0.4');
  await signUpConfirmed(ctx, alice, 'alice@subs.example', 'alice_s');
  await signUpConfirmed(ctx, bob, 'bob@subs.example', 'bob_s');
  await signUpConfirmed(ctx, carol, 'carol@subs.example', 'carol_s');
  [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
  aliceChannel = await createChannel(alice, 'Chez Alice');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const subscription = (client: TestClient, channelId: string, method: 'GET' | 'PUT' | 'DELETE') =>
  client.request({ method, url: `/api/channels/${channelId}/subscription` });
const errorCode = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the toggle', () => {
  it('subscribes and unsubscribes idempotently, with the count the channel page shows', async () => {
    expect((await subscription(visitor, aliceChannel, 'GET')).json()).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });

    const on = await subscription(bob, aliceChannel, 'PUT');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ subscribed: true, subscriberCount: 1 });
    expect((await subscription(bob, aliceChannel, 'PUT')).json()).toEqual({
      subscribed: true,
      subscriberCount: 1,
    });
    expect((await subscription(bob, aliceChannel, 'GET')).json()).toEqual({
      subscribed: true,
      subscriberCount: 1,
    });
    // Nobody else sees Bob as subscribed; everybody sees the count.
    expect((await subscription(carol, aliceChannel, 'GET')).json()).toEqual({
      subscribed: false,
      subscriberCount: 1,
    });
    expect((await visitor.get(`/api/channels/${aliceChannel}`)).json().subscriberCount).toBe(1);

    expect((await subscription(bob, aliceChannel, 'DELETE')).json()).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });
    expect((await subscription(bob, aliceChannel, 'DELETE')).json()).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });
    expect(await countsOf(ctx, aliceChannel)).toEqual({ stored: 0, rows: 0 });
  });

  it('asks visitors to sign in, refuses the own channel, and does not know unknown channels', async () => {
    const asVisitor = await subscription(visitor, aliceChannel, 'PUT');
    expect([asVisitor.statusCode, errorCode(asVisitor)]).toEqual([401, 'unauthenticated']);
    const own = await subscription(alice, aliceChannel, 'PUT');
    expect([own.statusCode, errorCode(own)]).toEqual([409, 'subscribe_own_channel']);
    const unknown = await subscription(bob, '00000000-0000-4000-8000-000000000000', 'PUT');
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'channel_not_found']);
    expect(await countsOf(ctx, aliceChannel)).toEqual({ stored: 0, rows: 0 });
  });
});

describe('the count under concurrent toggles', () => {
  it('stays exact with 50 members subscribing, toggling and unsubscribing at once', async () => {
    const owner = (await insertMembers(ctx, 1, { prefix: 'busy-owner' }))[0]!;
    const channel = await insertChannel(ctx, owner, { name: 'Très suivie' });
    const members = await insertMembers(ctx, 50, { prefix: 'fan' });

    const on = await Promise.all(members.map((m) => setSubscription(ctx, actorFor(m), channel, true)));
    // Each subscription moved the count by one, in turn: the answers are 1…50, each once.
    expect(on.map((r) => r.subscriberCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await countsOf(ctx, channel)).toEqual({ stored: 50, rows: 50 });

    // Everybody sends both an unsubscribe and a subscribe at once, and subscribes twice.
    await Promise.all(
      members.flatMap((m) => [
        setSubscription(ctx, actorFor(m), channel, false),
        setSubscription(ctx, actorFor(m), channel, true),
        setSubscription(ctx, actorFor(m), channel, true),
      ]),
    );
    const mixed = await countsOf(ctx, channel);
    expect(mixed.stored).toBe(mixed.rows);

    await Promise.all(members.map((m) => setSubscription(ctx, actorFor(m), channel, false)));
    expect(await countsOf(ctx, channel)).toEqual({ stored: 0, rows: 0 });
  });

  it('stays exact with one member sending 50 toggles at once', async () => {
    const [owner, fan] = await insertMembers(ctx, 2, { prefix: 'solo' });
    const channel = await insertChannel(ctx, owner!, { name: 'Un seul fan' });
    const many = await Promise.all(
      Array.from({ length: 50 }, () => setSubscription(ctx, actorFor(fan!), channel, true)),
    );
    expect(many.every((r) => r.subscribed && r.subscriberCount === 1)).toBe(true);
    expect(await countsOf(ctx, channel)).toEqual({ stored: 1, rows: 1 });

    await Promise.all(
      Array.from({ length: 50 }, (_, i) => setSubscription(ctx, actorFor(fan!), channel, i % 2 === 0)),
    );
    const after = await countsOf(ctx, channel);
    expect(after.stored).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(1);
  });
});

describe("the member's list", () => {
  it('pages the channels newest subscription first, 24 at a time, without gaps or repeats', async () => {
    const [owner] = await insertMembers(ctx, 1, { prefix: 'many-channels' });
    const member = new TestClient(app, ORIGIN, '10.12.0.9');
    await signUpConfirmed(ctx, member, 'dora@subs.example', 'dora_s');
    const doraId = await userIdOf(member);
    const start = ctx.clock.now().getTime();
    const channelIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await insertChannel(ctx, owner!, { name: `Chaîne ${i}` });
      channelIds.push(id);
      // Two subscriptions share an instant, so the channel id has to break the tie.
      ctx.clock.set(start + (i === 11 ? 10 : i) * 1000);
      await setSubscription(ctx, actorFor(doraId), id, true);
    }
    const first = await member.get('/api/me/subscriptions');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(24);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await member.get(`/api/me/subscriptions?cursor=${page1.nextCursor}`)).json();
    expect(page2.items).toHaveLength(6);
    expect(page2.nextCursor).toBeNull();

    const items = [...page1.items, ...page2.items];
    expect(new Set(items.map((i) => i.channel.id))).toEqual(new Set(channelIds));
    const keys = items.map((i) => [Date.parse(i.subscribedAt), i.channel.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(items[0]).toEqual({
      channel: expect.objectContaining({
        id: channelIds[29],
        name: 'Chaîne 29',
        subscriberCount: 1,
        abilities: { edit: false, delete: false, publish: false },
      }),
      subscribedAt: new Date(start + 29_000).toISOString(),
    });

    // Nobody else's list shows them.
    expect((await carol.get('/api/me/subscriptions')).json()).toEqual({ items: [], nextCursor: null });
    expect((await visitor.get('/api/me/subscriptions')).statusCode).toBe(401);
  });
});

describe("the member's feed", () => {
  it('shows what the public feed shows of the followed channels, newest first', async () => {
    const [dave] = await insertMembers(ctx, 1, { prefix: 'dave' });
    const daveChannel = await insertChannel(ctx, dave!, { name: 'Chez Dave' });
    const unfollowed = await insertChannel(ctx, dave!, { name: 'Pas suivie' });
    await setSubscription(ctx, actorFor(bobId), aliceChannel, true);
    await setSubscription(ctx, actorFor(bobId), daveChannel, true);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const publicOld = await insertVideo(ctx, aliceId, { channelId: aliceChannel, publishedAt: at(1) });
    await insertVideo(ctx, aliceId, { channelId: aliceChannel, publishedAt: at(2), visibility: 'private' });
    await insertVideo(ctx, aliceId, {
      channelId: aliceChannel,
      status: 'processing',
      renditions: [],
      publishedAt: null,
    });
    const premium = await insertVideo(ctx, aliceId, {
      channelId: aliceChannel,
      publishedAt: at(3),
      monetized: true,
    });
    const daves = await insertVideo(ctx, dave!, { channelId: daveChannel, publishedAt: at(4) });
    await insertVideo(ctx, dave!, { channelId: unfollowed, publishedAt: at(5) });
    await insertVideo(ctx, aliceId, { channelId: null, publishedAt: at(6) });

    const res = await bob.get('/api/me/subscriptions/feed');
    expect(res.statusCode).toBe(200);
    const feed = res.json();
    expect(feed.items.map((v: { id: string }) => v.id)).toEqual([daves, premium, publicOld]);
    expect(feed.items[1]).toMatchObject({
      monetized: true,
      channel: { id: aliceChannel, name: 'Chez Alice' },
    });
    expect(feed.items[0].owner).toMatchObject({ id: dave });
    expect(feed.nextCursor).toBeNull();
    expect((await visitor.get('/api/me/subscriptions/feed')).statusCode).toBe(401);
    expect((await carol.get('/api/me/subscriptions/feed')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('pages by (published_at, id) without gaps or repeats, ties included', async () => {
    const [erin, owner1, owner2] = await insertMembers(ctx, 3, { prefix: 'erin' });
    const channels = [await insertChannel(ctx, owner1!), await insertChannel(ctx, owner2!)];
    for (const c of channels) await setSubscription(ctx, actorFor(erin!), c, true);
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) {
      const owner = i % 2 ? owner1! : owner2!;
      // Every fifth video shares its instant with the one before.
      const minute = i - Math.floor(i / 5);
      ids.push(
        await insertVideo(ctx, owner, {
          channelId: channels[i % 2 ? 0 : 1]!,
          publishedAt: new Date(Date.UTC(2026, 1, 1, 0, minute)),
        }),
      );
    }
    const seen: { id: string; publishedAt: string }[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await mySubscriptionFeedPage(ctx, actorFor(erin!), cursor);
      sizes.push(page.items.length);
      seen.push(...page.items.map((v) => ({ id: v.id, publishedAt: v.publishedAt! })));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([24, 24, 5]);
    expect(seen.map((v) => v.id).sort()).toEqual([...ids].sort());
    const sorted = [...seen].sort(
      (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.id < b.id ? 1 : -1),
    );
    expect(seen).toEqual(sorted);
  });
});

describe('account deletion and data export', () => {
  it("takes a deleted member's subscriptions back from every channel they followed", async () => {
    const fred = new TestClient(app, ORIGIN, '10.12.0.10');
    await signUpConfirmed(ctx, fred, 'fred@subs.example', 'fred_s');
    const fredId = await userIdOf(fred);
    const [owner] = await insertMembers(ctx, 1, { prefix: 'followed' });
    const other = await insertChannel(ctx, owner!, { name: 'Autre' });
    await setSubscription(ctx, actorFor(fredId), other, true);
    await setSubscription(ctx, actorFor(bobId), other, true);
    ctx.clock.advance(1000);
    expect((await subscription(fred, aliceChannel, 'PUT')).json().subscribed).toBe(true);
    const before = (await countsOf(ctx, aliceChannel)).stored!;

    expect(await exportMemberSubscriptions(ctx.db.db, fredId)).toEqual([
      { channelId: other, channelName: 'Autre', subscribedAt: expect.any(String) },
      { channelId: aliceChannel, channelName: 'Chez Alice', subscribedAt: expect.any(String) },
    ]);

    const res = await fred.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    await until(
      'the user row to go',
      () => ctx.db.db.select().from(user).where(eq(user.id, fredId)),
      (rows) => rows.length === 0,
    );
    expect(await countsOf(ctx, aliceChannel)).toEqual({ stored: before - 1, rows: before - 1 });
    expect(await countsOf(ctx, other)).toEqual({ stored: 1, rows: 1 });
  });

  it('runs twice without taking anything back twice', async () => {
    const [owner, gina] = await insertMembers(ctx, 2, { prefix: 'twice' });
    const channel = await insertChannel(ctx, owner!, { name: 'Deux fois' });
    await setSubscription(ctx, actorFor(gina!), channel, true);
    await setSubscription(ctx, actorFor(bobId), channel, true);
    await removeMemberSubscriptions.handle(ctx, { userId: gina! });
    await removeMemberSubscriptions.handle(ctx, { userId: gina! });
    expect(await countsOf(ctx, channel)).toEqual({ stored: 1, rows: 1 });
  });
});

describe('new uploads', () => {
  it("notifies the channel's subscribers once when one of its videos is published", async () => {
    const fans = await insertMembers(ctx, 4, { prefix: 'upload-fan' });
    for (const fan of fans) await setSubscription(ctx, actorFor(fan), aliceChannel, true);
    const id = await insertVideo(ctx, aliceId, { channelId: aliceChannel, title: 'Nouveauté' });
    const [row] = await ctx.db.db.select().from(videos).where(eq(videos.id, id));
    // What the videos module queues when the first rendition of a public video is stored.
    await ctx.queue.send(videoPublished, publishedData(row!), { dedupKey: id });
    await ctx.queue.send(videoPublished, publishedData(row!), { dedupKey: id });
    const subscribers = await ctx.db.db
      .select({ userId: channelSubscriptions.userId })
      .from(channelSubscriptions)
      .where(eq(channelSubscriptions.channelId, aliceChannel));
    const received = await until(
      'the notifications',
      () =>
        ctx.db.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, 'new_video'), eq(notifications.dedupKey, `new_video:${id}`))),
      (rows) => rows.length >= subscribers.length,
    );
    await new Promise((r) => setTimeout(r, 1500));
    const settled = await ctx.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupKey, `new_video:${id}`));
    expect(settled.map((n) => n.userId).sort()).toEqual(subscribers.map((s) => s.userId).sort());
    expect(received[0]!.data).toEqual({
      videoId: id,
      videoTitle: 'Nouveauté',
      channelId: aliceChannel,
      channelName: 'Chez Alice',
    });
  });
});
