import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, moderationAppeals, moderationDecisions } from '../../db/schema';
import type { TestClient } from '../../test/http-client';
import { createMatrixEnv, type MatrixEnv, type MatrixRequest } from '../../test/permission-matrix';
import { insertMember } from '../accounts/accounts.test-helpers';
import { insertOpenReport } from '../moderation/moderation.test-helpers';
import { coverPng, writeArticle } from '../news/news.test-helpers';

const AUDIT_VISITOR = { name: 'Ana', email: 'audit-notice@example.com' };

/** Every route the app registers (buildApp's Fastify is wrapped to log them, as the permission matrix does). */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = mod.default;
  const withRouteLog = ((options?: Parameters<typeof create>[0]) => {
    const app = create(options);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) registered.push({ method, url: r.url });
    });
    return app;
  }) as typeof create;
  return { ...mod, default: withRouteLog, fastify: withRouteLog };
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Admin-only writes: every write under /api/admin/ (admin routes live there by convention). */
const adminWrites = () => [
  ...new Set(
    registered
      .filter((r) => WRITES.has(r.method) && r.url.startsWith('/api/admin/'))
      .map((r) => `${r.method} ${r.url}`),
  ),
];

/**
 * A valid request for each admin write, run as an admin. A new admin write route without an entry
 * here fails the first test; one whose action writes no audit row fails the second.
 */
const ADMIN_WRITES: Record<string, (admin: TestClient) => Promise<MatrixRequest>> = {
  'PATCH /api/admin/ads': async () => ({ url: '/api/admin/ads', payload: { enabled: true } }),
  'POST /api/admin/news': async () => ({ url: '/api/admin/news', payload: { title: 'Audit' } }),
  'PATCH /api/admin/news/:id': async (admin) => ({
    url: `/api/admin/news/${(await writeArticle(admin, { title: 'Audit patch' })).id}`,
    payload: { body: 'Changé' },
  }),
  'POST /api/admin/news/:id/publish': async (admin) => ({
    url: `/api/admin/news/${(await writeArticle(admin, { title: 'Audit publish' })).id}/publish`,
    payload: {},
  }),
  'POST /api/admin/news/:id/unpublish': async (admin) => ({
    url: `/api/admin/news/${(await writeArticle(admin, { title: 'Audit unpublish' })).id}/unpublish`,
  }),
  'POST /api/admin/news/:id/cover': async (admin) => ({
    url: `/api/admin/news/${(await writeArticle(admin, { title: 'Audit cover' })).id}/cover`,
    multipart: { fields: { alt: 'Image' }, file: { bytes: await coverPng(200, 100), filename: 'c.png' } },
  }),
  'DELETE /api/admin/news/:id/cover': async (admin) => ({
    url: `/api/admin/news/${(await writeArticle(admin, { title: 'Audit uncover' })).id}/cover`,
  }),
  'POST /api/admin/contact/:id/state': async () => ({
    url: `/api/admin/contact/${await contactMessageId()}/state`,
    payload: { state: 'handled' },
  }),
  'POST /api/admin/contact/:id/reply': async () => ({
    url: `/api/admin/contact/${await contactMessageId()}/reply`,
    payload: { body: 'Bonjour, voici notre réponse.' },
  }),
  'POST /api/admin/members/roles': async () => ({
    url: '/api/admin/members/roles',
    payload: { memberIds: [await insertMember(env.ctx, 'audit-role-target')], role: 'qa', grant: true },
  }),
  'POST /api/admin/members/sessions/revoke': async () => ({
    url: '/api/admin/members/sessions/revoke',
    payload: { memberIds: [await insertMember(env.ctx, 'audit-sessions-target')] },
  }),
  'POST /api/admin/moderation/items/:id/dismiss': async () => {
    const { itemId } = await insertOpenReport(env.ctx, { at: env.ctx.clock.now(), visitor: AUDIT_VISITOR });
    return {
      url: `/api/admin/moderation/items/${itemId}/dismiss`,
      payload: { statement: 'Rien à retirer.' },
    };
  },
  'POST /api/admin/moderation/items/:id/decide': async () => {
    const { itemId } = await insertOpenReport(env.ctx, {
      at: env.ctx.clock.now(),
      kind: 'channel',
      ownerId: await insertMember(env.ctx, 'audit-decided'),
      visitor: AUDIT_VISITOR,
    });
    const until = new Date(env.ctx.clock.now().getTime() + 86_400_000).toISOString();
    return {
      url: `/api/admin/moderation/items/${itemId}/decide`,
      payload: {
        sanctions: [{ kind: 'feature_limit', feature: 'comment', until }],
        reason: 'spam',
        facts: 'Des liens répétés.',
        explanation: 'Le spam est interdit.',
      },
    };
  },
  'POST /api/admin/moderation/members/:id/decide': async () => {
    const memberId = await insertMember(env.ctx, 'audit-limited-reporter');
    const until = new Date(env.ctx.clock.now().getTime() + 86_400_000).toISOString();
    return {
      url: `/api/admin/moderation/members/${memberId}/decide`,
      payload: {
        sanctions: [{ kind: 'feature_limit', feature: 'report', until }],
        reason: 'report_misuse',
        facts: 'Trente signalements classés sans suite en une semaine.',
        explanation: 'Les signalements abusifs sont interdits.',
      },
    };
  },
  'POST /api/admin/moderation/appeals/:id/review': async () => {
    const { itemId } = await insertOpenReport(env.ctx, { at: env.ctx.clock.now(), visitor: AUDIT_VISITOR });
    const [decision] = await env.ctx.db.db
      .insert(moderationDecisions)
      .values({
        itemId,
        itemKind: 'video',
        targetId: randomUUID(),
        subjectId: await insertMember(env.ctx, 'audit-appellant'),
        decidedAt: env.ctx.clock.now(),
        reason: 'spam',
        facts: 'f',
        explanation: 'e',
        followedNotice: true,
      })
      .returning({ id: moderationDecisions.id });
    const [appeal] = await env.ctx.db.db
      .insert(moderationAppeals)
      .values({ decisionId: decision!.id, message: 'Je conteste.', submittedAt: env.ctx.clock.now() })
      .returning({ id: moderationAppeals.id });
    return {
      url: `/api/admin/moderation/appeals/${appeal!.id}/review`,
      payload: { outcome: 'upheld', statement: 'Décision fondée.' },
    };
  },
  'POST /api/admin/news/:id/revisions/:revisionId/restore': async (admin) => {
    const { id } = await writeArticle(admin, { title: 'Audit restore' });
    const [revision] = (await admin.get(`/api/admin/news/${id}/revisions`)).json().items;
    return { url: `/api/admin/news/${id}/revisions/${revision.id}/restore` };
  },
};

let env: MatrixEnv;
/** A message as the contact form stores it. */
async function contactMessageId(): Promise<string> {
  const [row] = await env.ctx.db.db
    .insert(contactMessages)
    .values({ firstName: 'A', lastName: 'B', email: 'audit@example.com', topic: 'other', message: 'm' })
    .returning({ id: contactMessages.id });
  return row!.id;
}
beforeAll(async () => {
  // Its app is built through the wrapped factory: the route table is known.
  env = await createMatrixEnv();
});
afterAll(async () => {
  await env?.app.close();
  await env?.ctx.close();
});

describe('audit log', () => {
  it('has a request for every admin write route the app registers', () => {
    const routes = adminWrites();
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => !ADMIN_WRITES[r])).toEqual([]);
  });

  it('each admin write appends one row naming the admin, the action and the request', async () => {
    const admin = env.clients.admin;
    const missing: string[] = [];
    for (const route of adminWrites()) {
      const req = await ADMIN_WRITES[route]!(admin);
      const method = route.split(' ')[0] as 'POST' | 'PATCH' | 'DELETE';
      const res = req.multipart
        ? await admin.multipart(method as 'POST', req.url, req.multipart.fields ?? {}, req.multipart.file)
        : await admin.request({ method, url: req.url, payload: req.payload });
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      const requestId = String(res.headers['x-request-id']);
      const rows = await env.ctx.db.query<{ actor_id: string; action: string }>(
        'select actor_id, action from audit_log where request_id = $1',
        [requestId],
      );
      if (rows.rows.length !== 1 || rows.rows[0]!.actor_id !== env.userIds.admin) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  it('keeps before and after, and is append-only', async () => {
    const admin = env.clients.admin;
    const res = await admin.request({ method: 'PATCH', url: '/api/admin/ads', payload: { enabled: false } });
    const [row] = (
      await env.ctx.db.query<{ id: string; before: { enabled: boolean }; after: { enabled: boolean } }>(
        'select id, before, after from audit_log where request_id = $1',
        [String(res.headers['x-request-id'])],
      )
    ).rows;
    expect([row!.before.enabled, row!.after.enabled]).toEqual([true, false]);
    await expect(env.ctx.db.query("update audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(env.ctx.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });

  it('the screen filters by action and actor, newest first', async () => {
    const admin = env.clients.admin;
    const page = (await admin.get('/api/admin/audit?action=news.publish')).json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((e: { action: string }) => e.action === 'news.publish')).toBe(true);
    const byEmail = (await admin.get('/api/admin/audit?actor=admin%40matrix.example')).json();
    expect(byEmail.items.length).toBeGreaterThan(5);
    const nobody = (await admin.get('/api/admin/audit?actor=nobody%40example.com')).json();
    expect(nobody.items).toEqual([]);
    const times = byEmail.items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const reversed = await admin.get('/api/admin/audit?from=2026-03-02&to=2026-03-01');
    expect(reversed.json().error.code).toBe('invalid_date_range');
  });
});
