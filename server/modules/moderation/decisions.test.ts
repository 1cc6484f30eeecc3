import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { buildApp } from '../../app';
import {
  auditLog,
  moderationDecisions,
  moderationLog,
  moderationSanctions,
  notifications,
} from '../../db/schema';
import { readAccessVersion } from '../../standing/access-version';
import { readStanding } from '../../standing/actor';
import { TestClient } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { until as waitUntil } from '../../test/until';
import { signUpConfirmed, waitForMail } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { insertChannel } from '../channels/channels.test-helpers';
import { paidViewEvent } from '../earnings/earnings.test-helpers';
import { recordValidatedView } from '../earnings/reactions/credit-paid-view';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';
import { expireSanctions } from './commands/expire-sanctions';

let ctx: TestContext;
let app: FastifyInstance;
let admin: TestClient;
let otherAdmin: TestClient;
let creator: TestClient;
let member: TestClient;
let creatorId: string;
let memberId: string;
let ip = 1;
const DAY = 24 * 60 * 60 * 1000;
const TUS = {
  'tus-resumable': '1.0.0',
  'upload-length': '1000',
  'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
};
const client = () => new TestClient(app, 'http://localhost:3000', `10.31.0.${ip++}`);
const errorOf = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const standingOf = (userId: string) => readStanding(ctx.standing, ctx.db.db, userId, ctx.clock.now());
const statement = {
  reason: 'harassment',
  facts: 'The channel banner names and insults another member.',
  explanation: 'Targeting a person with insults is harassment under the rules.',
};

/** A channel of the creator with one open report by the member. */
async function reportedChannel(name: string) {
  const channelId = await insertChannel(ctx, creatorId, { name });
  const report = await member.post('/api/reports', {
    itemKind: 'channel',
    itemId: channelId,
    reason: 'harassment',
  });
  expect(report.statusCode).toBe(201);
  const lookup = await admin.get(`/api/admin/moderation/lookup?kind=channel&target=${channelId}`);
  return { channelId, itemId: lookup.json().id as string };
}

const decide = (as: TestClient, itemId: string, payload: unknown) =>
  as.post(`/api/admin/moderation/items/${itemId}/decide`, payload);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.work(ctx);
  app = await buildApp(ctx, { webDist: null });
  await app.ready();
  [admin, otherAdmin, creator, member] = [client(), client(), client(), client()];
  await signUpConfirmed(ctx, admin, 'decide-admin@example.com', 'decideadmin');
  await signUpConfirmed(ctx, otherAdmin, 'decide-admin2@example.com', 'decideadmin2');
  await signUpConfirmed(ctx, creator, 'decide-creator@example.com', 'decidecreator');
  await signUpConfirmed(ctx, member, 'decide-member@example.com', 'decidemember');
  await grantConfiguredAdmins(ctx, ['decide-admin@example.com', 'decide-admin2@example.com']);
  [creatorId, memberId] = await Promise.all([userIdOf(creator), userIdOf(member)]);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('deciding a sanction', () => {
  it('limits uploads until a date: the standing says why, the member and reporter are told, and it ends by the clock', async () => {
    const { itemId } = await reportedChannel('Limite');
    const until = new Date(ctx.clock.now().getTime() + 3 * DAY);
    const versionBefore = await readAccessVersion(ctx.db.db, creatorId);
    const res = await decide(admin, itemId, {
      ...statement,
      sanctions: [{ kind: 'feature_limit', feature: 'upload', until: until.toISOString() }],
    });
    expect(res.statusCode).toBe(200);
    const decision = res.json();
    expect(decision).toMatchObject({
      itemKind: 'channel',
      reason: 'harassment',
      rulesLink: '/conditions-generales-utilisation#prohibited-harassment',
      followedNotice: true,
      automated: false,
      sanctions: [{ kind: 'feature_limit', feature: 'upload', until: until.toISOString(), endedAt: null }],
      appeal: { open: true, status: null },
    });
    // The standing: upload taken away, with the reason and the decision, on every node (new version).
    expect((await standingOf(creatorId)).standing.sanctions).toEqual([
      { kind: 'feature_limit', scope: 'upload', until, reason: 'harassment', decisionId: decision.id },
    ]);
    expect(await readAccessVersion(ctx.db.db, creatorId)).toBe(versionBefore + 1);
    const upload = await creator.request({ method: 'POST', url: '/api/uploads', headers: TUS });
    expect([errorOf(upload), upload.statusCode]).toEqual(['upload_not_allowed', 403]);

    // Told: the member in the app and by email (a link that works signed out), the reporter in the app.
    const [notice] = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creatorId), eq(notifications.kind, 'moderation_decision')));
    expect(notice?.data).toMatchObject({ decisionId: decision.id, sanctions: ['feature_limit'] });
    const mail = await waitForMail(ctx, 'decide-creator@example.com', /Décision de modération/);
    expect(mail.text).toContain(statement.facts);
    expect(mail.text).toContain('#prohibited-harassment');
    expect(mail.text).toMatch(new RegExp(`/decisions/${decision.id}\\?token=[\\w-]{43}`));
    const reports = (await member.get('/api/me/reports')).json().items;
    expect(reports[0]).toMatchObject({ status: 'actioned' });
    const [reporterNotice] = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.kind, 'report_actioned')));
    expect(reporterNotice).toBeDefined();
    expect(JSON.stringify(reporterNotice!.data)).not.toContain(creatorId);

    // Audited once, logged; a second decision on the same reports is a 409 that writes nothing.
    const again = await decide(admin, itemId, { ...statement, sanctions: [{ kind: 'ban' }] });
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'no_open_reports']);
    const audits = await ctx.db.db.select().from(auditLog).where(eq(auditLog.action, 'moderation.decide'));
    expect(audits.filter((a) => a.targetId === itemId)).toHaveLength(1);

    // The end comes: the standing no longer has it at once; the sweep records the expiry and bumps the version.
    ctx.clock.set(until.getTime() + 1000);
    expect((await standingOf(creatorId)).standing.sanctions).toEqual([]);
    expect(await expireSanctions(ctx)).toBeGreaterThanOrEqual(1);
    const [ended] = await ctx.db.db
      .select()
      .from(moderationSanctions)
      .where(eq(moderationSanctions.decisionId, decision.id));
    expect(ended).toMatchObject({ endedBecause: 'expired', endedAt: until });
    expect(await readAccessVersion(ctx.db.db, creatorId)).toBe(versionBefore + 2);
    expect(await expireSanctions(ctx)).toBe(0);
    const logged = await ctx.db.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.decisionId, decision.id));
    expect(logged.map((l) => l.action)).toEqual(['decide', 'sanction_expired']);
  });

  it('refuses bad decisions with a clear code and writes nothing', async () => {
    const { itemId } = await reportedChannel('Refus');
    const cases: [unknown, string][] = [
      [{ ...statement, sanctions: [] }, 'sanction_required'],
      [{ ...statement, sanctions: [{ kind: 'video_removal' }] }, 'sanction_not_applicable'],
      [{ ...statement, sanctions: [{ kind: 'ban' }, { kind: 'ban' }] }, 'sanction_repeated'],
      [
        { ...statement, sanctions: [{ kind: 'suspension', until: new Date(0).toISOString() }] },
        'sanction_until_invalid',
      ],
      [{ ...statement, sanctions: [{ kind: 'suspension', until: 'demain' }] }, 'sanction_until_invalid'],
      [{ ...statement, facts: ' ', sanctions: [{ kind: 'ban' }] }, 'facts_required'],
      [{ ...statement, facts: 'x'.repeat(5001), sanctions: [{ kind: 'ban' }] }, 'facts_too_long'],
      [{ ...statement, legalGround: 'x'.repeat(501), sanctions: [{ kind: 'ban' }] }, 'legal_ground_too_long'],
      [{ ...statement, sanctions: [{ kind: 'ban', until: null }] }, 'validation_failed'],
      [{ ...statement, sanctions: [{ kind: 'exile' }] }, 'sanction_invalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await decide(admin, itemId, payload);
      expect([res.statusCode, errorOf(res)], JSON.stringify(payload).slice(0, 80)).toEqual([400, code]);
    }
    expect((await decide(member, itemId, { ...statement, sanctions: [{ kind: 'ban' }] })).statusCode).toBe(
      403,
    );
    expect((await decide(client(), itemId, { ...statement, sanctions: [{ kind: 'ban' }] })).statusCode).toBe(
      401,
    );
    expect((await standingOf(creatorId)).standing.sanctions).toEqual([]);
    const detail = (await admin.get(`/api/admin/moderation/items/${itemId}`)).json();
    expect([detail.openReports, detail.decisions]).toEqual([1, []]);
  });
});

describe('appeals', () => {
  it('are accepted on day 14, once, by the member or the email token; refused on day 15; never readable by others', async () => {
    const late = await reportedChannel('Tard');
    const until = new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString();
    const lateDecision = (
      await decide(admin, late.itemId, { ...statement, sanctions: [{ kind: 'suspension', until }] })
    ).json();
    const { itemId } = await reportedChannel('Appel');
    const decision = (
      await decide(admin, itemId, {
        ...statement,
        sanctions: [{ kind: 'feature_limit', feature: 'comment', until }],
      })
    ).json();
    // A suspension: the member acts as nobody (their cookie no longer speaks for them).
    expect((await standingOf(creatorId)).standing.sanctions.map((s) => s.kind).sort()).toEqual([
      'feature_limit',
      'suspension',
    ]);

    // Others see nothing: another member, a visitor, a forged token.
    expect((await member.get(`/api/moderation/decisions/${decision.id}`)).statusCode).toBe(404);
    expect((await client().get(`/api/moderation/decisions/${decision.id}?token=forged`)).statusCode).toBe(
      404,
    );
    expect(
      (await member.post(`/api/moderation/decisions/${decision.id}/appeal`, { message: 'x' })).statusCode,
    ).toBe(404);
    const token = await tokenFromOutbox(decision.id);

    // Suspended, the member's own cookie is refused everywhere but here: the token opens the decision.
    const barred = await creator.get('/api/me/moderation/decisions');
    expect([barred.statusCode, errorOf(barred)]).toEqual([403, 'account_suspended']);
    expect((await creator.get(`/api/moderation/decisions/${decision.id}?token=${token}`)).statusCode).toBe(
      200,
    );
    expect((await creator.get(`/api/moderation/decisions/${decision.id}`)).statusCode).toBe(404);
    ctx.clock.advance(14 * DAY - 60_000); // day 14, a minute before the window closes
    const visitor = client();
    const read = await visitor.get(`/api/moderation/decisions/${decision.id}?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().appeal.open).toBe(true);
    const appeal = await visitor.post(`/api/moderation/decisions/${decision.id}/appeal?token=${token}`, {
      message: 'The banner quotes a film.',
    });
    expect(appeal.statusCode).toBe(200);
    expect(appeal.json().appeal).toMatchObject({
      status: 'open',
      open: false,
      message: 'The banner quotes a film.',
    });
    const twice = await visitor.post(`/api/moderation/decisions/${decision.id}/appeal?token=${token}`, {
      message: 'encore',
    });
    expect([twice.statusCode, errorOf(twice)]).toEqual([409, 'appeal_exists']);

    ctx.clock.advance(2 * 60_000); // day 15 for the other decision too
    const lateToken = await tokenFromOutbox(lateDecision.id);
    const refused = await visitor.post(
      `/api/moderation/decisions/${lateDecision.id}/appeal?token=${lateToken}`,
      {
        message: 'trop tard',
      },
    );
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, 'appeal_window_closed']);
  });

  it('are reviewed by another admin; overturning lifts the sanction at once and is final', async () => {
    // The suspension of the test before ends first: the creator signs in again.
    ctx.clock.advance(31 * DAY);
    await expireSanctions(ctx);
    const { itemId } = await reportedChannel('Renversé');
    const until = new Date(ctx.clock.now().getTime() + 60 * DAY).toISOString();
    const decision = (
      await decide(admin, itemId, {
        ...statement,
        sanctions: [{ kind: 'feature_limit', feature: 'upload', until }],
      })
    ).json();
    expect(
      (await creator.post(`/api/moderation/decisions/${decision.id}/appeal`, { message: 'Erreur' }))
        .statusCode,
    ).toBe(200);
    const queue = (await admin.get('/api/admin/moderation/appeals')).json().items;
    const entry = queue.find((a: { decision: { id: string } }) => a.decision.id === decision.id);
    expect(entry).toMatchObject({
      reviewable: false,
      member: { id: creatorId },
      decidedBy: { username: 'decideadmin' },
    });
    const byDecider = await admin.post(`/api/admin/moderation/appeals/${entry.id}/review`, {
      outcome: 'overturned',
      statement: 'Mine.',
    });
    expect([byDecider.statusCode, errorOf(byDecider)]).toEqual([403, 'appeal_needs_other_admin']);
    expect(
      (
        await member.post(`/api/admin/moderation/appeals/${entry.id}/review`, {
          outcome: 'upheld',
          statement: 'x',
        })
      ).statusCode,
    ).toBe(403);

    const versionBefore = await readAccessVersion(ctx.db.db, creatorId);
    const overturned = await otherAdmin.post(`/api/admin/moderation/appeals/${entry.id}/review`, {
      outcome: 'overturned',
      statement: 'The quote is from a film; no harassment.',
    });
    expect(overturned.statusCode).toBe(200);
    expect(overturned.json()).toMatchObject({
      appeal: { status: 'overturned', statement: 'The quote is from a film; no harassment.' },
      sanctions: [{ kind: 'feature_limit', endedBecause: 'overturned' }],
    });
    expect(
      (await standingOf(creatorId)).standing.sanctions.filter((s) => s.decisionId === decision.id),
    ).toEqual([]);
    expect(await readAccessVersion(ctx.db.db, creatorId)).toBe(versionBefore + 1);
    const [told] = await ctx.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creatorId), eq(notifications.kind, 'appeal_decided')));
    expect(told?.data).toEqual({ decisionId: decision.id, outcome: 'overturned' });
    await waitForMail(ctx, 'decide-creator@example.com', /Votre appel a été examiné/);
    const again = await otherAdmin.post(`/api/admin/moderation/appeals/${entry.id}/review`, {
      outcome: 'upheld',
      statement: 'Non.',
    });
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'appeal_already_reviewed']);
    // The member's own list shows it, overturned; the sweep has nothing left to end for it.
    const mine = (await creator.get('/api/me/moderation/decisions')).json().items;
    expect(mine.find((d: { id: string }) => d.id === decision.id).appeal.status).toBe('overturned');
  });
});

describe('video sanctions', () => {
  it('removal and demonetisation apply through the videos module; an overturn restores both and pays what was withheld', async () => {
    // The earlier tests' limits on the creator have ended (or were lifted) by now.
    ctx.clock.advance(61 * DAY);
    await expireSanctions(ctx);
    const videoId = await insertVideo(ctx, creatorId, {
      title: 'Vidéo sanctionnée',
      monetized: true,
      durationS: 300,
    });
    expect(
      (await member.post('/api/reports', { itemKind: 'video', itemId: videoId, reason: 'scam' })).statusCode,
    ).toBe(201);
    const itemId = (await admin.get(`/api/admin/moderation/lookup?kind=video&target=${videoId}`)).json().id;
    const decision = (
      await decide(admin, itemId, {
        ...statement,
        reason: 'scam',
        sanctions: [{ kind: 'video_removal' }, { kind: 'demonetisation', until: null }],
      })
    ).json();
    expect(decision.sanctions.map((s: { kind: string }) => s.kind).sort()).toEqual([
      'demonetisation',
      'video_removal',
    ]);
    // Gone for everyone but its owner and admins; no longer monetized.
    expect((await client().get(`/api/videos/${videoId}`)).statusCode).toBe(404);
    expect((await member.get(`/api/videos/${videoId}`)).statusCode).toBe(404);
    const asOwner = (await creator.get(`/api/videos/${videoId}`)).json();
    expect(asOwner).toMatchObject({ monetized: false, moderation: { removedDecisionId: decision.id } });
    expect((await admin.get(`/api/videos/${videoId}`)).statusCode).toBe(200);
    // A Premium view meanwhile is withheld, not paid.
    await recordValidatedView(
      ctx,
      paidViewEvent({
        videoId,
        ownerId: creatorId,
        videoMonetized: false,
        videoDemonetized: true,
        videoDurationS: 300,
      }),
    );
    const before = (await creator.get('/api/earnings')).json();
    expect(before.withheldCents).toBeGreaterThan(0);
    expect(
      (await creator.post(`/api/moderation/decisions/${decision.id}/appeal`, { message: 'Pas une arnaque.' }))
        .statusCode,
    ).toBe(200);
    const appeal = (await otherAdmin.get('/api/admin/moderation/appeals'))
      .json()
      .items.find((a: { decision: { id: string } }) => a.decision.id === decision.id);
    const review = await otherAdmin.post(`/api/admin/moderation/appeals/${appeal.id}/review`, {
      outcome: 'overturned',
      statement: 'Une démonstration, pas une arnaque.',
    });
    expect(review.statusCode).toBe(200);
    // Back for everyone, monetized again, and the withheld view is now pending earnings.
    expect((await client().get(`/api/videos/${videoId}`)).statusCode).toBe(200);
    expect((await creator.get(`/api/videos/${videoId}`)).json()).toMatchObject({
      monetized: true,
      moderation: { removedDecisionId: null, demonetisation: null },
    });
    const after = (await creator.get('/api/earnings')).json();
    expect(after.withheldCents).toBe(0);
    expect(after.pendingCents).toBe(before.pendingCents + before.withheldCents);
  });

  it('a video removed and demonetised by two decisions stays so until both are lifted, whichever goes first', async () => {
    const videoId = await insertVideo(ctx, creatorId, {
      title: 'Deux fois',
      monetized: true,
      durationS: 300,
    });
    const decideOnce = async (reporter: TestClient, reason: string) => {
      expect(
        (await reporter.post('/api/reports', { itemKind: 'video', itemId: videoId, reason })).statusCode,
      ).toBe(201);
      const itemId = (await admin.get(`/api/admin/moderation/lookup?kind=video&target=${videoId}`)).json().id;
      const res = await decide(admin, itemId, {
        ...statement,
        reason,
        sanctions: [{ kind: 'video_removal' }, { kind: 'demonetisation', until: null }],
      });
      expect(res.statusCode).toBe(200);
      return res.json().id as string;
    };
    const overturn = async (decisionId: string) => {
      expect(
        (await creator.post(`/api/moderation/decisions/${decisionId}/appeal`, { message: 'Je conteste.' }))
          .statusCode,
      ).toBe(200);
      const appeal = (await otherAdmin.get('/api/admin/moderation/appeals'))
        .json()
        .items.find((a: { decision: { id: string } }) => a.decision.id === decisionId);
      const review = await otherAdmin.post(`/api/admin/moderation/appeals/${appeal.id}/review`, {
        outcome: 'overturned',
        statement: 'Annulée.',
      });
      expect(review.statusCode).toBe(200);
    };
    const first = await decideOnce(member, 'scam');
    const second = await decideOnce(admin, 'spam');
    // The first overturned: the second still removes and demonetises it, and now answers for it.
    await overturn(first);
    expect((await client().get(`/api/videos/${videoId}`)).statusCode).toBe(404);
    expect((await creator.get(`/api/videos/${videoId}`)).json()).toMatchObject({
      monetized: false,
      moderation: { removedDecisionId: second },
    });
    // The second overturned too: back for everyone, monetized as before.
    await overturn(second);
    expect((await client().get(`/api/videos/${videoId}`)).statusCode).toBe(200);
    expect((await creator.get(`/api/videos/${videoId}`)).json()).toMatchObject({
      monetized: true,
      moderation: { removedDecisionId: null, demonetisation: null },
    });
  });
});

describe('transparency', () => {
  it('exports statements in the Transparency Database shape and prints the yearly figures', async () => {
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const json = await admin.get(`/api/admin/moderation/statements?from=2000-01-01&to=${day}`);
    expect(json.statusCode).toBe(200);
    const statements = JSON.parse(json.body);
    expect(statements.length).toBeGreaterThanOrEqual(5);
    expect(statements[0]).toMatchObject({
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      category: 'STATEMENT_CATEGORY_NON_CONSENSUAL_BEHAVIOUR',
      source_type: 'SOURCE_ARTICLE_16',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      decision_facts: statement.facts,
    });
    expect(statements[0].puid).toMatch(/^D-[0-9a-f-]{36}$/);
    const csv = await admin.get(`/api/admin/moderation/statements?from=2000-01-01&to=${day}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^"puid","decision_visibility",/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(statements.length + 1);
    expect(
      (await admin.get('/api/admin/moderation/statements?from=2026-02-01&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect((await member.get(`/api/admin/moderation/statements?from=2000-01-01&to=${day}`)).statusCode).toBe(
      403,
    );

    const { transparencyReport } = await import('./moderation.public');
    // The tests' clock crossed a new year: each year counts its own.
    const decided = await ctx.db.db.select().from(moderationDecisions);
    const years = [...new Set(decided.map((d) => d.decidedAt.getUTCFullYear()))];
    const reports = await Promise.all(years.map((y) => transparencyReport(ctx.db.db, y)));
    for (const [i, report] of reports.entries())
      expect(report.decisions.total).toBe(
        decided.filter((d) => d.decidedAt.getUTCFullYear() === years[i]).length,
      );
    const sum = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((n, r) => n + pick(r), 0);
    expect(sum((r) => r.decisions.bySanction.feature_limit ?? 0)).toBe(3);
    expect(sum((r) => r.decisions.bySanction.video_removal ?? 0)).toBe(3);
    expect(sum((r) => r.decisions.bySanction.suspension ?? 0)).toBe(1);
    expect(sum((r) => r.notices.byReason.harassment ?? 0)).toBeGreaterThanOrEqual(5);
    expect(sum((r) => r.appeals.overturned)).toBe(4);
    expect(reports[0]!.medianHoursToAction).not.toBeNull();
  });
});

describe('decisions on a member', () => {
  const misuse = {
    reason: 'report_misuse',
    facts: 'Twelve reports in a week, all dismissed: the videos broke no rule.',
    explanation: 'Sending manifestly unfounded reports again and again misuses the report form.',
  };
  const decideOn = (as: TestClient, id: string, payload: unknown) =>
    as.post(`/api/admin/moderation/members/${id}/decide`, payload);

  it('limits the reports of a member who misuses them: refused with the reason, told, appealable, taken once on a double click', async () => {
    const reporter = client();
    await signUpConfirmed(ctx, reporter, 'decide-misuser@example.com', 'decidemisuser');
    const reporterId = await userIdOf(reporter);
    const channelId = await insertChannel(ctx, creatorId, { name: 'Signalée à tort' });
    expect(
      (await reporter.post('/api/reports', { itemKind: 'channel', itemId: channelId, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    const detail = (await admin.get(`/api/admin/members/${reporterId}`)).json();
    expect(detail.reportsSent).toEqual({ open: 1, dismissed: 0, actioned: 0 });

    const until = new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString();
    const payload = { ...misuse, sanctions: [{ kind: 'feature_limit', feature: 'report', until }] };
    // A double click, or two tabs: one decision, the same answer.
    const [first, second] = await Promise.all([
      decideOn(admin, reporterId, payload),
      decideOn(admin, reporterId, payload),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const decision = first.json();
    expect(second.json().id).toBe(decision.id);
    expect(decision).toMatchObject({
      itemKind: 'member',
      targetId: reporterId,
      targetTitle: null,
      reason: 'report_misuse',
      rulesLink: '/conditions-generales-utilisation#report-misuse',
      followedNotice: false,
      sanctions: [{ kind: 'feature_limit', feature: 'report', until }],
    });
    const stored = await ctx.db.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.subjectId, reporterId));
    expect(stored.map((d) => [d.itemId, d.itemKind, d.targetId])).toEqual([[null, 'member', null]]);

    // Reporting is refused with the reason and the end; everything else still works.
    const refused = await reporter.post('/api/reports', {
      itemKind: 'video',
      itemId: await insertVideo(ctx, creatorId),
      reason: 'spam',
    });
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, 'report_not_allowed']);
    expect(refused.json().error.details).toMatchObject({
      kind: 'feature_limit',
      scope: 'report',
      until,
      reason: 'report_misuse',
      decisionId: decision.id,
    });
    expect((await reporter.get('/api/me/reports')).statusCode).toBe(200);

    // The member is told, reads the statement and appeals like any decision.
    // Notifications are written in the deciding transaction.
    const told = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, reporterId));
    expect(told.map((n) => n.kind)).toContain('moderation_decision');
    const mine = (await reporter.get('/api/me/moderation/decisions')).json();
    expect(mine.items.map((d: { id: string }) => d.id)).toEqual([decision.id]);
    const appeal = await reporter.post(`/api/moderation/decisions/${decision.id}/appeal`, {
      message: 'My reports were in good faith.',
    });
    expect(appeal.statusCode).toBe(200);
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, reporterId));
    expect(audit.map((a) => a.action)).toEqual(['moderation.decide_member']);
  });

  it('refuses what does not fit a member, a content ground on nothing, and non-admins', async () => {
    const target = client();
    await signUpConfirmed(ctx, target, 'decide-target@example.com', 'decidetarget');
    const targetId = await userIdOf(target);
    const until = new Date(ctx.clock.now().getTime() + DAY).toISOString();
    const limit = [{ kind: 'feature_limit', feature: 'report', until }];
    const cases: [string, unknown, number, string][] = [
      [targetId, { ...misuse, sanctions: [{ kind: 'video_removal' }] }, 400, 'sanction_not_applicable'],
      [
        targetId,
        { ...misuse, sanctions: [{ kind: 'demonetisation', until: null }] },
        400,
        'sanction_not_applicable',
      ],
      [targetId, { ...misuse, reason: 'misuse', sanctions: limit }, 400, 'report_reason_required'],
      [
        targetId,
        { ...misuse, sanctions: [{ kind: 'feature_limit', feature: 'fly', until }] },
        400,
        'validation_failed',
      ],
      ['no-such-member', { ...misuse, sanctions: limit }, 404, 'member_not_found'],
      ['../etc/passwd', { ...misuse, sanctions: limit }, 400, 'validation_failed'],
      [await userIdOf(admin), { ...misuse, sanctions: limit }, 400, 'sanction_not_applicable'],
    ];
    for (const [id, payload, status, code] of cases) {
      const res = await decideOn(admin, encodeURIComponent(id), payload);
      expect([res.statusCode, errorOf(res)], JSON.stringify(payload).slice(0, 90)).toEqual([status, code]);
    }
    expect((await decideOn(member, targetId, { ...misuse, sanctions: limit })).statusCode).toBe(403);
    expect((await decideOn(client(), targetId, { ...misuse, sanctions: limit })).statusCode).toBe(401);
    // The misuse ground is about a member's conduct: never on a piece of content.
    const { itemId } = await reportedChannel('Motif');
    const onItem = await decide(admin, itemId, { ...misuse, sanctions: [{ kind: 'ban' }] });
    expect([onItem.statusCode, errorOf(onItem)]).toEqual([400, 'sanction_not_applicable']);
    expect((await standingOf(targetId)).standing.sanctions).toEqual([]);
    expect(
      await ctx.db.db.select().from(moderationDecisions).where(eq(moderationDecisions.subjectId, targetId)),
    ).toEqual([]);
  });
});

/** The token of a decision as its email carries it (once the mail job has written it). */
async function tokenFromOutbox(decisionId: string): Promise<string> {
  const pattern = new RegExp(`decisions/${decisionId}\\?token=([\\w-]+)`);
  const token = await waitUntil(
    `the mail of ${decisionId}`,
    async () => {
      const mails = await listOutbox(join(ctx.config.dataDir, 'mail'), { to: 'decide-creator@example.com' });
      return mails.map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
    },
    (found) => found !== undefined,
  );
  return token!;
}
