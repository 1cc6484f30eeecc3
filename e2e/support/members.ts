import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { listOutbox } from '../../server/adapters/mail/outbox-mailer';
import type { RunningServer } from './server';

export const E2E_PASSWORD = 'Kinora-E2e#2026';

/**
 * A confirmed member signed in in `context`, as a person gets there: signs up, then follows the
 * confirmation link from the mail outbox. Returns the tab that followed it.
 */
export async function confirmedMember(
  server: RunningServer,
  context: BrowserContext,
  who: { email: string; username: string; name?: string },
): Promise<Page> {
  const res = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: { origin: server.url },
    data: {
      email: who.email,
      password: E2E_PASSWORD,
      name: who.name ?? who.username,
      username: who.username,
      callbackURL: '/',
    },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const mail = (await listOutbox(join(server.dataDir, 'mail'), { to: who.email }))[0];
    link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${who.email}`);
  const url = new URL(link);
  const page = await context.newPage();
  await page.goto(`${server.url}${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).waitFor();
  return page;
}
