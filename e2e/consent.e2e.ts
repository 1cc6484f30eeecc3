import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The consent experience of a visitor from France (gdpr, from the browser locale): the banner, the
 * manage button and dialog, and a marketing script that loads only once accepted.
 */
describe('cookie consent', () => {
  let scripts: Server;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // A third-party "marketing" script, on another origin: it counts how often it ran.
    scripts = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end('window.__marketingRuns = (window.__marketingRuns || 0) + 1;');
    });
    await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    const port = (scripts.address() as AddressInfo).port;
    server = await startServer({ MARKETING_SCRIPT_URL: `http://127.0.0.1:${port}/tag.js` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => scripts.close(() => resolve()));
  });

  /** The Accept header of each request for the regime (the app's own fetch asks for application/json). */
  let policyRequests: string[] = [];
  const visit = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/consent/policy')
        policyRequests.push(request.headers().accept ?? '');
    });
    await page.goto(server.url);
    return { context, page };
  };
  const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix de cookies' });
  const marketingRuns = (page: Page) =>
    page.evaluate(() => (window as unknown as { __marketingRuns?: number }).__marketingRuns ?? 0);

  it('shows the banner on a first visit; rejecting hides it and loads no marketing script', async () => {
    policyRequests = [];
    const { context, page } = await visit();
    await banner(page).waitFor();
    // The regime was fetched once, by the page's preload (index.html): the app used that answer.
    expect(policyRequests).toHaveLength(1);
    expect(policyRequests[0]).not.toBe('application/json');
    // gdpr: the reject button is the highlighted one (the primary style comes first).
    const reject = banner(page).getByRole('button', { name: 'Refuser les cookies non essentiels' });
    expect(await reject.getAttribute('class')).toMatch(/bg-primary/);
    expect(await marketingRuns(page)).toBe(0);
    await reject.click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Gérer les cookies' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('script[data-consent]').count()).toBe(0);
    expect(await marketingRuns(page)).toBe(0);
    await context.close();
  });

  it('accepting all loads the marketing script; the manage button reopens the dialog to withdraw it', async () => {
    const { context, page } = await visit();
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    // The page starts again under the new consent (its security policy now allows the script).
    await expect.poll(() => marketingRuns(page), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('script[data-consent="marketing"]').count()).toBe(1);

    const manage = page.getByRole('button', { name: 'Gérer les cookies' });
    // The dialog traps the focus and gives it back to the button that opened it.
    await manage.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Préférences de cookies' });
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await manage.evaluate((b) => b === document.activeElement)).toBe(true);
    await manage.click();
    await dialog.waitFor();
    expect(await dialog.getByText('FR', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Nécessaires' }).isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
    // The page starts again under the withdrawn consent: wait for the new page's load, not the old
    // one's (reading the page while it navigates fails: "execution context was destroyed").
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Confirmer mes choix' }).click();
    await reloaded;
    await expect
      .poll(() => page.locator('script[data-consent="marketing"]').count(), { timeout: 15_000 })
      .toBe(0);
    expect(await marketingRuns(page)).toBe(0);
    await context.close();
  });
});
