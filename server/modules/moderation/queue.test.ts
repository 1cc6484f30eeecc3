import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueueItem } from '../../../domain/api/moderation';
import { buildApp } from '../../app';
import { moderationReports } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { insertChannel } from '../channels/channels.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { insertOpenReport } from './moderation.test-helpers';
import { QUEUE_PAGE_SIZE } from './queue/queue-view';

let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;
let creator: TestClient;
let member: TestClient;
let creatorId: string;
let memberId: string;
let ip = 1;
const client = () => new TestClient(app, 'http://localhost:3000', `10.29.0.${ip++}`);
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const errorOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

/** Every item of the queue, page after page, following the cursors. */
async function wholeQueue(): Promise<{ items: ModerationQueueItem[]; pages: number }> {
  const items: ModerationQueueItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await admin.get(`/api/admin/moderation/queue${cursor ? `?cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.length).toBeLessThanOrEqual(QUEUE_PAGE_SIZE);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  admin = client();
  creator = client();
  member = client();
  await signUpConfirmed(ctx, admin, 'queue-admin@example.com', 'queueadmin');
  await signUpConfirmed(ctx, creator, 'queue-creator@example.com', 'queuecreator');
  await signUpConfirmed(ctx, member, 'queue-member@example.com', 'queuemember');
  await grantConfiguredAdmins(ctx, ['queue-admin@example.com']);
  [creatorId, memberId] = await Promise.all([userIdOf(creator), userIdOf(member)]);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('GET /api/admin/moderation/queue', () => {
  it('groups open reports by item, oldest open report first, with counts, reasons, title and owner', async () => {
    const channel = await insertChannel(ctx, creatorId, { name: 'Chaîne en file' });
    const video = await insertVideo(ctx, creatorId, { channelId: channel, title: 'Vidéo en file' });
    // The video: reported at minutes 30, 10 and 20 (two spam, one scam); the channel at minute 5
    // and 40; a third item's only report is closed, so it is not in the queue.
    await insertOpenReport(ctx, {
      kind: 'video',
      targetId: video,
      ownerId: creatorId,
      reason: 'spam',
      at: at(30),
    });
    await insertOpenReport(ctx, {
      kind: 'video',
      targetId: video,
      ownerId: creatorId,
      reason: 'scam',
      at: at(10),
    });
    await insertOpenReport(ctx, {
      kind: 'video',
      targetId: video,
      ownerId: creatorId,
      reason: 'spam',
      at: at(20),
    });
    const onChannel = await insertOpenReport(ctx, {
      kind: 'channel',
      targetId: channel,
      ownerId: creatorId,
      reason: 'hate',
      at: at(40),
    });
    await insertOpenReport(ctx, {
      kind: 'channel',
      targetId: channel,
      ownerId: creatorId,
      reason: 'hate',
      at: at(5),
    });
    const closed = await insertOpenReport(ctx, { at: at(1) });
    await ctx.db.db
      .update(moderationReports)
      .set({ status: 'dismissed', closedAt: at(2) })
      .where(eq(moderationReports.reference, closed.reference));

    const { items } = await wholeQueue();
    expect(items.map((i) => i.targetId)).toEqual([channel, video]);
    expect(items[0]).toMatchObject({
      id: onChannel.itemId,
      kind: 'channel',
      title: 'Chaîne en file',
      owner: { id: creatorId, username: 'queuecreator' },
      openReports: 2,
      reasons: [{ reason: 'hate', count: 2 }],
      oldestReportAt: at(5).toISOString(),
      newestReportAt: at(40).toISOString(),
    });
    expect(items[1]).toMatchObject({
      kind: 'video',
      title: 'Vidéo en file',
      openReports: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      oldestReportAt: at(10).toISOString(),
      newestReportAt: at(30).toISOString(),
    });
    expect(items.some((i) => i.id === closed.itemId)).toBe(false);
  });

  it('pages with a keyset cursor: every item once, in order, ties broken by id; garbage is a 400', async () => {
    // 2 × page size items, in pairs at the same minute (ties), after the first test's.
    for (let n = 0; n < QUEUE_PAGE_SIZE * 2; n++)
      await insertOpenReport(ctx, { at: at(100 + Math.floor(n / 2)) });
    const { items, pages } = await wholeQueue();
    expect(items).toHaveLength(QUEUE_PAGE_SIZE * 2 + 2);
    expect(pages).toBe(3);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const keys = items.map((i) => [i.oldestReportAt, i.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);
    // A deleted target keeps its place, with no title.
    expect(items.at(-1)!.title).toBeNull();

    const bad = await admin.get('/api/admin/moderation/queue?cursor=abc');
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, 'invalid_cursor']);
  });
});

describe('GET /api/admin/moderation/items/:id', () => {
  it('shows every report with its reporter to admins, and the owner’s other items', async () => {
    const video = await insertVideo(ctx, creatorId, { title: 'Vidéo détaillée' });
    ctx.clock.set(at(500));
    const byMember = await member.post('/api/reports', {
      itemKind: 'video',
      itemId: video,
      reason: 'violence',
      note: 'À 0:12',
      range: { startS: 12, endS: 20 },
    });
    expect(byMember.statusCode).toBe(201);
    ctx.clock.set(at(501));
    const byVisitor = await client().post('/api/reports', {
      itemKind: 'video',
      itemId: video,
      reason: 'scam',
      reporter: { name: 'Ana Lima', email: 'ana.detail@example.com', goodFaith: true },
    });
    expect(byVisitor.statusCode).toBe(201);
    const { items } = await wholeQueue();
    const item = items.find((i) => i.targetId === video)!;

    const res = await admin.get(`/api/admin/moderation/items/${item.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      kind: 'video',
      targetId: video,
      title: 'Vidéo détaillée',
      owner: { id: creatorId, username: 'queuecreator' },
      openReports: 2,
      previewPath: `/watch/${video}`,
    });
    expect(detail.reports).toEqual([
      expect.objectContaining({
        reference: byVisitor.json().reference,
        reason: 'scam',
        status: 'open',
        range: null,
        reporter: { kind: 'visitor', name: 'Ana Lima', email: 'ana.detail@example.com' },
      }),
      expect.objectContaining({
        reference: byMember.json().reference,
        note: 'À 0:12',
        range: { startS: 12, endS: 20 },
        reporter: { kind: 'member', id: memberId, username: 'queuemember' },
      }),
    ]);
    // The owner's history: the first test's channel and video (and nothing of other owners).
    expect(detail.ownerHistory.map((h: { kind: string }) => h.kind).sort()).toEqual(['channel', 'video']);
    expect(detail.ownerHistory.every((h: { id: string }) => h.id !== item.id)).toBe(true);

    // The reported member never reads it (nor who reported them).
    const asOwner = await creator.get(`/api/admin/moderation/items/${item.id}`);
    expect([asOwner.statusCode, errorOf(asOwner)]).toEqual([403, 'forbidden']);
    expect(asOwner.body).not.toContain('Ana Lima');
    const unknown = await admin.get('/api/admin/moderation/items/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'moderation_item_not_found']);
  });
});

describe('the admin overview’s moderation tiles', () => {
  const tiles = async () => {
    const res = await admin.get('/api/admin/overview?days=30');
    expect(res.statusCode).toBe(200);
    const all: { key: string; value: number }[] = res.json().tiles;
    return Object.fromEntries(all.filter((x) => x.key.startsWith('reports.')).map((x) => [x.key, x.value]));
  };

  it('count the open reports and the oldest one’s wait on the clock, and follow a dismissal', async () => {
    // Open so far: 5 (first test; the closed one is not), 60 (paging), 2 (detail). Oldest: minute 5.
    ctx.clock.set(new Date(at(5).getTime() + 3 * 86_400_000 + 7_000));
    expect(await tiles()).toEqual({ 'reports.open': 67, 'reports.oldestAgeS': 3 * 86_400 + 7 });

    const { items } = await wholeQueue();
    expect(items[0]!.kind).toBe('channel');
    const dismissed = await admin.post(`/api/admin/moderation/items/${items[0]!.id}/dismiss`, {
      statement: 'Rien de contraire aux règles.',
    });
    expect(dismissed.json()).toMatchObject({ dismissed: 2 });
    // The oldest open report is now the video's, at minute 10.
    expect(await tiles()).toEqual({ 'reports.open': 65, 'reports.oldestAgeS': 3 * 86_400 + 7 - 5 * 60 });
  });
});
