import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { confirmedMember } from './support/members';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 27 part 2: the queue and an item's review on a phone and a desktop, light and dark (one
 * <h1>, no serious axe violation, the page never wider than the screen); then an admin dismisses it.
 */
describe('moderation queue', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: 'modo@example.com' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fits a phone and a desktop in both themes, and an admin dismisses a reported channel', async () => {
    const creator = await browser.newContext({ locale: 'fr-FR' });
    await confirmedMember(server, creator, { email: 'chaine@example.com', username: 'chaine_signalee' });
    const channel = await creator.request.post(`${server.url}/api/channels`, {
      headers: { origin: server.url },
      data: {
        name: 'Chaîne au nom particulièrement long pour voir si la carte tient',
        topics: ['technology'],
      },
    });
    expect(channel.status()).toBe(201);
    const visitor = await browser.newContext({ locale: 'fr-FR' });
    const report = await visitor.request.post(`${server.url}/api/reports`, {
      headers: { origin: server.url },
      data: {
        itemKind: 'channel',
        itemId: (await channel.json()).id,
        reason: 'spam',
        note: 'Des liens <script>alert(1)</script> partout.',
        reporter: { name: 'Ana Lima', email: 'ana@example.com', goodFaith: true },
      },
    });
    expect(report.status()).toBe(201);

    // bypassCSP: axe runs in the page (the app's CSP refuses an injected script), as in a11y.e2e.ts.
    const context = await browser.newContext({
      locale: 'fr-FR',
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await confirmedMember(server, context, { email: 'modo@example.com', username: 'modo' });
    const found: Record<string, string[]> = {};
    for (const width of [390, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(`${server.url}/admin/moderation`, { waitUntil: 'networkidle' });
        for (const view of ['queue', 'item'] as const) {
          if (view === 'item') {
            await page
              .getByRole('button', { name: /Examiner/ })
              .filter({ visible: true })
              .click();
            await page.getByText('Visiteur : Ana Lima <ana@example.com>').waitFor();
          } else
            await page
              .getByRole('button', { name: /Examiner/ })
              .filter({ visible: true })
              .waitFor();
          const where = `${view} ${width}px ${theme}`;
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

    // What a stranger typed is text, never run.
    await page.getByText('Des liens <script>alert(1)</script> partout.').waitFor();
    await page.getByLabel('Raison de la décision').fill('Liens hors sujet mais pas de spam avéré.');
    await page.getByRole('button', { name: 'Classer sans suite' }).click();
    await page.getByText('Classé sans suite').first().waitFor();
    await page.getByRole('button', { name: 'Retour à la file' }).click();
    await page.getByText('Aucun signalement en attente.').waitFor();
    await context.close();
  });
});
