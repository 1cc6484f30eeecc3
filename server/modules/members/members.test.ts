import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTopic } from '../../realtime/hub';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { grantConfiguredAdmins } from '../accounts/accounts.public';
import { insertMember, insertMembers, setRoleNow, signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertOpenReport } from '../moderation/moderation.test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let member: TestClient;
let adminId: string;
let memberId: string;

const idOf = async (email: string) =>
  (await t.ctx.db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;
const list = (query: string) => admin.get(`/api/admin/members?${query}`);
const roles = (memberIds: string[], role: 'qa' | 'admin', grant: boolean) =>
  admin.post('/api/admin/members/roles', { memberIds, role, grant });

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, undefined, '10.23.0.1');
  member = new TestClient(t.app, undefined, '10.23.0.2');
  await signUpConfirmed(t.ctx, admin, 'members-admin@example.com', 'membersadmin');
  await signUpConfirmed(t.ctx, member, 'lucie.martin@example.com', 'luciem');
  await grantConfiguredAdmins(t.ctx, ['members-admin@example.com']);
  adminId = await idOf('members-admin@example.com');
  memberId = await idOf('lucie.martin@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('the members list', () => {
  it('finds a member by part of their email or username, whatever the case, wildcards taken literally', async () => {
    expect((await list('q=TIN%40EXAM')).json().items.map((m: { id: string }) => m.id)).toEqual([memberId]);
    expect((await list('q=ciem')).json().items.map((m: { id: string }) => m.id)).toEqual([memberId]);
    expect((await list('q=%25')).json().items).toEqual([]);
    expect((await list('q=_')).json().items).toEqual([]);
    const row = (await list('q=lucie')).json().items[0];
    expect(row).toMatchObject({
      email: 'lucie.martin@example.com',
      roles: [],
      premium: false,
      creator: false,
    });
    expect(row.lastSignInAt).not.toBeNull();
  });

  it('pages through every match once, in each sort', async () => {
    const ids = await insertMembers(t.ctx, 120, { prefix: 'pager' });
    for (const sort of ['-created', 'created', 'email', '-email', '-signIn', 'signIn']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(`q=pager&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().items.map((m: { id: string }) => m.id));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(seen, sort).toHaveLength(120);
      expect(new Set(seen)).toEqual(new Set(ids));
      if (sort === 'email') expect(seen).toEqual([...ids].sort());
    }
  });

  it('answers 400 invalid_cursor for any cursor it did not hand out', async () => {
    const first = (await list('q=pager&sort=email')).json().nextCursor as string;
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const garbage = [
      'x',
      '%00',
      'a'.repeat(400),
      b64(['-created', '2026-13-01T00:00:00.000000Z', 'abc']),
      b64(['-created', '2026-02-30T00:00:00.000000Z', 'abc']),
      b64(['-created', 'now', 'abc']),
      b64(['-created', '2026-01-01T00:00:00.000000Z', 'a\u0000b']),
      b64(['email', 'x', 42]),
      b64({ sort: 'email' }),
      first.slice(0, -2),
    ];
    for (const cursor of garbage) {
      const res = await list(`sort=-created&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.code).toBe('invalid_cursor');
    }
    // A cursor of another sort is refused too.
    expect((await list(`sort=-created&cursor=${first}`)).json().error.code).toBe('invalid_cursor');
  });

  it('filters by role, Premium and sign-in days; sanctioned finds nobody while no provider restricts', async () => {
    const [qa1, qa2, plain] = await insertMembers(t.ctx, 3, { prefix: 'filter' });
    await setRoleNow(t.ctx, qa1!, 'qa');
    await setRoleNow(t.ctx, qa2!, 'qa');
    const qaIds = (await list('q=filter&role=qa')).json().items.map((m: { id: string }) => m.id);
    expect(qaIds.sort()).toEqual([qa1, qa2].sort());
    expect((await list('q=filter&role=none')).json().items.map((m: { id: string }) => m.id)).toEqual([plain]);
    const now = t.ctx.clock.now();
    await t.ctx.db.query(
      `insert into billing_subscriptions (id, user_id, plan, status, current_period_start, current_period_end, provider_created_at)
       values ('sub_members_test', $1, 'premium', 'active', $2, $3, $2)`,
      [plain, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 20 * 86_400_000)],
    );
    expect((await list('q=filter&premium=yes')).json().items.map((m: { id: string }) => m.id)).toEqual([
      plain,
    ]);
    expect((await list('q=filter&premium=no')).json().items).toHaveLength(2);
    expect((await list('sanctioned=yes')).json().items).toEqual([]);
    const today = now.toISOString().slice(0, 10);
    const signedIn = (await list(`signInFrom=${today}&signInTo=${today}`))
      .json()
      .items.map((m: { id: string }) => m.id);
    expect(signedIn.sort()).toEqual([adminId, memberId].sort());
  });
});

describe('the CSV export', () => {
  it('streams exactly the filtered members, formula-safe', async () => {
    const [a, b, c] = await insertMembers(t.ctx, 3, { prefix: 'export' });
    await insertMember(t.ctx, 'export-formula', {
      email: 'export-formula@example.com',
      name: '=HYPERLINK("http://x")',
    });
    await setRoleNow(t.ctx, a!, 'qa');
    await setRoleNow(t.ctx, c!, 'qa');
    await setRoleNow(t.ctx, 'export-formula', 'qa');
    const res = await admin.get('/api/admin/members.csv?q=export&role=qa&sort=email');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('kinora-members.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","email","username","display_name","roles","premium","creator","created_at","last_sign_in_at"',
    );
    const ids = lines.slice(1).map((l) => JSON.parse(l.split(',')[0]!));
    expect([...ids].sort()).toEqual([a, c, 'export-formula'].sort());
    expect(ids).not.toContain(b);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('refuses a reversed range before any header is sent', async () => {
    const res = await admin.get('/api/admin/members.csv?createdFrom=2026-03-02&createdTo=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.code).toBe('invalid_date_range');
    // A day of year 0 is an ISO date the database cannot hold (it was a 500, found by the fuzzer).
    for (const day of ['0000-02-29', '6304-02-29']) {
      const odd = await admin.get(`/api/admin/members.csv?createdFrom=${day}`);
      expect(odd.statusCode).toBe(400);
      expect(odd.json().error.code).toBe('invalid_date_range');
    }
  });
});

describe('acting on members', () => {
  it("shows a member's page", async () => {
    const page = (await admin.get(`/api/admin/members/${memberId}`)).json();
    expect(page.member.email).toBe('lucie.martin@example.com');
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.subscriptions.premium.active).toBe(false);
    expect(page.videos).toEqual({ total: 0, latest: [] });
    expect(page.standing.sanctions).toEqual([]);
    expect(page.reports).toEqual([]);
    // Once their content is reported, the page lists it with its counts (moderation's public read).
    const targetId = crypto.randomUUID();
    await insertOpenReport(t.ctx, { at: t.ctx.clock.now(), kind: 'video', targetId, ownerId: memberId });
    const after = (await admin.get(`/api/admin/members/${memberId}`)).json();
    expect(after.reports).toEqual([{ kind: 'video', targetId, openReports: 1, closedReports: 0 }]);
  });

  it('grants qa at once (the member sees it on their next request), audited per member', async () => {
    const res = await roles([memberId], 'qa', true);
    expect(res.json()).toEqual({ changed: 1 });
    expect((await member.get('/api/session')).json().user.roles).toContain('qa');
    expect((await roles([memberId], 'qa', true)).json()).toEqual({ changed: 0 });
    const audit = await t.ctx.db.query<{ action: string; target_id: string }>(
      'select action, target_id from audit_log where request_id = $1',
      [String(res.headers['x-request-id'])],
    );
    expect(audit.rows).toEqual([{ action: 'accounts.grant-role', target_id: memberId }]);
  });

  it('changes none of a bulk action when one id names nobody', async () => {
    const [x] = await insertMembers(t.ctx, 1, { prefix: 'bulk' });
    const res = await roles([x!, 'nobody-here'], 'qa', true);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('member_not_found');
    expect((await admin.get(`/api/admin/members/${x}`)).json().member.roles).toEqual([]);
  });

  it('revoking sessions signs the member out at once, their open socket included', async () => {
    expect((await member.get('/api/session')).json().user).not.toBeNull();
    const received: { type: string }[] = [];
    const socket = await t.app.injectWS(
      '/api/realtime',
      { headers: { cookie: member.cookieHeader(), origin: t.ctx.config.publicUrl } },
      { onInit: (ws) => ws.on('message', (d) => received.push(JSON.parse(String(d)))) },
    );
    await expect.poll(() => received).toEqual([{ type: 'hello', member: true }]);
    const res = await admin.post('/api/admin/members/sessions/revoke', { memberIds: [memberId] });
    expect(res.json()).toEqual({ changed: 1 });
    expect((await member.get('/api/session')).json().user).toBeNull();
    // The socket no longer carries the member's own events (it stays open as a visitor's).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.ctx.realtime.publish(memberTopic(memberId), { type: 'video.updated', videoId: 'after' });
    await t.ctx.realtime.publish(memberTopic(adminId), { type: 'video.updated', videoId: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([{ type: 'hello', member: true }]);
    socket.terminate();
  });

  it('never removes the last admin, oneself included', async () => {
    const last = await roles([adminId], 'admin', false);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('last_admin');
    await roles([memberId], 'admin', true);
    expect((await roles([adminId, memberId], 'admin', false)).json().error.code).toBe('last_admin');
    // With another admin left, an admin may step down; from then on the screen is closed to them.
    expect((await roles([adminId], 'admin', false)).json()).toEqual({ changed: 1 });
    expect((await list('')).statusCode).toBe(403);
  });
});
