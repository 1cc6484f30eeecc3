import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { notificationPreferences, notifications, user } from '../../db/schema';
import { withTransaction } from '../../db/with-transaction';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { insertMembers, signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { userIdOf } from '../videos/videos.test-helpers';
import { pruneOldNotifications } from './jobs/prune-notifications.job';
import { type NotificationNotice, notifyMembers } from './notifications.public';
import { listen, notify, readyNotice } from './notifications.test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: TestClient;
let bob: TestClient;
let anaId: string;
let bobId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  ana = new TestClient(t.app, 'http://localhost:3000', '10.31.0.1');
  bob = new TestClient(t.app, 'http://localhost:3000', '10.31.0.2');
  await signUpConfirmed(t.ctx, ana, 'ana@notifications.example', 'notif_ana');
  await signUpConfirmed(t.ctx, bob, 'bob@notifications.example', 'notif_bob');
  [anaId, bobId] = await Promise.all([userIdOf(ana), userIdOf(bob)]);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (userId: string) =>
  t.ctx.db.db.select().from(notifications).where(eq(notifications.userId, userId));

const newVideo = (userId: string, videoId: string, title = 'Les volcans'): NotificationNotice => ({
  userId,
  kind: 'new_video',
  data: { videoId, videoTitle: title, channelId: randomUUID(), channelName: 'Géo <Monde>' },
  dedupKey: `new_video:${videoId}`,
});

describe('notifyMembers', () => {
  it('stores a batch of 500 at once and notifies each member once, however often it runs', async () => {
    const members = await insertMembers(t.ctx, 500);
    const videoId = randomUUID();
    const notices = members.map((userId) => newVideo(userId, videoId));
    expect(await notify(t.ctx, notices)).toBe(500);
    // The job runs again (a retry after a crash, a second delivery): nothing new.
    expect(await notify(t.ctx, notices)).toBe(0);
    const [row] = await t.ctx.db.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.dedupKey} = ${`new_video:${videoId}`}`);
    expect(row!.count).toBe(500);
    // The same notice twice in one batch is one notice.
    const twice = readyNotice(members[0]!, 'twice');
    expect(await notify(t.ctx, [twice, twice])).toBe(1);
  });

  it("publishes to the member's open tabs only once the transaction commits", async () => {
    const tabs = listen(t.ctx, anaId);
    const notice = readyNotice(anaId, 'committed', 'Prête');
    await withTransaction(t.ctx, async (scope) => {
      await notifyMembers(t.ctx, scope, [notice]);
      // Not yet committed: nothing was sent.
      await new Promise((r) => setTimeout(r, 50));
      expect(tabs.events).toEqual([]);
    });
    await expect.poll(() => tabs.events.length).toBe(1);
    expect(tabs.events[0]).toMatchObject({
      type: 'notification',
      notification: { kind: 'video_ready', data: notice.data, read: false },
    });
    expect(tabs.events[0]!.notification).toHaveProperty('id');

    // Rolled back: neither the row nor an event.
    const rolledBack = readyNotice(anaId, 'rolled-back');
    await expect(
      withTransaction(t.ctx, async (scope) => {
        await notifyMembers(t.ctx, scope, [rolledBack]);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    // A later notice arrives; the rolled-back one, which would have come first, never does.
    await notify(t.ctx, [readyNotice(anaId, 'after-rollback')]);
    await expect.poll(() => tabs.events.length).toBe(2);
    expect(tabs.events[1]).toMatchObject({ notification: { data: { videoTitle: 'Vidéo after-rollback' } } });
    expect((await rowsOf(anaId)).some((r) => r.dedupKey === 'test:rolled-back')).toBe(false);
    tabs.stop();
  });

  it('mails a new upload only to members who opted in, in their language, once', async () => {
    expect(
      (
        await bob.request({
          method: 'PATCH',
          url: '/api/me/notification-preferences',
          payload: { emailNewUploads: true },
        })
      ).statusCode,
    ).toBe(200);
    await t.ctx.db.db.update(user).set({ locale: 'en' }).where(eq(user.id, bobId));
    const [unverified] = await insertMembers(t.ctx, 1, { emailVerified: false });
    await t.ctx.db.db.insert(notificationPreferences).values({ userId: unverified!, emailNewUploads: true });
    const videoId = randomUUID();
    const batch = [anaId, bobId, unverified!].map((userId) => newVideo(userId, videoId));
    expect(await notify(t.ctx, batch)).toBe(3);
    expect(await notify(t.ctx, batch)).toBe(0);

    const mail = await waitForMail(t.ctx, 'bob@notifications.example', /published a new video/);
    expect(mail.subject).toBe('Géo <Monde> published a new video — Kinora');
    expect(mail.text).toContain('Géo <Monde> published “Les volcans”.');
    expect(mail.text).toContain(`${t.ctx.config.publicUrl}/watch/${videoId}`);
    expect(mail.text).toContain(`${t.ctx.config.publicUrl}/settings`);
    expect(mail.html).toContain('Géo &lt;Monde&gt;');
    expect(mail.html).not.toContain('<Monde>');

    // A later upload mails again; the rerun above queued nothing (its mail would have come first).
    const later = randomUUID();
    await notify(t.ctx, [newVideo(bobId, later, 'Les glaciers')]);
    await waitForMail(t.ctx, 'bob@notifications.example', /published a new video/);
    await expect
      .poll(
        async () =>
          (await listOutbox(join(t.ctx.config.dataDir, 'mail'), { to: 'bob@notifications.example' })).filter(
            (m) => /published a new video/.test(m.subject),
          ).length,
      )
      .toBe(2);
    const bobMails = (
      await listOutbox(join(t.ctx.config.dataDir, 'mail'), { to: 'bob@notifications.example' })
    ).filter((m) => /published a new video/.test(m.subject));
    expect(bobMails.map((m) => m.text.includes(later))).toContain(true);
    expect(bobMails.filter((m) => m.text.includes(videoId))).toHaveLength(1);

    const others = await listOutbox(join(t.ctx.config.dataDir, 'mail'));
    expect(others.filter((m) => m.to !== 'bob@notifications.example' && /publi/.test(m.subject))).toEqual([]);
  });

  it('refuses data that does not fit its kind, and stores nothing', async () => {
    const bad = {
      userId: anaId,
      kind: 'video_failed',
      data: { videoId: randomUUID(), videoTitle: 'x', reason: 'disk_on_fire' },
      dedupKey: 'test:bad',
    } as unknown as NotificationNotice;
    await expect(notify(t.ctx, [readyNotice(anaId, 'with-bad'), bad])).rejects.toThrow();
    expect((await rowsOf(anaId)).some((r) => r.dedupKey === 'test:with-bad')).toBe(false);
  });
});

describe("the member's notifications", () => {
  let carl: TestClient;
  let carlId: string;

  beforeAll(async () => {
    carl = new TestClient(t.app, 'http://localhost:3000', '10.31.0.3');
    await signUpConfirmed(t.ctx, carl, 'carl@notifications.example', 'notif_carl');
    carlId = await userIdOf(carl);
    // 45 notices, one a minute: the newest is "n44".
    for (let n = 0; n < 45; n++) {
      t.ctx.clock.advance(60_000);
      await notify(t.ctx, [readyNotice(carlId, `n${n}`, `n${n}`)]);
    }
  });

  it('pages newest first, 20 at a time, each once, with the unread count', async () => {
    const titles: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await carl.get(`/api/me/notifications${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = res.json();
      expect(page.unreadCount).toBe(45);
      sizes.push(page.items.length);
      titles.push(...page.items.map((i: { data: { videoTitle: string } }) => i.data.videoTitle));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(titles).toEqual(Array.from({ length: 45 }, (_, i) => `n${44 - i}`));
    const first = (await carl.get('/api/me/notifications')).json().items[0];
    expect(first).toEqual({
      id: expect.any(String),
      kind: 'video_ready',
      data: { videoId: expect.any(String), videoTitle: 'n44' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read: false,
    });
    // Only one's own.
    const anaTitles = (await ana.get('/api/me/notifications'))
      .json()
      .items.map((i: { data: { videoTitle: string } }) => i.data.videoTitle);
    expect(anaTitles).not.toContain('n44');
    expect((await carl.get('/api/me/notifications?cursor=nope')).statusCode).toBe(400);
  });

  it('leaves out a stored row whose kind this release does not know, instead of failing', async () => {
    await t.ctx.db.db.insert(notifications).values({
      userId: carlId,
      kind: 'from_the_future',
      data: { anything: true },
      dedupKey: 'test:future',
      createdAt: new Date(t.ctx.clock.now().getTime() + 1000),
    });
    try {
      const res = await carl.get('/api/me/notifications');
      expect(res.statusCode).toBe(200);
      // The page's 20 rows, less the one that does not read; the next page still follows.
      expect(res.json().items).toHaveLength(19);
      expect(res.json().items[0].data.videoTitle).toBe('n44');
      expect(res.json().nextCursor).not.toBeNull();
    } finally {
      await t.ctx.db.db.delete(notifications).where(eq(notifications.dedupKey, 'test:future'));
    }
  });

  it("marks one read, tells the member's other tabs, and refuses another member's", async () => {
    const tabs = listen(t.ctx, carlId);
    const [newest] = (await carl.get('/api/me/notifications')).json().items;
    const res = await carl.post(`/api/me/notifications/${newest.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 44 });
    await expect.poll(() => tabs.events).toContainEqual({ type: 'notifications.read', unreadCount: 44 });
    expect((await carl.get('/api/me/notifications')).json().items[0]).toMatchObject({
      id: newest.id,
      read: true,
    });
    // Again: still read, same count.
    expect((await carl.post(`/api/me/notifications/${newest.id}/read`)).json()).toEqual({ unreadCount: 44 });

    const second = (await carl.get('/api/me/notifications')).json().items[1];
    const stranger = await ana.post(`/api/me/notifications/${second.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('notification_not_found');
    expect((await carl.get('/api/me/notifications/unread-count')).json()).toEqual({ unreadCount: 44 });
    const [row] = await t.ctx.db.db.select().from(notifications).where(eq(notifications.id, second.id));
    expect(row!.readAt).toBeNull();
    tabs.stop();
  });

  it('counts unread up to 100 only, and marks them all read', async () => {
    t.ctx.clock.advance(60_000);
    await notify(
      t.ctx,
      Array.from({ length: 60 }, (_, i) => readyNotice(carlId, `more${i}`)),
    );
    expect((await carl.get('/api/me/notifications/unread-count')).json()).toEqual({ unreadCount: 100 });
    const tabs = listen(t.ctx, carlId);
    const res = await carl.post('/api/me/notifications/read-all');
    expect(res.json()).toEqual({ unreadCount: 0 });
    await expect.poll(() => tabs.events).toContainEqual({ type: 'notifications.read', unreadCount: 0 });
    expect((await carl.get('/api/me/notifications/unread-count')).json()).toEqual({ unreadCount: 0 });
    expect(
      (await carl.get('/api/me/notifications')).json().items.every((i: { read: boolean }) => i.read),
    ).toBe(true);
    // Nobody else's were touched.
    expect((await rowsOf(anaId)).some((r) => r.readAt === null)).toBe(true);
    tabs.stop();
  });
});

describe('notification preferences', () => {
  it('start with email off, and change only what a PATCH sends', async () => {
    const dora = new TestClient(t.app, 'http://localhost:3000', '10.31.0.4');
    await signUpConfirmed(t.ctx, dora, 'dora@notifications.example', 'notif_dora');
    const patch = (payload: unknown) =>
      dora.request({ method: 'PATCH', url: '/api/me/notification-preferences', payload: payload as object });
    expect((await dora.get('/api/me/notification-preferences')).json()).toEqual({
      emailNewUploads: false,
      emailReports: false,
      emailComments: false,
    });
    expect((await patch({ emailNewUploads: true })).json()).toEqual({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });
    expect((await dora.get('/api/me/notification-preferences')).json()).toEqual({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });

    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('nothing_to_update');
    expect((await patch({ emailNewUploads: true, emailEverything: true })).statusCode).toBe(400);
    expect((await patch({ emailNewUploads: 'yes' })).statusCode).toBe(400);
    // Only the choice sent changes.
    expect((await patch({ emailReports: true })).json()).toEqual({
      emailNewUploads: true,
      emailReports: true,
      emailComments: false,
    });

    expect((await patch({ emailComments: true })).json()).toEqual({
      emailNewUploads: true,
      emailReports: true,
      emailComments: true,
    });
    expect((await patch({ emailComments: false })).json()).toEqual({
      emailNewUploads: true,
      emailReports: true,
      emailComments: false,
    });
    expect((await patch({ emailNewUploads: false })).json()).toEqual({
      emailNewUploads: false,
      emailReports: true,
      emailComments: false,
    });
    // Another member's choice is theirs.
    expect((await bob.get('/api/me/notification-preferences')).json()).toEqual({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });
  });
});

describe('retention', () => {
  it('removes read notifications after 90 days and any after a year', async () => {
    const [member] = await insertMembers(t.ctx, 1);
    const now = t.ctx.clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(now - days * day);
    await t.ctx.db.db.insert(notifications).values(
      [
        { key: 'read-89', createdAt: at(89), readAt: at(1) },
        { key: 'read-91', createdAt: at(91), readAt: at(1) },
        { key: 'unread-200', createdAt: at(200), readAt: null },
        { key: 'unread-366', createdAt: at(366), readAt: null },
      ].map(({ key, createdAt, readAt }) => ({
        userId: member!,
        kind: 'video_ready',
        data: { videoId: randomUUID(), videoTitle: key },
        dedupKey: key,
        createdAt,
        readAt,
      })),
    );
    expect(await pruneOldNotifications(t.ctx)).toBe(2);
    expect((await rowsOf(member!)).map((r) => r.dedupKey).sort()).toEqual(['read-89', 'unread-200']);
    expect(await pruneOldNotifications(t.ctx)).toBe(0);
  });

  it('is a nightly job', async () => {
    const schedules = await t.ctx.queue.schedules();
    expect(schedules.find((s) => s.name === 'notifications.prune')).toMatchObject({ timezone: 'UTC' });
  });
});
