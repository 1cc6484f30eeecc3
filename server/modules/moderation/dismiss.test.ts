import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditLog, moderationReports, notifications } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { insertOpenReport } from './moderation.test-helpers';

let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;
let creator: TestClient;
let member: TestClient;
let creatorId: string;
let memberId: string;
let ip = 1;
const client = () => new TestClient(app, 'http://localhost:3000', `10.30.0.${ip++}`);
const errorOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const dismiss = (as: TestClient, itemId: string, payload: unknown) =>
  as.post(`/api/admin/moderation/items/${itemId}/dismiss`, payload);
const auditRows = (itemId: string) =>
  ctx.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'moderation_item'), eq(auditLog.targetId, itemId)));

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  admin = client();
  creator = client();
  member = client();
  await signUpConfirmed(ctx, admin, 'dismiss-admin@example.com', 'dismissadmin');
  await signUpConfirmed(ctx, creator, 'dismiss-creator@example.com', 'dismisscreator');
  await signUpConfirmed(ctx, member, 'dismiss-member@example.com', 'dismissmember');
  await grantConfiguredAdmins(ctx, ['dismiss-admin@example.com']);
  [creatorId, memberId] = await Promise.all([userIdOf(creator), userIdOf(member)]);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('POST /api/admin/moderation/items/:id/dismiss', () => {
  it('closes every open report, audits once, tells members in the app and visitors by email; twice is a 409', async () => {
    const video = await insertVideo(ctx, creatorId, { title: 'À examiner' });
    const byMember = await member.post('/api/reports', { itemKind: 'video', itemId: video, reason: 'hate' });
    const byVisitor = await client().post('/api/reports', {
      itemKind: 'video',
      itemId: video,
      reason: 'scam',
      locale: 'de',
      reporter: { name: 'Jonas', email: 'jonas.notice@example.com', goodFaith: true },
    });
    expect([byMember.statusCode, byVisitor.statusCode]).toEqual([201, 201]);
    const [report] = await ctx.db.db
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.reference, byMember.json().reference));
    const itemId = report!.itemId;

    ctx.clock.advance(60_000);
    const res = await dismiss(admin, itemId, { statement: '  Propos vifs mais pas haineux.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dismissed: 2, closedAt: ctx.clock.now().toISOString() });

    const rows = await ctx.db.db.select().from(moderationReports).where(eq(moderationReports.itemId, itemId));
    expect(rows.map((r) => [r.status, r.closedAt?.getTime()])).toEqual([
      ['dismissed', ctx.clock.now().getTime()],
      ['dismissed', ctx.clock.now().getTime()],
    ]);
    const audit = await auditRows(itemId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'moderation.dismiss',
      actorEmail: 'dismiss-admin@example.com',
      after: {
        status: 'dismissed',
        statement: 'Propos vifs mais pas haineux.',
        kind: 'video',
        targetId: video,
      },
    });

    const notices = await ctx.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'report_dismissed'));
    expect(notices.map((n) => [n.userId, (n.data as { reference: string }).reference])).toEqual([
      [memberId, byMember.json().reference],
    ]);
    // The reported member hears nothing of it.
    expect(notices.some((n) => n.userId === creatorId)).toBe(false);
    const mail = await waitForMail(ctx, 'jonas.notice@example.com', /wurde geprüft/);
    expect(mail.subject).toBe(`Deine Meldung ${byVisitor.json().reference} wurde geprüft — Kinora`);
    expect(mail.text).toContain('/conditions-generales-utilisation#prohibited-scam');
    expect(mail.text).not.toContain('haineux');

    const mine = (await member.get('/api/me/reports')).json().items;
    expect(mine.find((r: { reference: string }) => r.reference === byMember.json().reference).status).toBe(
      'dismissed',
    );

    const again = await dismiss(admin, itemId, { statement: 'Encore.' });
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'no_open_reports']);
    expect(await auditRows(itemId)).toHaveLength(1);
    // Once dismissed, the member may report the item again.
    expect(
      (await member.post('/api/reports', { itemKind: 'video', itemId: video, reason: 'hate' })).statusCode,
    ).toBe(201);
  });

  it('is refused to members (403) and visitors (401), changing nothing', async () => {
    const { itemId } = await insertOpenReport(ctx, { at: ctx.clock.now() });
    const asMember = await dismiss(member, itemId, { statement: 'Non.' });
    const asVisitor = await dismiss(client(), itemId, { statement: 'Non.' });
    expect([asMember.statusCode, errorOf(asMember)]).toEqual([403, 'forbidden']);
    expect([asVisitor.statusCode, errorOf(asVisitor)]).toEqual([401, 'unauthenticated']);
    const [row] = await ctx.db.db
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.itemId, itemId));
    expect(row!.status).toBe('open');
    expect(await auditRows(itemId)).toHaveLength(0);
  });

  it('refuses bad input with a 4xx and a stable code, changing nothing', async () => {
    const { itemId } = await insertOpenReport(ctx, { at: ctx.clock.now() });
    const cases: [unknown, number, string][] = [
      [{}, 400, 'statement_required'],
      [{ statement: '   ' }, 400, 'statement_required'],
      [{ statement: 'x'.repeat(2001) }, 400, 'statement_too_long'],
      [{ statement: 'a\u0000b' }, 400, 'invalid_characters'],
      [{ statement: 42 }, 400, 'statement_required'],
      [{ statement: 'ok', extra: 1 }, 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await dismiss(admin, itemId, payload);
      expect([res.statusCode, errorOf(res)], JSON.stringify(payload).slice(0, 40)).toEqual([status, code]);
    }
    const huge = await dismiss(admin, itemId, { statement: 'x'.repeat(3_000_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const garbage = await dismiss(admin, 'not-an-id', { statement: 'ok' });
    expect([garbage.statusCode, errorOf(garbage)]).toEqual([400, 'moderation_item_not_found']);
    const unknown = await dismiss(admin, '00000000-0000-4000-8000-000000000000', { statement: 'ok' });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'moderation_item_not_found']);
    const [row] = await ctx.db.db
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.itemId, itemId));
    expect(row!.status).toBe('open');
    expect(await auditRows(itemId)).toHaveLength(0);
  });
});
