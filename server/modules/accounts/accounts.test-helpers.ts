import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { listOutbox, type OutboxEntry } from '../../adapters/mail/outbox-mailer';
import { type UserRole, user } from '../../db/schema';
import { announceStandingChange, bumpAccessVersion } from '../../standing/access-version';
import type { TestClient } from '../../test/http-client';
import type { TestContext } from '../../test/test-context';
import { grantRole, revokeRole } from './roles.repository';

export const STRONG_PASSWORD = 'Kinora-Test#2026';

/** Waits for the queued mail to land in the outbox (the mail job runs in the background). */
export async function waitForMail(
  ctx: TestContext,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<OutboxEntry> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await listOutbox(join(ctx.config.dataDir, 'mail'), { to })).find((m) =>
      subject.test(m.subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function linkIn(mail: OutboxEntry): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error('no link in mail');
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  return client.post('/api/auth/sign-up/email', {
    email: 'ana@example.com',
    password: STRONG_PASSWORD,
    name: 'Ana Lima',
    username: 'ana_lima',
    locale: 'fr',
    callbackURL: '/',
    ...overrides,
  });
}

/** Signs up, follows the confirmation link and ends signed in. */
export async function signUpConfirmed(ctx: TestContext, client: TestClient, email: string, username: string) {
  const res = await signUp(client, { email, username, name: '' });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = await waitForMail(ctx, email, /Confirm|confirm/);
  await client.get(linkIn(mail));
}

/**
 * A role given or taken straight in the database, then announced as the real paths do (the billing
 * sync for QA, the CLI for admin): a signed-in member's roles are cached per node with the session.
 */
export async function setRoleNow(ctx: TestContext, userId: string, role: UserRole, granted = true) {
  if (granted) await grantRole(ctx.db.db, userId, role);
  else await revokeRole(ctx.db.db, userId, role);
  await announceStandingChange(ctx.realtime, userId, await bumpAccessVersion(ctx.db.db, userId));
}

type MemberRow = typeof user.$inferInsert;

/**
 * Confirmed members written straight to the users table (no sign-up mail): fan-out and scale tests
 * need hundreds. Ids start with `prefix` and keep their creation order.
 */
export async function insertMembers(
  ctx: TestContext,
  count: number,
  { prefix = 'm', ...overrides }: Partial<MemberRow> & { prefix?: string } = {},
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = `${prefix}-${String(i).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
    return {
      id,
      name: id,
      email: `${id}@members.example`,
      emailVerified: true,
      username: id.toLowerCase(),
      ...overrides,
    };
  });
  await ctx.db.db.insert(user).values(rows);
  return rows.map((r) => r.id);
}

/** One member with a chosen id (as insertMembers, without the generated part). */
export async function insertMember(ctx: TestContext, id: string, overrides: Partial<MemberRow> = {}) {
  await ctx.db.db.insert(user).values({ id, name: id, email: `${id}@members.example`, ...overrides });
  return id;
}
