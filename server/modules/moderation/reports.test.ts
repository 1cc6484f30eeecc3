import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX } from '../../../domain/moderation';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { STANDING_PROVIDERS } from '../../all-modules';
import { buildApp } from '../../app';
import { moderationItems, moderationReports, notifications } from '../../db/schema';
import type { StandingProvider } from '../../standing/actor';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { insertChannel } from '../channels/channels.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { REPORTS_PER_IP_HOUR, REPORTS_PER_MEMBER_DAY } from './commands/submit-report';

let ctx: TestContext;
let app: FastifyInstance;
let creator: TestClient;
let member: TestClient;
let creatorId: string;
let memberId: string;
let video: string;
let privateVideo: string;
let channel: string;
let ipCounter = 1;
/** Each scenario reports from its own address, so the per-IP limit does not leak into another. */
const visitorClient = () => new TestClient(app, 'http://localhost:3000', `10.27.0.${ipCounter++}`);

const visitorReport = (overrides: Record<string, unknown> = {}) => ({
  itemKind: 'video',
  itemId: video,
  reason: 'scam',
  note: 'Promet des gains <b>faciles</b>.',
  range: { startS: 10, endS: 25 },
  reporter: { name: 'Ana Lima', email: 'ana.notice@example.com', goodFaith: true },
  locale: 'en',
  ...overrides,
});
const memberReport = (overrides: Record<string, unknown> = {}) => ({
  itemKind: 'video',
  itemId: video,
  reason: 'hate',
  ...overrides,
});
const errorOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  creator = new TestClient(app, 'http://localhost:3000', '10.27.1.1');
  member = new TestClient(app, 'http://localhost:3000', '10.27.1.2');
  await signUpConfirmed(ctx, creator, 'creator-reports@example.com', 'creatorreports');
  await signUpConfirmed(ctx, member, 'member-reports@example.com', 'memberreports');
  [creatorId, memberId] = await Promise.all([userIdOf(creator), userIdOf(member)]);
  channel = await insertChannel(ctx, creatorId, { name: 'Chaîne signalée' });
  video = await insertVideo(ctx, creatorId, { channelId: channel, title: 'Vidéo signalée', durationS: 90.4 });
  privateVideo = await insertVideo(ctx, creatorId, { visibility: 'private', title: 'Secrète' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('POST /api/reports (visitors: a notice with name, email and good faith)', () => {
  it('stores the notice under the item and mails a receipt in the visitor’s language, repeating nothing typed', async () => {
    const res = await visitorClient().post('/api/reports', visitorReport());
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({ status: 'open', reference: expect.stringMatching(/^R-[2-9A-Z]{10}$/) });

    const [row] = await ctx.db.db
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.reference, receipt.reference));
    expect(row).toMatchObject({
      reporterId: null,
      reporterName: 'Ana Lima',
      reporterEmail: 'ana.notice@example.com',
      reason: 'scam',
      rangeStartS: 10,
      rangeEndS: 25,
      locale: 'en',
      status: 'open',
    });
    expect(row!.goodFaithAt).toBeInstanceOf(Date);
    const [item] = await ctx.db.db.select().from(moderationItems).where(eq(moderationItems.id, row!.itemId));
    expect(item).toMatchObject({ kind: 'video', targetId: video, ownerId: creatorId });

    const mail = await waitForMail(ctx, 'ana.notice@example.com', /Report received/);
    expect(mail.subject).toBe(`Report received — reference ${receipt.reference} — Kinora`);
    expect(mail.text).toContain(receipt.reference);
    expect(mail.text).toContain('/conditions-generales-utilisation#prohibited-scam');
    expect(mail.text).not.toContain('Ana Lima');
    expect(mail.text).not.toContain('faciles');
  });

  it('groups reports on the same item, and a channel is an item of its own', async () => {
    const first = await visitorClient().post('/api/reports', visitorReport({ range: null }));
    const second = await visitorClient().post('/api/reports', visitorReport({ range: null }));
    const onChannel = await visitorClient().post(
      '/api/reports',
      visitorReport({ itemKind: 'channel', itemId: channel, range: null }),
    );
    expect([first.statusCode, second.statusCode, onChannel.statusCode]).toEqual([201, 201, 201]);
    const items = await ctx.db.db
      .select()
      .from(moderationItems)
      .where(eq(moderationItems.ownerId, creatorId));
    expect(items.map((i) => i.kind).sort()).toEqual(['channel', 'video']);
  });

  it('refuses a visitor without name, email or good faith', async () => {
    const client = visitorClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ reporter: undefined }, 'reporter_required'],
      [{ reporter: { name: ' ', email: 'a@example.com', goodFaith: true } }, 'reporter_name_required'],
      [{ reporter: { name: 'A', email: 'nope', goodFaith: true } }, 'invalid_email'],
      [{ reporter: { name: 'A', email: 'a@example.com', goodFaith: false } }, 'good_faith_required'],
      [
        { reporter: { name: 'x'.repeat(101), email: 'a@example.com', goodFaith: true } },
        'reporter_name_too_long',
      ],
    ];
    for (const [overrides, code] of cases) {
      const res = await client.post('/api/reports', visitorReport(overrides));
      expect([res.statusCode, errorOf(res)]).toEqual([400, code]);
    }
  });

  it('answers a private video of someone else exactly like an unknown one', async () => {
    const hidden = await visitorClient().post(
      '/api/reports',
      visitorReport({ itemId: privateVideo, range: null }),
    );
    const unknown = await visitorClient().post(
      '/api/reports',
      visitorReport({ itemId: '00000000-0000-4000-8000-000000000000', range: null }),
    );
    expect([hidden.statusCode, errorOf(hidden)]).toEqual([404, 'video_not_found']);
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'video_not_found']);
    expect(hidden.json().error.message).toBe(unknown.json().error.message);
    const channelGone = await visitorClient().post(
      '/api/reports',
      visitorReport({ itemKind: 'channel', itemId: '00000000-0000-4000-8000-000000000000', range: null }),
    );
    expect([channelGone.statusCode, errorOf(channelGone)]).toEqual([404, 'channel_not_found']);
  });

  it('limits one address to 10 reports an hour, whoever sends them', async () => {
    const client = visitorClient();
    for (let i = 0; i < REPORTS_PER_IP_HOUR; i++)
      expect((await client.post('/api/reports', visitorReport({ range: null }))).statusCode).toBe(201);
    const refused = await client.post('/api/reports', visitorReport({ range: null }));
    expect([refused.statusCode, errorOf(refused)]).toEqual([429, 'rate_limited']);
  });
});

describe('POST /api/reports (members)', () => {
  it('stores the report with a receipt in the member’s notifications, and one open report per item', async () => {
    const res = await member.post('/api/reports', memberReport({ range: { startS: 0, endS: 91 } }));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const [row] = await ctx.db.db
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.reference, reference));
    expect(row).toMatchObject({ reporterId: memberId, reporterEmail: null, reason: 'hate', rangeEndS: 91 });

    const notices = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, memberId));
    expect(notices.filter((n) => n.kind === 'report_received').map((n) => n.data)).toEqual([
      { reference, itemKind: 'video', reason: 'hate' },
    ]);
    // The reported member is told nothing of it.
    const creatorNotices = await ctx.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creatorId));
    expect(creatorNotices.filter((n) => n.kind === 'report_received')).toEqual([]);

    const again = await member.post('/api/reports', memberReport({ reason: 'spam' }));
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'report_already_open']);
    // Closed by the queue, the item may be reported again.
    ctx.clock.set(ctx.clock.now().getTime() + 60_000);
    await ctx.db.db
      .update(moderationReports)
      .set({ status: 'dismissed' })
      .where(eq(moderationReports.reference, reference));
    expect((await member.post('/api/reports', memberReport({ reason: 'spam' }))).statusCode).toBe(201);
  });

  it('lists the member’s own reports with their status, and nobody else’s', async () => {
    const mine = await member.get('/api/me/reports');
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items;
    expect(items.map((r: { status: string }) => r.status)).toEqual(['open', 'dismissed']);
    expect(items[0]).toMatchObject({
      itemKind: 'video',
      itemId: video,
      itemTitle: 'Vidéo signalée',
      reason: 'spam',
    });
    // The creator reported nothing: reports about them are not theirs to read.
    expect((await creator.get('/api/me/reports')).json()).toEqual({ items: [] });
    expect((await visitorClient().get('/api/me/reports')).statusCode).toBe(401);
  });

  it('puts the member’s reports in their data export, and not the reports about the creator', async () => {
    const exported = (await member.get('/api/me/export')).json();
    expect(exported.reports.map((r: { reason: string; status: string }) => [r.reason, r.status])).toEqual([
      ['hate', 'dismissed'],
      ['spam', 'open'],
    ]);
    expect(exported.reports[0]).toMatchObject({
      itemKind: 'video',
      itemId: video,
      rangeStartS: 0,
      rangeEndS: 91,
    });
    expect((await creator.get('/api/me/export')).json().reports).toEqual([]);
  });

  it('mails a member’s receipt only when their notification preferences say so', async () => {
    const onChannel = memberReport({ itemKind: 'channel', itemId: channel });
    const quiet = await member.post('/api/reports', onChannel);
    expect(quiet.statusCode).toBe(201);
    const prefs = await member.request({
      method: 'PATCH',
      url: '/api/me/notification-preferences',
      payload: { emailReports: true },
    });
    expect(prefs.json()).toEqual({ emailNewUploads: false, emailReports: true, emailComments: false });
    await ctx.db.db
      .update(moderationReports)
      .set({ status: 'actioned' })
      .where(eq(moderationReports.reference, quiet.json().reference));
    ctx.clock.set(ctx.clock.now().getTime() + 60_000);
    const mailed = await member.post('/api/reports', onChannel);
    const mail = await waitForMail(ctx, 'member-reports@example.com', /Signalement reçu/);
    expect(mail.subject).toBe(`Signalement reçu — référence ${mailed.json().reference} — Kinora`);
    expect(mail.text).toContain('/conditions-generales-utilisation#prohibited-hate');
    // The first one, sent with the preference off, was not mailed.
    const all = await listOutbox(join(ctx.config.dataDir, 'mail'), { to: 'member-reports@example.com' });
    expect(all.filter((m) => m.subject.includes(quiet.json().reference))).toEqual([]);
  });

  it('refuses reporting one’s own video or channel', async () => {
    const ownVideo = await creator.post('/api/reports', memberReport());
    const ownChannel = await creator.post(
      '/api/reports',
      memberReport({ itemKind: 'channel', itemId: channel }),
    );
    expect([ownVideo.statusCode, errorOf(ownVideo)]).toEqual([403, 'report_own_content']);
    expect([ownChannel.statusCode, errorOf(ownChannel)]).toEqual([403, 'report_own_content']);
    // The owner sees their private video, and still may not report it.
    const ownPrivate = await creator.post('/api/reports', memberReport({ itemId: privateVideo }));
    expect(errorOf(ownPrivate)).toBe('report_own_content');
    const othersPrivate = await member.post('/api/reports', memberReport({ itemId: privateVideo }));
    expect([othersPrivate.statusCode, errorOf(othersPrivate)]).toEqual([404, 'video_not_found']);
  });

  it('refuses bad input with a 400 and a stable code, never a 5xx', async () => {
    const cases: [unknown, number, string][] = [
      [memberReport({ reason: 'boring' }), 400, 'report_reason_required'],
      [memberReport({ note: 'x'.repeat(REPORT_NOTE_MAX + 1) }), 400, 'report_note_too_long'],
      [memberReport({ note: 'a\u0000b' }), 400, 'invalid_characters'],
      [memberReport({ itemId: 'not-a-uuid' }), 400, 'validation_failed'],
      [memberReport({ itemId: "1' OR 1=1 --" }), 400, 'validation_failed'],
      [memberReport({ itemKind: 'playlist' }), 400, 'validation_failed'],
      [memberReport({ range: { startS: 30, endS: 10 } }), 400, 'report_range_invalid'],
      [memberReport({ range: { startS: 0, endS: 92 } }), 400, 'report_range_invalid'],
      [memberReport({ range: { startS: -1, endS: 10 } }), 400, 'report_range_invalid'],
      [
        memberReport({ itemKind: 'channel', itemId: channel, range: { startS: 0, endS: 5 } }),
        400,
        'report_range_invalid',
      ],
      [memberReport({ extra: true }), 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await member.post('/api/reports', payload);
      expect([res.statusCode, errorOf(res)], JSON.stringify(payload).slice(0, 80)).toEqual([status, code]);
    }
    const huge = await member.post('/api/reports', memberReport({ note: 'x'.repeat(3_000_000) }));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('limits a member to 30 reports a day, from any address', async () => {
    const busy = new TestClient(app, 'http://localhost:3000', '10.27.2.1');
    await signUpConfirmed(ctx, busy, 'busy-reports@example.com', 'busyreports');
    for (let i = 0; i < REPORTS_PER_MEMBER_DAY; i++) {
      busy.ip = `10.27.3.${i}`; // below every address's own limit
      const res = await busy.post('/api/reports', memberReport({ itemKind: 'channel', itemId: channel }));
      expect(res.statusCode).toBe(i === 0 ? 201 : 409);
    }
    busy.ip = '10.27.3.250';
    const refused = await busy.post('/api/reports', memberReport({ itemKind: 'channel', itemId: channel }));
    expect([refused.statusCode, errorOf(refused)]).toEqual([429, 'rate_limited']);
  });

  it('refuses a member whose standing takes reporting away (a sanction for misuse)', async () => {
    const limited: StandingProvider = {
      name: 'sanctions',
      read: async (_db, userId) =>
        userId === memberId ? { sanctions: [{ kind: 'feature_limit', scope: 'report', until: null }] } : {},
    };
    const standing = [...STANDING_PROVIDERS.filter((p) => p.name !== 'sanctions'), limited];
    const node = await buildApp(ctx, { webDist: null, standing });
    try {
      const res = await node.inject({
        method: 'POST',
        url: '/api/reports',
        remoteAddress: '10.27.4.1',
        headers: { origin: 'http://localhost:3000', cookie: member.cookieHeader() },
        payload: memberReport({ itemKind: 'channel', itemId: channel }),
      });
      expect([res.statusCode, errorOf(res)]).toEqual([403, 'report_not_allowed']);
    } finally {
      await node.close();
    }
  });
});
