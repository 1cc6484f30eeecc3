import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../server/adapters/mail/outbox-mailer';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

const SUPPORT = 'team@kinora.test';
const SCREENS = ['/admin/videos', '/admin/contact', '/admin/consent', '/admin/outbox'];

/**
 * The admin screens of issue 28 §4–6 on a phone and a desktop, light and dark: one <h1>, no serious
 * axe violation, the page never wider than the screen (tables scroll inside). Then an admin answers
 * a contact message and reads the answer in the mail outbox.
 */
describe('admin videos, contact, consent and outbox screens', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'admin@example.com', SUPPORT_EMAIL: SUPPORT });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fit a phone and a desktop in both themes, and an admin answers a message by mail', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const page = await confirmedMember(server, context, { email: 'admin@example.com', username: 'chief' });
    const sent = await context.request.post(`${server.url}/api/contact`, {
      headers: { origin: server.url },
      data: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@example.com',
        topic: 'press',
        message: 'Bonjour, <img src=x onerror=alert(1)> une question.',
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);

    const found: Record<string, string[]> = {};
    for (const width of [390, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        for (const path of SCREENS) {
          await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
          await page.locator('h1').first().waitFor();
          const where = `${path} ${width}px ${theme}`;
          expect(await page.locator('h1').count(), `one <h1> on ${where}`).toBe(1);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `the page scrolls sideways on ${where}`).toBeLessThanOrEqual(0);
          const violations = await seriousViolations(page);
          if (violations.length) found[where] = violations;
        }
      }
    expect(found).toEqual({});

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/admin/contact`);
    await page.getByText('1 message non lu').waitFor();
    await page.getByText('Léa Martin').click();
    // What a stranger typed is text: the image tag is shown, never run.
    await page.getByText('Bonjour, <img src=x onerror=alert(1)> une question.').waitFor();
    await page.getByLabel('Votre réponse').fill('Bonjour Léa,\nvoici notre réponse.');
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText(/^Par admin@example\.com, le /).waitFor();
    await page.getByText('0 message non lu').waitFor();

    let reply: { id: string; subject: string } | undefined;
    for (let i = 0; i < 100 && !reply; i++) {
      reply = (await listOutbox(join(server.dataDir, 'mail'), { to: 'lea@example.com' })).find((m) =>
        m.subject.startsWith('Réponse'),
      );
      if (!reply) await new Promise((r) => setTimeout(r, 200));
    }
    expect(reply?.subject).toBe('Réponse à votre message « Presse » — Kinora');

    await page.goto(`${server.url}/admin/outbox`);
    await page.getByRole('button', { name: /Réponse à votre message/ }).click();
    const frame = page.locator('iframe[title="Contenu HTML de l\'e-mail (scripts désactivés)"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe').getByText('voici notre réponse.').waitFor();
    await page.getByText('En-têtes').click();
    await page.getByText(SUPPORT).first().waitFor();
    await context.close();
  });
});
